import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH } from '../../common/idempotency/idempotent.decorator.js';

/** The idempotency module's error messages and codes, named once. */
export const IdempotencyErrors = {
  invalidKey: `${IDEMPOTENCY_KEY_HEADER} must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters`,
  stillRunning: `A request with this ${IDEMPOTENCY_KEY_HEADER} is still being processed: retry once it has finished.`,
  reusedWithOtherRequest: `This ${IDEMPOTENCY_KEY_HEADER} was already used with a different request: send a new key for a new submission.`,
} as const;

/** Stable codes in the error answer, for clients that react to them. */
export const IdempotencyErrorCode = {
  StillRunning: 'IDEMPOTENCY_KEY_IN_USE',
  ReusedWithOtherRequest: 'IDEMPOTENCY_KEY_REUSED',
} as const;
