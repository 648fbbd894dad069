import { NotificationKind } from './entities/notification.entity.js';

/** The notification preference (a column of notification_preferences) that switches each kind on or off. */
export type PreferenceColumn = 'messages' | 'articles' | 'account_changes' | 'marketing';

/**
 * Which preference decides each kind. Off means the notification is not created at all (neither in
 * the centre nor by e-mail):
 * - messages: a new direct message;
 * - articles: a comment, a like or a suggested edit on one of your articles, and a new follower (activity around
 *   what you wrote);
 * - accountChanges: a role change, a new sign-in method, decisions on your submissions and flair applications,
 *   a badge earned, the decision on an edit you suggested, the outcome of your reports and a moderator's warning;
 * - marketing ("news about the site"): announcements.
 */
export const PREFERENCE_OF_KIND: Record<NotificationKind, PreferenceColumn> = {
  [NotificationKind.NewMessage]: 'messages',
  [NotificationKind.ArticleComment]: 'articles',
  [NotificationKind.ArticleLike]: 'articles',
  [NotificationKind.NewFollower]: 'articles',
  [NotificationKind.ArticleEditSuggested]: 'articles',
  [NotificationKind.SubmissionDecided]: 'account_changes',
  [NotificationKind.FlairApplicationDecided]: 'account_changes',
  [NotificationKind.AccountChange]: 'account_changes',
  [NotificationKind.BadgeEarned]: 'account_changes',
  [NotificationKind.ArticleSuggestionDecided]: 'account_changes',
  [NotificationKind.ReportResolved]: 'account_changes',
  [NotificationKind.ModerationWarning]: 'account_changes',
  [NotificationKind.Announcement]: 'marketing',
  [NotificationKind.SupportRequest]: 'account_changes',
  [NotificationKind.SupportReply]: 'account_changes',
};

/**
 * Kinds whose e-mail the module that reports them sends itself (the support inbox e-mails every admin and
 * the requester with its own words), so the instant notification e-mail would say it twice.
 */
export const KINDS_EMAILED_BY_THEIR_MODULE: ReadonlySet<NotificationKind> = new Set([
  NotificationKind.SupportRequest,
  NotificationKind.SupportReply,
]);

/** Column defaults when a user never saved preferences (the same as the table's defaults). */
export const DEFAULT_PREFERENCE: Record<PreferenceColumn, boolean> = {
  messages: true,
  articles: true,
  account_changes: true,
  marketing: false,
};

export const DIGEST_CADENCES = ['hourly', 'daily', 'weekly'] as const;
export type DigestCadence = (typeof DIGEST_CADENCES)[number];

/**
 * How a user's notifications are e-mailed (SQL over notification_preferences aliased `p`; no row = the
 * defaults): the frequency, except that the Digest switch turns "instant" into a daily digest (someone who
 * asked for a digest never gets one e-mail per event).
 */
export const EMAIL_CADENCE_SQL = `CASE WHEN coalesce(p.frequency::text, 'instant') = 'instant' AND coalesce(p.digest, false)
  THEN 'daily' ELSE coalesce(p.frequency::text, 'instant') END`;

/** Start (UTC) of the period of `cadence` that holds `now`: the hour, the day, or the ISO week (Monday). */
export function periodStart(cadence: DigestCadence, now: Date): Date {
  const start = new Date(now);
  start.setUTCMinutes(0, 0, 0);
  if (cadence === 'hourly') return start;
  start.setUTCHours(0);
  if (cadence === 'daily') return start;
  const sinceMonday = (start.getUTCDay() + 6) % 7;
  start.setUTCDate(start.getUTCDate() - sinceMonday);
  return start;
}
