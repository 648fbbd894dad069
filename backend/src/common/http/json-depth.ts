import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/** Deeper than any request body of the API; deeper values would overflow recursive copies and checks. */
export const MAX_JSON_DEPTH = 32;

export const JSON_TOO_DEEP_MESSAGE = `The request body is nested more than ${MAX_JSON_DEPTH} levels deep`;

/** Whether a parsed JSON value nests objects or arrays deeper than `max` (iterative: no stack to overflow). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(current as Record<string, unknown>)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** Refuses (400) a parsed body nested deeper than MAX_JSON_DEPTH; runs right after the body parser. */
export function jsonDepthLimit(max = MAX_JSON_DEPTH) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (nestedDeeperThan(req.body, max)) return next(new BadRequestException(JSON_TOO_DEEP_MESSAGE));
    next();
  };
}
