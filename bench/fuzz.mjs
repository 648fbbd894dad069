#!/usr/bin/env node
// OpenAPI fuzzer against a started site: for every operation of backend/openapi.json, FUZZ_RUNS
// generated requests (valid ones, ones the document forbids, hostile ones; anonymous and as each
// role), judged by backend/test/fuzz/openapi-fuzz.ts (the same generator and oracles as the
// integration test). Writes bench/results/fuzz.json (every failing case) and its block of
// docs/security.md.
//   node bench/fuzz.mjs        (FUZZ_RUNS=1000, FUZZ_SEED=20261124, FUZZ_CONCURRENCY=16,
//                               FUZZ_MAX_MINUTES=<stop taking cases after>, BENCH_SKIP_BUILD=1, BENCH_KEEP_DB=1,
//                               BENCH_WRITE_DOC=0, FUZZ_ONLY=<substring of an operation>)
//   Ctrl-C (or SIGTERM) finishes the cases in flight and still writes what was judged.
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, writeFileSync } from 'node:fs';
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
    [
      '--conditions=@irl/source',
      '--import',
      '@swc-node/register/esm-register',
      fileURLToPath(import.meta.url),
      ...process.argv.slice(2),
    ],
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
  const { siteEnv } = await import('../scripts/lib/site.mjs');
  const { startBenchRun } = await import('./lib/bench-start.mjs');
  const { duration, writeMarkedBlock } = await import('./lib/report.mjs');
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
    concurrency: Number(process.env.FUZZ_CONCURRENCY ?? 16),
    only: process.env.FUZZ_ONLY,
    skipBuild: process.env.BENCH_SKIP_BUILD === '1',
    keepDb: process.env.BENCH_KEEP_DB === '1',
    writeDoc: process.env.BENCH_WRITE_DOC !== '0',
    maxMinutes: process.env.FUZZ_MAX_MINUTES ? Number(process.env.FUZZ_MAX_MINUTES) : null,
  };
  // Stopped by a signal or the time limit: the senders take no new case, and the cases already
  // judged are still written (a long run interrupted is not lost).
  let stopReason = null;
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      if (stopReason) process.exit(130);
      stopReason = `stopped by ${signal}`;
      log(`${signal}: finishing the cases in flight, then writing the results (again to quit at once)`);
    });
  const log = (message) => console.log(`[bench:fuzz] ${message}`);
  const cleanups = [];

  try {
    const started = Date.now();
    const { services, databaseUrl } = await startBenchRun({
      root,
      resultsDir,
      log,
      cleanups,
      skipBuild: config.skipBuild,
      database: DATABASE,
      keepDb: config.keepDb,
    });
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

    // Sessions are rows plus a signed cookie, made straight in the database (no sign-in round trips);
    // many at once with one statement each, for the operations that need a fresh user per case.
    let sequence = 0;
    const signIn = async (role, count, userIds) => {
      let ids = userIds;
      if (!ids) {
        const first = sequence + 1;
        sequence += count;
        ({ rows: ids } = await client.query(
          `INSERT INTO users (username, role)
           SELECT 'fuzz_' || $1::text || '_' || g || '_' || $2::text, $1::user_role FROM generate_series($3::int, $4::int) g
           RETURNING id`,
          [role, String(process.pid), first, sequence],
        ));
        ids = ids.map((row) => row.id);
      }
      const expires = new Date(Date.now() + 24 * 3600_000);
      const sids = ids.map(() => randomBytes(24).toString('base64url'));
      const sessions = ids.map((userId) =>
        JSON.stringify({
          cookie: { originalMaxAge: 24 * 3600_000, expires, httpOnly: true, path: '/', sameSite: 'lax' },
          userId,
        }),
      );
      await client.query(
        `INSERT INTO user_sessions (sid, sess, expire) SELECT sid, sess::json, $3 FROM unnest($1::text[], $2::text[]) AS s(sid, sess)`,
        [sids, sessions, expires],
      );
      return sids.map((sid) => {
        const signature = createHmac('sha256', sessionSecret).update(sid).digest('base64').replace(/=+$/, '');
        return `sid=${encodeURIComponent(`s:${sid}.${signature}`)}`;
      });
    };
    const signedIn = async (role, userId) => (await signIn(role, 1, userId ? [userId] : undefined))[0];
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
    const sessionRole = { member: 'user', moderator: 'moderator', admin: 'admin', root: 'admin' };

    /** One operation's cases, generated when the queue reaches it (a thousand cases hold megabytes). */
    const prepare = async (op) => {
      const requests = fuzz.sampleRequests(op, fixtures, { origin, seed: config.seed, count: config.runs });
      // Operations that end or delete the caller's session get a fresh user per case, made in bulk.
      const cookiesOfCase = new Array(requests.length);
      if (op.throwaway)
        for (const role of Object.keys(sessionRole)) {
          const indexes = requests.flatMap((r, i) => (r.role === role ? [i] : []));
          if (!indexes.length) continue;
          const made = await signIn(sessionRole[role], indexes.length);
          indexes.forEach((caseIndex, i) => (cookiesOfCase[caseIndex] = made[i]));
        }
      else requests.forEach((r, i) => (cookiesOfCase[i] = cookies[r.role]));
      return { op, requests, cookiesOfCase, next: 0, done: 0, failures: 0, latencyMs: 0, started: 0 };
    };

    /**
     * The cases of every operation in one queue that `concurrency` senders drain, so the server never
     * idles between operations; the next operation's cases are generated while the last ones are in flight.
     */
    const runQueue = async (ops) => {
      let opIndex = 0;
      let current = null;
      let preparing = null;
      const take = async () => {
        for (;;) {
          if (config.maxMinutes !== null && !stopReason && Date.now() - sendingStarted > config.maxMinutes * 60_000)
            stopReason = `stopped at the FUZZ_MAX_MINUTES limit (${config.maxMinutes} min)`;
          if (stopReason) return null;
          if (current && current.next < current.requests.length) return { entry: current, index: current.next++ };
          if (preparing) {
            await preparing;
            continue;
          }
          if (opIndex >= ops.length) return null;
          preparing = prepare(ops[opIndex++]).then((entry) => {
            current = entry;
            preparing = null;
          });
        }
      };
      const finish = (entry) => {
        entry.done += 1;
        if (entry.done < entry.requests.length) return;
        byOperation.push({
          operation: entry.op.id,
          cases: entry.requests.length,
          failures: entry.failures,
          meanLatencyMs: Math.round(entry.latencyMs / entry.requests.length),
        });
        if (entry.failures) log(`${entry.op.id}: ${entry.failures} failing cases`);
        if (byOperation.length % 20 === 0) {
          const rate = totals.cases / ((Date.now() - sendingStarted) / 1000);
          log(`${byOperation.length}/${operations.length} operations, ${totals.cases} cases (${rate.toFixed(0)}/s)`);
        }
      };
      const sender = async () => {
        for (let item = await take(); item; item = await take()) {
          const { entry, index } = item;
          const { op } = entry;
          const fuzzRequest = entry.requests[index];
          const sentAt = Date.now();
          const response = await send(fuzzRequest, entry.cookiesOfCase[index]);
          entry.latencyMs += Date.now() - sentAt;
          totals.cases += 1;
          totals.statuses[response.status] = (totals.statuses[response.status] ?? 0) + 1;
          const problems = response.status === 0 ? [response.text] : fuzz.judge(op, fuzzRequest, response);
          if (response.status === 0) totals.socket += 1;
          if (response.status >= 500 && !op.documented5xx.includes(response.status)) totals.serverErrors += 1;
          if (problems.some((p) => p.startsWith('accepted'))) totals.violations += 1;
          if (problems.some((p) => p.includes('not in the error shape'))) totals.shape += 1;
          if (problems.length) {
            entry.failures += 1;
            const described = fuzz.describeCase(op, fuzzRequest, response, problems);
            // The first few of each operation as they come, so a long run shows its findings early.
            if (entry.failures <= 2) console.log(described);
            if (failures.length < 500) failures.push(described);
          }
          entry.requests[index] = undefined; // a judged case's (possibly 100 kB) body can go
          finish(entry);
        }
      };
      await Promise.all(Array.from({ length: config.concurrency }, sender));
    };

    // CPU seconds rather than wall time say what a case costs on a machine shared with other jobs.
    // (/proc/<pid>/stat: user and system time in clock ticks, 100 a second on Linux.)
    const apiCpuSeconds = () => {
      const fields = readFileSync(`/proc/${api.child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    };
    const apiCpuBefore = apiCpuSeconds();
    const ownCpuBefore = process.cpuUsage();
    const sendingStarted = Date.now();
    // Site-wide setting changes run after everything else has finished, as the generator orders them.
    await runQueue(operations.filter((op) => !op.siteWide));
    await runQueue(operations.filter((op) => op.siteWide));
    if (stopReason) log(`${stopReason}: ${byOperation.length} of ${operations.length} operations finished`);
    const sendingSeconds = (Date.now() - sendingStarted) / 1000;
    const ownCpu = process.cpuUsage(ownCpuBefore);
    const cpuMsPerCase = {
      api: Number((((apiCpuSeconds() - apiCpuBefore) * 1000) / Math.max(1, totals.cases)).toFixed(2)),
      fuzzer: Number(((ownCpu.user + ownCpu.system) / 1000 / Math.max(1, totals.cases)).toFixed(2)),
    };
    agent.destroy();
    const runSeconds = (Date.now() - started) / 1000;
    const result = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} CPU cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`,
      config,
      totals,
      runSeconds,
      sendingSeconds,
      casesPerSecond: Math.round(totals.cases / sendingSeconds),
      stopped: stopReason,
      operationsFinished: byOperation.length,
      cpuMsPerCase,
      load: os.loadavg().map((l) => Number(l.toFixed(2))),
      byOperation,
      failures,
    };
    writeFileSync(join(resultsDir, 'fuzz.json'), JSON.stringify(result, null, 2));
    log(
      `${totals.operations} operations, ${totals.cases} cases in ${duration(runSeconds)} (sending ${duration(sendingSeconds)}, ${result.casesPerSecond} cases/s, CPU per case: API ${cpuMsPerCase.api} ms, fuzzer ${cpuMsPerCase.fuzzer} ms, load ${result.load.join(' ')}): ${totals.serverErrors} undocumented 5xx, ` +
        `${totals.violations} accepted forbidden inputs, ${totals.shape} answers outside the error shape, ${totals.socket} socket errors`,
    );
    for (const failure of failures.slice(0, 20)) console.log(failure);
    if (config.writeDoc && !config.only)
      await writeMarkedBlock(docPath, START, END, block(result, START, END, duration));
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
    `| Operations | ${totals.operations}${result.stopped ? ` (${result.stopped}: ${result.operationsFinished} finished)` : ''} |`,
    `| Cases | ${totals.cases.toLocaleString('en-US')} (${config.runs.toLocaleString('en-US')} per operation) |`,
    `| Seed | ${config.seed} |`,
    `| Undocumented 5xx answers | ${totals.serverErrors} |`,
    `| Accepted input the document forbids | ${totals.violations} |`,
    `| Errors outside the error shape | ${totals.shape} |`,
    `| Socket errors | ${totals.socket} |`,
    `| Run time | ${duration(result.runSeconds)} (sending ${duration(result.sendingSeconds)}: ${result.casesPerSecond} cases/s, ${config.concurrency} at a time) |`,
    `| CPU time per case | API ${result.cpuMsPerCase.api} ms, fuzzer ${result.cpuMsPerCase.fuzzer} ms |`,
    `| Load average at the end (1, 5, 15 min) | ${result.load.join(', ')} |`,
    '',
    `Statuses: ${statuses}.`,
    '',
    end,
  ].join('\n');
}
