import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { User } from '../../src/modules/users/entities/user.entity.js';

/** What seedUserData wrote that a test looks for (or must not find) in an export. */
export interface SeededUserData {
  /** Put in every text the seed writes for this user, so a leak of their rows is easy to spot. */
  marker: string;
  sessionId: string;
  idempotencyKey: string;
}

/**
 * One row (at least) in every table that holds data about `user`, each one mentioning `marker` where
 * the table has text. `peer` is the other party of follows and messages (never the user compared against).
 */
let seeded = 0;

export async function seedUserData(dataSource: DataSource, user: User, peer: User): Promise<SeededUserData> {
  const marker = `MARK_${user.username}`;
  const q = (sql: string, params: unknown[] = []) => dataSource.query(sql, params);
  const one = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    ((await q(sql, params)) as T[])[0];

  await q(`UPDATE "users" SET "bio" = $2 WHERE "id" = $1`, [user.id, `${marker} bio`]);
  await q(`INSERT INTO "user_avatars" ("user_id", "content_type", "bytes") VALUES ($1, 'image/png', $2)`, [
    user.id,
    Buffer.from(`${marker} avatar`),
  ]);
  await q(
    `INSERT INTO "oauth_identities" ("user_id", "platform", "provider_user_id", "username")
     VALUES ($1, 'discord', $2, $3)`,
    [user.id, `pid-${user.id}`, `${marker}-discord`],
  );
  const sessionId = `sid-${randomUUID()}`;
  await q(`INSERT INTO "user_sessions" ("sid", "sess", "expire") VALUES ($1, $2, now() + interval '1 hour')`, [
    sessionId,
    JSON.stringify({ cookie: { path: '/' }, userId: user.id, secretNote: `session-secret-${sessionId}` }),
  ]);
  const gone = randomUUID();
  await q(`INSERT INTO "account_merges" ("source_user_id", "target_user_id") VALUES ($1, $2)`, [gone, user.id]);
  await q(
    `INSERT INTO "support_requests" ("kind", "requester_id", "requester_email", "message", "username_conflict")
     VALUES ('username_conflict', $1, 'x@example.test', $4,
             jsonb_build_object('conflictType', 'other', 'desiredUsername', $2::text, 'currentUsername', $3::text))`,
    [user.id, `${marker}-wanted`, user.username, `${marker} explanation`],
  );

  const article = await one<{ id: number }>(
    `INSERT INTO "articles" ("title", "content", "category", "author_id") VALUES ($1, $2, 'Technology', $3) RETURNING "id"`,
    [`${marker} article`, `<p>${marker} body</p>`, user.id],
  );
  const revision = await one<{ id: number }>(
    `INSERT INTO "article_revisions" ("article_id", "editor_id", "title", "content", "category")
     VALUES ($1, $2, $3, 'c', 'Technology') RETURNING "id"`,
    [article.id, user.id, `${marker} revision`],
  );
  // An edit the user suggested, and one the user declined as a reviewer (the peer's).
  await q(
    `INSERT INTO "article_edit_suggestions" ("article_id", "suggester_id", "base_revision_id", "title", "content", "summary")
     VALUES ($1, $2, $3, $4, '<p>suggested</p>', $5)`,
    [article.id, user.id, revision.id, `${marker} suggestion`, `${marker} why`],
  );
  await q(
    `INSERT INTO "article_edit_suggestions" ("article_id", "suggester_id", "base_revision_id", "title", "content", "summary",
       "status", "reviewer_id", "review_reason", "decided_at")
     VALUES ($1, $2, $3, 'peer suggestion', '<p>x</p>', 'peer why', 'declined', $4, $5, now())`,
    [article.id, peer.id, revision.id, user.id, `${marker} suggestion decision`],
  );
  await q(`INSERT INTO "article_comments" ("article_id", "author_id", "content") VALUES ($1, $2, $3)`, [
    article.id,
    user.id,
    `${marker} comment`,
  ]);
  await q(`INSERT INTO "article_drafts" ("user_id", "article_id", "title", "content") VALUES ($1, $2, $3, $4)`, [
    user.id,
    article.id,
    `${marker} draft`,
    `<p>${marker} draft body</p>`,
  ]);
  await q(`INSERT INTO "article_likes" ("article_id", "user_id") VALUES ($1, $2)`, [article.id, user.id]);
  await q(`INSERT INTO "user_follows" ("follower_id", "followee_id") VALUES ($1, $2), ($2, $1)`, [user.id, peer.id]);
  await q(`INSERT INTO "user_blocks" ("blocker_id", "blocked_id") VALUES ($1, $2)`, [user.id, peer.id]);
  await q(
    `INSERT INTO "legal_acceptances" ("user_id", "kind", "version") VALUES ($1, 'terms', 1), ($1, 'privacy', 1)`,
    [user.id],
  );
  await q(
    `INSERT INTO "legal_documents" ("kind", "version", "title", "body", "editor_id")
     SELECT 'guidelines', COALESCE(MAX("version"), 0) + 1, $2, '<p>Be kind.</p>', $1 FROM "legal_documents" WHERE "kind" = 'guidelines'`,
    [user.id, `${marker} guidelines`],
  );
  await q(
    `INSERT INTO "reports" ("reporter_id", "subject_kind", "subject_id", "subject_author_id", "reason", "details")
     VALUES ($1::uuid, 'profile', $2::text, $2::uuid, 'other', $3), ($2::uuid, 'profile', $1::text, $1::uuid, 'spam', NULL)`,
    [user.id, peer.id, `${marker} report`],
  );
  await q(`INSERT INTO "direct_messages" ("sender_id", "receiver_id", "content") VALUES ($1, $2, $3), ($2, $1, $4)`, [
    user.id,
    peer.id,
    `${marker} sent`,
    `${marker} received`,
  ]);
  await q(`INSERT INTO "points_ledger" ("user_id", "delta", "reason", "balance_after") VALUES ($1, 5, $2, 5)`, [
    user.id,
    `${marker} reward`,
  ]);

  const storeItem = await one<{ id: string }>(
    `INSERT INTO "store_items" ("key", "kind", "name", "price_cents", "points")
     VALUES ($1, 'points_pack', 'Pack', 500, 100) RETURNING "id"`,
    [`pack-${randomUUID().slice(0, 8)}`],
  );
  const idempotencyKey = `idem-${randomUUID()}`;
  await q(
    `INSERT INTO "payments" ("user_id", "store_item_id", "item_kind", "package_name", "amount_cents", "currency",
       "points", "idempotency_key")
     VALUES ($1, $2, 'points_pack', $3, 500, 'usd', 100, $4)`,
    [user.id, storeItem.id, `${marker} pack`, idempotencyKey],
  );
  await q(
    `INSERT INTO "article_boosts" ("article_id", "article_title", "buyer_id", "price", "starts_at", "ends_at")
     VALUES ($1, $2, $3, 10, now() + make_interval(days => $4), now() + make_interval(days => $4 + 1))`,
    // One boost at a time site-wide: each seeded user's boost gets its own day.
    [article.id, `${marker} boosted`, user.id, (seeded += 2)],
  );

  const flair = await one<{ id: number }>(
    `INSERT INTO "flairs" ("name", "display_name", "background_color", "text_color", "border_color", "point_cost")
     VALUES ($1, 'Flair', '#000000', '#ffffff', '#000000', 10) RETURNING "id"`,
    [`flair-${randomUUID().slice(0, 8)}`],
  );
  const badge = await one<{ id: number }>(
    `INSERT INTO "badges" ("slug", "name", "description", "icon") VALUES ($1, $2, 'A badge', '*') RETURNING "id"`,
    [`badge-${randomUUID().slice(0, 8)}`, `${marker} badge`],
  );
  await q(`INSERT INTO "user_badges" ("user_id", "badge_id", "source") VALUES ($1, $2, 'admin')`, [user.id, badge.id]);
  // The secret column holds ciphertext; the export must not list it.
  await q(`INSERT INTO "admin_second_factors" ("user_id", "secret_encrypted") VALUES ($1, 'ciphertext')`, [user.id]);
  await q(`INSERT INTO "user_flairs" ("user_id", "flair_id", "source") VALUES ($1, $2, 'purchase')`, [
    user.id,
    flair.id,
  ]);
  await q(
    `INSERT INTO "flair_applications" ("user_id", "flair_id", "applicant_name", "reason_note") VALUES ($1, $2, $3, $4)`,
    [user.id, flair.id, `${marker} applicant`, `${marker} reason`],
  );
  // A decision the user took as a reviewer, on the peer's application.
  await q(
    `INSERT INTO "flair_applications" ("user_id", "flair_id", "applicant_name", "reason_note", "status",
       "reviewer_id", "review_reason", "reviewed_at")
     VALUES ($1, $2, 'peer', 'note', 'denied', $3, $4, now())`,
    [peer.id, flair.id, user.id, `${marker} review`],
  );

  const batch = await one<{ id: string }>(
    `INSERT INTO "submission_batches" ("type", "submitted_by", "file_name", "size_bytes")
     VALUES ('person', $1, $2, 10) RETURNING "id"`,
    [user.id, `${marker}.csv`],
  );
  await q(
    `INSERT INTO "submissions" ("type", "name", "description", "submitted_by", "batch_id", "batch_row")
     VALUES ('person', $1, 'A description long enough', $2, $3, 2)`,
    [`${marker} submission`, user.id, batch.id],
  );
  await q(
    `INSERT INTO "submissions" ("type", "name", "description", "submitted_by", "status", "reviewed_by", "review_reason",
       "reviewed_at")
     VALUES ('place', 'peer place', 'A description long enough', $1, 'rejected', $2, $3, now())`,
    [peer.id, user.id, `${marker} decision`],
  );

  const entry = await one<{ id: number }>(
    `INSERT INTO "archive_entries" ("type", "slug", "name", "description", "created_by")
     VALUES ('person', $1, $2, 'd', $3) RETURNING "id"`,
    [`slug-${randomUUID().slice(0, 8)}`, `${marker} entry`, user.id],
  );
  await q(
    `INSERT INTO "archive_entry_revisions" ("entry_id", "editor_id", "name", "description") VALUES ($1, $2, $3, 'd')`,
    [entry.id, user.id, `${marker} entry revision`],
  );

  await q(`INSERT INTO "notification_preferences" ("user_id", "marketing") VALUES ($1, true)`, [user.id]);
  await q(`INSERT INTO "user_settings" ("user_id", "theme") VALUES ($1, 'dark')`, [user.id]);
  await q(
    `INSERT INTO "notifications" ("user_id", "kind", "title", "link", "reference")
     VALUES ($1, 'new-follower', $2, '/profile', $3)`,
    [user.id, `${marker} notification`, `fixture:${randomUUID()}`],
  );
  await q(
    `INSERT INTO "notification_digests" ("user_id", "cadence", "period_start", "notification_count")
     VALUES ($1, 'daily', now(), 1)`,
    [user.id],
  );
  await q(`UPDATE "articles" SET "edited_at" = now(), "edited_by" = $2 WHERE "id" = $1`, [article.id, user.id]);
  const announcement = await one<{ id: string }>(
    `INSERT INTO "announcements" ("title", "content", "type", "created_by", "ended_by", "ended_at")
     VALUES ($1, 'c', 'info', $2, $2, now()) RETURNING "id"`,
    [`${marker} announcement`, user.id],
  );
  await q(`INSERT INTO "announcement_dismissals" ("announcement_id", "user_id") VALUES ($1, $2)`, [
    announcement.id,
    user.id,
  ]);
  const massMessage = await one<{ id: string }>(
    `INSERT INTO "mass_messages" ("subject", "content", "recipient_group", "created_by")
     VALUES ($1, 'c', 'all', $2) RETURNING "id"`,
    [`${marker} mass message`, user.id],
  );
  await q(`INSERT INTO "mass_message_deliveries" ("mass_message_id", "user_id") VALUES ($1, $2)`, [
    massMessage.id,
    user.id,
  ]);
  await q(
    `INSERT INTO "email_templates" ("name", "type", "description", "subject", "body", "updated_by")
     VALUES ($1, 'notification', 'd', 's', 'b', $2)`,
    [`${marker} template`, user.id],
  );
  await q(`INSERT INTO "site_settings" ("key", "value", "updated_by") VALUES ($1, '{}', $2)`, [
    `${marker}-setting`,
    user.id,
  ]);
  await q(`INSERT INTO "audit_log" ("actor_id", "target_user_id", "action", "details") VALUES ($1, $1, $2, '{}')`, [
    user.id,
    `${marker}.action`,
  ]);
  await q(
    `INSERT INTO "data_exports" ("user_id", "status", "created_at", "finished_at")
     VALUES ($1, 'failed', now() - interval '2 days', now() - interval '2 days')`,
    [user.id],
  );
  return { marker, sessionId, idempotencyKey };
}
