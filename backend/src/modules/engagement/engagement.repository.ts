import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AccountMergePair } from '../../common/account-merge/account-merge-step.js';
import { ANONYMOUS_VIEWER_KEY_PREFIX } from '../../common/views/anonymous-viewer.js';
import { isoMicros } from '../../common/pagination/time-cursor.js';
import { BaseRepository } from '../../database/base.repository.js';
import { reassignUserRows } from '../../database/reassign-user-rows.js';
import { returnedRows } from '../../database/raw-results.js';
import type { UserRole } from '../users/user-role.js';

export interface CommentRow {
  id: number;
  article_id: number;
  parent_id: number | null;
  content: string;
  created_at: Date;
  deleted_at: Date | null;
  hidden_at: Date | null;
  hidden_reason: string | null;
  /** created_at with PostgreSQL's microseconds, for the cursor (a Date keeps only milliseconds). */
  position: string;
  user_id: string;
  username: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  show_real_name: boolean;
  display_name_preference: string;
  role: UserRole;
  profile_image_url: string | null;
  held_reason: string | null;
}

/** A held comment for the moderators' list: the comment, its author and its article's title. */
export interface HeldCommentRow extends CommentRow {
  article_title: string;
}

export interface LockedComment {
  author_id: string;
  content: string;
  parent_id: number | null;
  deleted_at: Date | null;
  hidden_at: Date | null;
  held_reason: string | null;
  undoable: boolean;
}

/** A held comment just published, with the author of the comment it replies to (null for a top-level one). */
export interface ReleasedComment {
  article_id: number;
  author_id: string;
  content: string;
  hidden: boolean;
  parent_author_id: string | null;
}

export interface EngagementRow {
  like_count: number;
  comment_count: number;
  views: number;
  liked_by_me: boolean;
}

const COMMENT_COLUMNS = `c."id", c."article_id", c."parent_id", c."content", c."created_at", c."deleted_at",
  c."hidden_at", c."hidden_reason", ${isoMicros('c."created_at"')} AS "position",
  c."held_reason", u."id" AS "user_id", u."username", u."email", u."first_name", u."last_name", u."show_real_name",
  u."display_name_preference", u."role", u."profile_image_url"`;

/**
 * The SQL of likes, comments and views. The counters on articles move in the same statement
 * sequence as the rows (the caller's transaction); each counter method answers null when the
 * article is gone.
 */
@Injectable()
export class EngagementRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async countersOf(articleId: number, userId: string | undefined): Promise<EngagementRow | undefined> {
    const [row] = await this.manager().query<EngagementRow[]>(
      `SELECT a."like_count", a."comment_count", a."views",
              EXISTS (SELECT 1 FROM "article_likes" l WHERE l."article_id" = a."id" AND l."user_id" = $2::uuid)
                AS "liked_by_me"
       FROM "articles" a WHERE a."id" = $1`,
      [articleId, userId ?? null],
    );
    return row;
  }

  // --- comments

  async commentCount(articleId: number): Promise<number | null> {
    const [article] = await this.manager().query<{ comment_count: number }[]>(
      `SELECT "comment_count" FROM "articles" WHERE "id" = $1`,
      [articleId],
    );
    return article ? article.comment_count : null;
  }

  /**
   * Oldest first, keyset on (created_at, id), `limit + 1` rows with their authors: top-level comments and
   * replies together (a reply is always newer than its parent, so it comes on the same page or a later one).
   * A deleted comment is listed only while a reply the viewer can see still hangs under it. Held comments
   * are included for `viewer` when they are theirs, or every held comment when `allHeld` (moderators).
   */
  commentsPage(
    articleId: number,
    limit: number,
    after: { at: string; id: number } | undefined,
    visibility: { viewerId: string | null; allHeld: boolean },
  ): Promise<CommentRow[]> {
    const parameters: unknown[] = [articleId, limit + 1, visibility.viewerId, visibility.allHeld];
    let afterSql = '';
    if (after) {
      parameters.push(after.at, after.id);
      afterSql = `AND (c."created_at", c."id") > ($5::timestamptz, $6::int)`;
    }
    return this.manager().query<CommentRow[]>(
      `SELECT ${COMMENT_COLUMNS}
       FROM "article_comments" c
       JOIN "users" u ON u."id" = c."author_id"
       WHERE c."article_id" = $1 ${afterSql}
         AND (c."held_reason" IS NULL OR $4::boolean OR c."author_id" = $3::uuid)
         AND (c."deleted_at" IS NULL
           OR EXISTS (SELECT 1 FROM "article_comments" r
                      WHERE r."parent_id" = c."id" AND r."deleted_at" IS NULL
                        AND (r."held_reason" IS NULL OR $4::boolean OR r."author_id" = $3::uuid)))
       ORDER BY c."created_at", c."id"
       LIMIT $2`,
      parameters,
    );
  }

  /** Held comments of every article, oldest first (keyset on created_at, id), `limit + 1` rows. */
  heldCommentsPage(limit: number, after?: { at: string; id: number }): Promise<HeldCommentRow[]> {
    const parameters: unknown[] = [limit + 1];
    let afterSql = '';
    if (after) {
      parameters.push(after.at, after.id);
      afterSql = `AND (c."created_at", c."id") > ($2::timestamptz, $3::int)`;
    }
    return this.manager().query<HeldCommentRow[]>(
      `SELECT ${COMMENT_COLUMNS}, a."title" AS "article_title"
       FROM "article_comments" c
       JOIN "users" u ON u."id" = c."author_id"
       JOIN "articles" a ON a."id" = c."article_id"
       WHERE c."held_reason" IS NOT NULL AND c."deleted_at" IS NULL ${afterSql}
       ORDER BY c."created_at", c."id"
       LIMIT $1`,
      parameters,
    );
  }

  async countHeldComments(): Promise<number> {
    const [row] = await this.manager().query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM "article_comments" WHERE "held_reason" IS NOT NULL AND "deleted_at" IS NULL`,
    );
    return row.n;
  }

  /**
   * Publishes a held comment; its article id, author and whether a moderator hid it meanwhile, or
   * undefined when it is not held (or deleted, or gone).
   */
  async releaseHeldComment(manager: EntityManager, commentId: number): Promise<ReleasedComment | undefined> {
    const [row] = await returnedRows<ReleasedComment>(
      manager,
      `UPDATE "article_comments" c SET "held_reason" = NULL
       WHERE c."id" = $1 AND c."held_reason" IS NOT NULL AND c."deleted_at" IS NULL
       RETURNING c."article_id", c."author_id", c."content", c."hidden_at" IS NOT NULL AS "hidden",
         (SELECT p."author_id" FROM "article_comments" p WHERE p."id" = c."parent_id") AS "parent_author_id"`,
      [commentId],
    );
    return row;
  }

  async insertComment(
    manager: EntityManager,
    comment: {
      articleId: number;
      authorId: string;
      content: string;
      parentId: number | null;
      heldReason: string | null;
    },
  ): Promise<{ id: number; created_at: Date }> {
    const [row] = await returnedRows<{ id: number; created_at: Date }>(
      manager,
      `INSERT INTO "article_comments" ("article_id", "author_id", "content", "parent_id", "held_reason")
       VALUES ($1, $2, $3, $4, $5)
       RETURNING "id", "created_at"`,
      [comment.articleId, comment.authorId, comment.content, comment.parentId, comment.heldReason],
    );
    return row;
  }

  /**
   * The comment, locked until the transaction ends; undefined when it is not a comment of that article.
   * `undoable` says whether it was deleted less than `undoSeconds` ago (by the database's clock).
   */
  /** An article's title (public words the moderation log may show), or null. */
  async articleTitle(manager: EntityManager, articleId: number): Promise<string | null> {
    const [row] = await manager.query<{ title: string }[]>(`SELECT title FROM articles WHERE id = $1`, [articleId]);
    return row?.title ?? null;
  }

  async lockComment(
    manager: EntityManager,
    articleId: number,
    commentId: number,
    undoSeconds = 0,
  ): Promise<LockedComment | undefined> {
    const [comment] = await returnedRows<LockedComment>(
      manager,
      `SELECT "author_id", "content", "parent_id", "deleted_at", "hidden_at", "held_reason",
              ("deleted_at" IS NOT NULL AND "deleted_at" > now() - make_interval(secs => $3)) AS "undoable"
       FROM "article_comments" WHERE "id" = $1 AND "article_id" = $2 FOR UPDATE`,
      [commentId, articleId, undoSeconds],
    );
    return comment;
  }

  /** One comment with its author, as the list shows it. */
  async commentById(manager: EntityManager, commentId: number): Promise<CommentRow | undefined> {
    const [row] = await returnedRows<CommentRow>(
      manager,
      `SELECT ${COMMENT_COLUMNS}
       FROM "article_comments" c JOIN "users" u ON u."id" = c."author_id"
       WHERE c."id" = $1`,
      [commentId],
    );
    return row;
  }

  async markCommentDeleted(manager: EntityManager, commentId: number, deleted: boolean): Promise<void> {
    await manager.query(
      `UPDATE "article_comments" SET "deleted_at" = CASE WHEN $2::boolean THEN now() ELSE NULL END WHERE "id" = $1`,
      [commentId, deleted],
    );
  }

  async hideComment(manager: EntityManager, commentId: number, reason: string): Promise<void> {
    await manager.query(
      `UPDATE "article_comments" SET "hidden_at" = coalesce("hidden_at", now()), "hidden_reason" = $2 WHERE "id" = $1`,
      [commentId, reason],
    );
  }

  /**
   * Holds a visible comment because members reported it (seen then by its author and moderators only);
   * undefined when it is already held, hidden or deleted.
   */
  async holdForReports(
    manager: EntityManager,
    commentId: number,
  ): Promise<{ article_id: number; author_id: string } | undefined> {
    const [row] = await returnedRows<{ article_id: number; author_id: string }>(
      manager,
      `UPDATE "article_comments" SET "held_reason" = 'reports'
       WHERE "id" = $1 AND "held_reason" IS NULL AND "hidden_at" IS NULL AND "deleted_at" IS NULL
       RETURNING "article_id", "author_id"`,
      [commentId],
    );
    return row;
  }

  /** Ends a hold made by reports; undefined when the comment was not held so. */
  async releaseReportHold(
    manager: EntityManager,
    commentId: number,
  ): Promise<{ article_id: number; hidden: boolean; deleted: boolean } | undefined> {
    const [row] = await returnedRows<{ article_id: number; hidden: boolean; deleted: boolean }>(
      manager,
      `UPDATE "article_comments" SET "held_reason" = NULL WHERE "id" = $1 AND "held_reason" = 'reports'
       RETURNING "article_id", "hidden_at" IS NOT NULL AS "hidden", "deleted_at" IS NOT NULL AS "deleted"`,
      [commentId],
    );
    return row;
  }

  /** Shows a hidden comment again (its reason goes with the hiding). */
  async unhideComment(manager: EntityManager, commentId: number): Promise<void> {
    await manager.query(`UPDATE "article_comments" SET "hidden_at" = NULL, "hidden_reason" = NULL WHERE "id" = $1`, [
      commentId,
    ]);
  }

  /** False when the article is gone. */
  async addToCommentCount(manager: EntityManager, articleId: number, delta: 1 | -1): Promise<boolean> {
    const updated = await returnedRows(
      manager,
      `UPDATE "articles" SET "comment_count" = "comment_count" + $2 WHERE "id" = $1 RETURNING "id"`,
      [articleId, delta],
    );
    return updated.length > 0;
  }

  // --- likes

  /** True when the user's like was there (and is now gone). */
  async removeLike(manager: EntityManager, articleId: number, userId: string): Promise<boolean> {
    const removed = await returnedRows(
      manager,
      `DELETE FROM "article_likes" WHERE "article_id" = $1 AND "user_id" = $2 RETURNING "article_id"`,
      [articleId, userId],
    );
    return removed.length > 0;
  }

  /** True when a like row was really inserted (false: no such article, or the user's like is already there). */
  async insertLike(manager: EntityManager, articleId: number, userId: string): Promise<boolean> {
    const added = await returnedRows(
      manager,
      `INSERT INTO "article_likes" ("article_id", "user_id")
       SELECT $1, $2 WHERE EXISTS (SELECT 1 FROM "articles" WHERE "id" = $1)
       ON CONFLICT DO NOTHING RETURNING "article_id"`,
      [articleId, userId],
    );
    return added.length > 0;
  }

  async likeCount(manager: EntityManager, articleId: number): Promise<number | null> {
    const [article] = await returnedRows<{ like_count: number }>(
      manager,
      `SELECT "like_count" FROM "articles" WHERE "id" = $1`,
      [articleId],
    );
    return article ? article.like_count : null;
  }

  async addToLikeCount(manager: EntityManager, articleId: number, delta: 1 | -1): Promise<number | null> {
    const [article] = await returnedRows<{ like_count: number }>(
      manager,
      `UPDATE "articles" SET "like_count" = "like_count" + $2 WHERE "id" = $1 RETURNING "like_count"`,
      [articleId, delta],
    );
    return article ? article.like_count : null;
  }

  // --- views

  /** True when this viewer had not been counted for the article on that day yet. */
  /**
   * Marks the viewer as counted for the day; false when already counted, or (anonymousCap set) when the
   * article already has that many anonymous viewers that day. Concurrent requests may pass the cap by a
   * few: it bounds inflation, it is not a ledger.
   */
  async markViewed(
    manager: EntityManager,
    articleId: number,
    viewerKey: string,
    day: string,
    anonymousCap: number | null = null,
  ): Promise<boolean> {
    const inserted = await returnedRows(
      manager,
      `INSERT INTO "article_view_days" ("article_id", "viewer_key", "day")
       SELECT $1, $2, $3::date WHERE EXISTS (SELECT 1 FROM "articles" WHERE "id" = $1)
         AND ($4::int IS NULL OR (
           SELECT count(*) FROM "article_view_days"
           WHERE "article_id" = $1 AND "day" = $3::date AND "viewer_key" LIKE '${ANONYMOUS_VIEWER_KEY_PREFIX}%'
         ) < $4::int)
       ON CONFLICT DO NOTHING RETURNING "article_id"`,
      [articleId, viewerKey, day, anonymousCap],
    );
    return inserted.length > 0;
  }

  /** The view counter, one higher when `count` is set. */
  async views(manager: EntityManager, articleId: number, count: boolean): Promise<number | null> {
    const [article] = await returnedRows<{ views: number }>(
      manager,
      count
        ? `UPDATE "articles" SET "views" = "views" + 1 WHERE "id" = $1 RETURNING "views"`
        : `SELECT "views" FROM "articles" WHERE "id" = $1`,
      [articleId],
    );
    return article ? article.views : null;
  }

  // --- account merge (each answers how many rows it touched)

  /** Drops the source's likes of articles the target likes too, one off each article's like_count. */
  async dropLikesBothHave(manager: EntityManager, { sourceId, targetId }: AccountMergePair): Promise<number> {
    const articles = await returnedRows(
      manager,
      `WITH duplicate AS (
         DELETE FROM article_likes source
         WHERE source.user_id = $1
           AND EXISTS (SELECT 1 FROM article_likes own WHERE own.user_id = $2 AND own.article_id = source.article_id)
         RETURNING source.article_id
       )
       UPDATE articles SET like_count = like_count - 1 FROM duplicate WHERE articles.id = duplicate.article_id
       RETURNING articles.id`,
      [sourceId, targetId],
    );
    return articles.length;
  }

  moveLikes(manager: EntityManager, pair: AccountMergePair): Promise<number> {
    return reassignUserRows(manager, 'article_likes', 'user_id', pair);
  }

  moveComments(manager: EntityManager, pair: AccountMergePair): Promise<number> {
    return reassignUserRows(manager, 'article_comments', 'author_id', pair);
  }

  /**
   * Drops the source's counted views of an article on a day the target was counted too, lowering
   * each article's views by as many. Signed-in views are keyed by the user id itself (no foreign
   * key: anonymous keys share the column). Answers how many articles' counters moved.
   */
  async dropViewDaysBothHave(manager: EntityManager, { sourceId, targetId }: AccountMergePair): Promise<number> {
    const articles = await returnedRows(
      manager,
      `WITH duplicate AS (
         DELETE FROM article_view_days source
         WHERE source.viewer_key = $1::text
           AND EXISTS (SELECT 1 FROM article_view_days own
                       WHERE own.viewer_key = $2::text AND own.article_id = source.article_id AND own.day = source.day)
         RETURNING source.article_id
       ), per_article AS (SELECT article_id, count(*)::int AS n FROM duplicate GROUP BY article_id)
       UPDATE articles SET views = GREATEST(views - per_article.n, 0) FROM per_article
       WHERE articles.id = per_article.article_id RETURNING articles.id`,
      [sourceId, targetId],
    );
    return articles.length;
  }

  async moveViewDays(manager: EntityManager, { sourceId, targetId }: AccountMergePair): Promise<number> {
    const moved = await returnedRows(
      manager,
      `UPDATE article_view_days SET viewer_key = $2::text WHERE viewer_key = $1::text RETURNING article_id`,
      [sourceId, targetId],
    );
    return moved.length;
  }
}
