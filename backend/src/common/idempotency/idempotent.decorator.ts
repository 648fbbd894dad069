import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';

export const IDEMPOTENT_KEY = 'irl:idempotent';

/** The request header that names one intended submission (as Stripe's API takes it). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Set on a replayed answer, so a client (and its logs) can tell nothing was created again. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** How long a key's first answer is kept for repeats. */
export const IDEMPOTENCY_KEY_LIFETIME_HOURS = 24;

const HEADER_DESCRIPTION =
  `Names one intended submission: 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters, e.g. a random UUID ` +
  'made when the submission starts and reused by a second press or a retry. The first request with a key is ' +
  `run; a repeat by the same user to the same operation within ${IDEMPOTENCY_KEY_LIFETIME_HOURS} hours gets the ` +
  `first answer again (status and body, with \`${IDEMPOTENT_REPLAYED_HEADER}: true\`) and creates nothing. ` +
  'A repeat while the first is still running is answered 409; the key with a different request, 422. ' +
  'An answer that is an error is not kept: the key can be sent again. Optional: without it every request runs.';

/**
 * Marks an operation that creates or sends something: a request that carries an Idempotency-Key is
 * run once per user, operation and key, and a repeat gets the first answer back (the idempotency
 * module's interceptor reads this mark). Documents the header on the operation, so the generated
 * client can send it.
 */
export const Idempotent = () =>
  applyDecorators(
    SetMetadata(IDEMPOTENT_KEY, true),
    ApiHeader({
      name: IDEMPOTENCY_KEY_HEADER,
      required: false,
      description: HEADER_DESCRIPTION,
      schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH },
    }),
  );

/** Whether a route carries the mark (the method's, or its controller's). */
export function isIdempotent(handler: object, controller: object): boolean {
  return (
    Reflect.getMetadata(IDEMPOTENT_KEY, handler) === true || Reflect.getMetadata(IDEMPOTENT_KEY, controller) === true
  );
}
