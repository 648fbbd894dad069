#!/usr/bin/env node
// Mass-message fan-out benchmark: the real worker against a bare INSERT ... SELECT of the same rows,
// and the p99 of GET /api/articles while a fan-out runs against idle. Writes its section of
// docs/performance.md and bench/results/mass-message.json.
//   node bench/mass-message.mjs            (BENCH_RECIPIENTS=100000, BENCH_SKIP_BUILD=1, BENCH_KEEP_DB=1)
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, waitFor } from '../scripts/lib/net.mjs';
import { runOrThrow, startBackground } from '../scripts/lib/proc.mjs';
import { siteEnv, startSite } from '../scripts/lib/site.mjs';
import { startBenchRun } from './lib/bench-start.mjs';
import { runLoad } from './lib/load.mjs';
import { duration } from './lib/report.mjs';
import { sessionCookie } from './lib/bench-api.mjs';
import { seed } from './lib/seed.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const backendDir = join(root, 'backend');
const resultsDir = join(root, 'bench', 'results');
const DATABASE = 'irl_bench_mass';
const ROOT_USER_ID = '00000000-0000-4000-8000-000000000001';
const START =
  '<!-- bench:mass-message:start (written by bench/mass-message.mjs; everything up to the end marker is replaced on each run) -->';
const END = '<!-- bench:mass-message:end -->';

const config = {
  recipients: Number(process.env.BENCH_RECIPIENTS ?? 100_000),
  articles: Number(process.env.BENCH_ARTICLES ?? 2_000),
  batchSize: Number(process.env.BENCH_BATCH_SIZE ?? 2000),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  idleS: Number(process.env.BENCH_IDLE_S ?? 10),
  skipBuild: process.env.BENCH_SKIP_BUILD === '1',
  keepDb: process.env.BENCH_KEEP_DB === '1',
};
const log = (message) => console.log(`[bench:mass-message] ${message}`);
const cleanups = [];
const CONTENT = 'Scheduled maintenance\n\nThe site will be read-only on Sunday from 02:00 UTC for about an hour.';

async function main() {
  const runStarted = performance.now();
  const { services, databaseUrl } = await startBenchRun({
    root,
    resultsDir,
    log,
    cleanups,
    skipBuild: config.skipBuild,
    database: DATABASE,
    keepDb: config.keepDb,
  });

  const apiPort = await freePort(5095);
  const sessionSecret = randomBytes(32).toString('hex');
  const env = siteEnv({
    root,
    databaseUrl,
    redisUrl: services.redisUrl,
    port: apiPort,
    extra: {
      NODE_ENV: 'production',
      PUBLIC_URL: `http://localhost:${apiPort}`,
      SPA_DIST_DIR: '',
      SESSION_SECRET: sessionSecret,
      RATE_LIMIT_DEFAULT: '100000000',
      RATE_LIMIT_WRITE: '100000000',
      // The run command's ROOT sign-in is refused in production; the bench signs its admin in by cookie.
      ROOT_SIGN_IN_ENABLED: 'false',
      RUN_WORKER_IN_API: 'false',
      BULLMQ_PREFIX: `irlbenchmass${process.pid}`,
      LOG_LEVEL: 'info',
      DATABASE_POOL_SIZE: '10',
      SMTP_URL: '',
      MASS_MESSAGE_BATCH_SIZE: String(config.batchSize),
      MASS_MESSAGE_BATCH_PAUSE_MS: '0',
    },
  });

  log(`Migrating ${DATABASE}...`);
  await runOrThrow('node', ['dist/database/migrate.js'], { cwd: backendDir, env });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  cleanups.push(() => client.end());

  // Recipients of "all": everyone but the site's own account; the admin and the reader below count.
  const authors = 200;
  log(`Seeding ${config.recipients} users and ${config.articles} articles...`);
  let started = performance.now();
  await seed(client, {
    databaseUrl,
    articles: config.articles,
    authors,
    readers: config.recipients - authors - 1,
    log,
  });
  const adminCookie = await signedInCookie(client, sessionSecret, 'bench_admin', 'admin');
  await client.query('VACUUM ANALYZE');
  const seedS = (performance.now() - started) / 1000;
  const recipients = await scalar(client, `SELECT count(*)::int FROM users WHERE id <> $1 AND NOT is_banned`, [
    ROOT_USER_ID,
  ]);
  log(`Seeded in ${duration(seedS)}: ${recipients} recipients`);

  const apiLog = openSync(join(resultsDir, 'mass-message-api.log'), 'w');
  cleanups.push(async () => closeSync(apiLog));
  log(`Starting the API on port ${apiPort} and a separate worker process...`);
  const api = await startSite(root, env, { stdio: ['ignore', apiLog, apiLog] });
  cleanups.push(() => api.stop());
  const worker = startBackground('node', ['dist/worker.js'], {
    cwd: backendDir,
    env,
    stdio: ['ignore', apiLog, apiLog],
  });
  cleanups.push(() => worker.stop());
  const baseUrl = `http://127.0.0.1:${apiPort}`;

  const reset = async () => {
    await client.query('TRUNCATE direct_messages, mass_message_deliveries');
    await client.query('VACUUM ANALYZE direct_messages, mass_message_deliveries, mass_messages');
  };

  // 1. The bare statement: the same rows in one INSERT ... SELECT.
  const bare = async () => {
    await reset();
    const t0 = performance.now();
    await client.query(
      `INSERT INTO direct_messages (sender_id, receiver_id, content)
       SELECT $1, u.id, $2 FROM users u WHERE u.id <> $1 AND NOT u.is_banned`,
      [ROOT_USER_ID, CONTENT],
    );
    const seconds = (performance.now() - t0) / 1000;
    const rows = await scalar(client, 'SELECT count(*)::int FROM direct_messages');
    log(`  bare INSERT ... SELECT: ${rows} rows in ${seconds.toFixed(2)} s`);
    return { seconds, rows };
  };

  // 2. The real fan-out: POST, the worker's batches, until completed (polled every 50 ms).
  const fanOut = async (label, during) => {
    await reset();
    const t0 = performance.now();
    const response = await fetch(`${baseUrl}/api/admin/mass-message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: adminCookie, origin: `http://localhost:${apiPort}` },
      body: JSON.stringify({ subject: 'Scheduled maintenance', content: CONTENT.split('\n\n')[1], recipients: 'all' }),
    });
    if (response.status !== 201)
      throw new Error(`POST /api/admin/mass-message: ${response.status} ${await response.text()}`);
    const { id } = await response.json();
    const load = during ? during() : null;
    let row;
    for (;;) {
      row = (
        await client.query(
          `SELECT status, done, total, extract(epoch from finished_at - started_at)::float AS worker_s FROM mass_messages WHERE id = $1`,
          [id],
        )
      ).rows[0];
      if (['completed', 'failed', 'cancelled'].includes(row.status)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const seconds = (performance.now() - t0) / 1000;
    const rows = await scalar(client, 'SELECT count(*)::int FROM direct_messages');
    const distinct = await scalar(client, 'SELECT count(DISTINCT receiver_id)::int FROM direct_messages');
    log(
      `  ${label}: ${row.status}, ${row.done} of ${row.total}, ${rows} rows (${distinct} receivers) in ${seconds.toFixed(2)} s (worker ${row.worker_s.toFixed(2)} s)`,
    );
    return { seconds, workerS: row.worker_s, rows, distinct, status: row.status, load: load ? await load : null };
  };

  log('Fan-out against the bare statement (bare, worker, bare):');
  const bare1 = await bare();
  const worker1 = await fanOut('worker fan-out');
  const bare2 = await bare();
  const bareS = (bare1.seconds + bare2.seconds) / 2;

  log(
    `GET /api/articles?limit=20, ${config.connections} connections: idle for ${config.idleS} s (after 2 s warm-up)...`,
  );
  const path = () => '/api/articles?limit=20';
  await runLoad({ baseUrl, path, connections: config.connections, durationMs: 2000 });
  const idle = await runLoad({ baseUrl, path, connections: config.connections, durationMs: config.idleS * 1000 });
  // The load runs for most of an unloaded fan-out's time, so every sample falls inside the fan-out.
  const loadMs = Math.max(1000, worker1.seconds * 1000 * 0.9);
  log(`... and while a fan-out runs (${(loadMs / 1000).toFixed(1)} s of load):`);
  const worker2 = await fanOut('worker fan-out under load', () =>
    runLoad({ baseUrl, path, connections: config.connections, durationMs: loadMs }),
  );
  const busy = worker2.load;
  log(
    `  idle p99 ${idle.p99.toFixed(1)} ms (${idle.requests} requests), during p99 ${busy.p99.toFixed(1)} ms (${busy.requests} requests)`,
  );

  const run = {
    when: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGiB: os.totalmem() / 2 ** 30,
      node: process.version,
      load1: os.loadavg()[0],
      postgres: await scalar(client, 'SHOW server_version'),
    },
    config,
    recipients,
    seedS,
    bare: [bare1, bare2],
    bareS,
    worker: worker1,
    fanOutRatio: worker1.seconds / bareS,
    idle,
    busy,
    workerUnderLoad: { seconds: worker2.seconds, workerS: worker2.workerS, rows: worker2.rows },
    p99Ratio: busy.p99 / idle.p99,
    runTimeS: (performance.now() - runStarted) / 1000,
  };
  writeFileSync(join(resultsDir, 'mass-message.json'), JSON.stringify(run, null, 2));
  writeSection(join(root, 'docs', 'performance.md'), block(run));
  // The repository checks formatting: lay the new table out as prettier does.
  await runOrThrow('npx', ['prettier', '--write', 'docs/performance.md'], { cwd: root });
  log(
    `Fan-out ratio ${run.fanOutRatio.toFixed(2)}x, p99 ratio ${run.p99Ratio.toFixed(2)}x. Done in ${duration(run.runTimeS)}.`,
  );
}

function block(run) {
  const f = (n, d = 2) => n.toFixed(d);
  const int = (n) => Math.round(n).toLocaleString('en-US');
  return [
    START,
    '',
    `## Mass messages: fan-out to ${int(run.recipients)} users`,
    '',
    `Last run ${run.when.slice(0, 19)}Z with \`node bench/mass-message.mjs\`, total run time ${duration(run.runTimeS)}.`,
    '',
    `- Machine: ${run.machine.cpus} CPUs (${run.machine.cpuModel.trim()}), ${f(run.machine.memoryGiB, 1)} GiB, Node ${run.machine.node}, PostgreSQL ${run.machine.postgres}; PostgreSQL, Redis, the API, the worker and the load generator share it (1-minute load average ${f(run.machine.load1, 1)} at the end).`,
    `- Data: ${int(run.recipients)} recipients (group "all"), ${int(run.config.articles)} articles; seeded in ${duration(run.seedS)}. E-mail off (no SMTP_URL). Worker: \`node backend/dist/worker.js\` in its own process, batches of ${int(run.config.batchSize)}, no pause; API: \`node backend/dist/main.js\` (production, worker not in the process).`,
    `- Fan-out: from the POST to the status \`completed\` (polled every 50 ms), each run on emptied \`direct_messages\` and \`mass_message_deliveries\` after VACUUM ANALYZE. Baseline: one bare \`INSERT INTO direct_messages ... SELECT ... FROM users\` of the same rows, run before and after the worker (mean of the two).`,
    `- Latency: GET /api/articles?limit=20 (anonymous), ${run.config.connections} keep-alive connections in a closed loop (\`bench/lib/load.mjs\`); idle for ${run.config.idleS} s after a 2 s warm-up, then during a second fan-out for 90% of the first one's time.`,
    '',
    '| Measure | Result | Baseline | Ratio | Target |',
    '| --- | --- | --- | --- | --- |',
    `| Fan-out time (s) | ${f(run.worker.seconds)} (worker's own time ${f(run.worker.workerS)}) | ${f(run.bareS)} (${run.bare.map((b) => f(b.seconds)).join(' and ')}) | ${f(run.fanOutRatio)} | within 2× |`,
    `| Rows written | ${int(run.worker.rows)} messages to ${int(run.worker.distinct)} users + as many delivery keys | ${int(run.bare[0].rows)} messages | | |`,
    `| GET /api/articles p99 (ms) | ${f(run.busy.p99, 1)} during the fan-out (${int(run.busy.requests)} requests, ${f(run.busy.rps, 0)}/s) | ${f(run.idle.p99, 1)} idle (${int(run.idle.requests)} requests, ${f(run.idle.rps, 0)}/s) | ${f(run.p99Ratio)} | within 1.5× |`,
    `| GET /api/articles p50 (ms) | ${f(run.busy.p50, 1)} | ${f(run.idle.p50, 1)} | ${f(run.busy.p50 / run.idle.p50)} | |`,
    `| Fan-out time under that load (s) | ${f(run.workerUnderLoad.seconds)} | ${f(run.worker.seconds)} unloaded | ${f(run.workerUnderLoad.seconds / run.worker.seconds)} | |`,
    '',
    `Errors: ${run.idle.non2xx + run.idle.errors + run.busy.non2xx + run.busy.errors === 0 ? 'none' : `idle ${run.idle.non2xx} non-2xx / ${run.idle.errors} socket errors, during ${run.busy.non2xx} / ${run.busy.errors}`}. Raw figures: \`bench/results/mass-message.json\`.`,
    '',
    END,
  ].join('\n');
}

function writeSection(path, text) {
  const doc = existsSync(path) ? readFileSync(path, 'utf8') : '# Performance\n';
  const start = doc.indexOf(START.slice(0, 30));
  const end = doc.indexOf(END);
  const next =
    start >= 0 && end > start
      ? doc.slice(0, start) + text + doc.slice(end + END.length)
      : `${doc.trimEnd()}\n\n${text}\n`;
  writeFileSync(path, next);
}

async function scalar(client, sql, params = []) {
  const { rows } = await client.query(sql, params);
  return Object.values(rows[0])[0];
}

/** A signed-in user, built as express-session and connect-pg-simple build one (as test/utils/sessions.ts). */
async function signedInCookie(client, secret, username, role) {
  const {
    rows: [user],
  } = await client.query(`INSERT INTO users (username, role) VALUES ($1, $2) RETURNING id`, [username, role]);
  return sessionCookie(client, secret, user.id);
}

try {
  await main();
} catch (error) {
  console.error(`[bench:mass-message] ${error.stack ?? error.message}`);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}
