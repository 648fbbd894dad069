import type { AccessLevel } from '../access-level.js';

/** Access rules of the payments module's operations (see access-table.ts). */
export const PAYMENTS_ACCESS: Record<string, AccessLevel> = {
  getPaymentsConfig: 'user',
  createPaymentIntent: 'user',
  getMyPayment: 'user',
  getSalesReport: 'admin',
  receiveStripeWebhook: 'public', // Stripe calls it; the signature, not a session, authorises it
};
