import type { EntityClass } from '../../../database/entity-class.js';
import { IdempotencyKey } from './idempotency-key.entity.js';

/** Entities of the idempotency module (owned here; database/entities.ts collects every module's list). */
export const IDEMPOTENCY_ENTITIES: EntityClass[] = [IdempotencyKey];
