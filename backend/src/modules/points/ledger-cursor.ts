import { BadRequestException } from '@nestjs/common';

/** Opaque cursor of the ledger list: the id of the last row shown (rows are listed by id, newest first). */
export function encodeLedgerCursor(id: string): string {
  return Buffer.from(`l|${id}`, 'utf8').toString('base64url');
}

export function decodeLedgerCursor(value: string): string {
  const [kind, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (kind !== 'l' || !/^\d{1,18}$/.test(id ?? '')) throw new BadRequestException('cursor is not a valid page cursor');
  return id;
}
