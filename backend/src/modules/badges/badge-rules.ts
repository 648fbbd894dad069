import { isPersonSql } from '../users/placeholder-user.js';
import { ROOT_USER_ID } from '../users/root-user.js';

/**
 * Accounts no rule awards a badge to: the root admin and the placeholder that deleted accounts'
 * articles are credited to. SQL over `users` aliased `u`; the constants are ours, never input.
 */
export const BADGE_ELIGIBLE_USER_SQL = `u.id <> '${ROOT_USER_ID}' AND ${isPersonSql('u.id')}`;

/**
 * The activity rules that award badges. Each is one set-based SELECT of the ids of every user who
 * qualifies today (column `user_id`); the evaluator inserts the missing (user, badge) rows in one
 * statement per rule, and the unique key makes each award happen once. A badge row names its rule
 * in `badges.rule`; a rule never awards a badge that an admin revoked (the revoked row stays).
 */
export const BADGE_RULES: Readonly<Record<string, { criteria: string; sql: string }>> = {
  'first-article': {
    criteria: 'Publish an article',
    sql: `SELECT DISTINCT author_id AS user_id FROM articles`,
  },
  'first-approved-contribution': {
    criteria: 'Have a submission approved',
    sql: `SELECT DISTINCT submitted_by AS user_id FROM submissions WHERE status = 'approved'`,
  },
  'likes-100': {
    criteria: 'Receive 100 likes on your articles',
    sql: `SELECT author_id AS user_id FROM articles GROUP BY author_id HAVING sum(like_count) >= 100`,
  },
  'comments-10': {
    criteria: 'Post 10 comments',
    // Only comments everyone sees count (as on the profile): not deleted, hidden or held.
    sql: `SELECT author_id AS user_id FROM article_comments
          WHERE deleted_at IS NULL AND hidden_at IS NULL AND held_reason IS NULL
          GROUP BY author_id HAVING count(*) >= 10`,
  },
  'early-member': {
    criteria: 'Be one of the first 100 members',
    sql: `SELECT u.id AS user_id FROM users u WHERE ${BADGE_ELIGIBLE_USER_SQL} ORDER BY u.created_at, u.id LIMIT 100`,
  },
  'points-collector': {
    criteria: 'Earn 1,000 points',
    sql: `SELECT user_id FROM points_ledger WHERE delta > 0 GROUP BY user_id HAVING sum(delta) >= 1000`,
  },
};

/** What the badge screen says about a badge with no rule. */
export const MANUAL_BADGE_CRITERIA = 'Awarded by an admin';
