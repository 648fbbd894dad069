/**
 * The price and shape of a boost, decided by the server (a client never sends a price).
 * 250 points: a quarter of the Starter pack, so a boost is a deliberate purchase rather than an
 * everyday one, yet within reach of a writer who bought one pack.
 */
export { BOOST_DURATION_HOURS, BOOST_PRICE_POINTS } from '@irl/shared';

/** At most this many boosts (the active one included) wait in the queue, so a start is at most two weeks away. */
export const BOOST_QUEUE_LIMIT = 14;

/** The ledger reason of the points a boost costs. */
export const BOOST_SPEND_REASON = 'boost.purchased';

/** The ledger reason of the points a revoked boost returns. */
export const BOOST_REVOKE_REASON = 'boost.revoked';

/** The audit action of a purchased boost. */
export const BOOST_AUDIT_ACTION = 'boost.purchased';

/** The ledger reason of the points returned when a boost's article is deleted before the boost ends. */
export const BOOST_ARTICLE_DELETED_REASON = 'boost.article-deleted';

/**
 * The points a boost returns when its article is deleted: all of them before it starts, the unused share
 * (rounded down) while it holds the slot.
 */
export function unusedBoostPoints(boost: { price: number; startsAt: Date; endsAt: Date }, now: Date): number {
  if (now <= boost.startsAt) return boost.price;
  if (now >= boost.endsAt) return 0;
  const unused = (boost.endsAt.getTime() - now.getTime()) / (boost.endsAt.getTime() - boost.startsAt.getTime());
  return Math.floor(boost.price * unused);
}
