import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ANONYMOUS_VIEWER_KEY_PREFIX } from '../../common/views/anonymous-viewer.js';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { AccountMergePair } from '../../common/account-merge/account-merge-step.js';
import { BaseRepository } from '../../database/base.repository.js';
import { reassignUserRows } from '../../database/reassign-user-rows.js';
import { SqlParams } from '../../database/sql-params.js';
import { PreparedStatement, queryPrepared } from '../../database/prepared-statement.js';
import type { TimeCursor } from '../../common/pagination/time-cursor.js';
import { isoMicros } from '../../common/pagination/time-cursor.js';
import {
  ARTICLE_CARD_COLUMNS,
  ARTICLE_PAGE_COLUMNS,
  articleCardFromRow,
  articlePageFromRow,
  type ArticleCard,
  type ArticlePage,
  type ArticleRow,
} from './article-rows.js';
import { ArticleRevision } from './entities/article-revision.entity.js';
import { Article } from './entities/article.entity.js';
import type { ArticleFields } from './revision-changes.js';

/** An article as cards, lists and feeds show it: the article's fields with its author's. */
export type ArticleWithAuthor = ArticleCard;

/** The filters every article list shares. */
export interface ArticleFilters {
  category?: string;
  tag?: string;
  /** Username of the author, matched case-insensitively. */
  author?: string;
  /** First day (YYYY-MM-DD, UTC) of the publication range. */
  from?: string;
  /** Last day (YYYY-MM-DD, UTC) of the publication range, included. */
  to?: string;
}

/** The author filter: the one user of that username (the unique index on lower(username)). */
const AUTHOR_BY_USERNAME = (param: string) =>
  `(SELECT u."id" FROM "users" u WHERE lower(u."username") = lower(${param}))`;
/** Start of a UTC day given as YYYY-MM-DD. */
const DAY_START = (param: string) => `(CAST(${param} AS date)::timestamp AT TIME ZONE 'UTC')`;

/** Which articles a newest-first list holds. */
export interface ArticleListFilters extends ArticleFilters {
  authorId?: string;
  /** Only articles by the people this user follows. */
  followedBy?: string;
  /** Part of the title, matched case-insensitively. */
  titleContains?: string;
}

/** How many rows a list counts at most; past it, its total is the planner's estimate. */
export const LIST_COUNT_CAP = 1000;

/** An estimated total is reused for this long (it is an estimate anyway: a few seconds change nothing). */
export const ESTIMATE_CACHE_MS = 10_000;
export const ESTIMATE_CACHE_ENTRIES = 1000;

/** A list's total: exact up to LIST_COUNT_CAP rows, else the planner's estimate (and flagged so). */
export interface ListTotal {
  total: number;
  totalIsEstimate: boolean;
}

export interface NewestArticlesRows extends ListTotal {
  rows: (ArticleWithAuthor & { cursorAt: string })[];
}

/** Activity older than this does not count. */
export const TRENDING_WINDOW_DAYS = 14;
/** Each event's weight halves every this many days. */
export const TRENDING_HALF_LIFE_DAYS = 3;
/** A signed-out visitor's viewer-day weighs a quarter of a member's: addresses are cheap to come by. */
export const TRENDING_WEIGHTS = { like: 3, comment: 5, viewDay: 1, anonymousViewDay: 0.25 } as const;

/**
 * Trending score of an article, as of a moment T (the first page's time, carried in the cursor so
 * every page of one listing uses the same scores):
 *
 *   score = Σ over likes in (T − 14 days, T]          3 · 0.5^(age / 3 days)
 *         + Σ over comments in (T − 14 days, T]       5 · 0.5^(age / 3 days)
 *         + Σ over viewer-days in the last 14 days    w · 0.5^(age in whole days / 3)
 *
 * (a viewer counts once per article per UTC day; w is 1 for a member, 0.25 for a signed-out visitor). Articles without activity score 0 and follow,
 * newest id first. Scores are rounded to 6 decimals so the keyset (score, id) compares exactly.
 */
const SCORES_SQL = (asOf: string) => `
  SELECT "article_id", round(sum("weight")::numeric, 6) AS "score" FROM (
    SELECT l."article_id", ${TRENDING_WEIGHTS.like} * power(0.5, extract(epoch FROM (${asOf} - l."created_at")) / ${TRENDING_HALF_LIFE_DAYS * 86400}) AS "weight"
      FROM "article_likes" l
      WHERE l."created_at" > ${asOf} - interval '${TRENDING_WINDOW_DAYS} days' AND l."created_at" <= ${asOf}
    UNION ALL
    SELECT c."article_id", ${TRENDING_WEIGHTS.comment} * power(0.5, extract(epoch FROM (${asOf} - c."created_at")) / ${TRENDING_HALF_LIFE_DAYS * 86400})
      FROM "article_comments" c
      WHERE c."created_at" > ${asOf} - interval '${TRENDING_WINDOW_DAYS} days' AND c."created_at" <= ${asOf}
        AND c."deleted_at" IS NULL AND c."hidden_at" IS NULL AND c."held_reason" IS NULL
    UNION ALL
    SELECT v."article_id", (CASE WHEN v."viewer_key" LIKE '${ANONYMOUS_VIEWER_KEY_PREFIX}%' THEN ${TRENDING_WEIGHTS.anonymousViewDay} ELSE ${TRENDING_WEIGHTS.viewDay} END) * power(0.5, ((${asOf} AT TIME ZONE 'UTC')::date - v."day") / ${TRENDING_HALF_LIFE_DAYS}.0)
      FROM "article_view_days" v
      WHERE v."day" > (${asOf} AT TIME ZONE 'UTC')::date - ${TRENDING_WINDOW_DAYS} AND v."day" <= (${asOf} AT TIME ZONE 'UTC')::date
  ) AS "activity"
  GROUP BY "article_id"`;

/** WHERE conditions (joined with AND, or TRUE) for the shared filters on the articles alias `a`. */
export function filterConditions(filters: ArticleFilters, params: SqlParams): string {
  const conditions: string[] = [];
  if (filters.category) conditions.push(`a."category" = ${params.add(filters.category)}`);
  if (filters.tag) conditions.push(`a."tags" @> ARRAY[${params.add(filters.tag)}]::text[]`);
  if (filters.author) conditions.push(`a."author_id" = ${AUTHOR_BY_USERNAME(params.add(filters.author))}`);
  if (filters.from) conditions.push(`a."created_at" >= ${DAY_START(params.add(filters.from))}`);
  if (filters.to) conditions.push(`a."created_at" < ${DAY_START(params.add(filters.to))} + interval '1 day'`);
  return conditions.length ? conditions.join(' AND ') : 'TRUE';
}

/** The conditions of a newest-first list (the shared filters, plus the feed's and the admin list's). */
function listConditions(filters: ArticleListFilters, params: SqlParams): string {
  const conditions = [filterConditions(filters, params)];
  if (filters.authorId) conditions.push(`a."author_id" = ${params.add(filters.authorId)}`);
  if (filters.followedBy) {
    conditions.push(
      `a."author_id" IN (SELECT f."followee_id" FROM "user_follows" f WHERE f."follower_id" = ${params.add(filters.followedBy)})`,
    );
  }
  if (filters.titleContains) {
    const pattern = `%${filters.titleContains.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(`a."title" ILIKE ${params.add(pattern)}`);
  }
  return conditions.filter((condition) => condition !== 'TRUE').join(' AND ') || 'TRUE';
}

/** The article page's one statement (findWithAuthor), prepared: a lookup by key, planned once per connection. */
const ARTICLE_PAGE_STATEMENT = new PreparedStatement(
  'article-page',
  `SELECT ${ARTICLE_PAGE_COLUMNS} FROM "articles" a
   INNER JOIN "users" u ON u."id" = a."author_id"
   LEFT JOIN "users" e ON e."id" = a."edited_by"
   WHERE a."id" = $1`,
);

/** The columns an article's link preview is made of. */
export interface ArticlePreviewFields {
  title: string;
  excerpt: string | null;
  content: string;
}

/** The SQL of the articles module's reads and writes of articles. */
@Injectable()
export class ArticlesRepository extends BaseRepository {
  /** The planner's recent estimates of the lists past LIST_COUNT_CAP, by statement and values. */
  private readonly estimates = new Map<string, { total: number; until: number }>();

  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** What a link preview of the article shows (the SPA's page for /article/{id}); null when there is none. */
  async previewFields(id: number): Promise<ArticlePreviewFields | null> {
    const rows = await this.manager().query<ArticlePreviewFields[]>(
      'SELECT title, excerpt, content FROM articles WHERE id = $1',
      [id],
    );
    return rows[0] ?? null;
  }

  /** Whether any article carries the tag (its tag page exists while one does). */
  async tagInUse(tag: string): Promise<boolean> {
    const rows = await this.manager().query<unknown[]>(
      'SELECT 1 FROM articles WHERE tags @> ARRAY[$1]::text[] LIMIT 1',
      [tag],
    );
    return rows.length > 0;
  }

  /**
   * One article with its author and last editor and their chosen flairs: one statement (the category,
   * tags and the like and comment counts are columns of the article). Read as plain rows: this is the
   * hottest read of the site, and entity hydration cost more than the statement (see docs/performance.md).
   */
  async findWithAuthor(id: number): Promise<ArticlePage | null> {
    const [row] = await queryPrepared<ArticleRow[]>(this.manager(), ARTICLE_PAGE_STATEMENT, [id]);
    return row ? articlePageFromRow(row) : null;
  }

  exists(id: number): Promise<boolean> {
    return this.manager().getRepository(Article).exists({ where: { id } });
  }

  /** Articles with their authors in the order of `ids` (one query). */
  async withAuthors(ids: number[]): Promise<ArticleWithAuthor[]> {
    if (ids.length === 0) return [];
    const rows = (await this.manager()
      .getRepository(Article)
      .find({ where: { id: In(ids) }, relations: { author: true } })) as ArticleWithAuthor[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * Newest first, keyset-paginated on (created_at, id): two queries (total, page) whatever the page
   * size, plus the planner's estimate when more than LIST_COUNT_CAP rows match (the count stops
   * there, so no page counts every article). Fetches `limit + 1` rows so the caller knows whether a
   * next page exists.
   */
  async newestFirst(
    filters: ArticleListFilters,
    limit: number,
    after?: TimeCursor & { id: number },
  ): Promise<NewestArticlesRows> {
    const params = new SqlParams();
    const conditions = listConditions(filters, params);
    const counted = await this.cappedTotal(`SELECT 1 FROM "articles" a WHERE ${conditions}`, params.values);
    const afterSql = after
      ? `AND (a."created_at", a."id") < (${params.add(after.at)}::timestamptz, ${params.add(after.id)}::integer)`
      : '';
    // One author per article: LIMIT on the joined rows is exact. Plain rows, not entities (as findWithAuthor).
    const raw = await this.manager().query<(ArticleRow & { cursor_created_at: string })[]>(
      // The cursor keeps PostgreSQL's microseconds (a JavaScript Date would cut them to milliseconds).
      `SELECT ${ARTICLE_CARD_COLUMNS}, ${isoMicros('a."created_at"')} AS "cursor_created_at"
       FROM "articles" a INNER JOIN "users" u ON u."id" = a."author_id"
       WHERE ${conditions} ${afterSql}
       ORDER BY a."created_at" DESC, a."id" DESC
       LIMIT ${params.add(limit + 1)}`,
      params.values,
    );
    const rows = raw.map((row) => Object.assign(articleCardFromRow(row), { cursorAt: row.cursor_created_at }));
    return { rows, ...counted };
  }

  /** Ids and scores of one trending page (`limit + 1` rows), highest score first, as of `asOf`. */
  trendingIds(
    filters: ArticleFilters,
    asOf: string,
    limit: number,
    after?: { score: string; id: number },
  ): Promise<{ id: number; score: string }[]> {
    const params = new SqlParams();
    const at = `${params.add(asOf)}::timestamptz`;
    const conditions = filterConditions(filters, params);
    const afterSql = after
      ? `AND ("score", "id") < (${params.add(after.score)}::numeric, ${params.add(after.id)}::integer)`
      : '';
    return this.manager().query<{ id: number; score: string }[]>(
      `WITH "scores" AS (${SCORES_SQL(at)}),
       "ranked" AS (
         SELECT a."id", coalesce(s."score", 0::numeric) AS "score"
         FROM "articles" a LEFT JOIN "scores" s ON s."article_id" = a."id"
         WHERE ${conditions}
       )
       SELECT "id", "score"::text AS "score" FROM "ranked" WHERE TRUE ${afterSql}
       ORDER BY "score" DESC, "id" DESC
       LIMIT ${params.add(limit + 1)}`,
      params.values,
    );
  }

  /** How many articles pass the filters: exact up to LIST_COUNT_CAP, else the planner's estimate. */
  countMatching(filters: ArticleFilters): Promise<ListTotal> {
    const params = new SqlParams();
    return this.cappedTotal(`SELECT 1 FROM "articles" a WHERE ${filterConditions(filters, params)}`, params.values);
  }

  /**
   * The number of rows `rowsSql` selects, counted up to LIST_COUNT_CAP (one statement that stops
   * there); past the cap, the planner's estimate for it (an EXPLAIN, which reads no row).
   */
  private async cappedTotal(rowsSql: string, values: unknown[]): Promise<ListTotal> {
    const [{ total }] = await this.manager().query<{ total: number }[]>(
      `SELECT count(*)::int AS "total" FROM (${rowsSql} LIMIT ${LIST_COUNT_CAP + 1}) AS "capped"`,
      values,
    );
    if (total <= LIST_COUNT_CAP) return { total, totalIsEstimate: false };
    const key = JSON.stringify([rowsSql, values]);
    const cached = this.estimates.get(key);
    if (cached && cached.until > Date.now()) return { total: cached.total, totalIsEstimate: true };
    const [plan] = await this.manager().query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[]>(
      `EXPLAIN (FORMAT JSON) ${rowsSql}`,
      values,
    );
    const estimate = Math.max(Math.round(plan['QUERY PLAN'][0].Plan['Plan Rows']), total);
    if (this.estimates.size >= ESTIMATE_CACHE_ENTRIES) this.estimates.clear();
    this.estimates.set(key, { total: estimate, until: Date.now() + ESTIMATE_CACHE_MS });
    return { total: estimate, totalIsEstimate: true };
  }

  async insert(manager: EntityManager, fields: ArticleFields & { authorId: string }): Promise<Article> {
    const repository = manager.getRepository(Article);
    return repository.save(repository.create(fields));
  }

  /** The article, locked until the transaction ends (concurrent edits queue up; revisions stay in order). */
  findLocked(manager: EntityManager, id: number): Promise<Article | null> {
    return manager.getRepository(Article).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Saves new field values; `edit` marks the text as changed by that editor now (the "last edited" line). */
  async updateFields(
    manager: EntityManager,
    id: number,
    fields: ArticleFields,
    edit: { editorId: string } | null,
  ): Promise<void> {
    const marker = edit ? { editedAt: () => 'now()', editedById: edit.editorId } : {};
    await manager.getRepository(Article).update({ id }, { ...fields, ...marker });
  }

  /**
   * Pins `id` to the Featured slot (clearing any other pin) or unpins it; false when no such article.
   * An advisory lock queues concurrent pins, so at most one article is ever pinned.
   */
  async setFeaturedPin(manager: EntityManager, id: number, pinned: boolean): Promise<boolean> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('articles.featured-pin'))`);
    if (!(await manager.getRepository(Article).exists({ where: { id } }))) return false;
    if (pinned) {
      await manager.query(
        `UPDATE "articles" SET "featured_pinned_at" = CASE WHEN "id" = $1 THEN now() ELSE NULL END
         WHERE "id" = $1 OR "featured_pinned_at" IS NOT NULL`,
        [id],
      );
    } else {
      await manager.query(`UPDATE "articles" SET "featured_pinned_at" = NULL WHERE "id" = $1`, [id]);
    }
    return true;
  }

  /** The pinned article's id, or null when none is pinned. */
  async featuredPinId(): Promise<number | null> {
    const [row] = await this.manager().query<{ id: number }[]>(
      `SELECT "id" FROM "articles" WHERE "featured_pinned_at" IS NOT NULL ORDER BY "featured_pinned_at" DESC LIMIT 1`,
    );
    return row?.id ?? null;
  }

  /** Deletes an article (its revisions, likes, comments and views go with it by cascade). */
  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.getRepository(Article).delete({ id });
  }

  hasRevision(manager: EntityManager, articleId: number): Promise<boolean> {
    return manager.getRepository(ArticleRevision).exists({ where: { articleId } });
  }

  async insertRevision(
    manager: EntityManager,
    revision: ArticleFields & { articleId: number; editorId: string; createdAt?: Date },
  ): Promise<void> {
    const repository = manager.getRepository(ArticleRevision);
    await repository.insert(repository.create(revision));
  }

  /** Account merge: the source's articles become the target's. How many moved. */
  moveAuthorship(manager: EntityManager, pair: AccountMergePair): Promise<number> {
    return reassignUserRows(manager, 'articles', 'author_id', pair);
  }

  /** The "last edited by" of articles the source edited names the target. */
  moveLastEditor(manager: EntityManager, pair: AccountMergePair): Promise<number> {
    return reassignUserRows(manager, 'articles', 'edited_by', pair);
  }
}
