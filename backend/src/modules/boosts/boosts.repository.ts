import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';
import type { SummarizedUser } from '../users/user-summary.js';
import type { UserRole } from '../users/user-role.js';

/** One key for the one queue: every purchase takes it, so two buyers never compute the same start. */
const QUEUE_LOCK_KEY = 7_346_001;

export type BoostStatus = 'scheduled' | 'active' | 'ended' | 'revoked';

/** A boost row as the lists read it, with its status as of the database's clock. */
export interface BoostRow {
  id: string;
  article_id: number | null;
  article_title: string;
  price: number;
  starts_at: Date;
  ends_at: Date;
  created_at: Date;
  status: BoostStatus;
}

export interface QueueRow extends BoostRow {
  buyer: SummarizedUser;
}

export interface BoostedArticle {
  id: number;
  authorId: string;
  title: string;
}

// Status and the window's bounds use the database's clock (now()), the same clock that ends a boost.
const BOOST_COLUMNS = `b.id::text AS id, b.article_id, COALESCE(a.title, b.article_title) AS article_title, b.price,
  b.starts_at, b.ends_at, b.created_at,
  CASE WHEN b.revoked_at IS NOT NULL THEN 'revoked' WHEN b.ends_at <= now() THEN 'ended'
    WHEN b.starts_at <= now() THEN 'active' ELSE 'scheduled' END AS status`;

/** Boosts in force: revoked ones hold no slot and no place in the queue. */
const IN_FORCE = `revoked_at IS NULL`;

/** The SQL of boosts: the queue lock, the next free window, the active boost and the lists. */
@Injectable()
export class BoostsRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** Serialises purchases until the transaction ends (a transaction-scoped advisory lock). */
  async lockQueue(transaction: EntityManager): Promise<void> {
    await transaction.query(`SELECT pg_advisory_xact_lock($1)`, [QUEUE_LOCK_KEY]);
  }

  /** The article to boost, share-locked so it cannot be deleted before the boost row references it. */
  async articleForBoost(transaction: EntityManager, articleId: number): Promise<BoostedArticle | null> {
    const [row] = await returnedRows<{ id: number; author_id: string; title: string }>(
      transaction,
      `SELECT id, author_id, title FROM articles WHERE id = $1 FOR SHARE`,
      [articleId],
    );
    return row ? { id: row.id, authorId: row.author_id, title: row.title } : null;
  }

  /** How many boosts are active or waiting, and whether one of them is this article's. */
  async pendingState(transaction: EntityManager, articleId: number): Promise<{ pending: number; hasArticle: boolean }> {
    const [row] = await returnedRows<{ pending: number; has_article: boolean }>(
      transaction,
      `SELECT count(*)::int AS pending, coalesce(bool_or(article_id = $1), false) AS has_article
       FROM article_boosts WHERE ends_at > now() AND ${IN_FORCE}`,
      [articleId],
    );
    return { pending: row.pending, hasArticle: row.has_article };
  }

  /**
   * Inserts the boost into the next free window: it starts now, or when the last boost ends (first
   * in, first out), and lasts `hours`. Runs under the queue lock.
   */
  async insertNext(
    transaction: EntityManager,
    boost: { articleId: number; articleTitle: string; buyerId: string; price: number; hours: number },
  ): Promise<BoostRow> {
    const [row] = await returnedRows<BoostRow>(
      transaction,
      `WITH next AS (
         SELECT GREATEST(now(), COALESCE(MAX(ends_at), now())) AS starts_at FROM article_boosts WHERE ${IN_FORCE})
       INSERT INTO article_boosts (article_id, article_title, buyer_id, price, starts_at, ends_at)
       SELECT $1, $2, $3, $4, next.starts_at, next.starts_at + make_interval(hours => $5) FROM next
       RETURNING id::text AS id, article_id, article_title, price, starts_at, ends_at, created_at,
         CASE WHEN starts_at <= now() THEN 'active' ELSE 'scheduled' END AS status`,
      [boost.articleId, boost.articleTitle, boost.buyerId, boost.price, boost.hours],
    );
    return row;
  }

  /**
   * Revokes the article's boosts that have not ended (waiting or holding the slot); the revoked rows,
   * with the database's clock at the moment, for the points they return.
   */
  async revokeUnendedOfArticle(
    transaction: EntityManager,
    articleId: number,
  ): Promise<{ id: string; buyerId: string; price: number; startsAt: Date; endsAt: Date; now: Date }[]> {
    const rows = await returnedRows<{
      id: string;
      buyer_id: string;
      price: number;
      starts_at: Date;
      ends_at: Date;
      now: Date;
    }>(
      transaction,
      `UPDATE article_boosts SET revoked_at = now()
       WHERE article_id = $1 AND ${IN_FORCE} AND ends_at > now()
       RETURNING id::text AS id, buyer_id, price, starts_at, ends_at, now() AS now`,
      [articleId],
    );
    return rows.map((row) => ({
      id: row.id,
      buyerId: row.buyer_id,
      price: row.price,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      now: row.now,
    }));
  }

  /** When a boost bought now would start. */
  async nextStart(): Promise<Date> {
    const [row] = await returnedRows<{ starts_at: Date }>(
      this.manager(),
      `SELECT GREATEST(now(), COALESCE(MAX(ends_at), now())) AS starts_at FROM article_boosts WHERE ${IN_FORCE}`,
      [],
    );
    return row.starts_at;
  }

  /** The boost holding the slot now, if its article still exists (the window's range index answers it). */
  async active(): Promise<{ id: string; articleId: number; startsAt: Date; endsAt: Date } | null> {
    const [row] = await returnedRows<{ id: string; article_id: number; starts_at: Date; ends_at: Date }>(
      this.manager(),
      `SELECT id::text AS id, article_id, starts_at, ends_at FROM article_boosts
       WHERE tstzrange(starts_at, ends_at) @> now() AND article_id IS NOT NULL AND ${IN_FORCE}
       LIMIT 1`,
      [],
    );
    return row ? { id: row.id, articleId: row.article_id, startsAt: row.starts_at, endsAt: row.ends_at } : null;
  }

  /** The active boost and those waiting, in the order they hold the slot, with their buyers. */
  async queue(): Promise<QueueRow[]> {
    const rows = await returnedRows<
      BoostRow & {
        buyer_id: string;
        username: string;
        email: string | null;
        first_name: string | null;
        last_name: string | null;
        show_real_name: boolean;
        display_name_preference: string;
        role: UserRole;
        profile_image_url: string | null;
      }
    >(
      this.manager(),
      `SELECT ${BOOST_COLUMNS}, u.id AS buyer_id, u.username, u.email, u.first_name, u.last_name,
         u.show_real_name, u.display_name_preference, u.role, u.profile_image_url
       FROM article_boosts b
       JOIN users u ON u.id = b.buyer_id
       LEFT JOIN articles a ON a.id = b.article_id
       WHERE b.ends_at > now() AND b.${IN_FORCE}
       ORDER BY b.starts_at`,
      [],
    );
    return rows.map((row) => ({
      ...row,
      buyer: {
        id: row.buyer_id,
        username: row.username,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        showRealName: row.show_real_name,
        displayNamePreference: row.display_name_preference,
        role: row.role,
        profileImageUrl: row.profile_image_url,
      },
    }));
  }

  /** One page (`limit` rows) of a buyer's boosts older than `beforeId`, newest first. */
  minePage(buyerId: string, beforeId: string | undefined, limit: number): Promise<BoostRow[]> {
    return returnedRows<BoostRow>(
      this.manager(),
      `SELECT ${BOOST_COLUMNS}
       FROM article_boosts b LEFT JOIN articles a ON a.id = b.article_id
       WHERE b.buyer_id = $1 AND ($2::bigint IS NULL OR b.id < $2::bigint)
       ORDER BY b.id DESC
       LIMIT $3`,
      [buyerId, beforeId ?? null, limit],
    );
  }

  /**
   * Revokes the buyer's boost unless it is already revoked or its window has passed (used up); whether
   * it did. A revoked boost leaves the slot and the queue at once (the lists read revoked_at).
   */
  async revoke(transaction: EntityManager, buyerId: string, boostId: string): Promise<boolean> {
    const rows = await returnedRows(
      transaction,
      `UPDATE article_boosts SET revoked_at = now()
       WHERE id = $1 AND buyer_id = $2 AND revoked_at IS NULL AND ends_at > now() RETURNING id`,
      [boostId, buyerId],
    );
    return rows.length === 1;
  }

  /** The titles of these boosts' articles (as bought, once an article is gone). */
  async titles(boostIds: string[]): Promise<Map<string, string>> {
    if (boostIds.length === 0) return new Map();
    const rows = await returnedRows<{ id: string; title: string }>(
      this.manager(),
      `SELECT b.id::text AS id, COALESCE(a.title, b.article_title) AS title
       FROM article_boosts b LEFT JOIN articles a ON a.id = b.article_id WHERE b.id = ANY($1::bigint[])`,
      [boostIds],
    );
    return new Map(rows.map((row) => [row.id, row.title]));
  }
}
