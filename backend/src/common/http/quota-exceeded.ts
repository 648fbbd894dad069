import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * 429 for a per-account quota (not the per-minute rate limits): the message names the limit and the
 * account's number, and `code` lets a client tell which quota it met.
 */
export function quotaExceeded(code: string, message: string): HttpException {
  return new HttpException({ message, code }, HttpStatus.TOO_MANY_REQUESTS);
}

/** "1 row", "2,500 rows": counts as messages show them. */
export function counted(n: number, noun: string): string {
  return `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;
}
