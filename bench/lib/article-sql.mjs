/**
 * The SQL the API runs for the benchmarked routes, statement for statement (TypeORM's generated
 * statements as the API logs them, and the search repository's raw ones), and the API's own pure helpers
 * that decide the typo-corrected query, imported from backend/dist (so build the backend before importing
 * this). Used by the baseline server, and by the benchmark to EXPLAIN ANALYZE the same statements.
 */

// Pure functions of the API, taken from its build (the bench builds the backend first), so the baseline
// computes exactly what the API does without a copy to keep in step.
import { correctedQuery, queryWords, wantedWords } from '../../backend/dist/modules/articles/search/query-words.js';
import { chooseCorrection, chooseCorrectionUse } from '../../backend/dist/modules/articles/search/typo-correction.js';
// The columns cards and the article page read, as plain rows, with the bylines' chosen flairs.
import { ARTICLE_CARD_COLUMNS, ARTICLE_PAGE_COLUMNS } from '../../backend/dist/modules/articles/article-rows.js';

export { chooseCorrectionUse, correctedQuery, queryWords, wantedWords };

const ARTICLE_COLUMNS = [
  'id',
  'title',
  'excerpt',
  'content',
  'category',
  'author_id',
  'tags',
  'references',
  'views',
  'like_count',
  'comment_count',
  'created_at',
  'updated_at',
  'edited_at',
  'edited_by',
  'featured_pinned_at',
];
const USER_COLUMNS = [
  'id',
  'username',
  'display_name',
  'first_name',
  'last_name',
  'email',
  'role',
  'profile_image_url',
  'bio',
  'twitter_handle',
  'twitch_username',
  'youtube_channel',
  'discord_username',
  'show_real_name',
  'show_email',
  'display_name_preference',
  'show_online_status',
  'allow_friend_requests',
  'is_banned',
  'ban_reason',
  'primary_platform',
  'contributor_score',
  'karma_score',
  'available_points',
  'created_at',
  'updated_at',
];
const select = (alias, columns) => columns.map((c) => `"${alias}"."${c}" AS "${alias}_${c}"`).join(', ');

/** How many rows a list counts at most (articles.repository.ts LIST_COUNT_CAP); past it the planner's estimate. */
export const LIST_COUNT_CAP = 1000;

/** ArticlesRepository.newestFirst: the count capped at LIST_COUNT_CAP + 1 rows, then the page with its author. */
export const LIST_ROWS_SQL = `SELECT 1 FROM "articles" a WHERE TRUE`;
export const LIST_COUNT_SQL = `SELECT count(*)::int AS "total" FROM (${LIST_ROWS_SQL} LIMIT ${LIST_COUNT_CAP + 1}) AS "capped"`;
/** Past the cap (reused for 10 s, as the API does). */
export const LIST_ESTIMATE_SQL = `EXPLAIN (FORMAT JSON) ${LIST_ROWS_SQL}`;
/** $1: the page size + 1 (the extra row tells whether a next page exists). */
export const LIST_PAGE_SQL = `SELECT ${ARTICLE_CARD_COLUMNS}, to_char(a."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursor_created_at"
       FROM "articles" a INNER JOIN "users" u ON u."id" = a."author_id"
       WHERE TRUE 
       ORDER BY a."created_at" DESC, a."id" DESC
       LIMIT $1`;

/**
 * ArticlesRepository.findWithAuthor: one statement, the author and the last editor joined, with their chosen
 * flairs; prepared by both servers as `article-page` (planned once per connection).
 */
export const DETAIL_SQL = `SELECT ${ARTICLE_PAGE_COLUMNS} FROM "articles" a
   INNER JOIN "users" u ON u."id" = a."author_id"
   LEFT JOIN "users" e ON e."id" = a."edited_by"
   WHERE a."id" = $1`;

/**
 * FlairsRepository.activeFlairsOf: the chosen flair of every user a response shows, one statement
 * per response ($1: the distinct user ids), sent by SummaryFlairsInterceptor after the handler (for
 * the list and search; the article page reads them with its row); prepared by both servers as
 * `active-flairs-of`.
 */
export const ACTIVE_FLAIRS_SQL = `SELECT uf."user_id" AS "userId", f."id", f."name", f."display_name" AS "displayName",
          f."background_color" AS "backgroundColor", f."text_color" AS "textColor",
          f."border_color" AS "borderColor", f."is_animated" AS "isAnimated", f."animation_type" AS "animationType"
   FROM "user_flairs" uf INNER JOIN "flairs" f ON f."id" = uf."flair_id"
   WHERE uf."user_id" = ANY($1::uuid[]) AND uf."is_active"`;

/** Repository.find with relations: { author: true } (ArticlesRepository.withAuthors). */
const FIND_SELECT =
  `SELECT ${select('Article', ARTICLE_COLUMNS)}, ${select('Article__Article_author', USER_COLUMNS)} ` +
  `FROM "articles" "Article" LEFT JOIN "users" "Article__Article_author" ON "Article__Article_author"."id"="Article"."author_id"`;
/** ArticlesService.withAuthors: find({ where: { id: In(ids) }, relations }). */
export const withAuthorsSql = (count) =>
  `${FIND_SELECT} WHERE (("Article"."id" IN (${Array.from({ length: count }, (_, i) => `$${i + 1}`).join(', ')})))`;

/** ArticleSearchService (search/article-search.service.ts), same statements and parameters. */
export const CORRECTIONS_SQL = `SELECT w."word" AS "typed", c."word", c."similarity", c."in_title"
       FROM unnest($1::text[]) AS w("word")
       LEFT JOIN LATERAL (
         SELECT k."word", similarity(k."word", w."word") AS "similarity", k."in_title" FROM "article_search_words" k
         WHERE k."word" % w."word" AND abs(length(k."word") - length(w."word")) <= $2
           AND to_tsvector('english'::regconfig, k."word") <> ''::tsvector
         ORDER BY 2 DESC, k."word"
         LIMIT $3
       ) AS c ON TRUE
       WHERE NOT EXISTS (SELECT 1 FROM "article_search_words" known WHERE known."word" = w."word")`;
/** search/typo-correction.ts MAX_LENGTH_DIFFERENCE and article-search.repository.ts CORRECTION_CANDIDATES. */
export const CORRECTIONS_VALUES = (words) => [words, 2, 50];
/** ArticleSearchRepository.withSearchSettings, one statement (timeout 2000 ms by default). */
export const SEARCH_SETTINGS_SQL =
  "SET LOCAL statement_timeout = 2000; SET LOCAL work_mem = '24MB'; SET LOCAL pg_trgm.similarity_threshold = 0.2";

export const MARK_START = '\uE000';
export const MARK_END = '\uE001';
export const LT_STAND_IN = '\uE002';
export const GT_STAND_IN = '\uE003';
const HEADLINE_TRANSLATE_FROM = `<>${MARK_START}${MARK_END}`;
const HEADLINE_TRANSLATE_TO = `${LT_STAND_IN}${GT_STAND_IN}`;
const MARKERS = `StartSel=${MARK_START}, StopSel=${MARK_END}`;
const TITLE_HEADLINE_OPTIONS = `${MARKERS}, HighlightAll=true`;
const PREVIEW_HEADLINE_OPTIONS = `${MARKERS}, MaxWords=35, MinWords=15, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

class SqlParams {
  values = [];
  add(value) {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function termsSql(q, anyWord, params) {
  const any = anyWord ? `, websearch_to_tsquery('english', ${params.add(anyWord.join(' or '))}) AS "any_word"` : '';
  return `SELECT websearch_to_tsquery('english', ${params.add(q)}) AS "combined"${any}`;
}

/** search/article-search.repository.ts SEARCH_CANDIDATES, WORD_IN_TITLE_SCAN and HEADLINE_TEXT_CHARS. */
export const SEARCH_CANDIDATES = 1000;
const WORD_IN_TITLE_SCAN = 3000;
const HEADLINE_TEXT_CHARS = 3000;
const headlineText = (alias) =>
  `left(article_plain_text(regexp_replace(left(${alias}."content", ${HEADLINE_TEXT_CHARS * 4}), '<[^>]*$', '')), ${HEADLINE_TEXT_CHARS})`;

/** ArticleSearchRepository.rankedPage (of the typed words, or of the correction); `cursor` is { tier, rank, id } or undefined. */
export function rankedSql(q, limit, cursor) {
  const params = new SqlParams();
  const words = wantedWords(q);
  const several = words.length > 1;
  const terms = termsSql(q, several ? words : null, params);
  const filters = 'TRUE';
  const after = cursor
    ? `AND ("tier", "rank", "id") < (${params.add(cursor.tier)}::int, ${params.add(cursor.rank)}::numeric, ${params.add(cursor.id)}::int)`
    : '';
  const scored = (titleTier) =>
    `a."id", 2 + ${titleTier} AS "tier",
       round(ts_rank(a."search_vector", t."combined")::numeric, 6) AS "rank", 0::bigint AS "key"`;
  const candidates = params.add(SEARCH_CANDIDATES + 1);
  const titleVector = `to_tsvector('english'::regconfig, coalesce(a."title", ''))`;
  const wordInTitle = several
    ? `"word_in_title" AS MATERIALIZED (
         SELECT ${scored(0)}
         FROM (
           SELECT a.* FROM "articles" a CROSS JOIN "terms" t
           WHERE ${titleVector} @@ t."any_word" AND ${filters}
           LIMIT ${params.add(WORD_IN_TITLE_SCAN)}
         ) a CROSS JOIN "terms" t
         WHERE a."search_vector" @@ t."combined" AND a."id" NOT IN (SELECT "id" FROM "title_hits")
         LIMIT ${candidates}
       ),`
    : '';
  const taken = several
    ? `SELECT "id" FROM "title_hits" UNION ALL SELECT "id" FROM "word_in_title"`
    : `SELECT "id" FROM "title_hits"`;
  const from = params.add(HEADLINE_TRANSLATE_FROM);
  const to = params.add(HEADLINE_TRANSLATE_TO);
  const text = `WITH "terms" AS (${terms}),
       "title_hits" AS MATERIALIZED (
         SELECT ${scored(1)}
         FROM "articles" a CROSS JOIN "terms" t
         WHERE ${titleVector} @@ t."combined" AND ${filters}
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
           ${several ? 'UNION ALL SELECT * FROM "word_in_title"' : ''}
           UNION ALL SELECT * FROM "other_hits"
         ) "found"
         LIMIT ${candidates}
       ),
       "page" AS (
         SELECT * FROM "hits" WHERE TRUE ${after}
         ORDER BY "tier" DESC, "rank" DESC, "id" DESC
         LIMIT ${params.add(limit + 1)}
       )
       SELECT p."id", p."tier", p."rank"::text AS "rank", p."key"::text AS "key", (SELECT count(*)::int FROM "hits") AS "candidates",
         ts_headline('english', translate(a."title", ${from}, ${to}), t."combined", ${params.add(TITLE_HEADLINE_OPTIONS)}) AS "highlight_title",
         ts_headline('english', translate(${headlineText('a')}, ${from}, ${to}), t."combined", ${params.add(PREVIEW_HEADLINE_OPTIONS)}) AS "highlight_preview"
       FROM "terms" t
       LEFT JOIN ("page" p JOIN "articles" a ON a."id" = p."id") ON TRUE
       ORDER BY p."tier" DESC, p."rank" DESC, p."id" DESC`;
  return { text, values: params.values };
}

/** ArticleSearchRepository.estimateMatches: sent only when the candidates overflow. */
export function estimateSql(q) {
  const params = new SqlParams();
  const combined = `websearch_to_tsquery('english', ${params.add(q)})`;
  const text = `EXPLAIN (FORMAT JSON) SELECT 1 FROM "articles" a
       WHERE a."search_vector" @@ ${combined} AND TRUE`;
  return { text, values: params.values };
}

/** ArticleSearchRepository.countMatches: the correction's capped count, weighed against the typed words' page. */
export function countSql(q) {
  const params = new SqlParams();
  const matches = `websearch_to_tsquery('english', ${params.add(q)})`;
  const text = `SELECT count(*)::int AS "n" FROM (
         SELECT 1 FROM "articles" a WHERE a."search_vector" @@ ${matches} AND TRUE
         LIMIT ${params.add(SEARCH_CANDIDATES + 1)}
       ) "found"`;
  return { text, values: params.values };
}

/** ArticleSearchService: the corrected words when they differ from what was typed, else null. */
export function shownCorrection(q, fuzzy) {
  if (!fuzzy) return null;
  const corrected = fuzzy.replace(/\s+/g, ' ').trim();
  return corrected && corrected.toLowerCase() !== q.replace(/\s+/g, ' ').trim().toLowerCase() ? corrected : null;
}

/** The corrections of the rows of CORRECTIONS_SQL, as ArticleSearchService builds them. */
export function correctionsOf(rows) {
  const candidates = new Map();
  for (const row of rows) {
    const list = candidates.get(row.typed) ?? [];
    if (row.word !== null) {
      list.push({ word: row.word, similarity: Number(row.similarity), inTitle: row.in_title === true });
    }
    candidates.set(row.typed, list);
  }
  return new Map([...candidates].map(([typed, list]) => [typed, chooseCorrection(typed, list)]));
}
