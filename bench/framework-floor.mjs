#!/usr/bin/env node
/**
 * The framework floor: what an otherwise empty Nest application costs over bare node:http + pg on the
 * article benchmark's routes, on each HTTP adapter, beside the real API. The same handlers and SQL
 * (bench/baseline-server.mjs) run bare, behind Nest on Express and behind Nest on Fastify
 * (bench/lib/nest-floor.mjs: one controller, nothing else); every server answers byte for byte the same.
 * It answers two questions the article benchmark cannot: how close to the bare baseline any Nest
 * application can come, and what a change of adapter would buy.
 *
 *   BENCH_KEEP_DB=1 node bench/articles.bench.mjs          # once: seeds and keeps irl_bench
 *   npm install --no-save @nestjs/platform-fastify@12      # optional: without it the Fastify row is left out
 *   node bench/framework-floor.mjs
 *
 * Env: FLOOR_ROUNDS (3), FLOOR_SECONDS (4 measured per scenario, server and round, after 1 s of warm-up),
 * BENCH_CONNECTIONS (10), BENCH_DATABASE (irl_bench), BENCH_SKIP_BUILD (1: use backend/dist as it is),
 * BENCH_WRITE_DOC (0: leave docs/performance.md alone).
 */
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runOrThrow, startBackground } from '../scripts/lib/proc.mjs';
import { freePort, waitFor } from '../scripts/lib/net.mjs';
import { startSite } from '../scripts/lib/site.mjs';
import { openKeptBenchDatabase } from './lib/kept-database.mjs';
import { benchApiEnv } from './lib/bench-api.mjs';
import { getJson, measureInTurns } from './lib/load.mjs';
import { duration, median, writeMarkedBlock } from './lib/report.mjs';
import { runBench } from './lib/run-bench.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const config = {
  rounds: Number(process.env.FLOOR_ROUNDS ?? 3),
  durationMs: Number(process.env.FLOOR_SECONDS ?? 4) * 1000,
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  database: process.env.BENCH_DATABASE ?? 'irl_bench',
  skipBuild: process.env.BENCH_SKIP_BUILD === '1',
  writeDoc: process.env.BENCH_WRITE_DOC !== '0',
};
const START = '<!-- bench:framework-floor:start (written by bench/framework-floor.mjs; replaced on each run) -->';
const END = '<!-- bench:framework-floor:end -->';
const log = (message) => console.log(`[floor] ${message}`);

function fastifyInstalled() {
  try {
    createRequire(join(root, 'bench', 'lib', 'nest-floor.mjs')).resolve('@nestjs/platform-fastify');
    return true;
  } catch {
    return false;
  }
}

async function main(stops) {
  const started = Date.now();
  if (!config.skipBuild) await runOrThrow('npx', ['nx', 'run', '@irl/backend:build'], { cwd: root });
  const { services, databaseUrl, articles } = await openKeptBenchDatabase({
    root,
    log,
    database: config.database,
    stops,
  });
  const { min, max, count } = articles;

  const resultsDir = join(root, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const servers = [];
  const frameworks = ['none', 'nest-express', ...(fastifyInstalled() ? ['nest-fastify'] : [])];
  if (!frameworks.includes('nest-fastify')) log('@nestjs/platform-fastify is not installed: no Fastify row');
  for (const framework of frameworks) {
    const port = await freePort(5501 + servers.length);
    const server = startBackground('node', [join(root, 'bench', 'baseline-server.mjs')], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), FRAMEWORK: framework },
      stdio: 'ignore',
    });
    stops.push(() => server.stop());
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitFor(async () => (await getJson(`${baseUrl}/api/articles?limit=1`).catch(() => null))?.status === 200, {
      what: `the ${framework} server`,
      timeoutMs: 15000,
    });
    servers.push({ name: framework === 'none' ? 'bare node:http' : framework, baseUrl, pid: server.child.pid });
  }
  const apiPort = await freePort(5501 + servers.length);
  const apiLog = openSync(join(resultsDir, 'framework-floor-api.log'), 'w');
  stops.push(async () => closeSync(apiLog));
  const env = benchApiEnv({
    root,
    databaseUrl,
    redisUrl: services.redisUrl,
    port: apiPort,
    sessionSecret: randomBytes(32).toString('hex'),
  });
  const api = await startSite(root, env, { stdio: ['ignore', apiLog, apiLog] });
  stops.push(() => api.stop());
  servers.push({ name: 'the API', baseUrl: `http://127.0.0.1:${apiPort}`, pid: api.child.pid });

  const randomArticle = () => `/api/articles/${min + Math.floor(Math.random() * (max - min + 1))}`;
  const scenarios = [
    { key: 'detail', label: 'GET /api/articles/{random id}', path: randomArticle, probe: `/api/articles/${min}` },
    { key: 'list', label: 'GET /api/articles?limit=20', path: () => '/api/articles?limit=20' },
  ];
  for (const scenario of scenarios) {
    const probe = scenario.probe ?? scenario.path();
    const answers = await Promise.all(servers.map(async (s) => (await getJson(`${s.baseUrl}${probe}`)).text));
    if (answers.some((text) => text !== answers[0])) throw new Error(`${probe}: the servers answered differently`);
  }
  log(
    `${servers.map((s) => s.name).join(', ')}: identical answers; ${config.rounds} rounds of ${config.durationMs / 1000} s`,
  );

  const loadAverageBefore = os.loadavg()[0];
  const results = await measureInTurns({
    servers,
    scenarios,
    rounds: config.rounds,
    durationMs: config.durationMs,
    connections: config.connections,
    log,
  });
  const loadAverageAfter = os.loadavg()[0];

  const rows = [];
  for (const scenario of scenarios) {
    const byServer = results[scenario.key];
    const bare = byServer['bare node:http'];
    for (const server of servers) {
      const runs = byServer[server.name];
      // Each round's ratio to the bare server measured in the same round, then their median and range.
      const ratios = runs.map((r, i) => r.rps / bare[i].rps);
      const p99Ratios = runs.map((r, i) => r.p99 / bare[i].p99);
      rows.push(
        `| ${scenario.label} | ${server.name} | ${median(runs.map((r) => r.rps)).toFixed(0)} | ` +
          `${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}) | ` +
          `${median(p99Ratios).toFixed(2)} | ${median(runs.map((r) => r.cpuMs)).toFixed(3)} |`,
      );
    }
  }
  const block = [
    START,
    '',
    '## The framework floor: an empty Nest application against bare node:http',
    '',
    `Last run ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} with \`node bench/framework-floor.mjs\`, total run time ` +
      `${duration((Date.now() - started) / 1000)}; ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()}), Node ${process.version}; ` +
      `${count.toLocaleString('en-US')} articles (the article benchmark's database); 1-minute load average ` +
      `${loadAverageBefore.toFixed(1)} → ${loadAverageAfter.toFixed(1)}.`,
    '',
    '- Every server runs the same handlers and SQL (`bench/baseline-server.mjs`, prepared where the API prepares) and ' +
      'answered the probes byte for byte alike. "nest-express" and "nest-fastify" put them behind an otherwise empty Nest ' +
      'application (`bench/lib/nest-floor.mjs`: one controller; no middleware, guard, pipe, interceptor, session or log); ' +
      '"the API" is the product as the article benchmark runs it.',
    `- Load: ${config.connections} keep-alive connections in a closed loop, 1 s warm-up and ` +
      `${config.durationMs / 1000} s measured per scenario, server and round, ${config.rounds} rounds with the servers ` +
      'taking turns to go first. Ratios are each round against the bare server in the same round: median (range).',
    '',
    '| Route | Server | req/s | req/s ÷ bare | p99 ÷ bare | CPU ms per request |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    END,
  ].join('\n');
  console.log(`\n${block}\n`);
  if (config.writeDoc) {
    await writeMarkedBlock(join(root, 'docs', 'performance.md'), START, END, block);
    log('Wrote docs/performance.md');
  }
}

runBench(log, main);
