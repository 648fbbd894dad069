/**
 * The price and shape of a boost, decided by the server (a client never sends a price).
 * 250 points: a quarter of the Starter pack, so a boost is a deliberate purchase rather than an
 * everyday one, yet within reach of a writer who bought one pack.
 */
export const BOOST_PRICE_POINTS = 250;

/** How long one boost holds the home page's Featured slot. */
export const BOOST_DURATION_HOURS = 24;

/** At most this many boosts (the active one included) wait in the queue, so a start is at most two weeks away. */
export const BOOST_QUEUE_LIMIT = 14;

/** The ledger reason of the points a boost costs. */
export const BOOST_SPEND_REASON = 'boost.purchased';

/** The ledger reason of the points a revoked boost returns. */
export const BOOST_REVOKE_REASON = 'boost.revoked';

/** The audit action of a purchased boost. */
export const BOOST_AUDIT_ACTION = 'boost.purchased';
