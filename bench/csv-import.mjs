#!/usr/bin/env node
/**
 * CSV import benchmark: a 100,000-row person CSV through the real path (POST /api/submissions/upload on
 * the API, the csv-import job in Redis, the worker process parsing, validating and inserting chunks
 * into submissions) against `psql \copy` of the same valid rows into the same table, in the same run.
 * Writes the figures and the ratio to its own section of docs/performance.md. See bench/README.md.
 *
 *   node bench/csv-import.mjs
 *
 * Env: BENCH_CSV_ROWS (100000), BENCH_CSV_BAD_EVERY (100: every Nth row is invalid), BENCH_KEEP_DB=1,
 * BENCH_SKIP_BUILD=1 (use the existing backend/dist), BENCH_WRITE_DOC=0 (do not touch the doc),
 * BENCH_DUPES_WAIT_S (120: how long to follow the duplicate check that runs after the import; not part of the ratio).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import pg from 'pg';
import { runOrThrow, startBackground } from '../scripts/lib/proc.mjs';
import { freePort } from '../scripts/lib/net.mjs';
import { siteEnv, startSite } from '../scripts/lib/site.mjs';
import { startBenchRun } from './lib/bench-start.mjs';
import { writeMarkedBlock } from './lib/report.mjs';
import { sessionCookie } from './lib/bench-api.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const backendDir = join(root, 'backend');
const resultsDir = join(root, 'bench', 'results');
const docPath = join(root, 'docs', 'performance.md');
const DATABASE = 'irl_bench_csv';
const START_MARKER = '<!-- bench:csv-import:start (written by bench/csv-import.mjs; replaced on each run) -->';
const END_MARKER = '<!-- bench:csv-import:end -->';

const config = {
  rows: Number(process.env.BENCH_CSV_ROWS ?? 100000),
  badEvery: Number(process.env.BENCH_CSV_BAD_EVERY ?? 100),
  keepDb: process.env.BENCH_KEEP_DB === '1',
  skipBuild: process.env.BENCH_SKIP_BUILD === '1',
  writeDoc: process.env.BENCH_WRITE_DOC !== '0',
  dupesWaitS: Number(process.env.BENCH_DUPES_WAIT_S ?? 120),
};

const CITIES = ['Tokyo', 'Seoul', 'Austin', 'Berlin', 'Lisbon', 'Bangkok', 'Mexico City', 'Reykjavik'];

const log = (message) => console.log(`[bench] ${message}`);
const seconds = (ms) => Math.round(ms) / 1000;
const cleanups = [];

const quote = (cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** Row i of the file as the upload sends it, and (when valid) as \copy loads it. */
function row(i) {
  const bad = config.badEvery > 0 && i % config.badEvery === 0;
  const city = CITIES[i % CITIES.length];
  const cells = {
    name: `Streamer ${i}`,
    description: bad ? 'short' : `An IRL streamer (no. ${i}) known for long walks through ${city}, "live" every night.`,
    links: `https://example.com/people/${i}`,
    tags: `irl|${city.toLowerCase().replace(' ', '-')}`,
    nicknames: `S${i}|The Walker ${i}`,
    isStreamer: 'true',
    streamLink: `https://twitch.example/streamer${i}`,
    location: city,
  };
  return { bad, cells };
}

/** `columns`: the person template's, in its order (fieldsOf(SubmissionType.Person) of @irl/shared). */
function writeFiles(columns, userId, batchId) {
  const csv = [columns.join(',')];
  const copy = [];
  for (let i = 1; i <= config.rows; i += 1) {
    const { bad, cells } = row(i);
    csv.push(columns.map((column) => quote(cells[column] ?? '')).join(','));
    if (bad) continue;
    // The value validateSubmission produces for the row (what the import stores).
    const details = {
      links: [cells.links],
      nicknames: cells.nicknames.split('|'),
      isStreamer: true,
      streamLink: cells.streamLink,
      location: cells.location,
    };
    const tags = `{${cells.tags.split('|').join(',')}}`;
    copy.push(
      ['person', cells.name, cells.description, JSON.stringify(details), tags, userId, batchId, String(i + 1)]
        .map(quote)
        .join(','),
    );
  }
  const csvPath = join(resultsDir, 'csv-import.csv');
  const copyPath = join(resultsDir, 'csv-import.copy.csv');
  writeFileSync(csvPath, `${csv.join('\n')}\n`);
  writeFileSync(copyPath, `${copy.join('\n')}\n`);
  return { csvPath, copyPath, validRows: copy.length };
}

function runTimed(command, args, env) {
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolvePromise({ ms: performance.now() - started, out })
        : reject(new Error(`${command} exited ${code}`)),
    );
  });
}

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

  const port = await freePort(5096);
  const sessionSecret = randomBytes(32).toString('hex');
  const env = siteEnv({
    root,
    databaseUrl,
    redisUrl: services.redisUrl,
    port,
    extra: {
      NODE_ENV: 'production',
      // siteEnv derives it from the caller's NODE_ENV (development); the server refuses it in production.
      ROOT_SIGN_IN_ENABLED: 'false',
      PUBLIC_URL: `http://localhost:${port}`,
      SPA_DIST_DIR: '',
      SESSION_SECRET: sessionSecret,
      RATE_LIMIT_DEFAULT: '100000000',
      RUN_WORKER_IN_API: 'false',
      BULLMQ_PREFIX: `irlbenchcsv${process.pid}`,
      LOG_LEVEL: 'warn',
      // The bench times one large import, not the per-member quotas (a member may import 1,000 rows a day):
      // room for the whole file and for the \copy baseline's pending rows, which belong to the same member.
      CSV_IMPORT_MEMBER_DAILY_ROWS: String(config.rows),
      SUBMISSIONS_MEMBER_MAX_PENDING: String(2 * config.rows),
    },
  });
  log(`Migrating ${DATABASE}...`);
  await runOrThrow('node', ['dist/database/migrate.js'], { cwd: backendDir, env });

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  cleanups.push(() => client.end());
  const {
    rows: [user],
  } = await client.query(`INSERT INTO users (username, role) VALUES ('bench_importer', 'user') RETURNING id`);
  // The \copy rows need a batch of their own (submissions.batch_id references submission_batches).
  const {
    rows: [copyBatch],
  } = await client.query(
    `INSERT INTO submission_batches (type, submitted_by, file_name, size_bytes, status) VALUES ('person', $1, 'copy.csv', 0, 'completed') RETURNING id`,
    [user.id],
  );
  const cookie = await sessionCookie(client, sessionSecret, user.id);

  log(`Writing ${config.rows.toLocaleString('en-US')} rows...`);
  // @irl/shared's build is there once the backend is built.
  const { fieldsOf, SubmissionType } = await import('@irl/shared');
  const { csvPath, copyPath, validRows } = writeFiles(fieldsOf(SubmissionType.Person), user.id, copyBatch.id);
  const fileBytes = statSync(csvPath).size;

  log('Baseline: psql \\copy of the same valid rows into submissions...');
  const copy = await runTimed(
    'psql',
    [
      databaseUrl,
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      `\\copy submissions (type, name, description, details, tags, submitted_by, batch_id, batch_row) FROM '${copyPath}' WITH (FORMAT csv)`,
    ],
    process.env,
  );
  log(`  ${seconds(copy.ms)} s (${copy.out.trim()})`);
  await client.query('ANALYZE submissions');

  log('Starting the API and the worker (two processes, as in production)...');
  const apiLog = openSync(join(resultsDir, 'csv-import-api.log'), 'w');
  cleanups.push(async () => closeSync(apiLog));
  // Start-up is not timed; on a busy shared machine it can take minutes.
  const api = await startSite(root, env, { stdio: ['ignore', apiLog, apiLog], startupTimeoutMs: 300_000 });
  cleanups.push(() => api.stop());
  const worker = startBackground('node', ['dist/worker.js'], {
    cwd: backendDir,
    env,
    stdio: ['ignore', apiLog, apiLog],
  });
  cleanups.push(() => worker.stop());
  // The timing starts once the worker listens on the queue (its start-up is not part of an import).
  const redis = new URL(services.redisUrl);
  const queue = new Queue('csv-import', {
    prefix: env.BULLMQ_PREFIX,
    connection: { host: redis.hostname, port: Number(redis.port || 6379), maxRetriesPerRequest: null },
  });
  cleanups.push(() => queue.close());
  const readyBy = Date.now() + 120_000;
  while ((await queue.getWorkersCount()) === 0) {
    if (Date.now() > readyBy) throw new Error('the worker did not start within 2 minutes');
    await new Promise((r) => setTimeout(r, 200));
  }

  log('Import: upload -> queue -> worker -> rows...');
  const base = `http://127.0.0.1:${port}`;
  const form = new FormData();
  form.set('type', 'person');
  form.set('file', new Blob([readFileSync(csvPath)], { type: 'text/csv' }), 'bench.csv');
  const started = performance.now();
  const response = await fetch(`${base}/api/submissions/upload`, {
    method: 'POST',
    body: form,
    headers: { cookie, origin: `http://localhost:${port}` },
  });
  const uploadMs = performance.now() - started;
  if (response.status !== 202) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  const { id } = await response.json();
  let batch;
  let firstProgressMs;
  for (;;) {
    batch = await (await fetch(`${base}/api/submissions/batches/${id}`, { headers: { cookie } })).json();
    if (firstProgressMs === undefined && batch.processedRows > 0) firstProgressMs = performance.now() - started;
    if (batch.status === 'completed' || batch.status === 'failed') break;
    if (performance.now() - started > 30 * 60_000) throw new Error('import did not finish within 30 minutes');
    await new Promise((r) => setTimeout(r, 100));
  }
  const importMs = performance.now() - started;
  const {
    rows: [stored],
  } = await client.query(`SELECT count(*)::int AS n FROM submissions WHERE batch_id = $1`, [id]);
  log(
    `  ${seconds(importMs)} s: ${batch.status}, ${batch.acceptedRows} accepted, ${batch.rejectedRows} rejected, ${stored.n} rows`,
  );
  if (batch.status !== 'completed' || stored.n !== validRows)
    throw new Error('the import did not store every valid row');

  // The duplicate check follows the import in the background (not part of the ratio): followed for a while.
  log(`Following the duplicate check for up to ${config.dupesWaitS} s...`);
  const dupesStarted = performance.now();
  const dupeState = async () =>
    (
      await client.query(
        `SELECT duplicate_check AS "check", duplicate_next_row AS "nextRow", duplicate_rows AS "flagged"
         FROM submission_batches WHERE id = $1`,
        [id],
      )
    ).rows[0];
  let dupes = await dupeState();
  while (dupes.check === 'checking' && performance.now() - dupesStarted < config.dupesWaitS * 1000) {
    await new Promise((r) => setTimeout(r, 500));
    dupes = await dupeState();
  }
  const dupesMs = performance.now() - dupesStarted;
  const dupesRows = Math.min(config.rows, dupes.nextRow - 2);
  log(
    `  duplicate check ${dupes.check}: ${dupesRows} file rows compared in ${seconds(dupesMs)} s, ${dupes.flagged} flagged`,
  );

  const result = {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    rows: config.rows,
    validRows,
    fileBytes,
    copyS: seconds(copy.ms),
    importS: seconds(importMs),
    uploadS: seconds(uploadMs),
    firstProgressS: firstProgressMs === undefined ? null : seconds(firstProgressMs),
    ratio: Math.round((importMs / copy.ms) * 100) / 100,
    dupesDone: dupes.check === 'done',
    dupesS: seconds(dupesMs),
    dupesRows,
    dupesFlagged: dupes.flagged,
    load: os.loadavg()[0].toFixed(1),
    cpus: `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})`,
    node: process.version,
    totalS: seconds(performance.now() - runStarted),
  };
  writeFileSync(join(resultsDir, 'csv-import.json'), `${JSON.stringify(result, null, 2)}\n`);
  log(`Ratio (import / \\copy): ${result.ratio}`);
  if (config.writeDoc) await writeDoc(result);
}

async function writeDoc(r) {
  const n = (value) => value.toLocaleString('en-US');
  const block = `${START_MARKER}

## CSV import: ${n(r.rows)} rows, upload to rows, against \`psql \\copy\`

Last run ${r.date} with \`node bench/csv-import.mjs\` (defaults), total run time ${r.totalS} s. ${r.cpus}, Node ${r.node};
1-minute load average ${r.load} at the end. PostgreSQL, Redis, the API, the worker and psql share this machine.

- File: ${n(r.rows)} person rows (${(r.fileBytes / 1024 / 1024).toFixed(1)} MB, list fields with \`|\`), every
  ${r.rows / (r.rows - r.validRows)}th row invalid (a too-short description): ${n(r.validRows)} valid rows.
- Import: \`POST /api/submissions/upload\` on the API (\`RUN_WORKER_IN_API=false\`), the \`csv-import\` job in Redis,
  the worker process (\`node backend/dist/worker.js\`) counting the rows, then parsing and validating each with the
  form's rules and inserting chunks of 1,000 (one multi-row \`INSERT ... ON CONFLICT DO NOTHING\` plus the error
  rows and the batch's progress per transaction); timed from the upload request until \`GET /api/submissions/batches/{id}\`
  reports \`completed\` (polled every 100 ms).
- Baseline: \`psql \\copy\` of the same valid rows (the values the import stores) into the same \`submissions\` table,
  in the same run, before the import.

| Path | Time (s) | Rows/s |
| --- | --- | --- |
| \`psql \\copy\` | ${r.copyS} | ${n(Math.round(r.validRows / r.copyS))} |
| Upload → queue → worker → rows | ${r.importS} | ${n(Math.round(r.rows / r.importS))} |

**Ratio (import ÷ \\copy): ${r.ratio}×** (target: within 3×). The upload request itself took ${r.uploadS} s; the first
chunk was visible after ${r.firstProgressS ?? 'n/a'} s. Raw figures: \`bench/results/csv-import.json\`.

Duplicate check (the \`check-duplicates\` job after the import, in the background, not in the ratio):
${
  r.dupesDone
    ? `done ${r.dupesS} s after the import completed, ${n(r.dupesFlagged)} rows flagged.`
    : `followed for ${r.dupesS} s: ${n(r.dupesRows)} of ${n(r.rows)} file rows compared (${n(Math.round(r.dupesRows / r.dupesS))} rows/s), ${n(r.dupesFlagged)} flagged, still running.`
}

${END_MARKER}`;
  await writeMarkedBlock(docPath, START_MARKER, END_MARKER, block);
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  while (cleanups.length) {
    const step = cleanups.pop();
    await step().catch((error) => log(`cleanup: ${error.message}`));
  }
}
