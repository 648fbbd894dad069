import { BadRequestException } from '@nestjs/common';

/**
 * Position after the last row of a page ordered by (time DESC, key DESC). The time keeps
 * PostgreSQL's microseconds (a JavaScript Date would round them off and skip or repeat rows);
 * the key breaks ties and is any text (a uuid, or type and id of an activity event).
 */
export interface TimeCursor {
  at: string;
  key: string;
}

const MAX_KEY_LENGTH = 120;

/** SQL for a timestamptz column as the exact ISO text a cursor carries. */
export function isoMicros(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

export function encodeTimeCursor(cursor: TimeCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.key]), 'utf8').toString('base64url');
}

export function decodeTimeCursor(value: string): TimeCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[0] !== 'string' ||
    typeof parsed[1] !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/.test(parsed[0]) ||
    Number.isNaN(Date.parse(parsed[0])) ||
    parsed[1].length > MAX_KEY_LENGTH
  ) {
    throw new BadRequestException('cursor is not a valid page cursor');
  }
  return { at: parsed[0], key: parsed[1] };
}
