import type { EntityClass } from '../../../database/entity-class.js';
import { PaymentDispute } from './payment-dispute.entity.js';
import { PaymentRevokedItem } from './payment-revoked-item.entity.js';
import { Payment } from './payment.entity.js';
import { StripeEvent } from './stripe-event.entity.js';

/** Entities of the payments module (database/entities.ts collects every module's list). */
export const PAYMENTS_ENTITIES: EntityClass[] = [Payment, StripeEvent, PaymentDispute, PaymentRevokedItem];
