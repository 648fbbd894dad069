import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { toArticleSummaryDto } from '../article.mapper.js';
import { decodeSearchRankCursor, encodeSearchRankCursor } from '../article-cursors.js';
import { ArticlesService, type ArticleWithAuthor } from '../articles.service.js';
import type { ArticleSearchPageDto, ArticleSearchResultDto, ArticleTagDto } from '../dto/article-search.dto.js';
import { DEFAULT_PAGE_SIZE } from '../dto/list-articles.query.js';
import type { SearchArticlesQuery } from '../dto/search-articles.query.js';
import { SqlParams, filterConditions } from '../sql-params.js';
import {
  HEADLINE_TRANSLATE_FROM,
  HEADLINE_TRANSLATE_TO,
  MARK_END,
  MARK_START,
  escapeHtml,
  markedTextToHtml,
} from './highlight.js';
import { correctedQuery, queryWords } from './query-words.js';

const TOP_TAGS = 100;
const MARKERS = `StartSel=${MARK_START}, StopSel=${MARK_END}`;
const TITLE_HEADLINE_OPTIONS = `${MARKERS}, HighlightAll=true`;
const PREVIEW_HEADLINE_OPTIONS = `${MARKERS}, MaxWords=35, MinWords=15, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

interface RankedRow {
  id: number;
  tier: number;
  rank: string;
  highlight_title: string;
  highlight_preview: string;
}

/**
 * Full-text search over articles.search_vector (title A, excerpt B, body C), with typo tolerance:
 * each search word that appears in no article (article_search_words) is replaced by its closest
 * known word (pg_trgm: similarity >= 0.3, the extension's default threshold, and word_similarity > 0.35;
 * left out when none is that close), and articles matching that corrected search are listed after
 * the exact matches.
 *
 * Order: tier (exact match +2, match in the title +1), then ts_rank, then id, all descending.
 */
@Injectable()
export class ArticleSearchService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly articles: ArticlesService,
  ) {}

  /** With q: four queries (corrections, ranked page, articles, total); without: two. Never per row. */
  async search(query: SearchArticlesQuery): Promise<ArticleSearchPageDto> {
    if (!query.q) return this.filtersOnly(query);
    const q = query.q;
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const cursor = query.cursor ? decodeSearchRankCursor(query.cursor) : undefined;
    const fuzzy = correctedQuery(q, await this.corrections(queryWords(q)));

    const params = new SqlParams();
    const terms = this.termsSql(q, fuzzy, params);
    const filters = filterConditions(query, params);
    const after = cursor
      ? `AND ("tier", "rank", "id") < (${params.add(cursor.tier)}::int, ${params.add(cursor.rank)}::numeric, ${params.add(cursor.id)}::int)`
      : '';
    const from = params.add(HEADLINE_TRANSLATE_FROM);
    const to = params.add(HEADLINE_TRANSLATE_TO);
    const ranked = await this.dataSource.query<RankedRow[]>(
      `WITH "terms" AS (${terms}),
       "hits" AS (
         SELECT a."id",
           (CASE WHEN a."search_vector" @@ t."exact" THEN 2 ELSE 0 END
            + CASE WHEN ts_filter(a."search_vector", '{a}') @@ t."combined" THEN 1 ELSE 0 END) AS "tier",
           round(ts_rank(a."search_vector", t."combined")::numeric, 6) AS "rank"
         FROM "articles" a CROSS JOIN "terms" t
         WHERE a."search_vector" @@ t."combined" AND ${filters}
       ),
       "page" AS (
         SELECT * FROM "hits" WHERE TRUE ${after}
         ORDER BY "tier" DESC, "rank" DESC, "id" DESC
         LIMIT ${params.add(limit + 1)}
       )
       SELECT p."id", p."tier", p."rank"::text AS "rank",
         ts_headline('english', translate(a."title", ${from}, ${to}), t."combined", ${params.add(TITLE_HEADLINE_OPTIONS)}) AS "highlight_title",
         ts_headline('english', translate(article_plain_text(a."content"), ${from}, ${to}), t."combined", ${params.add(PREVIEW_HEADLINE_OPTIONS)}) AS "highlight_preview"
       FROM "page" p JOIN "articles" a ON a."id" = p."id" CROSS JOIN "terms" t
       ORDER BY p."tier" DESC, p."rank" DESC, p."id" DESC`,
      params.values,
    );

    const countParams = new SqlParams();
    const countTerms = this.termsSql(q, fuzzy, countParams);
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `WITH "terms" AS (${countTerms})
       SELECT count(*)::int AS "total" FROM "articles" a CROSS JOIN "terms" t
       WHERE a."search_vector" @@ t."combined" AND ${filterConditions(query, countParams)}`,
      countParams.values,
    );

    const page = ranked.slice(0, limit);
    const articles = new Map((await this.articles.withAuthors(page.map((r) => r.id))).map((a) => [a.id, a]));
    const items = page.flatMap((row): ArticleSearchResultDto[] => {
      const article = articles.get(row.id);
      if (!article) return []; // deleted between the two queries
      return [
        {
          ...toArticleSummaryDto(article),
          highlightTitle: markedTextToHtml(row.highlight_title),
          highlightPreview: markedTextToHtml(row.highlight_preview),
        },
      ];
    });
    const last = page.at(-1);
    const nextCursor =
      ranked.length > limit && last
        ? encodeSearchRankCursor({ tier: Number(last.tier), rank: last.rank, id: last.id })
        : null;
    return { items, total, nextCursor };
  }

  /** Tags in use with their article counts, most used first (then by name), at most 100. */
  async tags(): Promise<ArticleTagDto[]> {
    return this.dataSource.query<ArticleTagDto[]>(
      `SELECT "tag", count(*)::int AS "count" FROM "articles", unnest("tags") AS "tag"
       GROUP BY "tag" ORDER BY "count" DESC, "tag" ASC LIMIT ${TOP_TAGS}`,
    );
  }

  /** No words: the filters only, newest first (same keyset as the article list). */
  private async filtersOnly(query: SearchArticlesQuery): Promise<ArticleSearchPageDto> {
    const { rows, nextCursor, total } = await this.articles.newestFirst(this.articles.filtered(query), query);
    return { items: rows.map(toUnhighlighted), total, nextCursor };
  }

  /**
   * The exact query, and the one that selects the results: the corrected query when a word was
   * corrected (it finds everything the exact one finds, since an unknown word matches nothing,
   * and reads a typo after "-" as the word meant), else the exact one. As a one-row SELECT.
   */
  private termsSql(q: string, fuzzy: string | null, params: SqlParams): string {
    const exact = `websearch_to_tsquery('english', ${params.add(q)})`;
    if (!fuzzy) return `SELECT e."exact", e."exact" AS "combined" FROM (SELECT ${exact} AS "exact") e`;
    return `SELECT ${exact} AS "exact", websearch_to_tsquery('english', ${params.add(fuzzy)}) AS "combined"`;
  }

  /**
   * Each word found in no article, with the most similar known word (null when none is close
   * enough): one query for all words.
   */
  private async corrections(words: string[]): Promise<Map<string, string | null>> {
    if (words.length === 0) return new Map();
    const rows = await this.dataSource.query<{ typed: string; corrected: string | null }[]>(
      `SELECT w."word" AS "typed", best."word" AS "corrected"
       FROM unnest($1::text[]) AS w("word")
       LEFT JOIN LATERAL (
         SELECT k."word" FROM "article_search_words" k
         WHERE k."word" % w."word" AND word_similarity(w."word", k."word") > 0.35
         ORDER BY similarity(k."word", w."word") DESC, k."word"
         LIMIT 1
       ) AS best ON TRUE
       WHERE NOT EXISTS (SELECT 1 FROM "article_search_words" known WHERE known."word" = w."word")`,
      [words],
    );
    return new Map(rows.map((row) => [row.typed, row.corrected]));
  }
}

function toUnhighlighted(article: ArticleWithAuthor): ArticleSearchResultDto {
  const summary = toArticleSummaryDto(article);
  return {
    ...summary,
    highlightTitle: escapeHtml(article.title),
    highlightPreview: escapeHtml(summary.preview),
  };
}
