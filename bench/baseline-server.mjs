#!/usr/bin/env node
/**
 * The bare baseline of the article benchmark: plain node:http and one pg Pool (as many connections
 * as the API's), running the SAME SQL the API runs for each route (captured from the API with
 * log_statement = 'all' and rebuilt here statement for statement), and shaping the same JSON with
 * the same small helpers (the reference formatting and the card preview are imported from the built backend, pure modules). No framework, no middleware, no session, no guards, no validation library,
 * no ORM hydration, no request log: what is left is the floor the API is compared with.
 *
 *   GET /api/articles?limit=n               count capped at 1,001 rows + page (the planner's estimate past
 *                                           the cap, reused for 10 s as the API does), then the authors'
 *                                           chosen flairs
 *   GET /api/articles/{id}                  one prepared statement: the article, its author and last
 *                                           editor, with their chosen flairs
 *   GET /api/articles/search?q=...&limit=n  BEGIN, SET LOCAL (timeout, work_mem, trigram threshold), typo
 *                                           candidates, ranked page
 *                                           (with the candidate count), the estimate past the candidate
 *                                           cap, COMMIT, then the articles with authors and their flairs
 *
 * Env: DATABASE_URL (required), PORT (default 5099), DATABASE_POOL_SIZE (default 10, as the API),
 * FRAMEWORK: `none` (default) or, for bench/framework-floor.mjs, `nest-express` / `nest-fastify`: the same
 * list and article-page handlers behind an otherwise empty Nest application (lib/nest-floor.mjs).
 */
import http from 'node:http';
import pg from 'pg';
import { previewText } from '../backend/dist/common/text/plain-text.js';
import { toReferenceDto } from '../backend/dist/modules/articles/references/reference-format.js';
import {
  ACTIVE_FLAIRS_SQL,
  CORRECTIONS_SQL,
  CORRECTIONS_VALUES,
  DETAIL_SQL,
  GT_STAND_IN,
  LIST_COUNT_CAP,
  LIST_COUNT_SQL,
  LIST_ESTIMATE_SQL,
  LIST_PAGE_SQL,
  LT_STAND_IN,
  MARK_END,
  MARK_START,
  SEARCH_CANDIDATES,
  SEARCH_SETTINGS_SQL,
  chooseCorrectionUse,
  correctedQuery,
  correctionsOf,
  countSql,
  estimateSql,
  rankedSql,
  shownCorrection,
  wantedWords,
  withAuthorsSql,
} from './lib/article-sql.mjs';

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 50;
const CARD_PREVIEW_LENGTH = 200;
const ROOT_USER_ID = '00000000-0000-4000-8000-000000000001'; // users/root-user.ts

// ---- the small pure helpers the API uses to shape its answers (same code) ----------------------

const encodeCursor = (parts) => Buffer.from(JSON.stringify(parts.map(String)), 'utf8').toString('base64url');

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

function markedTextToHtml(marked) {
  let html = '';
  let open = false;
  for (const part of marked.split(/([\uE000\uE001])/)) {
    if (part === MARK_START) {
      if (!open) html += '<mark>';
      open = true;
    } else if (part === MARK_END) {
      if (open) html += '</mark>';
      open = false;
    } else {
      html += escapeHtml(part.replaceAll(LT_STAND_IN, '<').replaceAll(GT_STAND_IN, '>'));
    }
  }
  return open ? `${html}</mark>` : html;
}

function displayName(row, p) {
  if (row[`${p}_id`] === ROOT_USER_ID) return 'ROOT';
  if (row[`${p}_display_name_preference`] === 'realname' && row[`${p}_show_real_name`]) {
    const realName = [row[`${p}_first_name`]?.trim(), row[`${p}_last_name`]?.trim()].filter(Boolean).join(' ');
    if (realName) return realName;
  }
  const username = row[`${p}_username`]?.trim();
  if (username) return username;
  const local = row[`${p}_email`]?.split('@')[0]?.trim();
  return local || 'Unknown User';
}

// users/flair-badge.ts: the built-in flairs by role, then the chosen flair, at most three.
const MAX_SHOWN_FLAIRS = 3;
const roleFlair = (role, displayName, [backgroundColor, textColor, borderColor], animationType = null) => ({
  key: `role:${role}`,
  flairId: null,
  name: role,
  displayName,
  backgroundColor,
  textColor,
  borderColor,
  isAnimated: animationType !== null,
  animationType,
  builtIn: true,
});
const ROLE_FLAIRS = {
  admin: roleFlair('admin', 'Admin', ['#dc2626', '#ffffff', '#991b1b'], 'glow'),
  moderator: roleFlair('moderator', 'Moderator', ['#16a34a', '#ffffff', '#166534']),
  helper: roleFlair('helper', 'Helper', ['#9333ea', '#ffffff', '#6b21a8']),
};
const roleFlairsOf = (role) => (ROLE_FLAIRS[role] ? [{ ...ROLE_FLAIRS[role] }] : []);

/** flairs/flair.mapper.ts toBadge, from a row of ACTIVE_FLAIRS_SQL. */
const toBadge = (row) => ({
  key: `flair:${row.id}`,
  flairId: row.id,
  name: row.name,
  displayName: row.displayName,
  backgroundColor: row.backgroundColor,
  textColor: row.textColor,
  borderColor: row.borderColor,
  isAnimated: row.isAnimated,
  animationType: row.isAnimated ? row.animationType : null,
  builtIn: false,
});

/**
 * The UserSummaryDto of a joined row (user alias `u`). Its flairs are complete when the row holds the
 * user's chosen flairs (`u_chosen_flairs`, the article page); else withChosenFlairs completes them
 * (the list, search).
 */
function userSummary(row, u) {
  const chosen = row[`${u}_chosen_flairs`];
  return {
    id: row[`${u}_id`],
    username: row[`${u}_username`],
    displayName: displayName(row, u),
    role: row[`${u}_role`],
    isRoot: row[`${u}_id`] === ROOT_USER_ID,
    profileImageUrl: row[`${u}_profile_image_url`],
    flairs: chosen
      ? [...roleFlairsOf(row[`${u}_role`]), ...chosen].slice(0, MAX_SHOWN_FLAIRS)
      : roleFlairsOf(row[`${u}_role`]),
  };
}

/**
 * As SummaryFlairsInterceptor: one statement for the chosen flairs of every user the answer shows,
 * then each summary's flairs become its role flairs followed by the chosen one.
 */
async function withChosenFlairs(summaries) {
  if (summaries.length === 0) return;
  const ids = [...new Set(summaries.map((s) => s.id))];
  const chosen = new Map();
  for (const row of (await pool.query({ name: 'active-flairs-of', text: ACTIVE_FLAIRS_SQL, values: [ids] })).rows) {
    chosen.set(row.userId, [...(chosen.get(row.userId) ?? []), toBadge(row)]);
  }
  for (const summary of summaries) {
    summary.flairs = [...roleFlairsOf(summary.role), ...(chosen.get(summary.id) ?? [])].slice(0, MAX_SHOWN_FLAIRS);
  }
}

/**
 * The ArticleSummaryDto of a joined row: the article's columns prefixed `${a}_` (unprefixed when `a` is
 * empty, as the list and detail statements read them), the author's `${u}_`.
 */
function summary(row, a, u) {
  const col = a ? (name) => row[`${a}_${name}`] : (name) => row[name];
  const author = userSummary(row, u);
  const preview = previewText(col('content'), CARD_PREVIEW_LENGTH);
  return {
    id: col('id'),
    title: col('title'),
    excerpt: col('excerpt'),
    preview: preview.text,
    previewTruncated: preview.truncated,
    category: col('category'),
    authorId: col('author_id'),
    author,
    authorName: author.displayName,
    tags: col('tags'),
    createdAt: col('created_at').toISOString(),
    views: col('views'),
    likes: col('like_count'),
    commentCount: col('comment_count'),
    featuredPinned: col('featured_pinned_at') != null,
  };
}

// ---- routes ------------------------------------------------------------------------------------

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  // As the API's connections: no JIT compilation.
  options: '-c jit=off',
});

function pageSize(params) {
  const raw = params.get('limit');
  if (raw === null) return DEFAULT_PAGE_SIZE;
  const limit = Number(raw);
  return Number.isInteger(limit) && limit >= 1 && limit <= MAX_PAGE_SIZE ? limit : null;
}

async function listArticles(params) {
  const limit = pageSize(params);
  if (limit === null) return [400, { message: 'limit must be 1-50' }];
  const { total, totalIsEstimate } = await listTotal();
  const rows = (await pool.query(LIST_PAGE_SQL, [limit + 1])).rows;
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  // common/pagination/cursor.ts: the position's parts as a JSON array of strings, base64url.
  const nextCursor = rows.length > limit && last ? encodeCursor([last.cursor_created_at, String(last.id)]) : null;
  const summaries = items.map((row) => summary(row, '', 'u'));
  await withChosenFlairs(summaries.map((s) => s.author));
  return [200, { items: summaries, nextCursor, total, totalIsEstimate }];
}

let estimated = { total: 0, until: 0 };
async function listTotal() {
  const [{ total }] = (await pool.query(LIST_COUNT_SQL)).rows;
  if (total <= LIST_COUNT_CAP) return { total, totalIsEstimate: false };
  if (estimated.until <= Date.now()) {
    const [plan] = (await pool.query(LIST_ESTIMATE_SQL)).rows;
    estimated = {
      total: Math.max(Math.round(plan['QUERY PLAN'][0].Plan['Plan Rows']), total),
      until: Date.now() + 10_000,
    };
  }
  return { total: estimated.total, totalIsEstimate: true };
}

async function getArticle(rawId) {
  if (!/^\d{1,10}$/.test(rawId) || Number(rawId) < 1 || Number(rawId) > 2147483647) {
    return [404, { message: 'Article Not Found' }];
  }
  const id = Number(rawId);
  // As the API: a named (prepared) statement, planned once per connection.
  const [row] = (await pool.query({ name: 'article-page', text: DETAIL_SQL, values: [id] })).rows;
  if (!row) return [404, { message: 'Article Not Found' }];
  const article = {
    ...summary(row, '', 'u'),
    content: row.content,
    references: row.references.map(toReferenceDto),
    updatedAt: row.updated_at.toISOString(),
    editedAt: row.edited_at?.toISOString() ?? null,
    editedBy: row.e_id ? userSummary(row, 'e') : null,
  };
  return [200, article];
}

async function searchArticles(params) {
  const limit = pageSize(params);
  const q = params.get('q')?.trim();
  if (limit === null || !q || q.length > 200) return [400, { message: 'q (1-200 characters) and limit 1-50' }];
  const words = wantedWords(q);
  // As the API: one transaction with the statement timeout (SEARCH_STATEMENT_TIMEOUT_MS, 2000 by default).
  const client = await pool.connect();
  await client.query('BEGIN');
  await client.query(SEARCH_SETTINGS_SQL);
  const corrections = words.length
    ? correctionsOf((await client.query(CORRECTIONS_SQL, CORRECTIONS_VALUES(words))).rows)
    : new Map();
  // As ArticleSearchService: the typed words' page; the correction's count or page only when there is one.
  const correction = shownCorrection(q, correctedQuery(q, corrections));
  const rankedPage = async (words) => {
    const ranked = rankedSql(words, limit);
    return (await client.query(ranked.text, ranked.values)).rows;
  };
  let searched = q;
  let rankedRows = await rankedPage(q);
  let candidates = rankedRows[0]?.candidates ?? 0;
  let use = 'none';
  if (correction) {
    const count = candidates > 0 ? countSql(correction) : null;
    const correctedMatches = count ? (await client.query(count.text, count.values)).rows[0].n : 0;
    use = chooseCorrectionUse(candidates, correctedMatches);
  }
  if (correction && use === 'results') {
    searched = correction;
    rankedRows = await rankedPage(correction);
    candidates = rankedRows[0]?.candidates ?? 0;
  }
  let total = candidates;
  if (candidates > SEARCH_CANDIDATES) {
    const estimate = estimateSql(searched);
    const [plan] = (await client.query(estimate.text, estimate.values)).rows;
    total = Math.max(Math.round(plan['QUERY PLAN'][0].Plan['Plan Rows']), candidates);
  }
  await client.query('COMMIT');
  client.release();
  const hits = rankedRows.filter((r) => r.id !== null);
  const page = hits.slice(0, limit);
  const byId = new Map();
  if (page.length) {
    const rows = (
      await pool.query(
        withAuthorsSql(page.length),
        page.map((r) => r.id),
      )
    ).rows;
    for (const row of rows) byId.set(row.Article_id, row);
  }
  const items = page.flatMap((r) => {
    const row = byId.get(r.id);
    if (!row) return [];
    return [
      {
        ...summary(row, 'Article', 'Article__Article_author'),
        highlightTitle: markedTextToHtml(r.highlight_title),
        highlightPreview: markedTextToHtml(r.highlight_preview),
      },
    ];
  });
  await withChosenFlairs(items.map((item) => item.author));
  const last = page.at(-1);
  const nextCursor = hits.length > limit && last ? encodeCursor(['s', Number(last.tier), last.rank, last.id]) : null;
  return [
    200,
    {
      items,
      total,
      totalIsEstimate: candidates > SEARCH_CANDIDATES,
      nextCursor,
      correctedQuery: use === 'results' && candidates > 0 ? correction : null,
      suggestedQuery: use === 'suggestion' ? correction : null,
    },
  ];
}

async function route(req) {
  const url = new URL(req.url, 'http://baseline');
  if (req.method !== 'GET') return [404, { message: 'Not Found' }];
  if (url.pathname === '/api/articles') return listArticles(url.searchParams);
  if (url.pathname === '/api/articles/search') return searchArticles(url.searchParams);
  const detail = /^\/api\/articles\/([^/]+)$/.exec(url.pathname);
  if (detail) return getArticle(detail[1]);
  if (url.pathname === '/api/health') return [200, { status: 'ok' }];
  return [404, { message: 'Not Found' }];
}

const port = Number(process.env.PORT ?? 5099);
const framework = process.env.FRAMEWORK ?? 'none';
let closeServer;
if (framework === 'none') {
  const server = http.createServer((req, res) => {
    route(req).then(
      ([status, body]) => {
        const json = JSON.stringify(body);
        res.writeHead(status, {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': Buffer.byteLength(json),
        });
        res.end(json);
      },
      (error) => {
        const json = JSON.stringify({ message: error.message });
        res.writeHead(500, {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': Buffer.byteLength(json),
        });
        res.end(json);
      },
    );
  });
  server.keepAliveTimeout = 65_000;
  server.listen(port, '127.0.0.1', () => console.log(`baseline listening on http://127.0.0.1:${port}`));
  closeServer = async () => {
    server.close();
    server.closeAllConnections();
  };
} else {
  const { listenInNest } = await import('./lib/nest-floor.mjs');
  const app = await listenInNest(framework, port, {
    list: (limit) => listArticles(new URLSearchParams(limit === undefined ? {} : { limit })),
    article: getArticle,
  });
  console.log(`baseline (${framework}) listening on http://127.0.0.1:${port}`);
  closeServer = () => app.close();
}

const shutdown = () => {
  void closeServer()
    .then(() => pool.end())
    .then(() => process.exit(0));
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
