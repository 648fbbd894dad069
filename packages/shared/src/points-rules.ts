/**
 * What points are earned and spent for, as numbers both sides read: the server applies them and the
 * points page states them, so the rules shown cannot drift from the rules applied.
 */

/** Publishing an article. */
export const POINTS_FOR_POST = 1;

/** Editing an article (someone else's accepted suggestion counts for its writer). */
export const POINTS_FOR_EDIT = 1;

/** Editing earns at most this many times per article per UTC day. */
export const EDIT_POINTS_PER_ARTICLE_PER_DAY = 1;

/** An archive contribution approved by an admin. */
export const SUBMISSION_APPROVAL_POINTS = 5;

/** The price of a boost. */
export const BOOST_PRICE_POINTS = 250;

/** How long one boost holds the home page's Featured slot. */
export const BOOST_DURATION_HOURS = 24;
