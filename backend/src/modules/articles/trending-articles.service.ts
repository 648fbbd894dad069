import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { decodeTrendingCursor, encodeTrendingCursor } from './article-cursors.js';
import { ArticlesService, type ArticleRowsPage } from './articles.service.js';
import { DEFAULT_PAGE_SIZE, type ArticleFilterQuery } from './dto/list-articles.query.js';
import { SqlParams, filterConditions } from './sql-params.js';

/** Activity older than this does not count. */
export const TRENDING_WINDOW_DAYS = 14;
/** Each event's weight halves every this many days. */
export const TRENDING_HALF_LIFE_DAYS = 3;
export const TRENDING_WEIGHTS = { like: 3, comment: 5, viewDay: 1 } as const;

/**
 * Trending score of an article, as of a moment T (the first page's time, carried in the cursor so
 * every page of one listing uses the same scores):
 *
 *   score = Σ over likes in (T − 14 days, T]          3 · 0.5^(age / 3 days)
 *         + Σ over comments in (T − 14 days, T]       5 · 0.5^(age / 3 days)
 *         + Σ over viewer-days in the last 14 days    1 · 0.5^(age in whole days / 3)
 *
 * (a viewer counts once per article per UTC day). Articles without activity score 0 and follow,
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
    UNION ALL
    SELECT v."article_id", ${TRENDING_WEIGHTS.viewDay} * power(0.5, ((${asOf} AT TIME ZONE 'UTC')::date - v."day") / ${TRENDING_HALF_LIFE_DAYS}.0)
      FROM "article_view_days" v
      WHERE v."day" > (${asOf} AT TIME ZONE 'UTC')::date - ${TRENDING_WINDOW_DAYS} AND v."day" <= (${asOf} AT TIME ZONE 'UTC')::date
  ) AS "activity"
  GROUP BY "article_id"`;

@Injectable()
export class TrendingArticlesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly articles: ArticlesService,
  ) {}

  /** One page, highest score first: three queries (ranked ids, articles with authors, total). */
  async page(query: ArticleFilterQuery): Promise<ArticleRowsPage> {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const cursor = query.cursor ? decodeTrendingCursor(query.cursor) : undefined;
    const asOfValue = cursor?.asOf ?? new Date().toISOString();

    const params = new SqlParams();
    const asOf = `${params.add(asOfValue)}::timestamptz`;
    const filters = filterConditions(query, params);
    const after = cursor
      ? `AND ("score", "id") < (${params.add(cursor.score)}::numeric, ${params.add(cursor.id)}::integer)`
      : '';
    const ranked = await this.dataSource.query<{ id: number; score: string }[]>(
      `WITH "scores" AS (${SCORES_SQL(asOf)}),
       "ranked" AS (
         SELECT a."id", coalesce(s."score", 0::numeric) AS "score"
         FROM "articles" a LEFT JOIN "scores" s ON s."article_id" = a."id"
         WHERE ${filters}
       )
       SELECT "id", "score"::text AS "score" FROM "ranked" WHERE TRUE ${after}
       ORDER BY "score" DESC, "id" DESC
       LIMIT ${params.add(limit + 1)}`,
      params.values,
    );

    const countParams = new SqlParams();
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS "total" FROM "articles" a WHERE ${filterConditions(query, countParams)}`,
      countParams.values,
    );

    const page = ranked.slice(0, limit);
    const rows = await this.articles.withAuthors(page.map((row) => row.id));
    const last = page.at(-1);
    const nextCursor =
      ranked.length > limit && last ? encodeTrendingCursor({ asOf: asOfValue, score: last.score, id: last.id }) : null;
    return { rows, nextCursor, total };
  }
}
