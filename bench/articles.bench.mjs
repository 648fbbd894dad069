#!/usr/bin/env node
/**
 * Article benchmark: seeds a dedicated database (irl_bench) with 100,000 articles, their likes and
 * comments, starts the real API and a bare baseline (bench/baseline-server.mjs: node:http + pg running
 * the same SQL), measures the list, the detail and the search (p50, p99, requests/s) on both with the
 * same load, and writes the figures and the ratios to docs/performance.md. See bench/README.md.
 *
 *   node bench/articles.bench.mjs
 *
 * Env: BENCH_ARTICLES (100000), BENCH_DURATION_S (10 per scenario and server), BENCH_ROUNDS (3), BENCH_CONNECTIONS (10),
 * BENCH_WARMUP_S (2), BENCH_KEEP_DB=1 (keep the database afterwards), BENCH_REUSE_DB=1 (reuse a database a
 * kept run seeded with the same BENCH_ARTICLES: migrate it, skip the seed, keep it), BENCH_DATABASE
 * (irl_bench; another name lets runs on one server not drop each other's data), BENCH_SCENARIOS (keys to
 * run, e.g. list,detail; all by default), BENCH_API_NODE_OPTIONS (node options for the API only, e.g.
 * --cpu-prof --cpu-prof-dir=../bench/results/profiles), BENCH_SKIP_BUILD=1 (use the existing backend/dist),
 * BENCH_WRITE_DOC=0 (do not touch docs/performance.md). PostgreSQL and Redis are found as the run command
 * finds them (DATABASE_URL / REDIS_URL, local servers, or embedded ones).
 */
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { runOrThrow, startBackground } from '../scripts/lib/proc.mjs';
import { freePort, waitFor } from '../scripts/lib/net.mjs';
import { dropDatabase, ensureDatabase, resolveServices } from '../scripts/lib/services.mjs';
import { startSite } from '../scripts/lib/site.mjs';
import { buildBackend, runUntilStopped } from './lib/bench-start.mjs';
import { benchApiEnv, processCpuMs, signedInCookie } from './lib/bench-api.mjs';
import { getJson, runLoad } from './lib/load.mjs';
import { duration, median, resultsBlock, writePerformanceDoc } from './lib/report.mjs';
import { seed, seededCounts } from './lib/seed.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The API's statements and helpers (./lib/article-sql.mjs), loaded once the backend is built: it imports from backend/dist. */
let sql;
const backendDir = join(root, 'backend');
const resultsDir = join(root, 'bench', 'results');
const DATABASE = process.env.BENCH_DATABASE ?? 'irl_bench';

const config = {
  articles: Number(process.env.BENCH_ARTICLES ?? 100000),
  durationS: Number(process.env.BENCH_DURATION_S ?? 10),
  // The measured seconds are split into rounds, the servers alternating which goes first, so drift in the
  // machine's other work falls on both; the ratios are read per round.
  rounds: Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3)),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  warmupS: Number(process.env.BENCH_WARMUP_S ?? 2),
  authors: 200,
  readers: 1000,
  reuseDb: process.env.BENCH_REUSE_DB === '1',
  keepDb: process.env.BENCH_KEEP_DB === '1' || process.env.BENCH_REUSE_DB === '1',
  scenarios: process.env.BENCH_SCENARIOS?.split(',').map((key) => key.trim()),
  apiNodeOptions: process.env.BENCH_API_NODE_OPTIONS ?? '',
  skipBuild: process.env.BENCH_SKIP_BUILD === '1',
  writeDoc: process.env.BENCH_WRITE_DOC !== '0',
  // A common word (in about a fifth of the articles) and the same word mistyped.
  searchWord: 'legendary',
  typoWord: 'legandary',
};

const log = (message) => console.log(`[bench] ${message}`);
const cleanups = [];
const cleanup = async () => {
  while (cleanups.length) {
    const step = cleanups.pop();
    await step().catch((error) => log(`cleanup: ${error.message}`));
  }
};

async function main() {
  const runStarted = performance.now();
  mkdirSync(resultsDir, { recursive: true });
  log(
    `${config.articles} articles, ${config.connections} connections, ${config.warmupS} s warm-up + ${config.durationS} s per scenario and server in ${config.rounds} rounds`,
  );

  const services = await resolveServices({ root, log });
  cleanups.push(() => services.stop());

  if (config.skipBuild) log('Build skipped (BENCH_SKIP_BUILD=1): using backend/dist as it is');
  else await buildBackend(root, log);
  sql = await import('./lib/article-sql.mjs');

  const reused = config.reuseDb && (await seededArticles(services.postgresServerUrl)) === config.articles;
  if (!reused) await dropDatabase(services.postgresServerUrl, DATABASE);
  const databaseUrl = await ensureDatabase(services.postgresServerUrl, DATABASE);
  if (!config.keepDb) cleanups.push(() => dropDatabase(services.postgresServerUrl, DATABASE));

  const apiPort = await freePort(5097);
  const baselinePort = await freePort(5098);
  const sessionSecret = randomBytes(32).toString('hex');
  const env = benchApiEnv({ root, databaseUrl, redisUrl: services.redisUrl, port: apiPort, sessionSecret });

  log(`Migrating ${DATABASE}...`);
  let started = performance.now();
  await runOrThrow('node', ['dist/database/migrate.js'], { cwd: backendDir, env });
  const migrateS = (performance.now() - started) / 1000;

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  cleanups.push(() => client.end());
  let counts, timings, seedS;
  if (reused) {
    log(`Reusing the seeded ${DATABASE} (BENCH_REUSE_DB=1)`);
    counts = await seededCounts(client);
  } else {
    log('Seeding (articles by COPY, indexes and triggers after the load)...');
    started = performance.now();
    ({ counts, timings } = await seed(client, { ...config, databaseUrl, log }));
    seedS = (performance.now() - started) / 1000;
    log(`Seeded in ${duration(seedS)}: ${JSON.stringify(counts)}`);
  }
  const dataset = { counts, seedTimings: timings, seedS, migrateS, ...(await describeDataset(client)) };

  const cookie = await signedInCookie(client, sessionSecret);

  log(`Starting the API on port ${apiPort} (log: bench/results/api.log)...`);
  const apiLog = openSync(join(resultsDir, 'api.log'), 'w');
  cleanups.push(async () => closeSync(apiLog));
  let api;
  try {
    // Given on the command line: node refuses --cpu-prof in NODE_OPTIONS.
    const nodeArgs = config.apiNodeOptions.split(/\s+/).filter(Boolean);
    api = await startSite(root, env, { stdio: ['ignore', apiLog, apiLog], nodeArgs });
  } catch (error) {
    console.error(readFileSync(join(resultsDir, 'api.log'), 'utf8').slice(-3000));
    throw error;
  }
  cleanups.push(() => api.stop());

  log(`Starting the baseline on port ${baselinePort}...`);
  const baseline = startBackground('node', [join(root, 'bench', 'baseline-server.mjs')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(baselinePort), DATABASE_POOL_SIZE: '10' },
    stdio: 'ignore',
  });
  cleanups.push(() => baseline.stop());
  await waitFor(
    async () => (await getJson(`http://127.0.0.1:${baselinePort}/api/health`).catch(() => null))?.status === 200,
    {
      what: 'the baseline server',
      timeoutMs: 15000,
    },
  );

  const servers = { api: `http://127.0.0.1:${apiPort}`, baseline: `http://127.0.0.1:${baselinePort}` };
  const pids = { api: api.child.pid, baseline: baseline.child.pid };
  const { min_id: minId, max_id: maxId } = counts;
  const q = encodeURIComponent;
  const allScenarios = [
    { key: 'list', label: 'GET /api/articles?limit=20 (first page, anonymous)', path: () => '/api/articles?limit=20' },
    {
      key: 'list-signed-in',
      label: 'GET /api/articles?limit=20 (signed in)',
      path: () => '/api/articles?limit=20',
      headers: { cookie },
    },
    {
      key: 'detail',
      label: 'GET /api/articles/{random id} (anonymous)',
      path: () => `/api/articles/${minId + Math.floor(Math.random() * (maxId - minId + 1))}`,
      probe: `/api/articles/${Math.floor((minId + maxId) / 2)}`,
    },
    {
      key: 'search',
      label: `GET /api/articles/search?q=${config.searchWord}&limit=20 (signed in)`,
      path: () => `/api/articles/search?q=${q(config.searchWord)}&limit=20`,
      headers: { cookie },
    },
    {
      key: 'search-typo',
      label: `GET /api/articles/search?q=${config.typoWord}&limit=20 (typo, signed in)`,
      path: () => `/api/articles/search?q=${q(config.typoWord)}&limit=20`,
      headers: { cookie },
    },
  ];
  const scenarios = config.scenarios
    ? allScenarios.filter((scenario) => config.scenarios.includes(scenario.key))
    : allScenarios;

  log('Checking that both servers answer the same...');
  const checks = [];
  for (const scenario of scenarios) {
    const path = scenario.probe ?? scenario.path();
    const [a, b] = await Promise.all([
      getJson(servers.api + path, scenario.headers),
      getJson(servers.baseline + path, scenario.headers),
    ]);
    const same = a.status === 200 && b.status === 200 && a.text === b.text;
    checks.push({ label: scenario.label, same, apiStatus: a.status, baselineStatus: b.status });
    if (!same) log(`  ${scenario.key}: answers differ (API ${a.status}: ${a.text.slice(0, 200)})`);
    if (scenario.key === 'search') dataset.searchMatches = a.body?.total;
    if (scenario.key === 'search-typo') dataset.typoMatches = a.body?.total;
  }

  const loadAverage = { before: os.loadavg()[0] };
  if (loadAverage.before > os.availableParallelism()) {
    log(
      `Warning: load average ${loadAverage.before.toFixed(1)} on ${os.availableParallelism()} CPUs: other work will skew the figures`,
    );
  }
  const results = [];
  for (const scenario of scenarios) {
    const loadOf = (baseUrl) => ({
      baseUrl,
      path: scenario.path,
      headers: scenario.headers ?? {},
      connections: config.connections,
    });
    for (const baseUrl of Object.values(servers))
      await runLoad({ ...loadOf(baseUrl), durationMs: config.warmupS * 1000 });
    const rounds = { api: [], baseline: [] };
    for (let round = 0; round < config.rounds; round += 1) {
      const order = round % 2 === 0 ? ['api', 'baseline'] : ['baseline', 'api'];
      for (const name of order) {
        const cpuBefore = processCpuMs(pids[name]);
        const r = await runLoad({ ...loadOf(servers[name]), durationMs: (config.durationS * 1000) / config.rounds });
        r.cpuMs = processCpuMs(pids[name]) - cpuBefore;
        rounds[name].push(r);
      }
    }
    const result = {
      key: scenario.key,
      label: scenario.label,
      api: combineRounds(rounds.api),
      baseline: combineRounds(rounds.baseline),
    };
    result.ratios = {
      rps: rounds.api.map((r, i) => r.rps / rounds.baseline[i].rps),
      p99: rounds.api.map((r, i) => r.p99 / rounds.baseline[i].p99),
    };
    for (const name of ['api', 'baseline']) {
      const r = result[name];
      log(
        `  ${scenario.key.padEnd(14)} ${name.padEnd(8)} p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ` +
          `${r.rps.toFixed(0)} req/s, ${r.requests} requests, CPU ${r.cpuMsPerRequest.toFixed(2)} ms/request, ` +
          `non-2xx ${r.non2xx}, errors ${r.errors}`,
      );
    }
    log(`  ${scenario.key.padEnd(14)} req/s ratio per round: ${result.ratios.rps.map((x) => x.toFixed(2)).join(', ')}`);
    results.push(result);
  }

  loadAverage.after = os.loadavg()[0];

  log('EXPLAIN ANALYZE of every statement...');
  const explains = await explainAll(client, { minId, maxId });
  const slowest = explains.reduce((a, b) => (b.executionMs > a.executionMs ? b : a));
  writeFileSync(
    join(resultsDir, 'explain.txt'),
    explains.map((e) => `== ${e.label}: ${e.executionMs.toFixed(1)} ms\n${e.sql}\n\n${e.plan}\n`).join('\n'),
  );

  const run = {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    runTimeS: (performance.now() - runStarted) / 1000,
    machine: { ...(await describeMachine(client)), loadAverage },
    config,
    dataset,
    checks,
    results,
    slowest: { label: slowest.label, executionMs: slowest.executionMs },
  };
  writeFileSync(join(resultsDir, 'articles.json'), JSON.stringify(run, null, 2));
  const block = resultsBlock(run);
  if (config.writeDoc) {
    await writePerformanceDoc(join(root, 'docs', 'performance.md'), block);
    log('Wrote docs/performance.md');
  }
  console.log(`\n${block}\n`);
  const failures = results.filter((r) => r.api.non2xx + r.api.errors + r.baseline.non2xx + r.baseline.errors > 0);
  if (failures.length || checks.some((c) => !c.same)) {
    log('Some requests failed or the answers differ: see the report above.');
    process.exitCode = 1;
  }
  log(`Done in ${duration(run.runTimeS)}.`);
}

/** How many articles the database holds, or null when it does not exist or has no articles table yet. */
async function seededArticles(serverUrl) {
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  const probe = new pg.Client({ connectionString: url.toString() });
  try {
    await probe.connect();
    const { rows } = await probe.query(`SELECT count(*)::int AS n FROM articles`);
    return rows[0].n;
  } catch {
    return null;
  } finally {
    await probe.end().catch(() => {});
  }
}

async function describeDataset(client) {
  const {
    rows: [row],
  } = await client.query(
    `SELECT avg(length(content))::int AS avg_content,
            to_char(min(created_at), 'YYYY-MM-DD') AS first, to_char(max(created_at), 'YYYY-MM-DD') AS last
     FROM articles`,
  );
  const corrections = sql.correctionsOf(
    (await client.query(sql.CORRECTIONS_SQL, sql.CORRECTIONS_VALUES(sql.queryWords(config.typoWord)))).rows,
  );
  return {
    avgContentChars: row.avg_content,
    createdRange: `${row.first} to ${row.last}`,
    typoCorrection: [...corrections.values()][0] ?? null,
  };
}

async function describeMachine(client) {
  const {
    rows: [row],
  } = await client.query(`SHOW server_version`);
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model?.trim() ?? 'unknown',
    memoryGiB: (os.totalmem() / 1024 ** 3).toFixed(1),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    postgres: row.server_version.split(' ')[0],
  };
}

/** The data statements of every scenario, exactly as both servers send them, under EXPLAIN (ANALYZE, BUFFERS). */
async function explainAll(client, { minId, maxId }) {
  const id = Math.floor((minId + maxId) / 2);
  const statements = [
    { label: 'list: count (capped)', sql: sql.LIST_COUNT_SQL, values: [] },
    {
      label: 'list: estimate past the cap',
      sql: sql.LIST_ESTIMATE_SQL.replace('EXPLAIN (FORMAT JSON) ', ''),
      values: [],
      planOnly: true,
    },
    { label: 'list: page', sql: sql.LIST_PAGE_SQL, values: [21] },
    { label: 'detail', sql: sql.DETAIL_SQL, values: [id] },
  ];
  for (const [name, word] of [
    ['search', config.searchWord],
    ['search typo', config.typoWord],
  ]) {
    const words = sql.wantedWords(word);
    statements.push({
      label: `${name}: typo candidates`,
      sql: sql.CORRECTIONS_SQL,
      values: sql.CORRECTIONS_VALUES(words),
    });
    const corrections = sql.correctionsOf(
      (await client.query(sql.CORRECTIONS_SQL, sql.CORRECTIONS_VALUES(words))).rows,
    );
    const correction = sql.shownCorrection(word, sql.correctedQuery(word, corrections));
    let ranked = sql.rankedSql(word, 20);
    statements.push({ label: `${name}: ranked page`, sql: ranked.text, values: ranked.values });
    let searched = word;
    if (correction) {
      // A typo finds nothing as typed: the API then ranks the corrected words (a count, when it finds some).
      const typedRows = (await client.query(ranked.text, ranked.values)).rows;
      if ((typedRows[0]?.candidates ?? 0) === 0) {
        searched = correction;
        ranked = sql.rankedSql(correction, 20);
        statements.push({ label: `${name}: corrected ranked page`, sql: ranked.text, values: ranked.values });
      } else {
        const count = sql.countSql(correction);
        statements.push({ label: `${name}: corrected count`, sql: count.text, values: count.values });
      }
    }
    const estimate = sql.estimateSql(searched);
    statements.push({
      label: `${name}: estimate past the candidates`,
      sql: estimate.text.replace('EXPLAIN (FORMAT JSON) ', ''),
      values: estimate.values,
      planOnly: true,
    });
    const ids = (await client.query(ranked.text, ranked.values)).rows
      .filter((r) => r.id !== null)
      .slice(0, 20)
      .map((r) => r.id);
    statements.push({ label: `${name}: articles with authors`, sql: sql.withAuthorsSql(ids.length), values: ids });
  }
  const out = [];
  for (const statement of statements) {
    // An estimate is only planned, never run: time its planning.
    const explain = statement.planOnly ? 'EXPLAIN (SUMMARY)' : 'EXPLAIN (ANALYZE, BUFFERS)';
    const { rows } = await client.query(`${explain} ${statement.sql}`, statement.values);
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    const executionMs = Number(/(?:Execution|Planning) Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
    out.push({ ...statement, plan, executionMs });
  }
  return out;
}

runUntilStopped({
  main,
  cleanup,
  prefix: 'bench',
  afterCleanup: () =>
    log(config.keepDb ? `Kept the database ${DATABASE} (BENCH_KEEP_DB=1).` : `Dropped the database ${DATABASE}.`),
});

/**
 * One server's figures over the rounds of a scenario: requests/s and CPU per request over all of them,
 * p50 and p99 as the median of the rounds' (each round's latencies are not kept), the counts summed.
 */
function combineRounds(rounds) {
  const requests = rounds.reduce((n, r) => n + r.requests, 0);
  const statuses = {};
  for (const r of rounds)
    for (const [status, n] of Object.entries(r.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
  return {
    requests,
    rps: requests / rounds.reduce((n, r) => n + r.elapsedS, 0),
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    max: Math.max(...rounds.map((r) => r.max)),
    non2xx: rounds.reduce((n, r) => n + r.non2xx, 0),
    errors: rounds.reduce((n, r) => n + r.errors, 0),
    statuses,
    bytesPerResponse: rounds[0].bytesPerResponse,
    cpuMsPerRequest: rounds.reduce((n, r) => n + r.cpuMs, 0) / Math.max(requests, 1),
    rounds: rounds.map(({ rps, p50, p99, requests: n, cpuMs }) => ({ rps, p50, p99, requests: n, cpuMs })),
  };
}
