#!/usr/bin/env node
/**
 * Search at scale: seeds a dedicated database (irl_bench_search) with 100,000 articles by COPY,
 * measures the API's article search (a common word, a typo of it, a two-word query, and a deep
 * keyset page) with latency percentiles, grows the same database to 1,000,000 articles and measures
 * again, then writes the figures and the ratios (1M ÷ 100k, deep page ÷ page 1) to
 * docs/performance.md between its markers. See bench/README.md.
 *
 *   node bench/search-1m.mjs
 *
 * Env: BENCH_SIZES ("100000,1000000"), BENCH_DURATION_S (10 per scenario and size), BENCH_CONNECTIONS (2),
 * BENCH_WARMUP_S (2), BENCH_DEEP_PAGES (20: how many pages the deep-page scenario walks before measuring),
 * BENCH_KEEP_DB=1, BENCH_SKIP_BUILD=1, BENCH_WRITE_DOC=0 (as bench/articles.bench.mjs), BENCH_REUSE_DB=1 (keep
 * the databases irl_bench_search_<size> and reuse them when already seeded to that size: their seed
 * timings are read back), BENCH_SEED_ONLY=1 (seed, do not measure). One database per size.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { runOrThrow } from '../scripts/lib/proc.mjs';
import { freePort } from '../scripts/lib/net.mjs';
import { dropDatabase, ensureDatabase, resolveServices } from '../scripts/lib/services.mjs';
import { startSite } from '../scripts/lib/site.mjs';
import { buildBackend, runUntilStopped } from './lib/bench-start.mjs';
import { getJson, runLoad } from './lib/load.mjs';
import { duration, writeMarkedBlock } from './lib/report.mjs';
import { benchApiEnv, sessionCookie } from './lib/bench-api.mjs';
import { ArticleWriter, copyArticles, fillSearchWords, restoreArticleIndexes } from './lib/seed.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const backendDir = join(root, 'backend');
const resultsDir = join(root, 'bench', 'results');
const DATABASE = 'irl_bench_search';
const START_MARKER =
  '<!-- bench:search-1m:start (written by bench/search-1m.mjs; everything up to the end marker is replaced on each run) -->';
const END_MARKER = '<!-- bench:search-1m:end -->';

const config = {
  sizes: (process.env.BENCH_SIZES ?? '100000,1000000').split(',').map(Number),
  durationS: Number(process.env.BENCH_DURATION_S ?? 10),
  warmupS: Number(process.env.BENCH_WARMUP_S ?? 2),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 2),
  deepPages: Number(process.env.BENCH_DEEP_PAGES ?? 20),
  keepDb: process.env.BENCH_KEEP_DB === '1',
  reuseDb: process.env.BENCH_REUSE_DB === '1',
  seedOnly: process.env.BENCH_SEED_ONLY === '1',
  skipBuild: process.env.BENCH_SKIP_BUILD === '1',
  writeDoc: process.env.BENCH_WRITE_DOC !== '0',
  authors: 200,
  common: 'legendary',
  typo: 'legandary',
  twoWords: 'legendary backpack',
};

const log = (message) => console.log(`[search-bench] ${message}`);
const cleanups = [];
const cleanup = async () => {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch((error) => log(`cleanup: ${error.message}`));
};

async function main() {
  const runStarted = performance.now();
  mkdirSync(resultsDir, { recursive: true });
  const services = await resolveServices({ root, log });
  cleanups.push(() => services.stop());
  if (!config.skipBuild) await buildBackend(root, log);
  const stages = [];
  for (const size of config.sizes) {
    const database = `${DATABASE}_${size}`;
    const port = await freePort(5197);
    const sessionSecret = randomBytes(32).toString('hex');
    let databaseUrl = await ensureDatabase(services.postgresServerUrl, database);
    const env = apiEnv({ databaseUrl, redisUrl: services.redisUrl, port, sessionSecret });
    let client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    let timings = config.reuseDb ? await savedSeed(client, size) : null;
    if (!timings) {
      await client.end();
      await dropDatabase(services.postgresServerUrl, database);
      databaseUrl = await ensureDatabase(services.postgresServerUrl, database);
      log(`${database}: migrating...`);
      await runOrThrow('node', ['dist/database/migrate.js'], { cwd: backendDir, env });
      client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      log(`${database}: seeding ${size} articles by COPY (indexes dropped, triggers off)...`);
      timings = await seedArticles(client, databaseUrl, size);
    } else {
      log(`${database}: reusing the seeded database (BENCH_REUSE_DB=1); applying any new migration`);
      await runOrThrow('node', ['dist/database/migrate.js'], { cwd: backendDir, env });
    }
    if (!config.keepDb && !config.reuseDb) cleanups.push(() => dropDatabase(services.postgresServerUrl, database));
    if (config.seedOnly) {
      await client.end();
      continue;
    }
    const cookie = await signedInCookie(client, sessionSecret);
    const apiLog = openSync(join(resultsDir, `search-api-${size}.log`), 'w');
    let api;
    try {
      api = await startSite(root, env, { stdio: ['ignore', apiLog, apiLog] });
    } catch (error) {
      console.error(readFileSync(join(resultsDir, `search-api-${size}.log`), 'utf8').slice(-3000));
      throw error;
    }
    try {
      stages.push({ size, timings, ...(await measure(`http://127.0.0.1:${port}`, cookie, client)) });
    } finally {
      await api.stop();
      closeSync(apiLog);
      await client.end();
    }
  }
  if (config.seedOnly) return;

  const run = {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    runTimeS: (performance.now() - runStarted) / 1000,
    machine: { cpus: os.availableParallelism(), cpuModel: os.cpus()[0]?.model?.trim(), node: process.version },
    config,
    stages,
  };
  writeFileSync(join(resultsDir, 'search-1m.json'), JSON.stringify(run, null, 2));
  const block = resultsBlock(run);
  if (config.writeDoc) await writeDoc(join(root, 'docs', 'performance.md'), block);
  console.log(`\n${block}\n`);
  log(`Done in ${duration(run.runTimeS)}.`);
}

/** Every scenario on the running API: the first page's total, then p50/p95/p99 under load. */
async function measure(baseUrl, cookie, client) {
  const headers = { cookie };
  const q = encodeURIComponent;
  const first = (await getJson(`${baseUrl}/api/articles/search?q=${q(config.common)}&limit=20`, headers)).body;
  // The deep page: walk the keyset cursor this many pages down, then measure that page.
  let cursor = first.nextCursor;
  let pages = 1;
  while (cursor && pages < config.deepPages) {
    const page = (
      await getJson(`${baseUrl}/api/articles/search?q=${q(config.common)}&limit=20&cursor=${q(cursor)}`, headers)
    ).body;
    cursor = page.nextCursor;
    pages += 1;
  }
  const scenarios = [
    { key: 'common', label: `"${config.common}"`, path: `/api/articles/search?q=${q(config.common)}&limit=20` },
    { key: 'typo', label: `"${config.typo}" (typo)`, path: `/api/articles/search?q=${q(config.typo)}&limit=20` },
    { key: 'two-words', label: `"${config.twoWords}"`, path: `/api/articles/search?q=${q(config.twoWords)}&limit=20` },
  ];
  if (cursor) {
    scenarios.push({
      key: 'deep',
      label: `"${config.common}", page ${pages + 1} (keyset cursor)`,
      path: `/api/articles/search?q=${q(config.common)}&limit=20&cursor=${q(cursor)}`,
    });
  }
  const loadBefore = os.loadavg()[0];
  const results = [];
  for (const scenario of scenarios) {
    const probe = await getJson(baseUrl + scenario.path, headers);
    if (probe.status !== 200) throw new Error(`${scenario.key}: ${probe.status} ${probe.text.slice(0, 200)}`);
    const load = { baseUrl, path: () => scenario.path, headers, connections: config.connections };
    await runLoad({ ...load, durationMs: config.warmupS * 1000 });
    const result = await runLoad({ ...load, durationMs: config.durationS * 1000 });
    results.push({
      ...scenario,
      total: probe.body.total,
      totalIsEstimate: probe.body.totalIsEstimate,
      items: probe.body.items.length,
      ...result,
    });
    log(
      `  ${scenario.key.padEnd(10)} p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ` +
        `${result.rps.toFixed(0)} req/s, non-2xx ${result.non2xx}, total ${probe.body.total}${probe.body.totalIsEstimate ? ' (estimate)' : ''}`,
    );
  }
  const {
    rows: [counts],
  } = await client.query(
    `SELECT count(*)::int AS articles, pg_size_pretty(pg_database_size(current_database())) AS size,
            (SELECT count(*)::int FROM articles WHERE search_vector @@ websearch_to_tsquery('english', $1)) AS matches
     FROM articles`,
    [config.common],
  );
  return { counts, results, loadAverage: { before: loadBefore, after: os.loadavg()[0] } };
}

function apiEnv({ databaseUrl, redisUrl, port, sessionSecret }) {
  return benchApiEnv({ root, databaseUrl, redisUrl, port, sessionSecret, bullmqPrefix: 'irlbenchsearch' });
}

/** Authors, then `size` articles by COPY, the indexes, the search words, VACUUM ANALYZE; timings kept in the database. */
async function seedArticles(client, databaseUrl, size) {
  const { rows: people } = await client.query(
    `INSERT INTO users (username, display_name, role)
     SELECT 'author_' || lpad(g::text, 5, '0'), 'Author ' || g, 'moderator'::user_role FROM generate_series(0, $1 - 1) g
     RETURNING id`,
    [config.authors],
  );
  const writer = await ArticleWriter.create({ authors: config.authors });
  const timings = {};
  let started = performance.now();
  const authorIds = people.map((row) => row.id);
  await copyArticles(client, { databaseUrl, writer, authorIds, from: 0, to: size, total: size, now: Date.now(), log });
  timings.copy = (performance.now() - started) / 1000;
  started = performance.now();
  await restoreArticleIndexes(client);
  timings.indexes = (performance.now() - started) / 1000;
  started = performance.now();
  await fillSearchWords(client);
  await client.query('VACUUM ANALYZE');
  timings.analyze = (performance.now() - started) / 1000;
  log(
    `  COPY ${duration(timings.copy)}, indexes ${duration(timings.indexes)}, words + VACUUM ANALYZE ${duration(timings.analyze)}`,
  );
  await client.query(`CREATE TABLE bench_seed (size int NOT NULL, timings jsonb NOT NULL)`);
  await client.query(`INSERT INTO bench_seed VALUES ($1, $2)`, [size, JSON.stringify(timings)]);
  return timings;
}

/** The seed timings of an already seeded database of `size` articles, or null. */
async function savedSeed(client, size) {
  const { rows } = await client
    .query(`SELECT s.timings FROM bench_seed s WHERE s.size = $1 AND (SELECT count(*) FROM articles) = $1`, [size])
    .catch(() => ({ rows: [] }));
  return rows[0]?.timings ?? null;
}

async function signedInCookie(client, secret) {
  const {
    rows: [user],
  } = await client.query(
    `INSERT INTO users (username, role) VALUES ('bench_reader_' || floor(extract(epoch FROM clock_timestamp()) * 1000)::text, 'user') RETURNING id`,
  );
  return sessionCookie(client, secret, user.id);
}

const ms = (n) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
const int = (n) => Math.round(n).toLocaleString('en-US');

function resultsBlock(run) {
  const [small, large] = [run.stages[0], run.stages.at(-1)];
  const byKey = (stage, key) => stage.results.find((r) => r.key === key);
  const rows = [];
  for (const stage of run.stages) {
    for (const r of stage.results) {
      rows.push(
        `| ${int(stage.counts.articles)} | ${r.label} | ${int(r.total)}${r.totalIsEstimate ? ' (estimate)' : ''} | ` +
          `${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.rps.toFixed(0)} | ${r.requests} |`,
      );
    }
  }
  const ratios = [];
  if (small !== large) {
    for (const r of large.results) {
      const base = byKey(small, r.key);
      if (base) ratios.push(`${r.label}: ${(r.p50 / base.p50).toFixed(2)}×`);
    }
  }
  const deepRatios = run.stages
    .filter((stage) => byKey(stage, 'deep'))
    .map(
      (stage) =>
        `${int(stage.counts.articles)} articles ${(byKey(stage, 'deep').p50 / byKey(stage, 'common').p50).toFixed(2)}× (p50), ` +
        `${(byKey(stage, 'deep').p95 / byKey(stage, 'common').p95).toFixed(2)}× (p95)`,
    );
  const seeds = run.stages.map(
    (stage) =>
      `to ${int(stage.size)}: COPY ${duration(stage.timings.copy)}, indexes ${duration(stage.timings.indexes)}, ` +
      `words and VACUUM ANALYZE ${duration(stage.timings.analyze)}`,
  );
  const loads = run.stages.map(
    (stage) => `${stage.loadAverage.before.toFixed(1)} → ${stage.loadAverage.after.toFixed(1)} at ${int(stage.size)}`,
  );
  return [
    START_MARKER,
    '',
    `## Article search at ${run.stages.map((s) => int(s.size)).join(' and ')} articles`,
    '',
    `Last run ${run.date} with \`node bench/search-1m.mjs\`, total run time ${duration(run.runTimeS)}; ` +
      `${run.machine.cpus} CPUs (${run.machine.cpuModel}), Node ${run.machine.node}. PostgreSQL, Redis, the API and ` +
      `the load generator share the machine with any other work on it: 1-minute load average ${loads.join(', ')} ` +
      `(start → end of the measurements).`,
    '',
    `- Seed (one database per size, articles by COPY with the secondary indexes dropped and triggers off, ` +
      `then the indexes, article_search_words and VACUUM ANALYZE): ${seeds.join('; ')}.`,
    `- Load: ${run.config.connections} keep-alive connections in a closed loop, ${run.config.warmupS} s warm-up and ` +
      `${run.config.durationS} s per scenario, signed in, \`limit=20\`; latency is send to last byte.`,
    `- "${run.config.common}" is in ${int(small.counts.matches)} of ${int(small.counts.articles)} articles and ` +
      `${int(large.counts.matches)} of ${int(large.counts.articles)}.`,
    '',
    '| Articles | Query | Total answered | p50 (ms) | p95 (ms) | p99 (ms) | req/s | Requests |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    ratios.length
      ? `p50 at ${int(large.size)} ÷ p50 at ${int(small.size)}: ${ratios.join('; ')} (target: within 2×).`
      : '',
    '',
    deepRatios.length ? `Deep keyset page ÷ page 1: ${deepRatios.join('; ')} (target: within 1.5×).` : '',
    '',
    'Raw figures: `bench/results/search-1m.json`.',
    '',
    END_MARKER,
  ].join('\n');
}

function writeDoc(path, block) {
  return writeMarkedBlock(path, START_MARKER, END_MARKER, block);
}

runUntilStopped({ main, cleanup, prefix: 'search-bench' });
