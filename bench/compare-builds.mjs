#!/usr/bin/env node
/**
 * Two builds of the API side by side on the article benchmark's database: this checkout's and another
 * checkout's (say the previous commit in a `git worktree`), each running its own backend/dist, taking
 * turns to go first in each round. Answers "did this change make the API faster?", which the article
 * benchmark cannot: it compares the API with a baseline that runs the same statements, so a change that
 * makes a statement cheaper for both leaves its ratio where it was.
 *
 *   git worktree add ../previous HEAD~1 && (cd ../previous && npm ci && npx nx run @irl/backend:build)
 *   npx nx run @irl/backend:build
 *   BENCH_KEEP_DB=1 node bench/articles.bench.mjs     # once: seeds and keeps irl_bench
 *   node bench/compare-builds.mjs ../previous
 *
 * Env: COMPARE_SCENARIOS (detail,detail-signed-in,list,list-signed-in), COMPARE_ROUNDS (4),
 * COMPARE_SECONDS (5 measured per scenario, build and round, after 1 s of warm-up), BENCH_CONNECTIONS
 * (10), BENCH_DATABASE (irl_bench). Prints each round, then the medians; writes no document.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/lib/net.mjs';
import { startSite } from '../scripts/lib/site.mjs';
import { openKeptBenchDatabase } from './lib/kept-database.mjs';
import { benchApiEnv, signedInCookie } from './lib/bench-api.mjs';
import { measureInTurns } from './lib/load.mjs';
import { runBench } from './lib/run-bench.mjs';
import { median } from './lib/report.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const other = process.argv[2] && resolve(process.argv[2]);
const config = {
  scenarios: (process.env.COMPARE_SCENARIOS ?? 'detail,detail-signed-in,list,list-signed-in').split(','),
  rounds: Number(process.env.COMPARE_ROUNDS ?? 4),
  durationMs: Number(process.env.COMPARE_SECONDS ?? 5) * 1000,
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  database: process.env.BENCH_DATABASE ?? 'irl_bench',
};
const log = (message) => console.log(`[compare] ${message}`);

async function main(stops) {
  for (const checkout of [root, other]) {
    if (!checkout || !existsSync(join(checkout, 'backend', 'dist', 'main.js'))) {
      throw new Error(`usage: node bench/compare-builds.mjs <other checkout>; both need backend/dist (${checkout})`);
    }
  }
  const { services, databaseUrl, client, articles } = await openKeptBenchDatabase({
    root,
    log,
    database: config.database,
    stops,
  });
  const { min, max } = articles;

  const sessionSecret = randomBytes(32).toString('hex');
  const cookie = await signedInCookie(client, sessionSecret);
  const resultsDir = join(root, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const builds = [];
  for (const [name, checkout] of [
    ['this', root],
    ['other', other],
  ]) {
    const port = await freePort(5401 + builds.length);
    const logFile = openSync(join(resultsDir, `compare-${name}.log`), 'w');
    stops.push(async () => closeSync(logFile));
    const env = benchApiEnv({ root: checkout, databaseUrl, redisUrl: services.redisUrl, port, sessionSecret });
    const site = await startSite(checkout, env, { stdio: ['ignore', logFile, logFile] });
    stops.push(() => site.stop());
    builds.push({ name, checkout, baseUrl: `http://127.0.0.1:${port}`, pid: site.child.pid });
  }
  log(`this: ${root}, other: ${other}; ${config.rounds} rounds of ${config.durationMs / 1000} s`);

  const randomArticle = () => `/api/articles/${min + Math.floor(Math.random() * (max - min + 1))}`;
  const scenarios = {
    detail: { path: randomArticle, headers: {} },
    'detail-signed-in': { path: randomArticle, headers: { cookie } },
    list: { path: () => '/api/articles?limit=20', headers: {} },
    'list-signed-in': { path: () => '/api/articles?limit=20', headers: { cookie } },
  };
  const unknown = config.scenarios.filter((key) => !scenarios[key]);
  if (unknown.length) throw new Error(`unknown scenario ${unknown.join(', ')} (${Object.keys(scenarios).join(', ')})`);
  const results = await measureInTurns({
    servers: builds,
    scenarios: config.scenarios.map((key) => ({ key, ...scenarios[key] })),
    rounds: config.rounds,
    durationMs: config.durationMs,
    connections: config.connections,
    log,
  });
  log('Medians (this ÷ other: above 1 means this checkout serves more requests a second):');
  for (const [key, byBuild] of Object.entries(results)) {
    const m = (name, field) => median(byBuild[name].map((r) => r[field]));
    const perRound = byBuild.this.map((r, i) => (r.rps / byBuild.other[i].rps).toFixed(2)).join(', ');
    log(
      `  ${key.padEnd(16)} req/s ${m('this', 'rps').toFixed(0)} vs ${m('other', 'rps').toFixed(0)} ` +
        `(per round ${perRound}); p50 ${m('this', 'p50').toFixed(2)} vs ${m('other', 'p50').toFixed(2)} ms; ` +
        `CPU ${m('this', 'cpuMs').toFixed(3)} vs ${m('other', 'cpuMs').toFixed(3)} ms per request`,
    );
  }
}

runBench(log, main);
