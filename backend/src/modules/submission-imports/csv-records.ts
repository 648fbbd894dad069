import { isUtf8 } from 'node:buffer';
import type { Readable } from 'node:stream';
import { parse, type Info } from 'csv-parse';

/** One CSV record as raw cells, and the file offset right after it (where the next record starts). */
export interface CsvRecord {
  cells: Buffer[];
  endByte: number;
}

/** The UTF-8 byte-order mark, which is neither a row nor part of the first cell. */
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** 3 when `head` (the first bytes of a file) starts with a UTF-8 byte-order mark, else 0. */
export function bomLength(head: Uint8Array): number {
  return head.length >= 3 && UTF8_BOM.equals(head.subarray(0, 3)) ? 3 : 0;
}

/**
 * The records of a CSV byte stream that starts at file offset `startByte` (past any byte-order mark),
 * one per row as a spreadsheet shows them: a blank line is a record (of one empty cell), a quoted line
 * break stays inside its cell. Cells stay bytes so a byte that is not UTF-8 can be named with its row
 * and column rather than silently replaced.
 */
export async function* csvRecords(source: Readable, startByte: number): AsyncGenerator<CsvRecord> {
  const parser = parse({ encoding: null, relax_column_count: true, relax_quotes: true, info: true });
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: Uint8Array[]; info: Info }>) {
      // In byte mode the parser hands over Uint8Array views; Buffer views over the same bytes cost nothing.
      const cells = record.map((cell) => Buffer.from(cell.buffer, cell.byteOffset, cell.byteLength));
      yield { cells, endByte: startByte + info.bytes };
    }
  } finally {
    source.unpipe(parser);
    parser.destroy();
    source.destroy();
  }
}

/** Blank as a spreadsheet shows it: every cell empty or spaces (an empty line, or `,,,`). */
export function isBlankRecord(cells: readonly Buffer[]): boolean {
  return cells.every((cell) => cell.every((byte) => byte === 0x20 || byte === 0x09));
}

/** A cell's text, or the first byte that is not UTF-8 and its 0-based position in the cell. */
export type DecodedCell = { text: string } | { invalidByte: number; position: number };

export function decodeCell(cell: Buffer): DecodedCell {
  if (isUtf8(cell)) return { text: cell.toString('utf8') };
  const position = invalidUtf8At(cell);
  return { invalidByte: cell[position], position };
}

/** Index of the first byte that does not start a well-formed UTF-8 sequence (-1 when all do). */
export function invalidUtf8At(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length;) {
    const lead = bytes[i];
    const extra = lead < 0x80 ? 0 : lead >= 0xc2 && lead <= 0xdf ? 1 : lead >= 0xe0 && lead <= 0xef ? 2 : 3;
    if (lead >= 0x80 && (lead < 0xc2 || lead > 0xf4)) return i;
    // The second byte's range also excludes overlong forms, surrogates and code points past U+10FFFF.
    const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
    const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
    for (let k = 1; k <= extra; k += 1) {
      const next = bytes[i + k];
      if (next === undefined || next < (k === 1 ? low : 0x80) || next > (k === 1 ? high : 0xbf)) return i;
    }
    i += extra + 1;
  }
  return -1;
}

/** `0xFC`, as messages name a byte. */
export const hexByte = (byte: number) => `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;
