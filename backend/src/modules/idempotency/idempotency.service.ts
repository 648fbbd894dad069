import { ConflictException, Injectable, Logger, UnprocessableEntityException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_LIFETIME_HOURS } from '../../common/idempotency/idempotent.decorator.js';
import { loggableError } from '../../common/logging/redact.js';
import { IdempotencyErrorCode, IdempotencyErrors } from './idempotency.errors.js';
import { IdempotencyRepository, type IdempotencyScope } from './idempotency.repository.js';

/**
 * A request whose first run never stored an answer (its process died) frees its key after this long:
 * far beyond any request's life (the server's own timeouts end a request much sooner).
 */
export const ABANDONED_CLAIM_SECONDS = 5 * 60;

/** How a request with a key goes on: it runs (holding the key), or it gets the first answer again. */
export type IdempotentStart = { run: true; claimToken: string } | { run: false; status: number; body: unknown };

// A key let go between our insert and our read is claimed again; more than this would be a loop.
const CLAIM_ATTEMPTS = 3;

/**
 * Exactly once per Idempotency-Key: the first request of a user with a key to an operation runs and
 * its answer is kept; a repeat gets that answer, a repeat that comes while the first still runs gets
 * 409 (nothing is run twice), and the key sent with another request gets 422. Errors are not kept
 * (the request's transaction created nothing), so a corrected request may use the same key.
 */
@Injectable()
export class IdempotencyService {
  private readonly logger = new Logger('Idempotency');

  constructor(private readonly repository: IdempotencyRepository) {}

  async start(scope: IdempotencyScope, requestHash: string): Promise<IdempotentStart> {
    for (let attempt = 1; attempt <= CLAIM_ATTEMPTS; attempt += 1) {
      const claimToken = randomUUID();
      const claimed = await this.repository.claim(
        scope,
        requestHash,
        claimToken,
        IDEMPOTENCY_KEY_LIFETIME_HOURS,
        ABANDONED_CLAIM_SECONDS,
      );
      if (claimed) return { run: true, claimToken };
      const stored = await this.repository.find(scope);
      if (!stored) continue; // its request failed and let it go just now
      if (stored.request_hash !== requestHash) {
        throw new UnprocessableEntityException({
          message: IdempotencyErrors.reusedWithOtherRequest,
          code: IdempotencyErrorCode.ReusedWithOtherRequest,
        });
      }
      if (stored.response_status === null) {
        throw new ConflictException({
          message: IdempotencyErrors.stillRunning,
          code: IdempotencyErrorCode.StillRunning,
        });
      }
      return { run: false, status: stored.response_status, body: stored.response_body };
    }
    throw new ConflictException({ message: IdempotencyErrors.stillRunning, code: IdempotencyErrorCode.StillRunning });
  }

  /**
   * Keeps the answer of the request that holds the key. A failure here is logged, not thrown: the work
   * is done and its answer goes out; the key stays held, so a repeat is refused rather than run again.
   */
  async finish(scope: IdempotencyScope, claimToken: string, status: number, body: unknown): Promise<void> {
    const bodyJson = body === undefined ? null : JSON.stringify(body);
    try {
      const stored = await this.repository.complete(scope, claimToken, status, bodyJson ?? null);
      if (!stored) this.logger.warn(`Idempotency key of ${scope.operation} was taken over before its answer was kept`);
    } catch (error) {
      this.logger.error(
        { err: loggableError(error), operation: scope.operation },
        'Could not keep an idempotent answer',
      );
    }
  }

  /** Lets the key go after the request failed (nothing was created), so it can be sent again. */
  async release(scope: IdempotencyScope, claimToken: string): Promise<void> {
    try {
      await this.repository.release(scope, claimToken);
    } catch (error) {
      this.logger.error(
        { err: loggableError(error), operation: scope.operation },
        'Could not release an idempotency key',
      );
    }
  }

  /** Housekeeping: the keys past their lifetime. */
  async pruneExpired(): Promise<{ removed: number }> {
    const removed = await this.repository.deleteExpired();
    if (removed > 0) this.logger.log(`Pruned ${removed} expired idempotency keys`);
    return { removed };
  }
}
