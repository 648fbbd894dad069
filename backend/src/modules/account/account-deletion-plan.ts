/**
 * What deleting an account does to each column that references users, one entry per foreign key.
 * - keep-as-placeholder: the rows stay, handed to the "deleted user" placeholder account first;
 * - remove: the rows go with the account (the foreign key cascades);
 * - unlink: the rows stay with no user (the foreign key sets null).
 * Deletion refuses to run while a foreign key to users is missing here or its ON DELETE rule
 * disagrees, so a new table can never lose (or keep) a user's rows silently; a test checks it too.
 */
export type DeletionRule = 'keep-as-placeholder' | 'remove' | 'unlink';

export const ACCOUNT_DELETION_PLAN: Readonly<Record<string, DeletionRule>> = {
  'articles.author_id': 'keep-as-placeholder',
  'data_exports.user_id': 'remove',
  'points_ledger.user_id': 'keep-as-placeholder',
  'account_merges.target_user_id': 'remove',
  'announcement_dismissals.user_id': 'remove',
  'article_boosts.buyer_id': 'remove',
  'article_comments.author_id': 'remove',
  'article_edit_suggestions.suggester_id': 'remove',
  'article_drafts.user_id': 'remove',
  'article_likes.user_id': 'remove',
  'direct_messages.receiver_id': 'remove',
  'direct_messages.sender_id': 'remove',
  'flair_applications.user_id': 'remove',
  'idempotency_keys.user_id': 'remove',
  'notification_preferences.user_id': 'remove',
  'notifications.user_id': 'remove',
  // Notifications others received because of the user (a message, comment, like, follow, decision)
  // name or quote them: they go with the account.
  'notifications.actor_id': 'remove',
  'notification_digests.user_id': 'remove',
  'oauth_identities.user_id': 'remove',
  'submission_batches.submitted_by': 'remove',
  'submissions.submitted_by': 'remove',
  'user_avatars.user_id': 'remove',
  'user_badges.user_id': 'remove',
  'admin_second_factors.user_id': 'remove',
  'user_flairs.user_id': 'remove',
  // A member's reports hold their words about others, and reports on what the member wrote may quote it:
  // both go with the account (what they wrote goes too, or stays under the placeholder, and can be reported again).
  'reports.reporter_id': 'remove',
  'reports.subject_author_id': 'remove',
  'legal_acceptances.user_id': 'remove',
  'user_blocks.blocked_id': 'remove',
  'user_blocks.blocker_id': 'remove',
  'user_follows.followee_id': 'remove',
  'user_follows.follower_id': 'remove',
  'user_settings.user_id': 'remove',
  'legal_documents.editor_id': 'unlink',
  // A member's requests to the admins go with the account, with the admins' notes and replies on them.
  'support_requests.requester_id': 'remove',
  // An admin's assignments and notes stay (the requests are other people's): without the admin.
  'support_requests.assignee_id': 'unlink',
  'support_request_messages.author_id': 'unlink',
  'announcements.created_by': 'unlink',
  'announcements.ended_by': 'unlink',
  'archive_entries.created_by': 'unlink',
  'archive_entry_revisions.editor_id': 'unlink',
  'article_edit_suggestions.reviewer_id': 'unlink',
  'article_revisions.editor_id': 'unlink',
  'articles.edited_by': 'unlink',
  'email_templates.updated_by': 'unlink',
  'flair_applications.reviewer_id': 'unlink',
  'mass_messages.created_by': 'unlink',
  'payments.user_id': 'unlink',
  'submissions.reviewed_by': 'unlink',
};

/** A foreign key to users with its ON DELETE rule, as the catalog reports it. */
export interface UserForeignKeyRule {
  reference: string;
  onDelete: 'cascade' | 'set-null' | 'other';
}

/** The problems that stop a deletion: references missing from the plan, or whose rule disagrees. */
export function deletionPlanProblems(foreignKeys: UserForeignKeyRule[]): string[] {
  const problems: string[] = [];
  for (const key of foreignKeys) {
    const rule = ACCOUNT_DELETION_PLAN[key.reference];
    if (!rule) problems.push(`${key.reference} is not in the account deletion plan`);
    else if (rule === 'remove' && key.onDelete !== 'cascade')
      problems.push(`${key.reference} is planned as removed but its foreign key does not cascade`);
    else if (rule === 'unlink' && key.onDelete !== 'set-null')
      problems.push(`${key.reference} is planned as unlinked but its foreign key does not set null`);
  }
  return problems;
}
