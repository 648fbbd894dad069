import { decodeCursor, encodeCursor, invalidCursor } from './cursor.js';

/**
 * Position after the last row of a page ordered by (time DESC, key DESC). The time keeps
 * PostgreSQL's microseconds (a JavaScript Date would round them off and skip or repeat rows);
 * the key breaks ties and is any text (an id, a uuid, or type and id of an activity event).
 */
export interface TimeCursor {
  at: string;
  key: string;
}

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** SQL for a timestamptz column as the exact ISO text a cursor carries. */
export function isoMicros(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

export function encodeTimeCursor(cursor: TimeCursor): string {
  return encodeCursor([cursor.at, cursor.key]);
}

export function decodeTimeCursor(value: string): TimeCursor {
  const [at, key] = decodeCursor(value, 2);
  if (!ISO_MICROS.test(at) || Number.isNaN(Date.parse(at))) throw invalidCursor();
  return { at, key };
}
