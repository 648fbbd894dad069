import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AsyncResource } from 'node:async_hooks';
import { catchError, concatMap, from, mergeMap, of, throwError, type Observable } from 'rxjs';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENT_REPLAYED_HEADER,
  isIdempotent,
} from '../../common/idempotency/idempotent.decorator.js';
import { pathOnly } from '../../common/logging/redact.js';
import { ValidationFailedException } from '../../common/pipes/validation.pipe.js';
import { IdempotencyErrors } from './idempotency.errors.js';
import type { IdempotencyScope } from './idempotency.repository.js';
import { IdempotencyService } from './idempotency.service.js';
import { requestFingerprint } from './request-fingerprint.js';

const PRINTABLE_ASCII = new RegExp(`^[\\x20-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

/** The key a request sent, undefined when it sent none; a malformed key is a 400 naming the header. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const value = req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !PRINTABLE_ASCII.test(value)) {
    throw new ValidationFailedException([{ field: IDEMPOTENCY_KEY_HEADER, reason: IdempotencyErrors.invalidKey }]);
  }
  return value;
}

/**
 * Runs an @Idempotent() operation once per user and Idempotency-Key: the first answer is kept in
 * PostgreSQL and a repeat gets it back without running the handler. Registered before the other
 * interceptors (see IdempotencyModule), so the kept answer is the one that was sent, completed by them.
 * Requests without the header run as before.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly idempotency: IdempotencyService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http' || !isIdempotent(context.getHandler(), context.getClass())) return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const key = idempotencyKeyOf(req);
    // Every marked operation needs a session (the guards ran first); without a user there is no scope.
    if (key === undefined || !req.currentUser) return next.handle();
    const scope: IdempotencyScope = {
      userId: req.currentUser.id,
      operation: `${context.getClass().name}.${context.getHandler().name}`,
      key,
    };
    const hash = requestFingerprint({
      method: req.method,
      path: pathOnly(req.originalUrl ?? req.url),
      query: req.query,
      body: req.body as unknown,
    });
    // The handler runs after our statements: in this request's async context, not the database driver's.
    const requestContext = new AsyncResource('IdempotentRequest');
    return from(this.idempotency.start(scope, hash)).pipe(
      mergeMap((start) => {
        if (!start.run) {
          res.status(start.status).setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
          return of(start.body ?? undefined);
        }
        const handled = requestContext.runInAsyncScope(() => next.handle());
        return handled.pipe(
          concatMap(async (body: unknown) => {
            // A handler that answers an error itself (rare) is treated like one that throws.
            if (res.statusCode >= 400) await this.idempotency.release(scope, start.claimToken);
            else await this.idempotency.finish(scope, start.claimToken, res.statusCode, body);
            return body;
          }),
          catchError((error: unknown) =>
            from(this.idempotency.release(scope, start.claimToken)).pipe(mergeMap(() => throwError(() => error))),
          ),
        );
      }),
    );
  }
}
