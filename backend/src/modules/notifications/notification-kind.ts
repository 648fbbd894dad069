/* The public type file of the notifications module: other modules name kinds through it. */

/** What a notification is about (stored; never rename a value once shipped). */
export enum NotificationKind {
  NewMessage = 'new-message',
  ArticleComment = 'article-comment',
  ArticleLike = 'article-like',
  NewFollower = 'new-follower',
  SubmissionDecided = 'submission-decided',
  FlairApplicationDecided = 'flair-application-decided',
  Announcement = 'announcement',
  AccountChange = 'account-change',
  BadgeEarned = 'badge-earned',
  ArticleEditSuggested = 'article-edit-suggested',
  ArticleSuggestionDecided = 'article-suggestion-decided',
  /** A moderator acted on something the user reported (the moderator is never named). */
  ReportResolved = 'report-resolved',
  /** A moderator warned the user about something they wrote, with the reason category. */
  ModerationWarning = 'moderation-warning',
  /** A new request in the support inbox (to every admin). */
  SupportRequest = 'support-request',
  /** An admin's reply to a member's support request. */
  SupportReply = 'support-reply',
}

/** The title of a new-message notification (`{actor}` becomes the sender's shown name); its e-mail reads the name back. */
export const NEW_MESSAGE_TITLE_PREFIX = 'New message from ';
export const NEW_MESSAGE_TITLE = `${NEW_MESSAGE_TITLE_PREFIX}{actor}`;
