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
}
