import { BadRequestException } from '@nestjs/common';

/** Position after the last row of a page ordered by (created_at DESC, id DESC). */
export interface KeysetCursor {
  createdAt: string;
  id: number;
}

export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(value: string): KeysetCursor {
  const [createdAt, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const numericId = Number(id);
  if (!createdAt || Number.isNaN(Date.parse(createdAt)) || !Number.isSafeInteger(numericId)) {
    throw new BadRequestException('cursor is not a valid page cursor');
  }
  return { createdAt, id: numericId };
}
