#!/usr/bin/env node
// OpenAPI fuzzer against a started site: for every operation of backend/openapi.json, FUZZ_RUNS
// generated requests (valid ones, ones the document forbids, hostile ones; anonymous and as each
// role), judged by backend/test/fuzz/openapi-fuzz.ts (the same generator and oracles as the
// integration test). Writes bench/results/fuzz.json (every failing case) and its block of
// docs/security.md.
//   node bench/fuzz.mjs        (FUZZ_RUNS=1000, FUZZ_SEED=20261124, FUZZ_CONCURRENCY=4,
//                               BENCH_SKIP_BUILD=1, BENCH_KEEP_DB=1, BENCH_WRITE_DOC=0, FUZZ_ONLY=<substring of an operation>)
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const backendDir = join(root, 'backend');

// The generator is TypeScript (shared with the Jest test): run again under swc's loader, from the
// backend directory so it finds its tsconfig.
if (!process.env.FUZZ_UNDER_LOADER) {
  const child = spawn(
    process.execPath,
    ['--import', '@swc-node/register/esm-register', fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { cwd: backendDir, stdio: 'inherit', env: { ...process.env, FUZZ_UNDER_LOADER: '1' } },
  );
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await fuzzMain();
}

async function fuzzMain() {
  const { default: pg } = await import('pg');
  const { freePort, waitFor } = await import('../scripts/lib/net.mjs');
  const { runOrThrow, startBackground } = await import('../scripts/lib/proc.mjs');
  const { dropDatabase, ensureDatabase, resolveServices } = await import('../scripts/lib/services.mjs');
  const { siteEnv } = await import('../scripts/lib/site.mjs');
  const { duration } = await import('./lib/report.mjs');
  const fuzz = await import(pathToFileURL(join(backendDir, 'test', 'fuzz', 'openapi-fuzz.ts')).href);

  const resultsDir = join(root, 'bench', 'results');
  const docPath = join(root, 'docs', 'security.md');
  const DATABASE = 'irl_bench_fuzz';
  const START =
    '<!-- bench:fuzz:start (written by bench/fuzz.mjs; everything up to the end marker is replaced on each run) -->';
  const END = '<!-- bench:fuzz:end -->';
  const config = {
    runs: Number(process.env.FUZZ_RUNS ?? 1000),
    seed: Number(process.env.FUZZ_SEED ?? 20261124),
    concurrency: Number(process.env.FUZZ_CONCURRENCY ?? 4),
    only: process.env.FUZZ_ONLY,
    skipBuild: process.env.BENCH_SKIP_BUILD === '1',
    keepDb: process.env.BENCH_KEEP_DB === '1',
    writeDoc: process.env.BENCH_WRITE_DOC !== '0',
  };
  const log = (message) => console.log(`[bench:fuzz] ${message}`);
  const cleanups = [];

  try {
    const started = Date.now();
    mkdirSync(resultsDir, { recursive: true });
    const services = await resolveServices({ root, log });
    cleanups.push(() => services.stop());
    if (!config.skipBuild) {
      log('Building the backend...');
      await runOrThrow('npx', ['nx', 'run', '@irl/backend:build', '--outputStyle=static'], { cwd: root });
    }
    await dropDatabase(services.postgresServerUrl, DATABASE);
    const databaseUrl = await ensureDatabase(services.postgresServerUrl, DATABASE);
    if (!config.keepDb) cleanups.push(() => dropDatabase(services.postgresServerUrl, DATABASE));
    const port = await freePort(5291);
    const sessionSecret = randomBytes(32).toString('hex');
    const env = siteEnv({
      root,
      databaseUrl,
      redisUrl: services.redisUrl,
      port,
      extra: {
        SESSION_SECRET: sessionSecret,
        BULLMQ_PREFIX: `bench-fuzz-${process.pid}`,
        LOG_LEVEL: 'warn',
        // The API alone: no built front end needed (undefined leaves the variable out).
        SPA_DIST_DIR: undefined,
        // The fuzzer is one address sending thousands of requests a minute: no limiter may refuse it.
        RATE_LIMIT_DEFAULT: '100000000',
        RATE_LIMIT_SIGN_IN: '100000000',
        RATE_LIMIT_WRITE: '100000000',
        RATE_LIMIT_WRITE_PER_USER: '100000000',
        RATE_LIMIT_VIEWS: '100000000',
        RATE_LIMIT_SEARCH: '100000000',
      },
    });
    log(`Migrating and seeding ${DATABASE}...`);
    await runOrThrow('node', ['dist/database/migrate.js'], { cwd: backendDir, env });
    await runOrThrow('node', ['dist/database/seed/run-seed.js'], { cwd: backendDir, env });
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    cleanups.push(() => client.end());

    let sequence = 0;
    const signedIn = async (role, userId) => {
      let id = userId;
      if (!id) {
        sequence += 1;
        const { rows } = await client.query(`INSERT INTO users (username, role) VALUES ($1, $2) RETURNING id`, [
          `fuzz_${role}_${sequence}_${process.pid}`,
          role,
        ]);
        id = rows[0].id;
      }
      const sid = randomBytes(24).toString('base64url');
      const expires = new Date(Date.now() + 24 * 3600_000);
      const sess = {
        cookie: { originalMaxAge: 24 * 3600_000, expires, httpOnly: true, path: '/', sameSite: 'lax' },
        userId: id,
      };
      await client.query(`INSERT INTO user_sessions (sid, sess, expire) VALUES ($1, $2, $3)`, [
        sid,
        JSON.stringify(sess),
        expires,
      ]);
      const signature = createHmac('sha256', sessionSecret).update(sid).digest('base64').replace(/=+$/, '');
      return `sid=${encodeURIComponent(`s:${sid}.${signature}`)}`;
    };
    const rootId = (await client.query(`SELECT id FROM users WHERE id = '00000000-0000-4000-8000-000000000001'`))
      .rows[0]?.id;
    const cookies = {
      member: await signedIn('user'),
      moderator: await signedIn('moderator'),
      admin: await signedIn('admin'),
      root: await signedIn('admin', rootId),
    };
    // Targets: content and people of the demo seed, never the signed-in users.
    const article = (await client.query('SELECT id, author_id FROM articles ORDER BY id LIMIT 1')).rows[0];
    const target = (
      await client.query(`SELECT id, username FROM users WHERE role = 'user' AND username NOT LIKE 'fuzz_%' LIMIT 1`)
    ).rows[0];
    const tag = (await client.query(`SELECT unnest(tags) AS tag FROM articles LIMIT 1`)).rows[0]?.tag ?? 'irl';
    const fixtures = {
      id: [article?.id, target?.id].filter(Boolean),
      articleId: article ? [article.id] : [],
      userId: target ? [target.id] : [],
      userIds: target ? [target.id] : [],
      username: target ? [target.username] : [],
      tag: [tag],
    };

    const apiLog = openSync(join(resultsDir, 'fuzz-api.log'), 'w');
    cleanups.push(async () => closeSync(apiLog));
    const api = startBackground('node', ['dist/main.js'], { cwd: backendDir, env, stdio: ['ignore', apiLog, apiLog] });
    cleanups.push(() => api.stop());
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok, {
      what: 'the API',
      timeoutMs: 300_000,
    });

    const agent = new Agent({ keepAlive: true, maxSockets: config.concurrency });
    const send = (fuzzRequest, cookie) =>
      new Promise((resolveResponse) => {
        const headers = { ...fuzzRequest.headers, Host: `localhost:${port}` };
        if (cookie) headers.Cookie = cookie;
        const body = fuzzRequest.body === undefined ? undefined : Buffer.from(fuzzRequest.body, 'utf8');
        if (body) headers['Content-Length'] = String(body.length);
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method: fuzzRequest.method,
            path: fuzzRequest.url,
            headers,
            agent,
            timeout: 30_000,
          },
          (res) => {
            const chunks = [];
            res.on('data', (c) => chunks.push(c));
            res.on('end', () =>
              resolveResponse({
                status: res.statusCode ?? 0,
                contentType: String(res.headers['content-type'] ?? ''),
                text: Buffer.concat(chunks).toString('utf8'),
              }),
            );
          },
        );
        req.on('timeout', () => req.destroy(new Error('timed out')));
        req.on('error', (error) =>
          resolveResponse({ status: 0, contentType: '', text: `socket error: ${error.message}` }),
        );
        req.end(body);
      });

    const doc = JSON.parse(readFileSync(join(backendDir, 'openapi.json'), 'utf8'));
    const operations = fuzz.operationsOf(doc).filter((op) => !config.only || op.id.includes(config.only));
    const origin = env.PUBLIC_URL;
    const totals = {
      operations: operations.length,
      cases: 0,
      statuses: {},
      serverErrors: 0,
      violations: 0,
      shape: 0,
      socket: 0,
    };
    const failures = [];
    const byOperation = [];
    for (const [index, op] of operations.entries()) {
      const opStarted = Date.now();
      const requests = fuzz.sampleRequests(op, fixtures, { origin, seed: config.seed, count: config.runs });
      let next = 0;
      let opFailures = 0;
      const worker = async () => {
        while (next < requests.length) {
          const fuzzRequest = requests[next++];
          const cookie =
            fuzzRequest.role === 'anonymous'
              ? undefined
              : op.throwaway
                ? await signedIn(
                    fuzzRequest.role === 'member' ? 'user' : fuzzRequest.role === 'moderator' ? 'moderator' : 'admin',
                  )
                : cookies[fuzzRequest.role];
          const response = await send(fuzzRequest, cookie);
          totals.cases += 1;
          totals.statuses[response.status] = (totals.statuses[response.status] ?? 0) + 1;
          const problems = response.status === 0 ? [response.text] : fuzz.judge(op, fuzzRequest, response);
          if (response.status === 0) totals.socket += 1;
          if (response.status >= 500 && !op.documented5xx.includes(response.status)) totals.serverErrors += 1;
          if (problems.some((p) => p.startsWith('accepted'))) totals.violations += 1;
          if (problems.some((p) => p.includes('not in the error shape'))) totals.shape += 1;
          if (problems.length) {
            opFailures += 1;
            if (failures.length < 500) failures.push(fuzz.describeCase(op, fuzzRequest, response, problems));
          }
        }
      };
      await Promise.all(Array.from({ length: config.concurrency }, worker));
      byOperation.push({ operation: op.id, cases: requests.length, failures: opFailures, ms: Date.now() - opStarted });
      if (opFailures) log(`${op.id}: ${opFailures} failing cases`);
      if ((index + 1) % 20 === 0) log(`${index + 1}/${operations.length} operations, ${totals.cases} cases`);
    }
    agent.destroy();
    const runSeconds = (Date.now() - started) / 1000;
    const result = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} CPU cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`,
      config,
      totals,
      runSeconds,
      byOperation,
      failures,
    };
    writeFileSync(join(resultsDir, 'fuzz.json'), JSON.stringify(result, null, 2));
    log(
      `${totals.operations} operations, ${totals.cases} cases in ${duration(runSeconds)}: ${totals.serverErrors} undocumented 5xx, ` +
        `${totals.violations} accepted forbidden inputs, ${totals.shape} answers outside the error shape, ${totals.socket} socket errors`,
    );
    for (const failure of failures.slice(0, 20)) console.log(failure);
    if (config.writeDoc && !config.only) writeDoc(docPath, START, END, block(result, START, END, duration));
    if (failures.length) process.exitCode = 1;
  } catch (error) {
    console.error(`[bench:fuzz] ${error.stack ?? error.message}`);
    process.exitCode = 1;
  } finally {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
  }
}

function block(result, start, end, duration) {
  const { totals, config } = result;
  const statuses = Object.entries(totals.statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status}: ${count.toLocaleString('en-US')}`)
    .join(', ');
  return [
    start,
    '',
    `Last run ${result.date.slice(0, 10)} on ${result.machine}.`,
    '',
    '| Measure | Value |',
    '| --- | --- |',
    `| Operations | ${totals.operations} |`,
    `| Cases | ${totals.cases.toLocaleString('en-US')} (${config.runs.toLocaleString('en-US')} per operation) |`,
    `| Seed | ${config.seed} |`,
    `| Undocumented 5xx answers | ${totals.serverErrors} |`,
    `| Accepted input the document forbids | ${totals.violations} |`,
    `| Errors outside the error shape | ${totals.shape} |`,
    `| Socket errors | ${totals.socket} |`,
    `| Run time | ${duration(result.runSeconds)} |`,
    '',
    `Statuses: ${statuses}.`,
    '',
    end,
  ].join('\n');
}

function writeDoc(path, start, end, text) {
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + text + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${text}\n`;
  writeFileSync(path, next);
}
