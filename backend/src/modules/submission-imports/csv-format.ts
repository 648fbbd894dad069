import { CsvError } from 'csv-parse';
import { fieldsOf, LIST_FIELDS, type SubmissionFieldError, type SubmissionType } from '@irl/shared';
import { bomLength, decodeCell, hexByte, isBlankRecord, type CsvRecord } from './csv-records.js';
import { SubmissionImportErrors } from './submission-imports.errors.js';

/** The one separator of list fields in a CSV cell (videos, tags, nicknames...): `a|b|c`. */
export const LIST_SEPARATOR = '|';

const LIST_FIELD_SET: ReadonlySet<string> = new Set(LIST_FIELDS);

/** The columns of a type's template (the header an upload may have, in any order). */
export function templateColumns(type: SubmissionType): readonly string[] {
  return fieldsOf(type);
}

/** The columns every file must have: the fields every submission requires. The others may be left out. */
export const REQUIRED_COLUMNS: readonly string[] = ['name', 'description'];

/** The template file: one header row of the type's field names. */
export function templateCsv(type: SubmissionType): string {
  return `${templateColumns(type).join(',')}\r\n`;
}

/**
 * Null when the header holds the required columns and otherwise only the type's columns, each once
 * (any order), else the reason.
 */
export function headerProblem(type: SubmissionType, header: readonly string[]): string | null {
  const known = templateColumns(type);
  const names = header.map((name) => name.trim());
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) repeated.add(name);
    seen.add(name);
  }
  const missing = REQUIRED_COLUMNS.filter((name) => !seen.has(name));
  const unknown = names.filter((name) => !known.includes(name));
  if (missing.length === 0 && unknown.length === 0 && repeated.size === 0) return null;
  return SubmissionImportErrors.header(missing, unknown, [...repeated]);
}

/**
 * One CSV record as the input of validateSubmission: blank cells are left out (an optional field not
 * given), list fields are split on LIST_SEPARATOR (validateSubmission trims and drops blank entries).
 */
export function rowInput(header: readonly string[], record: readonly string[]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  header.forEach((column, index) => {
    const cell = record[index] ?? '';
    if (cell.trim() === '') return;
    input[column] = LIST_FIELD_SET.has(column) ? cell.split(LIST_SEPARATOR) : cell;
  });
  return input;
}

/**
 * Why a file that starts with `head` cannot be CSV text at all, or null: empty, UTF-16, or binary (a NUL
 * byte). Checked on upload before anything is stored; the rest of the file is checked for NUL bytes as it
 * is stored. A byte that is not UTF-8 does not refuse the file: the worker names its row and column.
 */
export function encodingProblem(head: Uint8Array): string | null {
  if (head.length === 0) return SubmissionImportErrors.empty;
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) {
    return SubmissionImportErrors.utf16;
  }
  if (head.includes(0)) return SubmissionImportErrors.binary;
  return null;
}

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab/carriage return before one) as a formula:
 * such cells of an exported report get a leading apostrophe so they open as text.
 */
export function guardCell(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** The error report: one line per problem (row number, field, reason), header first. */
export function errorReportCsv(rows: readonly { rowNumber: number; field: string; reason: string }[]): string {
  const lines = ['row,field,reason'];
  for (const row of rows) lines.push([String(row.rowNumber), guardCell(row.field), guardCell(row.reason)].join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Counts the records of a CSV byte stream without parsing it: line breaks outside quoted fields end a
 * record, blank lines are not counted (the import skips them) but are rows. Every `"` toggles the quoted
 * state, which an escaped `""` leaves unchanged, so slices may cut anywhere. Far cheaper than a parse, it
 * lets the worker refuse an oversized or unterminated file, or one with a record too large to hold in
 * memory, before importing any row.
 */
export class CsvRecordCounter {
  /** Records with content, the header included. */
  records = 0;
  /** Row number (header = 1, blank lines counted) of the first record longer than the limit, if any. */
  oversizedRow: number | null = null;
  private rows = 0;
  private recordBytes = 0;
  private quoted = false;
  private content = false;
  private start = true;

  constructor(private readonly maxRecordBytes: number) {}

  push(bytes: Uint8Array): void {
    let index = 0;
    if (this.start) {
      this.start = false;
      index = bomLength(bytes);
    }
    let { quoted, content, records, rows, recordBytes } = this;
    for (; index < bytes.length; index += 1) {
      const byte = bytes[index];
      recordBytes += 1;
      if (byte === 0x22) {
        quoted = !quoted;
        content = true;
      } else if (byte === 0x0a && !quoted) {
        rows += 1;
        if (content) records += 1;
        content = false;
        recordBytes = 0;
      } else if (byte !== 0x0d) {
        content = true;
      }
      if (recordBytes > this.maxRecordBytes && this.oversizedRow === null) this.oversizedRow = rows + 1;
    }
    Object.assign(this, { quoted, content, records, rows, recordBytes });
  }

  /** The record count (header included), or null when a quoted field never closes. */
  finish(): number | null {
    if (this.quoted) return null;
    return this.records + (this.content ? 1 : 0);
  }
}

/** The header of a file: its first record that is not blank, as column names, and the row it is on. */
export interface CsvHeader {
  names: string[];
  rowNumber: number;
  endByte: number;
}

/** Reads the header from the records of a file (from its start), or says why it cannot be read. */
export async function readHeader(records: AsyncIterable<CsvRecord>): Promise<CsvHeader | string> {
  let rowNumber = 0;
  try {
    for await (const { cells, endByte } of records) {
      rowNumber += 1;
      if (isBlankRecord(cells)) continue;
      const names: string[] = [];
      for (const [index, cell] of cells.entries()) {
        const decoded = decodeCell(cell);
        if ('invalidByte' in decoded) {
          return SubmissionImportErrors.headerNotUtf8(rowNumber, index + 1, hexByte(decoded.invalidByte));
        }
        names.push(decoded.text.trim());
      }
      return { names, rowNumber, endByte };
    }
    return SubmissionImportErrors.empty;
  } catch (error) {
    if (error instanceof CsvError) return SubmissionImportErrors.notCsvText(error.message);
    throw error;
  }
}

/** A data row's cells as text, or the first cell that is not UTF-8 (its column and why). */
export function rowText(header: readonly string[], cells: readonly Buffer[]): string[] | SubmissionFieldError {
  const values: string[] = [];
  for (const [index, cell] of cells.entries()) {
    const decoded = decodeCell(cell);
    if ('invalidByte' in decoded) {
      // The character's place in the cell, counting the valid characters before the bad byte.
      const character = cell.subarray(0, decoded.position).toString('utf8').length + 1;
      return {
        field: header[index] ?? `column ${index + 1}`,
        reason: SubmissionImportErrors.cellNotUtf8(hexByte(decoded.invalidByte), character),
      };
    }
    values.push(decoded.text);
  }
  return values;
}

/**
 * Where the first record with content ends in `bytes` (just past its line break; quoted line breaks do
 * not end it), or null when it does not end within them. Lets the upload parse only the header out of
 * the file's first bytes, never a record cut in two.
 */
export function firstRecordEnd(bytes: Uint8Array): number | null {
  let quoted = false;
  let content = false;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index];
    if (byte === 0x22) {
      quoted = !quoted;
      content = true;
    } else if (byte === 0x0a && !quoted) {
      if (content) return index + 1;
    } else if (byte !== 0x0d) {
      content = true;
    }
  }
  return null;
}
