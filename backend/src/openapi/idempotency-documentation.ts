import type { OperationObject, ResponseObject } from '@nestjs/swagger';
import { IDEMPOTENCY_KEY_HEADER } from '../common/idempotency/idempotent.decorator.js';
import type { RouteRules } from './route-metadata.js';

const STILL_RUNNING = `A request with the same ${IDEMPOTENCY_KEY_HEADER} is still being processed (code IDEMPOTENCY_KEY_IN_USE): retry once it has finished`;
const REUSED = `The ${IDEMPOTENCY_KEY_HEADER} was already used with a different request (code IDEMPOTENCY_KEY_REUSED)`;

/** Adds one reason to a status the operation may already document for reasons of its own. */
function addReason(operation: OperationObject, status: number, reason: string): void {
  const existing = operation.responses[status] as ResponseObject | undefined;
  const description = existing?.description
    ? `${existing.description}. Or: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`
    : reason;
  operation.responses[status] = { ...existing, description };
}

/** The answers an @Idempotent() operation can give because of its key (the header is documented by the mark). */
export function documentIdempotency(operation: OperationObject, rules: RouteRules): void {
  if (!rules.idempotent) return;
  addReason(operation, 409, STILL_RUNNING);
  addReason(operation, 422, REUSED);
}
