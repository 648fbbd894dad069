import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { prng, TAGS, vocabulary } from './vocabulary.mjs';

const FIRST_ARTICLE_AT = Date.parse('2007-03-19T00:00:00Z'); // Justin.tv goes live
const DAY_MS = 24 * 3600 * 1000;
const BATCH = 2000;

/** The article texts, built in Node (fast, reproducible) and streamed to COPY. */
export class ArticleWriter {
  /**
   * With the site's article categories, from @irl/shared's build: call it once the backend is built
   * (which builds @irl/shared first).
   */
  static async create({ authors }) {
    const { ARTICLE_CATEGORIES } = await import('@irl/shared');
    return new ArticleWriter({ authors, categories: ARTICLE_CATEGORIES });
  }

  constructor({ authors, categories }) {
    this.random = prng(42);
    this.words = vocabulary();
    this.authors = authors;
    this.categories = categories;
  }

  int(min, max) {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  /** 30% function words, 58% domain words, 12% invented names; Zipf-like skew inside each group. */
  word() {
    const group = this.random();
    const { functionWords, domainWords, names } = this.words;
    if (group < 0.3) return functionWords[Math.floor(functionWords.length * this.random() ** 2)];
    if (group < 0.88) return domainWords[Math.floor(domainWords.length * this.random() ** 3)];
    return names[Math.floor(names.length * this.random() ** 2)];
  }

  /** Title words: domain words, with a name now and then. */
  titleWord() {
    const { domainWords, names } = this.words;
    if (this.random() < 0.15) return names[Math.floor(names.length * this.random() ** 2)];
    return domainWords[Math.floor(domainWords.length * this.random() ** 1.5)];
  }

  sentence(count, { markup = true } = {}) {
    const out = [];
    for (let i = 0; i < count; i += 1) {
      const word = this.word();
      const roll = this.random();
      if (!markup) out.push(word);
      else if (roll < 0.012) out.push(`<strong>${word}</strong>`);
      else if (roll < 0.016) out.push(`<a href="https://example.com/wiki/${word}">${word}</a>`);
      else if (roll < 0.08) out.push(`${word}.`);
      else if (roll < 0.12) out.push(`${word},`);
      else out.push(word);
    }
    const text = out.join(' ');
    return text.charAt(0).toUpperCase() + text.slice(1);
  }

  title() {
    const words = Array.from({ length: this.int(3, 7) }, () => this.titleWord());
    return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
  }

  content() {
    const parts = [];
    const paragraphs = this.int(3, 6);
    for (let p = 0; p < paragraphs; p += 1) {
      if (p > 0 && this.random() < 0.25) parts.push(`<h2>${this.title()}</h2>`);
      parts.push(`<p>${this.sentence(this.int(35, 90))}.</p>`);
    }
    if (this.random() < 0.2) {
      parts.push(`<ul>${Array.from({ length: this.int(2, 4) }, () => `<li>${this.sentence(6)}</li>`).join('')}</ul>`);
    }
    return parts.join('\n');
  }

  tags() {
    const tags = new Set();
    const count = this.int(1, 4);
    while (tags.size < count) tags.add(TAGS[Math.floor(TAGS.length * this.random() ** 2)]);
    return [...tags];
  }

  /** Rows for articles [from, to) of `total`; created_at grows with the index (as ids do). */
  batch(from, to, total, now) {
    const span = now - FIRST_ARTICLE_AT;
    const columns = {
      title: [],
      excerpt: [],
      content: [],
      category: [],
      authorN: [],
      tags: [],
      views: [],
      likes: [],
      comments: [],
      createdAt: [],
      updatedAt: [],
    };
    for (let i = from; i < to; i += 1) {
      const created = FIRST_ARTICLE_AT + ((i + this.random()) / total) * span;
      const updated = Math.min(now, created + Math.floor(this.random() ** 6 * 90) * DAY_MS);
      columns.title.push(this.title());
      columns.excerpt.push(this.random() < 0.85 ? `${this.sentence(this.int(12, 30), { markup: false })}.` : null);
      columns.content.push(this.content());
      columns.category.push(this.categories[Math.floor(this.random() * this.categories.length)]);
      // A few prolific authors, a long tail of occasional ones.
      columns.authorN.push(Math.floor(this.authors * this.random() ** 2));
      columns.tags.push(this.tags().join(','));
      columns.views.push(Math.floor(this.random() ** 4 * 5000));
      columns.likes.push(Math.round(this.random() ** 3 * 12)); // mean 3
      columns.comments.push(Math.round(this.random() ** 3 * 8)); // mean 2
      columns.createdAt.push(new Date(created).toISOString());
      columns.updatedAt.push(new Date(updated).toISOString());
    }
    return columns;
  }
}

const COMMENT_OPENERS = [
  'I was watching this live',
  'Still remember the chat going crazy',
  'This is the clip everyone shared',
  'Great write-up',
  'Small correction',
  'The VOD of this is gone now',
  'My favourite era of the platform',
  'Nobody talks about the encoder problems',
  'The crowd in the background',
  'This aged well',
  'Worth adding the second day too',
  'Source for the viewer numbers?',
];
const COMMENT_ENDINGS = [
  'and it still holds up.',
  'the signal kept dropping every few minutes.',
  'thanks for documenting it.',
  'the date was a week later I think.',
  'someone should archive the full stream.',
  'that was the peak of the whole scene.',
  'the moderators handled it well.',
  'I miss those days.',
  'the backpack setup was wild back then.',
  'this deserves its own article.',
];

const sqlList = (values) => `(ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}])`;

/**
 * Seeds `articles` articles with ~3 likes and ~2 comments each, their authors and readers. The
 * articles go in with COPY (through psql) while the table's secondary indexes are dropped and its
 * triggers are off; the indexes are built afterwards and article_search_words filled with one
 * statement. Returns counts and timings.
 */
export async function seed(client, { databaseUrl, articles, authors = 200, readers = 1000, log }) {
  const timings = {};
  const time = async (name, fn) => {
    const started = performance.now();
    await fn();
    timings[name] = (performance.now() - started) / 1000;
    log(`  ${name}: ${timings[name].toFixed(1)} s`);
  };
  const people = authors + readers;
  const now = Date.now();

  await time('users', async () => {
    await client.query(`CREATE TEMP TABLE bench_people (n int PRIMARY KEY, id uuid NOT NULL)`);
    await client.query(
      `WITH created AS (
         INSERT INTO users (username, display_name, role, created_at)
         SELECT CASE WHEN g < $1 THEN 'author_' ELSE 'reader_' END || lpad(g::text, 5, '0'),
                CASE WHEN g < $1 THEN 'Author ' || g ELSE NULL END,
                (CASE WHEN g < $1 AND g % 50 = 0 THEN 'admin' WHEN g < $1 THEN 'moderator' ELSE 'user' END)::user_role,
                timestamptz '2007-01-01' + g * interval '3 days'
         FROM generate_series(0, $2 - 1) g
         RETURNING id, username)
       INSERT INTO bench_people (n, id) SELECT substring(username from 8)::int, id FROM created`,
      [authors, people],
    );
  });

  // Bylines show role flairs and the chosen flair: a quarter of the authors wear one of three catalogue
  // flairs (one animated), and some own another they do not wear.
  await time('flairs', async () => {
    await client.query(
      `INSERT INTO flairs (name, display_name, background_color, text_color, border_color, point_cost, is_animated, animation_type)
       VALUES ('archivist', 'Archivist', '#1e3a8a', '#ffffff', '#1e40af', 50, false, NULL),
              ('og-viewer', 'OG Viewer', '#f59e0b', '#111827', '#b45309', 100, true, 'rainbow'),
              ('clipper', 'Clipper', '#0f766e', '#ffffff', '#115e59', 25, false, 'pulse')`,
    );
    await client.query(
      `INSERT INTO user_flairs (user_id, flair_id, is_active, source)
       SELECT p.id, f.id, (p.n % 4 = 0 AND f.rank = 1 + p.n % 3), 'purchase'
       FROM bench_people p
       JOIN (SELECT id, row_number() OVER (ORDER BY id) AS rank FROM flairs) f
         ON f.rank = 1 + p.n % 3 OR (p.n % 8 = 0 AND f.rank = 1 + (p.n + 1) % 3)
       WHERE p.n < $1 AND p.n % 4 = 0`,
      [authors],
    );
  });

  const writer = await ArticleWriter.create({ authors });
  const authorIds = (await client.query(`SELECT id FROM bench_people ORDER BY n`)).rows.map((r) => r.id);
  await time('articles', () =>
    copyArticles(client, { databaseUrl, writer, authorIds, from: 0, to: articles, total: articles, now, log }),
  );
  await time('indexes', () => restoreArticleIndexes(client));
  await time('search words', () => fillSearchWords(client));

  // Distinct readers per article: (id * 7919 + k * 13) mod people differs for k = 1..12.
  await time('likes', async () => {
    await client.query(
      `INSERT INTO article_likes (article_id, user_id, created_at)
       SELECT a.id, p.id, a.created_at + (now() - a.created_at) * random()
       FROM articles a
       CROSS JOIN LATERAL generate_series(1, a.like_count) k
       JOIN bench_people p ON p.n = (a.id::bigint * 7919 + k * 13) % $1`,
      [people],
    );
  });

  await time('comments', async () => {
    await client.query(
      `INSERT INTO article_comments (article_id, author_id, content, created_at)
       SELECT a.id, p.id,
              ${sqlList(COMMENT_OPENERS)}[1 + floor(random() * ${COMMENT_OPENERS.length})::int] || ', ' ||
              ${sqlList(COMMENT_ENDINGS)}[1 + floor(random() * ${COMMENT_ENDINGS.length})::int],
              a.created_at + (now() - a.created_at) * random()
       FROM articles a
       CROSS JOIN LATERAL generate_series(1, a.comment_count) k
       JOIN bench_people p ON p.n = (a.id::bigint * 104729 + k * 31) % $1`,
      [people],
    );
  });

  await time('analyze', async () => {
    await client.query(`VACUUM ANALYZE`);
  });

  const counts = await seededCounts(client);
  if (counts.likes !== counts.like_sum || counts.comments !== counts.comment_sum) {
    throw new Error(`Seeded counters disagree with the rows: ${JSON.stringify(counts)}`);
  }
  return { counts, timings };
}

/** What the database holds (after a seed, or in a database a kept run seeded). */
export async function seededCounts(client) {
  const { rows } = await client.query(
    `SELECT (SELECT count(*) FROM users)::int AS users,
            (SELECT count(*) FROM articles)::int AS articles,
            (SELECT count(*) FROM article_likes)::int AS likes,
            (SELECT count(*) FROM article_comments)::int AS comments,
            (SELECT count(*) FROM article_search_words)::int AS words,
            (SELECT sum(like_count) FROM articles)::int AS like_sum,
            (SELECT sum(comment_count) FROM articles)::int AS comment_sum,
            (SELECT min(id) FROM articles)::int AS min_id,
            (SELECT max(id) FROM articles)::int AS max_id,
            pg_size_pretty(pg_database_size(current_database())) AS size`,
  );
  return rows[0];
}

const ARTICLE_COPY_COLUMNS =
  'title, excerpt, content, category, author_id, tags, views, like_count, comment_count, created_at, updated_at';

/** A value in COPY's text format (\N for null; backslash, tab, newline and carriage return escaped). */
const copyText = (value) =>
  value === null || value === undefined
    ? '\\N'
    : String(value).replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]);
const pgArray = (values) => `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/** Secondary indexes of `articles` (not the primary key or unique ones), as CREATE INDEX statements. */
async function articleIndexes(client) {
  const { rows } = await client.query(
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
     WHERE i.indrelid = 'articles'::regclass AND NOT i.indisprimary AND NOT i.indisunique
     ORDER BY c.relname`,
  );
  return rows;
}

let droppedIndexes = [];

/**
 * Articles [from, to) of `total`, streamed to `COPY articles FROM STDIN` through psql, with the
 * secondary indexes dropped first (restoreArticleIndexes builds them again) and triggers off for
 * the load (session_replication_role = replica: no search-words trigger, no foreign-key checks; the
 * author ids come from the users just inserted).
 */
export async function copyArticles(client, { databaseUrl, writer, authorIds, from, to, total, now, log, streams = 2 }) {
  const indexes = await articleIndexes(client);
  for (const index of indexes) await client.query(`DROP INDEX "${index.name}"`);
  droppedIndexes = [...droppedIndexes, ...indexes];
  // Several COPY streams (one psql each): PostgreSQL computes the generated search_vector of every row,
  // the bulk of the load's time, so one stream per core halves it.
  const psqls = Array.from({ length: streams }, () => {
    const psql = spawn(
      'psql',
      [
        databaseUrl,
        '-X',
        '-q',
        '-v',
        'ON_ERROR_STOP=1',
        '-c',
        'SET session_replication_role = replica',
        '-c',
        `COPY articles (${ARTICLE_COPY_COLUMNS}) FROM STDIN`,
      ],
      { stdio: ['pipe', 'inherit', 'inherit'] },
    );
    return { psql, exited: once(psql, 'exit') };
  });
  let reported = Date.now();
  let turn = 0;
  for (let start = from; start < to; start += BATCH) {
    const c = writer.batch(start, Math.min(start + BATCH, to), total, now);
    let chunk = '';
    for (let i = 0; i < c.title.length; i += 1) {
      chunk +=
        [
          copyText(c.title[i]),
          copyText(c.excerpt[i]),
          copyText(c.content[i]),
          copyText(c.category[i]),
          authorIds[c.authorN[i]],
          copyText(pgArray(c.tags[i].split(','))),
          c.views[i],
          c.likes[i],
          c.comments[i],
          c.createdAt[i],
          c.updatedAt[i],
        ].join('\t') + '\n';
    }
    const { psql } = psqls[turn++ % streams];
    if (!psql.stdin.write(chunk)) await once(psql.stdin, 'drain');
    if (Date.now() - reported > 15000) {
      log(`    ${Math.min(start + BATCH, to)} / ${to} articles`);
      reported = Date.now();
    }
  }
  for (const { psql } of psqls) psql.stdin.end();
  for (const { exited } of psqls) {
    const [code] = await exited;
    if (code !== 0) throw new Error(`psql COPY exited with ${code}`);
  }
}

/** Builds the indexes copyArticles dropped (maintenance_work_mem raised for the GIN build). */
export async function restoreArticleIndexes(client) {
  await client.query(`SET maintenance_work_mem = '512MB'`);
  for (const index of droppedIndexes) await client.query(index.definition);
  droppedIndexes = [];
  await client.query(`RESET maintenance_work_mem`);
}

/**
 * article_search_words as the trigger would fill it: the seeded texts are made of the vocabulary's
 * words only (plus markup and link URLs, whose tokens the word pattern rejects), so the words are
 * taken from the vocabulary with the trigger's own expression, not from a second pass over every body.
 */
export async function fillSearchWords(client) {
  const { functionWords, domainWords, names } = vocabulary();
  await client.query(
    `INSERT INTO "article_search_words" ("word")
     SELECT DISTINCT w FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, $1))) AS w
     WHERE w ~ '^[[:alpha:]][[:alnum:]]{2,39}$'
     ON CONFLICT ("word") DO NOTHING`,
    [[...functionWords, ...domainWords, ...names].join(' ')],
  );
}
