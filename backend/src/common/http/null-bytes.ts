import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

export const NULL_BYTE_MESSAGE = 'The address contains a null character';

/**
 * Refuses (400) a path or query string carrying a NUL (`%00`): PostgreSQL text cannot hold one, so a
 * search for it failed with a 500 instead of a clear answer.
 */
export function rejectNullBytes() {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (/%00/.test(req.originalUrl) || req.originalUrl.includes('\u0000'))
      return next(new BadRequestException(NULL_BYTE_MESSAGE));
    next();
  };
}
