#!/usr/bin/env node
// Soak under faults: mixed traffic (article reads, message writes, live streams) against 2 API
// processes and 1 worker on one PostgreSQL and Redis, reached through TCP fault proxies, with faults
// injected on a schedule. Reports requests, error rate inside and outside the fault windows, the time
// to recover after each fault, and a final data check (acknowledged messages stored exactly once).
// Writes bench/results/soak.json and its section of docs/performance.md.
//   node bench/soak.mjs        (SOAK_DURATION_S=900, SOAK_CONNECTIONS=6, BENCH_SKIP_BUILD=1, BENCH_KEEP_DB=1)
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, waitFor } from '../scripts/lib/net.mjs';
import { runOrThrow, startBackground } from '../scripts/lib/proc.mjs';
import { siteEnv } from '../scripts/lib/site.mjs';
import { startBenchRun } from './lib/bench-start.mjs';
import { TcpFaultProxy } from './lib/fault-proxy.mjs';
import { duration } from './lib/report.mjs';
import { sessionCookie } from './lib/bench-api.mjs';
import { seed } from './lib/seed.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const backendDir = join(root, 'backend');
const resultsDir = join(root, 'bench', 'results');
const DATABASE = 'irl_bench_soak';
const START =
  '<!-- bench:soak:start (written by bench/soak.mjs; everything up to the end marker is replaced on each run) -->';
const END = '<!-- bench:soak:end -->';
// A request is counted in a fault's window from its start until this long after its end.
const RECOVERY_ALLOWANCE_MS = 5000;
// Background work once per round: a CSV import of this many rows and a mass message to every user.
const IMPORT_ROWS = 3000;
const MASS_MESSAGE_EXTRA_USERS = 2000;
const JOB_GAP_MS = 90_000;
// After the traffic stops, how long the queued work may take to finish before the data check.
const SETTLE_MS = 180_000;

const config = {
  durationS: Number(process.env.SOAK_DURATION_S ?? 900),
  connections: Number(process.env.SOAK_CONNECTIONS ?? 6),
  skipBuild: process.env.BENCH_SKIP_BUILD === '1',
  keepDb: process.env.BENCH_KEEP_DB === '1',
};
const log = (message) => console.log(`[bench:soak] ${message}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const cleanups = [];

async function main() {
  const runStarted = Date.now();
  const { services, databaseUrl } = await startBenchRun({
    root,
    resultsDir,
    log,
    cleanups,
    skipBuild: config.skipBuild,
    database: DATABASE,
    keepDb: config.keepDb,
  });

  const pgTarget = new URL(databaseUrl);
  const pgProxy = new TcpFaultProxy(pgTarget.hostname, Number(pgTarget.port || 5432));
  const redisTarget = new URL(services.redisUrl);
  const redisProxy = new TcpFaultProxy(redisTarget.hostname, Number(redisTarget.port || 6379));
  await pgProxy.start();
  await redisProxy.start();
  cleanups.push(
    () => pgProxy.close(),
    () => redisProxy.close(),
  );

  const sessionSecret = randomBytes(32).toString('hex');
  const applicationName = `irl-soak-${process.pid}`;
  const envFor = (port) =>
    siteEnv({
      root,
      databaseUrl: pgProxy.urlFor(databaseUrl),
      redisUrl: redisProxy.urlFor(services.redisUrl),
      port,
      extra: {
        NODE_ENV: 'production',
        ROOT_SIGN_IN_ENABLED: 'false',
        PUBLIC_URL: 'http://localhost:5000',
        SPA_DIST_DIR: '',
        SESSION_SECRET: sessionSecret,
        RATE_LIMIT_DEFAULT: '100000000',
        RATE_LIMIT_WRITE: '100000000',
        RATE_LIMIT_WRITE_PER_USER: '100000000',
        RUN_WORKER_IN_API: 'false',
        BULLMQ_PREFIX: `irlsoak${process.pid}`,
        LOG_LEVEL: 'warn',
        DATABASE_POOL_SIZE: '5',
        DATABASE_APPLICATION_NAME: applicationName,
        SHUTDOWN_GRACE_MS: '5000',
        SMTP_URL: '',
        // Several batches per mass message, so faults land in the middle of fan-outs.
        MASS_MESSAGE_BATCH_SIZE: '250',
        MASS_MESSAGE_BATCH_PAUSE_MS: '50',
      },
    });

  const ports = [await freePort(5191), await freePort(5192)];
  log(`Migrating and seeding ${DATABASE}...`);
  await runOrThrow('node', ['dist/database/migrate.js'], {
    cwd: backendDir,
    env: { ...envFor(ports[0]), DATABASE_URL: databaseUrl },
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  cleanups.push(() => client.end());
  await seed(client, { databaseUrl, articles: 500, authors: 20, readers: 50, log });
  const writer = await signedIn(client, sessionSecret, 'soak_writer');
  const reader = await signedIn(client, sessionSecret, 'soak_reader');
  const admin = await signedIn(client, sessionSecret, 'soak_admin', 'admin');
  // Recipients for the mass messages.
  await client.query(
    `INSERT INTO users (username, email) SELECT 'soak_member' || i, 'soak' || i || '@example.test' FROM generate_series(1, $1::int) i`,
    [MASS_MESSAGE_EXTRA_USERS],
  );
  const articleIds = (await client.query('SELECT id FROM articles LIMIT 200')).rows.map((row) => row.id);

  const apiLog = openSync(join(resultsDir, 'soak-processes.log'), 'w');
  cleanups.push(async () => closeSync(apiLog));
  const stdio = ['ignore', apiLog, apiLog];
  const apis = [];
  const startApi = async (index) => {
    const env = envFor(ports[index]);
    const api = startBackground('node', ['dist/main.js'], { cwd: backendDir, env, stdio });
    apis[index] = api;
    await waitFor(async () => (await fetch(`http://127.0.0.1:${ports[index]}/api/health`).catch(() => null))?.ok, {
      what: `API ${index + 1}`,
      timeoutMs: 60_000,
    });
  };
  let worker;
  const startWorker = () => {
    worker = startBackground('node', ['dist/worker.js'], { cwd: backendDir, env: envFor(ports[0]), stdio });
  };
  await Promise.all([startApi(0), startApi(1)]);
  startWorker();
  cleanups.push(async () => {
    await Promise.all([...apis.map((api) => api?.stop()), worker?.stop()]);
  });
  log(`2 APIs on ports ${ports.join(', ')} and 1 worker, through proxies to PostgreSQL and Redis`);

  // The fault schedule, repeated over the run: [name, duration, start(), end()].
  const faults = [
    ['redis paused', 15_000, () => redisProxy.pause(), () => redisProxy.resume()],
    [
      'redis down (connections cut and refused)',
      10_000,
      () => (redisProxy.refuse(true), redisProxy.cut()),
      () => redisProxy.refuse(false),
    ],
    [
      'postgres backends terminated',
      1000,
      () =>
        client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [
          applicationName,
        ]),
      () => undefined,
    ],
    ['postgres hung', 8000, () => pgProxy.pause(), () => pgProxy.resume()],
    ['API 1 restarted (SIGTERM)', 1000, () => apis[0].stop(), () => startApi(0)],
    ['worker killed (-9) and restarted', 1000, () => worker.child.kill('SIGKILL'), () => startWorker()],
  ];
  const windows = [];
  const requests = [];
  const acknowledged = [];
  const attempted = [];
  let streamEvents = 0;
  let stopping = false;
  const endAt = Date.now() + config.durationS * 1000;

  // Live streams: the reader keeps one open on each API, reopening when it ends (as EventSource does).
  const streamLoop = async (index) => {
    while (!stopping) {
      await new Promise((done) => {
        const req = get(
          `http://127.0.0.1:${ports[index]}/api/messages/stream`,
          { headers: { Accept: 'text/event-stream', Cookie: reader.cookie } },
          (res) => {
            res.setEncoding('utf8');
            res.on('data', (chunk) => (streamEvents += (chunk.match(/"type":"message"/g) ?? []).length));
            res.on('close', done);
          },
        );
        req.on('error', done);
        const stop = setInterval(() => stopping && (req.destroy(), clearInterval(stop)), 500);
      });
      if (!stopping) await sleep(1000);
    }
  };

  let sequence = 0;
  // Like a load balancer: a connection refused by one API (it is stopping or restarting) goes to the other.
  const balanced = async (first, path, init = {}) => {
    try {
      return await fetch(`http://127.0.0.1:${ports[first]}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      if (error?.cause?.code !== 'ECONNREFUSED') throw error;
      return fetch(`http://127.0.0.1:${ports[1 - first]}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
    }
  };
  const trafficLoop = async () => {
    while (Date.now() < endAt) {
      const first = sequence % 2;
      const kind = sequence % 5;
      sequence += 1;
      const started = Date.now();
      let status = 0;
      let content;
      try {
        if (kind < 2) {
          status = (await balanced(first, '/api/articles?limit=20')).status;
        } else if (kind < 4) {
          const id = articleIds[sequence % articleIds.length];
          status = (await balanced(first, `/api/articles/${id}`)).status;
        } else {
          content = `soak ${process.pid} ${sequence}`;
          attempted.push(content);
          const response = await balanced(first, '/api/messages', {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: writer.cookie, origin: 'http://localhost:5000' },
            body: JSON.stringify({ receiverId: reader.id, content }),
          });
          status = response.status;
          if (status === 201) acknowledged.push(content);
        }
      } catch {
        status = 0; // reset or timed out
      }
      requests.push({ at: started, ms: Date.now() - started, ok: status >= 200 && status < 400, status });
      await sleep(20);
    }
  };

  const faultLoop = async () => {
    const gap = 20_000;
    let index = 0;
    await sleep(gap);
    while (Date.now() + faults[index % faults.length][1] + gap < endAt) {
      const [name, ms, begin, finish] = faults[index % faults.length];
      const window = { name, start: Date.now() };
      log(`fault: ${name}`);
      await begin();
      await sleep(ms);
      await finish();
      window.end = Date.now();
      windows.push(window);
      index += 1;
      await sleep(gap);
    }
  };

  // Queued work: a CSV import and a mass message each round, started through either API like a user would.
  const imports = [];
  const massMessages = [];
  const jobRequests = { attempted: 0, accepted: 0 };
  const jobsLoop = async () => {
    await sleep(10_000);
    while (Date.now() + 60_000 < endAt) {
      const round = imports.length + massMessages.length + 1;
      const form = new FormData();
      form.set('type', 'person');
      form.set('file', new Blob([personCsv(round, IMPORT_ROWS)], { type: 'text/csv' }), `soak-${round}.csv`);
      jobRequests.attempted += 2;
      const uploaded = await balanced(round % 2, '/api/submissions/upload', {
        method: 'POST',
        headers: { cookie: admin.cookie, origin: 'http://localhost:5000' },
        body: form,
      }).catch(() => null);
      if (uploaded?.status === 202) {
        imports.push({ id: (await uploaded.json()).id, round });
        jobRequests.accepted += 1;
      }
      const token = `soak-mass-${process.pid}-${round}`;
      const sent = await balanced(1 - (round % 2), '/api/admin/mass-message', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: admin.cookie, origin: 'http://localhost:5000' },
        body: JSON.stringify({ subject: `Soak round ${round}`, content: token, recipients: 'all' }),
      }).catch(() => null);
      if (sent?.status === 201) {
        massMessages.push({ id: (await sent.json()).id, token });
        jobRequests.accepted += 1;
      }
      await sleep(JOB_GAP_MS);
    }
  };

  log(`Running ${config.durationS} s of traffic with ${config.connections} connections...`);
  const streams = [streamLoop(0), streamLoop(1)];
  await Promise.all([...Array.from({ length: config.connections }, trafficLoop), faultLoop(), jobsLoop()]);
  stopping = true;
  await Promise.all(streams);
  redisProxy.resume();
  redisProxy.refuse(false);
  pgProxy.resume();
  const jobs = await checkQueuedWork(client, { imports, massMessages, jobRequests });

  // Results.
  // A request counts in a window when it was still running as the fault began, or started before the allowance ended.
  const inWindow = (r) => windows.some((w) => r.at + r.ms >= w.start && r.at <= w.end + RECOVERY_ALLOWANCE_MS);
  const inside = requests.filter((r) => inWindow(r));
  const outside = requests.filter((r) => !inWindow(r));
  const rate = (list) => (list.length ? list.filter((r) => !r.ok).length / list.length : 0);
  const perFault = windows.map((w, index) => {
    // Recovery is looked for until the next fault starts.
    const until = windows[index + 1]?.start ?? Infinity;
    const during = requests.filter((r) => r.at + r.ms >= w.start && r.at + r.ms < Math.min(until, w.end + 30_000));
    const lastFailure = during.filter((r) => !r.ok).reduce((last, r) => Math.max(last, r.at + r.ms), 0);
    return {
      name: w.name,
      durationMs: w.end - w.start,
      requests: during.filter((r) => r.at <= w.end).length,
      errors: during.filter((r) => !r.ok && r.at <= w.end).length,
      errorStatuses: [...new Set(during.filter((r) => !r.ok).map((r) => r.status))],
      recoveryMs: lastFailure > w.end ? lastFailure - w.end : 0,
    };
  });
  const counts = new Map(
    (
      await client.query(
        `SELECT content, count(*)::int AS n FROM direct_messages WHERE content = ANY($1) GROUP BY content`,
        [attempted],
      )
    ).rows.map((row) => [row.content, row.n]),
  );
  const lost = acknowledged.filter((c) => (counts.get(c) ?? 0) === 0).length;
  const doubled = attempted.filter((c) => (counts.get(c) ?? 0) > 1).length;
  const result = {
    when: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, load1: os.loadavg()[0] },
    config,
    totalRunS: (Date.now() - runStarted) / 1000,
    requests: requests.length,
    errorRateInsideWindows: rate(inside),
    errorRateOutsideWindows: rate(outside),
    errorsOutsideWindows: outside.filter((r) => !r.ok).length,
    faults: perFault,
    maxRecoveryMs: Math.max(0, ...perFault.map((f) => f.recoveryMs)),
    jobs,
    messages: {
      attempted: attempted.length,
      acknowledged: acknowledged.length,
      lost,
      doubled,
      liveEvents: streamEvents,
    },
  };
  writeFileSync(join(resultsDir, 'soak.json'), JSON.stringify(result, null, 2));
  log(JSON.stringify(result, null, 2));
  writeReport(result);
}

function writeReport(r) {
  const pct = (x) => `${(x * 100).toFixed(2)} %`;
  const lines = [
    START,
    '',
    `Last run ${r.when.replace(/\.\d+Z$/, 'Z')} with \`node bench/soak.mjs\` (SOAK_DURATION_S=${r.config.durationS}, ` +
      `${r.config.connections} connections), total run time ${duration(r.totalRunS)}; ${r.machine.cpus} CPUs, Node ${r.machine.node}.`,
    '',
    `- ${r.requests} requests (40 % article lists, 40 % article pages, 20 % message sends) over 2 API processes and a worker, ` +
      `a live stream open on each API; faults through TCP proxies in front of PostgreSQL and Redis, 20 s apart.`,
    `- Error rate inside fault windows (fault + ${RECOVERY_ALLOWANCE_MS / 1000} s): ${pct(r.errorRateInsideWindows)}; ` +
      `outside: ${pct(r.errorRateOutsideWindows)} (${r.errorsOutsideWindows} errors).`,
    `- Messages: ${r.messages.attempted} sent, ${r.messages.acknowledged} acknowledged, ${r.messages.lost} acknowledged but lost, ` +
      `${r.messages.doubled} stored twice; ${r.messages.liveEvents} live events received.`,
    `- Queued work (one CSV import of ${IMPORT_ROWS} rows and one mass message per round, ${r.jobs.accepted} of ` +
      `${r.jobs.attempted} requests accepted): ${r.jobs.imports.length} imports, ${r.jobs.imports.filter((i) => i.exact).length} ` +
      `completed with every row stored once; ${r.jobs.massMessages.length} mass messages, ` +
      `${r.jobs.massMessages.filter((m) => m.exact).length} completed with every recipient reached once ` +
      `(${r.jobs.settledS} s after the traffic stopped for the last to finish).`,
    '',
    '| Fault | Length | Requests during | Errors during | Recovery after it ended |',
    '| --- | --- | --- | --- | --- |',
    ...r.faults.map(
      (f) =>
        `| ${f.name} | ${(f.durationMs / 1000).toFixed(1)} s | ${f.requests} | ${f.errors} | ${(f.recoveryMs / 1000).toFixed(1)} s |`,
    ),
    '',
    END,
  ];
  const path = join(root, 'docs', 'performance.md');
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '# Performance\n';
  const section = lines.join('\n');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  const next =
    start >= 0 && end > start
      ? text.slice(0, start) + section + text.slice(end + END.length)
      : `${text.trimEnd()}\n\n## Soak under faults\n\n${section}\n`;
  writeFileSync(path, next);
}

/** `rows` person rows of a CSV upload, every 10th invalid (a too-short description). */
function personCsv(round, rows) {
  // Every column of the person template, in its order.
  const lines = [
    'name,description,videos,links,photos,tags,nicknames,akas,isStreamer,streamLink,location,previousLocations,associatedWith',
  ];
  for (let i = 1; i <= rows; i += 1) {
    const description = i % 10 === 0 ? 'short' : `An IRL streamer from soak round ${round} (number ${i}).`;
    lines.push(
      `Soak ${round} streamer ${i},${description},,,,irl|soak,S${i},,true,https://example.com/live/${i},Tokyo,,`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Waits for the queued work to end (faults over, the worker running), then checks its effects: each
 * import completed with every row stored once, each mass message reached every recipient once.
 */
async function checkQueuedWork(client, { imports, massMessages, jobRequests }) {
  const started = Date.now();
  const unfinished = async () =>
    (
      await client.query(
        `SELECT (SELECT count(*) FROM submission_batches WHERE id = ANY($1::uuid[]) AND status IN ('queued', 'processing'))
              + (SELECT count(*) FROM mass_messages WHERE id = ANY($2::uuid[]) AND status IN ('queued', 'running')) AS n`,
        [imports.map((i) => i.id), massMessages.map((m) => m.id)],
      )
    ).rows[0].n;
  while (Number(await unfinished()) > 0 && Date.now() - started < SETTLE_MS) await sleep(1000);
  const settledS = Math.round((Date.now() - started) / 100) / 10;

  const importResults = [];
  for (const { id } of imports) {
    const {
      rows: [batch],
    } = await client.query(
      `SELECT b.status, b.total_rows AS total, b.accepted_rows AS accepted, b.rejected_rows AS rejected,
              (SELECT count(*)::int FROM submissions s WHERE s.batch_id = b.id) AS stored,
              (SELECT count(DISTINCT batch_row)::int FROM submissions s WHERE s.batch_id = b.id) AS distinct_rows,
              (SELECT count(DISTINCT row_number)::int FROM submission_batch_errors e WHERE e.batch_id = b.id) AS error_rows
       FROM submission_batches b WHERE b.id = $1`,
      [id],
    );
    const exact =
      batch.status === 'completed' &&
      batch.total === IMPORT_ROWS &&
      batch.accepted + batch.rejected === IMPORT_ROWS &&
      batch.stored === batch.accepted &&
      batch.distinct_rows === batch.accepted &&
      batch.error_rows === batch.rejected;
    importResults.push({ id, ...batch, exact });
  }
  const massResults = [];
  for (const { id, token } of massMessages) {
    const {
      rows: [message],
    } = await client.query(`SELECT status, done, total FROM mass_messages WHERE id = $1`, [id]);
    const {
      rows: [delivered],
    } = await client.query(
      `SELECT count(*)::int AS receivers, coalesce(max(n), 0)::int AS most
       FROM (SELECT receiver_id, count(*) AS n FROM direct_messages WHERE content LIKE '%' || $1 GROUP BY receiver_id) per_user`,
      [token],
    );
    const exact =
      message.status === 'completed' &&
      message.done === message.total &&
      delivered.receivers === message.total &&
      delivered.most === 1;
    massResults.push({ id, ...message, ...delivered, exact });
  }
  return { ...jobRequests, settledS, imports: importResults, massMessages: massResults };
}

async function signedIn(client, secret, username, role = 'user') {
  const {
    rows: [user],
  } = await client.query(`INSERT INTO users (username, role) VALUES ($1, $2) RETURNING id`, [username, role]);
  return { id: user.id, cookie: await sessionCookie(client, secret, user.id) };
}

try {
  await main();
} catch (error) {
  console.error(`[bench:soak] ${error.stack ?? error.message}`);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  process.exit(process.exitCode ?? 0);
}
