import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { BaseRepository } from '../../../database/base.repository.js';
import { SqlParams } from '../../../database/sql-params.js';
import type { SearchOrderCursor, SearchRankCursor } from '../article-cursors.js';
import { ArticleSearchSort } from '../dto/search-articles.query.js';
import {
  ESTIMATE_CACHE_ENTRIES,
  ESTIMATE_CACHE_MS,
  filterConditions,
  type ArticleFilters,
} from '../articles.repository.js';
import type { ArticleTagDto } from '../dto/article-search.dto.js';
import { titleVector } from '../entities/article-search.sql.js';
import { MAX_LENGTH_DIFFERENCE, type CorrectionCandidate } from './typo-correction.js';
import { wantedWords } from './query-words.js';
import { HEADLINE_TRANSLATE_FROM, HEADLINE_TRANSLATE_TO, MARK_END, MARK_START } from './highlight.js';

const TOP_TAGS = 100;
const MARKERS = `StartSel=${MARK_START}, StopSel=${MARK_END}`;
const TITLE_HEADLINE_OPTIONS = `${MARKERS}, HighlightAll=true`;
const PREVIEW_HEADLINE_OPTIONS = `${MARKERS}, MaxWords=35, MinWords=15, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/** How many matches are ranked at most; past it, the total is the planner's estimate. */
export const SEARCH_CANDIDATES = 1000;
/**
 * Memory for the bitmap of a search's matches: enough to keep it exact for a word found in a
 * quarter of a million articles (about 9 MB), so the heap scan re-checks no article it does not need.
 */
export const SEARCH_WORK_MEM = '24MB';
/** The lowest trigram similarity of a known word offered as a typo's correction (pg_trgm's default is 0.3). */
export const CORRECTION_SIMILARITY = 0.2;
/**
 * How many articles whose title holds one of a search's words are re-tested against the whole
 * search at most (each test reads the article's whole vector): enough for a two-word search where a
 * third of them match, small enough that a rare pair costs a few milliseconds before the next source.
 */
export const WORD_IN_TITLE_SCAN = 3000;
/** How many known words, most similar first, are weighed as the correction of one typed word. */
export const CORRECTION_CANDIDATES = 50;
/** Highlights are taken from this many characters of an article's body text at most. */
export const HEADLINE_TEXT_CHARS = 3000;

/**
 * The body text of the articles alias `alias` for ts_headline: the first HEADLINE_TEXT_CHARS
 * characters of its plain text, worked out from the start of the HTML only (a tag cut at the end
 * of that part is dropped, not shown as text).
 */
const headlineText = (alias: string) =>
  `left(article_plain_text(regexp_replace(left(${alias}."content", ${HEADLINE_TEXT_CHARS * 4}), '<[^>]*$', '')), ${HEADLINE_TEXT_CHARS})`;

export interface RankedRow {
  /** Null on the one row of a page past the end (it only carries `candidates`). */
  id: number | null;
  candidates: number;

  tier: number;
  rank: string;
  /** The sort key of the orders other than relevance (a whole number as text; '0' for relevance). */
  key: string;
  highlight_title: string;
  highlight_preview: string;
}

/** One row of a page without words, in an order other than newest. */
export interface OrderedRow {
  /** Null on the one row of a page past the end (it only carries `candidates`). */
  id: number | null;
  candidates: number;
  key: string;
}

/**
 * The sort key of the orders other than relevance, for the articles alias `a`: whole numbers, so
 * the keyset compares exactly (the publication time in microseconds). Each is a column of the row.
 */
const SORT_KEYS: Record<Exclude<ArticleSearchSort, ArticleSearchSort.Relevance>, string> = {
  [ArticleSearchSort.Newest]: `(extract(epoch FROM a."created_at") * 1000000)::bigint`,
  [ArticleSearchSort.Views]: `a."views"::bigint`,
  [ArticleSearchSort.Likes]: `a."like_count"::bigint`,
};

function orderedAfter(cursor: SearchOrderCursor | undefined, params: SqlParams): string {
  return cursor ? `AND ("key", "id") < (${params.add(cursor.key)}::bigint, ${params.add(cursor.id)}::int)` : '';
}

/** The SQL of the article search (see ArticleSearchService for the rules it serves). */
@Injectable()
export class ArticleSearchRepository extends BaseRepository {
  /** The planner's recent estimates of searches past SEARCH_CANDIDATES, by statement and values. */
  private readonly estimates = new Map<string, { total: number; until: number }>();

  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /**
   * Runs `work` in a transaction set up for a word search, in one statement: PostgreSQL cancels its
   * statements after `timeoutMs` (SQLSTATE 57014), so one expensive search cannot hold a connection
   * and a CPU for long; the bitmap of a common word's matches stays exact (a lossy bitmap makes the
   * scan re-read the whole vector of every article on its pages); the trigram index offers the typo
   * candidates down to CORRECTION_SIMILARITY.
   */
  withSearchSettings<T>(timeoutMs: number, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(
        `SET LOCAL statement_timeout = ${Math.max(1, Math.floor(timeoutMs))}; ` +
          `SET LOCAL work_mem = '${SEARCH_WORK_MEM}'; ` +
          `SET LOCAL pg_trgm.similarity_threshold = ${CORRECTION_SIMILARITY}`,
      );
      return work(manager);
    });
  }

  /**
   * One ranked page (`limit + 1` rows) with the highlighted title and preview of each hit, in one
   * statement. Only a bounded candidate set is ranked, SEARCH_CANDIDATES + 1 matches at most, taken
   * in this order until there are enough (a source is read only when the ones before fall short):
   * 1. articles whose title matches the search (the title index);
   * 2. with two words or more, articles whose title holds one of the words and that match the whole
   *    search: the first WORD_IN_TITLE_SCAN articles with such a title, each re-tested;
   * 3. the other matches (the whole-vector index).
   * Each source in the order its index gives. A common word thus reads the small title index, not a
   * bitmap of every article that mentions it. Every row also carries `candidates`, the number of
   * candidates found (a page past the end answers one row with a null id, for the count alone).
   * Highlights are made for the page's rows only, from the first `HEADLINE_TEXT_CHARS` characters
   * of the body text.
   */
  rankedPage(
    q: string,
    query: ArticleFilters,
    sort: ArticleSearchSort,
    limit: number,
    cursor: SearchRankCursor | SearchOrderCursor | undefined,
    transaction?: EntityManager,
  ): Promise<RankedRow[]> {
    const params = new SqlParams();
    const words = wantedWords(q);
    const terms = this.termsSql(q, words.length > 1 ? words : null, params);
    const filters = filterConditions(query, params);
    const relevance = sort === ArticleSearchSort.Relevance;
    const key = relevance ? '0::bigint' : SORT_KEYS[sort];
    let after = '';
    if (cursor && 'tier' in cursor) {
      after = `AND ("tier", "rank", "id") < (${params.add(cursor.tier)}::int, ${params.add(cursor.rank)}::numeric, ${params.add(cursor.id)}::int)`;
    } else if (cursor) {
      after = orderedAfter(cursor, params);
    }
    const order = (alias: string) =>
      relevance
        ? `${alias}"tier" DESC, ${alias}"rank" DESC, ${alias}"id" DESC`
        : `${alias}"key" DESC, ${alias}"id" DESC`;
    // Every candidate matches the words as given (2: the tier of exact matches, kept so cursors stay valid).
    const scored = (titleTier: 0 | 1) =>
      `a."id", 2 + ${titleTier} AS "tier",
       round(ts_rank(a."search_vector", t."combined")::numeric, 6) AS "rank", ${key} AS "key"`;
    const candidates = params.add(SEARCH_CANDIDATES + 1);
    // The word-in-title source (2): the scan is bounded, the whole search re-tested on each row.
    const wordInTitle =
      words.length > 1
        ? `"word_in_title" AS MATERIALIZED (
         SELECT ${scored(0)}
         FROM (
           SELECT a.* FROM "articles" a CROSS JOIN "terms" t
           WHERE ${titleVector('a')} @@ t."any_word" AND ${filters}
           LIMIT ${params.add(WORD_IN_TITLE_SCAN)}
         ) a CROSS JOIN "terms" t
         WHERE a."search_vector" @@ t."combined" AND a."id" NOT IN (SELECT "id" FROM "title_hits")
         LIMIT ${candidates}
       ),`
        : '';
    const taken =
      words.length > 1
        ? `SELECT "id" FROM "title_hits" UNION ALL SELECT "id" FROM "word_in_title"`
        : `SELECT "id" FROM "title_hits"`;
    const from = params.add(HEADLINE_TRANSLATE_FROM);
    const to = params.add(HEADLINE_TRANSLATE_TO);
    return this.manager(transaction).query<RankedRow[]>(
      `WITH "terms" AS (${terms}),
       "title_hits" AS MATERIALIZED (
         SELECT ${scored(1)}
         FROM "articles" a CROSS JOIN "terms" t
         WHERE ${titleVector('a')} @@ t."combined" AND ${filters}
         LIMIT ${candidates}
       ),
       ${wordInTitle}
       "other_hits" AS (
         SELECT ${scored(0)}
         FROM "articles" a CROSS JOIN "terms" t
         WHERE a."search_vector" @@ t."combined" AND ${filters}
           AND a."id" NOT IN (${taken})
         LIMIT ${candidates}
       ),
       -- A source is read only when the ones before it give fewer rows than the candidates.
       "hits" AS (
         SELECT * FROM (
           SELECT * FROM "title_hits"
           ${words.length > 1 ? 'UNION ALL SELECT * FROM "word_in_title"' : ''}
           UNION ALL SELECT * FROM "other_hits"
         ) "found"
         LIMIT ${candidates}
       ),
       "page" AS (
         SELECT * FROM "hits" WHERE TRUE ${after}
         ORDER BY ${order('')}
         LIMIT ${params.add(limit + 1)}
       )
       SELECT p."id", p."tier", p."rank"::text AS "rank", p."key"::text AS "key", (SELECT count(*)::int FROM "hits") AS "candidates",
         ts_headline('english', translate(a."title", ${from}, ${to}), t."combined", ${params.add(TITLE_HEADLINE_OPTIONS)}) AS "highlight_title",
         ts_headline('english', translate(${headlineText('a')}, ${from}, ${to}), t."combined", ${params.add(PREVIEW_HEADLINE_OPTIONS)}) AS "highlight_preview"
       FROM "terms" t
       LEFT JOIN ("page" p JOIN "articles" a ON a."id" = p."id") ON TRUE
       ORDER BY ${order('p.')}`,
      params.values,
    );
  }

  /**
   * A page without words in another order than newest (`limit + 1` rows): the candidates are the
   * `SEARCH_CANDIDATES + 1` newest articles that pass the filters (read along the created_at
   * indexes), ordered by the sort key; every row carries `candidates` as rankedPage does.
   */
  orderedPage(
    query: ArticleFilters,
    sort: ArticleSearchSort.Views | ArticleSearchSort.Likes,
    limit: number,
    cursor: SearchOrderCursor | undefined,
  ): Promise<OrderedRow[]> {
    const params = new SqlParams();
    const filters = filterConditions(query, params);
    const after = orderedAfter(cursor, params);
    return this.manager().query<OrderedRow[]>(
      `WITH "hits" AS (
         SELECT a."id", ${SORT_KEYS[sort]} AS "key" FROM "articles" a
         WHERE ${filters}
         ORDER BY a."created_at" DESC, a."id" DESC
         LIMIT ${params.add(SEARCH_CANDIDATES + 1)}
       ),
       "page" AS (
         SELECT * FROM "hits" WHERE TRUE ${after}
         ORDER BY "key" DESC, "id" DESC
         LIMIT ${params.add(limit + 1)}
       )
       SELECT p."id", p."key"::text AS "key", (SELECT count(*)::int FROM "hits") AS "candidates"
       FROM (SELECT 1) AS "one" LEFT JOIN "page" p ON TRUE
       ORDER BY p."key" DESC, p."id" DESC`,
      params.values,
    );
  }

  /**
   * The planner's estimate of how many articles match (no row is read): the total answered when
   * the matches are more than the ranked candidates. Reused for ESTIMATE_CACHE_MS, as the article
   * lists do: a popular search repeated within seconds need not be planned again.
   */
  async estimateMatches(q: string, query: ArticleFilters, transaction?: EntityManager): Promise<number> {
    const params = new SqlParams();
    const combined = `websearch_to_tsquery('english', ${params.add(q)})`;
    const sql = `SELECT 1 FROM "articles" a WHERE a."search_vector" @@ ${combined} AND ${filterConditions(query, params)}`;
    const key = JSON.stringify([sql, params.values]);
    const cached = this.estimates.get(key);
    if (cached && cached.until > Date.now()) return cached.total;
    const rows = await this.manager(transaction).query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[]>(
      `EXPLAIN (FORMAT JSON) ${sql}`,
      params.values,
    );
    const total = Math.round(rows[0]['QUERY PLAN'][0].Plan['Plan Rows']);
    if (this.estimates.size >= ESTIMATE_CACHE_ENTRIES) this.estimates.clear();
    this.estimates.set(key, { total, until: Date.now() + ESTIMATE_CACHE_MS });
    return total;
  }

  /**
   * How many articles match `q` with the filters, counted up to SEARCH_CANDIDATES + 1 (the count of
   * a correction, weighed against the candidates of the search as typed).
   */
  async countMatches(q: string, query: ArticleFilters, transaction?: EntityManager): Promise<number> {
    const params = new SqlParams();
    const matches = `websearch_to_tsquery('english', ${params.add(q)})`;
    const rows = await this.manager(transaction).query<{ n: number }[]>(
      `SELECT count(*)::int AS "n" FROM (
         SELECT 1 FROM "articles" a WHERE a."search_vector" @@ ${matches} AND ${filterConditions(query, params)}
         LIMIT ${params.add(SEARCH_CANDIDATES + 1)}
       ) "found"`,
      params.values,
    );
    return rows[0]?.n ?? 0;
  }

  /** Tags in use with their article counts, most used first (then by name), at most 100. */
  topTags(): Promise<ArticleTagDto[]> {
    return this.manager().query<ArticleTagDto[]>(
      `SELECT "tag", count(*)::int AS "count" FROM "articles", unnest("tags") AS "tag"
       GROUP BY "tag" ORDER BY "count" DESC, "tag" ASC LIMIT ${TOP_TAGS}`,
    );
  }

  /**
   * Each search word found in no article, with the known words that could be its correction: the
   * CORRECTION_CANDIDATES most similar by trigrams (at least CORRECTION_SIMILARITY, set for the
   * transaction by withSearchSettings) whose length is within MAX_LENGTH_DIFFERENCE, each flagged
   * when it appears in a title. English stop words ("just", "the") are never offered: the search
   * ignores them, so such a correction would drop the word. One query for all words; a word with no
   * candidate maps to an empty list.
   */
  async correctionCandidates(
    words: string[],
    transaction?: EntityManager,
  ): Promise<Map<string, CorrectionCandidate[]>> {
    if (words.length === 0) return new Map();
    const rows = await this.manager(transaction).query<
      { typed: string; word: string | null; similarity: number; in_title: boolean | null }[]
    >(
      `SELECT w."word" AS "typed", c."word", c."similarity", c."in_title"
       FROM unnest($1::text[]) AS w("word")
       LEFT JOIN LATERAL (
         SELECT k."word", similarity(k."word", w."word") AS "similarity", k."in_title" FROM "article_search_words" k
         WHERE k."word" % w."word" AND abs(length(k."word") - length(w."word")) <= $2
           AND to_tsvector('english'::regconfig, k."word") <> ''::tsvector
         ORDER BY 2 DESC, k."word"
         LIMIT $3
       ) AS c ON TRUE
       WHERE NOT EXISTS (SELECT 1 FROM "article_search_words" known WHERE known."word" = w."word")`,
      [words, MAX_LENGTH_DIFFERENCE, CORRECTION_CANDIDATES],
    );
    const candidates = new Map<string, CorrectionCandidate[]>();
    for (const row of rows) {
      const list = candidates.get(row.typed) ?? [];
      if (row.word !== null) {
        list.push({ word: row.word, similarity: Number(row.similarity), inTitle: row.in_title === true });
      }
      candidates.set(row.typed, list);
    }
    return candidates;
  }

  /** The search's query ("combined", as the statements name it), as a one-row SELECT. */
  private termsSql(q: string, anyWord: string[] | null, params: SqlParams): string {
    // "a or b": the search's words, any of them (for the word-in-title candidates).
    const any = anyWord ? `, websearch_to_tsquery('english', ${params.add(anyWord.join(' or '))}) AS "any_word"` : '';
    return `SELECT websearch_to_tsquery('english', ${params.add(q)}) AS "combined"${any}`;
  }
}
