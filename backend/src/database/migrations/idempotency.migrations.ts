import { IdempotencyKeys1795931156477 } from './1795931156477-IdempotencyKeys.js';

/** Migrations added by the idempotency module, each file in this folder named <timestamp>-<Name>.ts. */
export const IDEMPOTENCY_MIGRATIONS = [IdempotencyKeys1795931156477];
