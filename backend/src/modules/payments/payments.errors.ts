/** The payments module's error messages, named once. */
export const PaymentsErrors = {
  notConfigured: 'Payments are not configured on this site',
  providerUnavailable: 'The payment provider could not be reached. Please try again later.',
  packageRequired: 'Send packageType (a donate package) or type "points" with packageName (a points pack)',
  unknownPackage: 'No package of that name is on sale',
  amountMismatch: 'amount does not match the price of this package',
  pointsMismatch: 'points do not match this package',
  mixedShapes:
    'Send either the donate fields (packageType, pointsAwarded) or the store fields (type, points, packageName)',
  webhookNotConfigured: 'The webhook signing secret is not configured',
  missingSignature: 'Missing Stripe-Signature header',
  badSignature: 'Webhook signature verification failed',
  paymentNotFound: 'Payment not found',
} as const;

/** Reasons written to the points ledger by payments (distinct from every other module's). */
export const PaymentLedgerReasons = {
  /** A points pack bought in the Store. */
  pointsBought: 'points.purchased',
  /** The points of a Donate package. */
  donationPoints: 'donation.received',
  /** Points taken back by a refund. */
  refunded: 'payment.refunded',
  /** Points taken back while a dispute of the payment holds its money. */
  disputed: 'payment.disputed',
  /** Points a dispute took, given back when it was decided for the site. */
  disputeWon: 'payment.dispute-won',
} as const;
