import type { UserReference } from '../../common/account-merge/account-merge-step.js';

/**
 * One part of a user's data export: a named list of rows in the document, read by one statement
 * whose only parameter ($1) is the user's id.
 */
export interface ExportSection {
  /** The key of this part in the export document (its `tables` object). */
  readonly name: string;
  /** Every `table.column` holding a user id whose rows this section exports. */
  readonly covers: readonly UserReference[];
  /**
   * Explicit column lists: secrets (session ids and contents, provider tokens, payment idempotency
   * keys) are never selected, and a column added later stays out until it is listed here.
   */
  readonly sql: string;
}

/**
 * Everything the site holds about a user, table by table. THE ONE LIST TO EXTEND: a test reads every
 * column that references users (and every `user_id` column without a foreign key) from the database and
 * fails when one is neither covered here nor listed in NOT_EXPORTED with its reason.
 */
export const EXPORT_SECTIONS: readonly ExportSection[] = [
  {
    name: 'profile',
    covers: [],
    sql: `SELECT "id", "username", "display_name", "first_name", "last_name", "email", "role", "profile_image_url",
            "bio", "twitter_handle", "twitch_username", "youtube_channel", "discord_username", "show_real_name",
            "show_email", "display_name_preference", "show_online_status", "allow_friend_requests", "is_banned",
            "ban_reason", "primary_platform", "contributor_score", "karma_score", "available_points", "created_at",
            "updated_at"
          FROM "users" WHERE "id" = $1`,
  },
  {
    name: 'avatar',
    covers: ['user_avatars.user_id'],
    sql: `SELECT "content_type", encode("bytes", 'base64') AS "bytes_base64", "updated_at"
          FROM "user_avatars" WHERE "user_id" = $1`,
  },
  {
    // The identities of the sign-in providers; no provider token is stored, and none would be listed.
    name: 'signInIdentities',
    covers: ['oauth_identities.user_id'],
    sql: `SELECT "id", "platform", "provider_user_id", "username", "display_name", "email", "avatar_url", "is_public",
            "created_at"
          FROM "oauth_identities" WHERE "user_id" = $1 ORDER BY "created_at", "id"`,
  },
  {
    // When and until when each signed-in browser lasts; never the session id (it is the cookie's secret).
    name: 'sessions',
    covers: ['user_sessions.sess'],
    sql: `SELECT "expire" AS "expires_at" FROM "user_sessions" WHERE "sess"->>'userId' = $1 ORDER BY "expire"`,
  },
  {
    name: 'accountMerges',
    covers: ['account_merges.target_user_id', 'account_merges.source_user_id'],
    sql: `SELECT "source_user_id", "target_user_id", "merged_at" FROM "account_merges"
          WHERE "target_user_id" = $1 OR "source_user_id" = $1 ORDER BY "merged_at"`,
  },
  {
    // The user's own requests to the admins with the replies they were sent; the admins' internal notes stay out.
    name: 'supportRequests',
    covers: ['support_requests.requester_id'],
    sql: `SELECT r."id", r."kind", r."status", r."requester_name", r."requester_email", r."relationship",
            r."subject_kind", r."subject_id", r."subject_title", r."message", r."username_conflict", r."due_at",
            r."outcome_action", r."outcome_at", r."closed_at", r."created_at",
            coalesce((SELECT json_agg(json_build_object('body', m."body", 'createdAt', m."created_at") ORDER BY m."created_at", m."id")
                      FROM "support_request_messages" m WHERE m."request_id" = r."id" AND m."type" = 'reply'), '[]') AS "replies"
          FROM "support_requests" r WHERE r."requester_id" = $1 ORDER BY r."created_at", r."id"`,
  },
  {
    name: 'articles',
    covers: ['articles.author_id'],
    sql: `SELECT "id", "title", "excerpt", "content", "category", "tags", "views", "like_count", "comment_count",
            "created_at", "updated_at"
          FROM "articles" WHERE "author_id" = $1 ORDER BY "created_at", "id"`,
  },
  {
    name: 'articleRevisions',
    covers: ['article_revisions.editor_id'],
    sql: `SELECT "id", "article_id", "title", "excerpt", "content", "category", "tags", "created_at"
          FROM "article_revisions" WHERE "editor_id" = $1 ORDER BY "created_at", "id"`,
  },
  {
    // Edits the user suggested, with the text they proposed and the decision.
    name: 'articleEditSuggestions',
    covers: ['article_edit_suggestions.suggester_id'],
    sql: `SELECT "id", "article_id", "base_revision_id", "title", "excerpt", "content", "summary", "status",
            "review_reason", "decided_at", "created_at"
          FROM "article_edit_suggestions" WHERE "suggester_id" = $1 ORDER BY "created_at", "id"`,
  },
  {
    // Suggestions the user decided as a reviewer: what and when, not the suggested text.
    name: 'articleEditSuggestionsReviewed',
    covers: ['article_edit_suggestions.reviewer_id'],
    sql: `SELECT "id", "article_id", "status", "review_reason", "decided_at"
          FROM "article_edit_suggestions" WHERE "reviewer_id" = $1 ORDER BY "decided_at", "id"`,
  },
  {
    name: 'comments',
    covers: ['article_comments.author_id'],
    sql: `SELECT "id", "article_id", "parent_id", "content", "created_at", "deleted_at", "hidden_at", "hidden_reason"
          FROM "article_comments" WHERE "author_id" = $1 ORDER BY "created_at", "id"`,
  },
  {
    // The editor's autosaved work, as typed.
    name: 'articleDrafts',
    covers: ['article_drafts.user_id'],
    sql: `SELECT "article_id", "title", "excerpt", "content", "category", "tags", "references", "updated_at"
          FROM "article_drafts" WHERE "user_id" = $1 ORDER BY "updated_at", "id"`,
  },
  {
    name: 'likes',
    covers: ['article_likes.user_id'],
    sql: `SELECT "article_id", "created_at" FROM "article_likes" WHERE "user_id" = $1 ORDER BY "created_at", "article_id"`,
  },
  {
    // Both directions: whom the user follows and who follows them.
    name: 'follows',
    covers: ['user_follows.follower_id', 'user_follows.followee_id'],
    sql: `SELECT CASE WHEN f."follower_id" = $1 THEN 'following' ELSE 'follower' END AS "direction",
            u."id" AS "other_user_id", u."username" AS "other_username", f."created_at"
          FROM "user_follows" f
          JOIN "users" u ON u."id" = CASE WHEN f."follower_id" = $1 THEN f."followee_id" ELSE f."follower_id" END
          WHERE f."follower_id" = $1 OR f."followee_id" = $1
          ORDER BY f."created_at", u."id"`,
  },
  {
    name: 'legalAcceptances',
    covers: ['legal_acceptances.user_id'],
    sql: `SELECT a."kind", a."version", a."accepted_at"
          FROM "legal_acceptances" a
          WHERE a."user_id" = $1
          ORDER BY a."accepted_at", a."kind", a."version"`,
  },
  {
    // Versions of the terms, privacy policy or guidelines the user published as an admin.
    name: 'legalDocumentsPublished',
    covers: ['legal_documents.editor_id'],
    sql: `SELECT d."kind", d."version", d."title", d."published_at"
          FROM "legal_documents" d
          WHERE d."editor_id" = $1
          ORDER BY d."kind", d."version"`,
  },
  {
    // Whom the user blocks; who blocks the user stays out (NOT_EXPORTED), since a block is never revealed.
    name: 'blocks',
    covers: ['user_blocks.blocker_id'],
    sql: `SELECT u."id" AS "blocked_user_id", u."username" AS "blocked_username", b."created_at"
          FROM "user_blocks" b JOIN "users" u ON u."id" = b."blocked_id"
          WHERE b."blocker_id" = $1
          ORDER BY b."created_at", u."id"`,
  },
  {
    // The user's own reports (what they reported and why); reports by others on what the user wrote stay
    // out (NOT_EXPORTED), since a reporter is never revealed.
    name: 'reports',
    covers: ['reports.reporter_id'],
    sql: `SELECT "id", "subject_kind", "subject_id", "reason", "details", "created_at", "resolved_at", "resolution"
          FROM "reports" WHERE "reporter_id" = $1
          ORDER BY "created_at", "id"`,
  },
  {
    name: 'directMessages',
    covers: ['direct_messages.sender_id', 'direct_messages.receiver_id'],
    sql: `SELECT "id", "sender_id", "receiver_id", "content", "created_at", "read_at"
          FROM "direct_messages" WHERE "sender_id" = $1 OR "receiver_id" = $1 ORDER BY "created_at", "id"`,
  },
  {
    name: 'pointsLedger',
    covers: ['points_ledger.user_id'],
    sql: `SELECT "id", "delta", "reason", "reference", "balance_after", "created_at"
          FROM "points_ledger" WHERE "user_id" = $1 ORDER BY "created_at", "id"`,
  },
  {
    // Without the idempotency key (a request secret between the browser and the server).
    name: 'payments',
    covers: ['payments.user_id'],
    sql: `SELECT "id", "store_item_id", "item_kind", "package_name", "amount_cents", "currency", "points", "status",
            "points_credited", "points_debited", "points_unrecovered", "amount_refunded_cents",
            "stripe_payment_intent_id", "failure_message", "credited_at", "refunded_at", "created_at", "updated_at"
          FROM "payments" WHERE "user_id" = $1 ORDER BY "created_at", "id"`,
  },
  {
    name: 'articleBoosts',
    covers: ['article_boosts.buyer_id'],
    sql: `SELECT "id", "article_id", "article_title", "price", "starts_at", "ends_at", "revoked_at", "created_at"
          FROM "article_boosts" WHERE "buyer_id" = $1 ORDER BY "created_at", "id"`,
  },
  {
    name: 'flairs',
    covers: ['user_flairs.user_id'],
    sql: `SELECT uf."id", uf."flair_id", f."name" AS "flair_name", f."display_name" AS "flair_display_name",
            uf."is_active", uf."source", uf."purchased_at"
          FROM "user_flairs" uf JOIN "flairs" f ON f."id" = uf."flair_id"
          WHERE uf."user_id" = $1 ORDER BY uf."purchased_at", uf."id"`,
  },
  {
    // Badges held now and revoked ones (with when), named as the profile shows them.
    name: 'badges',
    covers: ['user_badges.user_id'],
    sql: `SELECT b."slug", b."name", ub."source", ub."awarded_at", ub."revoked_at"
          FROM "user_badges" ub JOIN "badges" b ON b."id" = ub."badge_id"
          WHERE ub."user_id" = $1 ORDER BY ub."awarded_at", ub."id"`,
  },
  {
    // Whether an admin set up a second factor, and when; never the secret or the recovery codes.
    name: 'secondFactor',
    covers: ['admin_second_factors.user_id'],
    sql: `SELECT "confirmed_at", "created_at", cardinality("recovery_code_hashes") AS "recovery_codes_left"
          FROM "admin_second_factors" WHERE "user_id" = $1`,
  },
  {
    name: 'flairApplications',
    covers: ['flair_applications.user_id'],
    sql: `SELECT "id", "flair_id", "applicant_name", "reason_note", "proof_links", "media_proof", "status",
            "review_reason", "reviewed_at", "retry_after", "created_at"
          FROM "flair_applications" WHERE "user_id" = $1 ORDER BY "created_at", "id"`,
  },
  {
    // Decisions the user took as a reviewer: what and when, not the applicant's own details.
    name: 'flairApplicationsReviewed',
    covers: ['flair_applications.reviewer_id'],
    sql: `SELECT "id", "flair_id", "status", "review_reason", "reviewed_at"
          FROM "flair_applications" WHERE "reviewer_id" = $1 ORDER BY "reviewed_at", "id"`,
  },
  {
    name: 'submissions',
    covers: ['submissions.submitted_by'],
    sql: `SELECT "id", "type", "status", "name", "description", "details", "tags", "batch_id", "batch_row",
            "review_reason", "reviewed_at", "archive_entry_id", "archive_entry_slug", "created_at", "updated_at"
          FROM "submissions" WHERE "submitted_by" = $1 ORDER BY "created_at", "id"`,
  },
  {
    name: 'submissionsReviewed',
    covers: ['submissions.reviewed_by'],
    sql: `SELECT "id", "type", "status", "name", "review_reason", "reviewed_at"
          FROM "submissions" WHERE "reviewed_by" = $1 ORDER BY "reviewed_at", "id"`,
  },
  {
    name: 'submissionBatches',
    covers: ['submission_batches.submitted_by'],
    sql: `SELECT "id", "type", "file_name", "size_bytes", "status", "total_rows", "accepted_rows", "rejected_rows",
            "failure_reason", "created_at", "started_at", "finished_at"
          FROM "submission_batches" WHERE "submitted_by" = $1 ORDER BY "created_at", "id"`,
  },
  {
    name: 'archiveEntriesCreated',
    covers: ['archive_entries.created_by'],
    sql: `SELECT "id", "type", "slug", "name", "created_at"
          FROM "archive_entries" WHERE "created_by" = $1 ORDER BY "created_at", "id"`,
  },
  {
    name: 'archiveEntryRevisions',
    covers: ['archive_entry_revisions.editor_id'],
    sql: `SELECT "id", "entry_id", "name", "description", "details", "tags", "videos", "links", "photos", "created_at"
          FROM "archive_entry_revisions" WHERE "editor_id" = $1 ORDER BY "created_at", "id"`,
  },
  {
    name: 'articlesLastEdited',
    covers: ['articles.edited_by'],
    sql: `SELECT "id", "title", "edited_at" FROM "articles" WHERE "edited_by" = $1 ORDER BY "edited_at", "id"`,
  },
  {
    name: 'settings',
    covers: ['user_settings.user_id'],
    sql: `SELECT "theme", "updated_at" FROM "user_settings" WHERE "user_id" = $1`,
  },
  {
    name: 'notifications',
    covers: ['notifications.user_id'],
    sql: `SELECT "id", "kind", "title", "body", "link", "created_at", "read_at", "emailed_at"
          FROM "notifications" WHERE "user_id" = $1 ORDER BY "created_at", "id"`,
  },
  {
    name: 'notificationDigests',
    covers: ['notification_digests.user_id'],
    sql: `SELECT "cadence", "period_start", "notification_count", "created_at"
          FROM "notification_digests" WHERE "user_id" = $1 ORDER BY "period_start", "cadence"`,
  },
  {
    name: 'notificationPreferences',
    covers: ['notification_preferences.user_id'],
    sql: `SELECT "account_changes", "messages", "articles", "digest", "marketing", "frequency", "updated_at"
          FROM "notification_preferences" WHERE "user_id" = $1`,
  },
  {
    name: 'announcementDismissals',
    covers: ['announcement_dismissals.user_id'],
    sql: `SELECT "announcement_id", "dismissed_at"
          FROM "announcement_dismissals" WHERE "user_id" = $1 ORDER BY "dismissed_at", "announcement_id"`,
  },
  {
    name: 'announcementsPosted',
    covers: ['announcements.created_by', 'announcements.ended_by'],
    sql: `SELECT "id", "title", "content", "type", "created_by", "created_at", "expires_at", "ended_by", "ended_at"
          FROM "announcements" WHERE "created_by" = $1 OR "ended_by" = $1 ORDER BY "created_at", "id"`,
  },
  {
    name: 'massMessagesSent',
    covers: ['mass_messages.created_by'],
    sql: `SELECT "id", "subject", "content", "recipient_group", "status", "total", "created_at", "finished_at"
          FROM "mass_messages" WHERE "created_by" = $1 ORDER BY "created_at", "id"`,
  },
  {
    name: 'massMessagesReceived',
    covers: ['mass_message_deliveries.user_id'],
    sql: `SELECT m."id", m."subject", m."content", m."created_at", d."email_status"
          FROM "mass_message_deliveries" d JOIN "mass_messages" m ON m."id" = d."mass_message_id"
          WHERE d."user_id" = $1 ORDER BY m."created_at", m."id"`,
  },
  {
    name: 'emailTemplatesEdited',
    covers: ['email_templates.updated_by'],
    sql: `SELECT "id", "name", "type", "updated_at" FROM "email_templates" WHERE "updated_by" = $1 ORDER BY "name"`,
  },
  {
    name: 'siteSettingsEdited',
    covers: ['site_settings.updated_by'],
    sql: `SELECT "key", "updated_at" FROM "site_settings" WHERE "updated_by" = $1 ORDER BY "key"`,
  },
  {
    // What the user did and what was done to their account, as the audit log recorded it.
    name: 'auditLog',
    covers: ['audit_log.actor_id', 'audit_log.target_user_id'],
    sql: `SELECT "id", "actor_id", "target_user_id", "action", "details", "created_at"
          FROM "audit_log" WHERE "actor_id" = $1 OR "target_user_id" = $1 ORDER BY "created_at", "id"`,
  },
  {
    // The user's earlier exports: when and their state, never their contents.
    name: 'dataExports',
    covers: ['data_exports.user_id'],
    sql: `SELECT "id", "status", "created_at", "finished_at", "expires_at"
          FROM "data_exports" WHERE "user_id" = $1 ORDER BY "created_at", "id"`,
  },
];

/** References to users that the export leaves out on purpose, each with its reason. */
export const NOT_EXPORTED: Readonly<Record<UserReference, string>> = {
  'mass_messages.last_user_id': 'a resume cursor of the mass-message job, not data about that user',
  'idempotency_keys.user_id':
    'the first answers to their own creates, kept a day so a repeated request is not run twice: copies of rows exported above',
  'user_blocks.blocked_id': 'who blocks the user: the blocked person is never told of a block',
  'reports.subject_author_id': "others' reports on what the user wrote: a reporter is never revealed",
  'support_requests.assignee_id': "the support requests an admin was assigned: other people's requests",
  'support_request_messages.author_id':
    "an admin's internal notes and replies on other people's support requests: they are about the requester",
  'notifications.actor_id':
    "other people's notifications (what the user did is exported from its own table: messages, comments, likes, follows)",
};
