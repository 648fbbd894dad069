/* The public type file of the audit module: every action the log records, and what its details keep. */

interface AuditActionRule {
  /**
   * The detail keys the action keeps; the audit service drops any other. They hold ids (which lead to
   * the thing while it exists), counts, enumerated values, field names and the site's own configuration;
   * never free text a person wrote or that names a person (message, comment, article or submission
   * text and titles, reasons typed by staff, usernames and names), which would outlive its author.
   */
  details: readonly string[];
  /** A decision by staff (or an article's author) about a member or what they wrote. */
  moderation?: true;
}

const ids = <const K extends readonly string[]>(...details: K) => ({ details });
const moderation = <const K extends readonly string[]>(...details: K) => ({ details, moderation: true as const });

/** Every action, by its dotted verb (stored; never rename one once shipped). */
export const AUDIT_ACTIONS = {
  'account.deleted': ids('articlesKept', 'ledgerEntriesKept', 'sessionsEnded'),
  'user.account.merged': ids('sourceUserId', 'targetUserId', 'moved'),
  'user.profile.updated': ids('fields'),
  'user.avatar.updated': ids('contentType', 'size'),
  'user.avatar.removed': ids(),
  'user.followed': ids(),
  'user.unfollowed': ids(),
  'second-factor.enrolled': ids(),
  'second-factor.verified': ids('how'),
  'second-factor.removed': ids(),
  'second-factor.recovery-codes-replaced': ids(),

  'article.created': ids('articleId'),
  'article.updated': ids('articleId', 'changedFields', 'suggestionId', 'acceptedBy'),
  'article.deleted': ids('articleId'),
  'article.liked': ids('articleId'),
  'article.unliked': ids('articleId'),
  'article.featured.pinned': ids('articleId'),
  'article.featured.unpinned': ids('articleId'),
  'article.suggestion.created': ids('articleId', 'suggestionId'),
  'article.suggestion.withdrawn': ids('articleId', 'suggestionId'),
  'boost.purchased': ids('boostId', 'articleId', 'price', 'startsAt', 'endsAt'),
  // The boost's article was deleted before it ended: revoked, and its unused points returned to the buyer.
  'boost.cancelled': ids('boostId', 'articleId', 'pointsReturned'),
  'comment.created': ids('articleId', 'commentId', 'parentId'),
  // The reason is the hold rule that matched ('new-account', 'link-spam', 'personal-info', or 'reports' when
  // members' reports reached the threshold), not words.
  'comment.held': ids('articleId', 'commentId', 'parentId', 'reason'),
  'comment.deleted': ids('articleId', 'commentId'),
  'comment.restored': ids('articleId', 'commentId'),
  'message.sent': ids('messageId', 'length'),
  'message.read': ids('count'),
  // reportReason is one of the report reasons (enumerated), never the reporter's words.
  'report.created': ids('reportId', 'subjectKind', 'subjectId', 'reportReason'),
  'archive.entry.updated': ids('entryId', 'type', 'slug', 'changedFields'),

  'moderation.comment.approved': moderation('articleId', 'commentId'),
  'moderation.comment.hidden': moderation('articleId', 'commentId'),
  'moderation.comment.unhidden': moderation('articleId', 'commentId'),
  'moderation.comment.deleted': moderation('articleId', 'commentId'),
  'moderation.comment.restored': moderation('articleId', 'commentId'),
  'moderation.message.deleted': moderation('messageId'),
  // The open reports on an item resolved by one action (hidden, deleted, dismissed, warned); the note goes in
  // the entry's note.
  'moderation.reports.resolved': moderation('subjectKind', 'subjectId', 'action', 'reasonCategory', 'reports'),
  'article.suggestion.accepted': moderation('articleId', 'suggestionId'),
  'article.suggestion.declined': moderation('articleId', 'suggestionId'),
  'admin.article.deleted': moderation('articleId'),
  'submission.approved': moderation('submissionId', 'type', 'archiveEntryId', 'points'),
  'submission.rejected': moderation('submissionId', 'type'),
  'submission.batch-approved': moderation('batchId', 'count', 'submissionIds', 'points'),
  'submission.batch-rejected': moderation('batchId', 'count'),
  'admin.user.role-changed': moderation('from', 'to'),
  'admin.user.banned': moderation('reasonCategory', 'until'),
  'admin.user.unbanned': moderation('reasonCategory'),
  // A suspension's end came: the system (actor null) lifted it.
  'moderation.suspension.ended': moderation('reasonCategory'),
  'admin.user.messages-viewed': moderation('cursor', 'count'),
  'admin.bulk-action': moderation('action', 'requested', 'updated', 'skipped'),
  'admin.badge.awarded': moderation('badgeId', 'slug', 'name'),
  'admin.badge.revoked': moderation('badgeId', 'slug', 'name'),
  'admin.flair.activated': moderation('flairId'),
  'admin.flair.deactivated': moderation('changed'),
  'admin.flair-application.approved': moderation('applicationId', 'flairId'),
  'admin.flair-application.denied': moderation('applicationId', 'flairId'),

  'announcement.created': ids('announcementId', 'type'),
  'announcement.ended': ids('announcementId'),
  'mass-message.sent': ids('massMessageId', 'recipients', 'total'),
  'mass-message.cancelled': ids('massMessageId', 'done'),
  // The site's own configuration: its values describe the site, not a person.
  'email-template.updated': ids('templateId', 'name'),
  'admin.badge.created': ids('badgeId', 'slug', 'name'),
  'admin.badge.updated': ids('badgeId', 'slug', 'name', 'changes'),
  'admin.badge.retired': ids('badgeId', 'slug', 'name', 'changes'),
  'admin.badge.restored': ids('badgeId', 'slug', 'name', 'changes'),
  'admin.flair.created': ids('flairId', 'name'),
  'admin.flair.updated': ids('flairId', 'changes'),
  'admin.store.item-created': ids(
    'itemId',
    'key',
    'kind',
    'name',
    'description',
    'priceCents',
    'points',
    'highlighted',
    'sortOrder',
  ),
  'admin.store.item-updated': ids('itemId', 'changes'),
  'admin.store.item-retired': ids('itemId', 'changes'),
  'admin.system-settings.changed': ids('changed'),
  'admin.legal.published': ids('kind', 'version'),
  'admin.security-settings.updated': ids('previous', 'next'),
  'admin.feature-access.changed': ids('from', 'to'),
  'admin.links.check_requested': ids('jobId'),
  // The support inbox: ids, kinds and states only (what people wrote stays in the request, erased with it).
  'support.request.received': ids('requestId', 'kind', 'subjectKind', 'subjectId'),
  'support.request.updated': ids('requestId', 'status', 'assigneeId'),
  'support.request.noted': ids('requestId'),
  'support.request.replied': ids('requestId', 'status'),
  // The outcome of a takedown or correction request (a decision about what its subject says); its note goes in `note`.
  'support.request.answered': moderation('requestId', 'kind', 'subjectKind', 'subjectId', 'action', 'reasonCategory'),
  'support.request.erased': ids('requestId', 'kind'),
} as const satisfies Record<string, AuditActionRule>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export type AuditDetailKey<A extends AuditAction> = (typeof AUDIT_ACTIONS)[A]['details'][number];

/** The actions marked `moderation` (decisions about a member or what they wrote): only they take a note. */
export type ModerationAuditAction = {
  [A in AuditAction]: (typeof AUDIT_ACTIONS)[A] extends { moderation: true } ? A : never;
}[AuditAction];

/** The actions that are decisions about a member (what the erasure test makes happen to one). */
export const MODERATION_ACTIONS = (Object.keys(AUDIT_ACTIONS) as AuditAction[]).filter(
  (action) => 'moderation' in AUDIT_ACTIONS[action],
);

/** The details an action keeps: the declared keys of `details`, nothing else. */
export function keptDetails(action: AuditAction, details: Record<string, unknown>): Record<string, unknown> {
  const kept: readonly string[] = AUDIT_ACTIONS[action].details;
  return Object.fromEntries(Object.entries(details).filter(([key]) => kept.includes(key)));
}
