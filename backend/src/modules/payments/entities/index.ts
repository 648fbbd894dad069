import type { EntityClass } from '../../../database/entity-class.js';
import { Payment } from './payment.entity.js';
import { StripeEvent } from './stripe-event.entity.js';

/** Entities of the payments module (database/entities.ts collects every module's list). */
export const PAYMENTS_ENTITIES: EntityClass[] = [Payment, StripeEvent];
