import { fieldsOf, LIST_FIELDS, type SubmissionType } from '../submissions/submission-rules.js';
import { SubmissionImportErrors } from './submission-imports.errors.js';

/** The one separator of list fields in a CSV cell (videos, tags, nicknames...): `a|b|c`. */
export const LIST_SEPARATOR = '|';

const LIST_FIELD_SET: ReadonlySet<string> = new Set(LIST_FIELDS);

/** The columns of a type's template (and the header an upload must have, in any order). */
export function templateColumns(type: SubmissionType): readonly string[] {
  return fieldsOf(type);
}

/** The template file: one header row of the type's field names. */
export function templateCsv(type: SubmissionType): string {
  return `${templateColumns(type).join(',')}\r\n`;
}

/** Null when the header holds exactly the type's columns (any order), else the reason. */
export function headerProblem(type: SubmissionType, header: readonly string[]): string | null {
  const expected = templateColumns(type);
  const names = header.map((name) => name.trim());
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) repeated.add(name);
    seen.add(name);
  }
  const missing = expected.filter((name) => !seen.has(name));
  const unknown = names.filter((name) => !expected.includes(name));
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
 * Why these bytes are not UTF-8 CSV text (with or without BOM), or null. Checked on upload, before
 * anything is stored, so a wrongly saved file is refused at once with a clear reason.
 */
export function encodingProblem(content: Buffer): string | null {
  if (content.length === 0) return SubmissionImportErrors.empty;
  if ((content[0] === 0xff && content[1] === 0xfe) || (content[0] === 0xfe && content[1] === 0xff)) {
    return SubmissionImportErrors.utf16;
  }
  if (content.includes(0)) return SubmissionImportErrors.binary;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return SubmissionImportErrors.notUtf8;
  }
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
 * record, blank lines are skipped (as the parser skips them). Every `"` toggles the quoted state, which
 * an escaped `""` leaves unchanged, so slices may cut anywhere. Far cheaper than a parse, it lets the
 * worker refuse an oversized or unterminated file before importing any row.
 */
export class CsvRecordCounter {
  records = 0;
  private quoted = false;
  private content = false;
  private start = true;

  push(bytes: Uint8Array): void {
    let index = 0;
    if (this.start) {
      this.start = false;
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) index = 3;
    }
    let { quoted, content, records } = this;
    for (; index < bytes.length; index += 1) {
      const byte = bytes[index];
      if (byte === 0x22) {
        quoted = !quoted;
        content = true;
      } else if (byte === 0x0a && !quoted) {
        if (content) records += 1;
        content = false;
      } else if (byte !== 0x0d) {
        content = true;
      }
    }
    Object.assign(this, { quoted, content, records });
  }

  /** The record count (header included), or null when a quoted field never closes. */
  finish(): number | null {
    if (this.quoted) return null;
    return this.records + (this.content ? 1 : 0);
  }
}
