/**
 * What the benchmarks that run the real API share: its environment (production settings, limiters
 * that never refuse the load, worker out of the process), a signed-in reader's cookie, and the CPU
 * time a server process has used.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { siteEnv } from '../../scripts/lib/site.mjs';

/**
 * The API's environment under a benchmark: `root` is the checkout whose backend/dist runs; a bench that
 * may run beside another gives its own `bullmqPrefix`.
 */
export function benchApiEnv({ root, databaseUrl, redisUrl, port, sessionSecret, bullmqPrefix = 'irlbench' }) {
  return siteEnv({
    root,
    databaseUrl,
    redisUrl,
    port,
    extra: {
      NODE_ENV: 'production',
      PUBLIC_URL: `http://localhost:${port}`,
      SPA_DIST_DIR: '',
      SESSION_SECRET: sessionSecret,
      RATE_LIMIT_DEFAULT: '100000000',
      // Search has its own per-IP and per-user limit (60 a minute): a fast machine passes it in seconds.
      RATE_LIMIT_SEARCH: '100000000',
      ROOT_SIGN_IN_ENABLED: 'false',
      RUN_WORKER_IN_API: 'false',
      BULLMQ_PREFIX: bullmqPrefix,
      LOG_LEVEL: 'info',
      DATABASE_POOL_SIZE: '10',
    },
  });
}

/**
 * CPU time (user + system, ms) a server process has used so far, from /proc (Linux; NaN elsewhere). Per
 * request it is a figure that other work on the machine barely moves, unlike requests/s.
 */
export function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

/** A signed-in reader, built as express-session and connect-pg-simple build one (as test/utils/sessions.ts). */
export async function signedInCookie(client, secret) {
  const {
    rows: [user],
  } = await client.query(
    // A reused database already has the reader.
    `WITH added AS (
       INSERT INTO users (username, role) SELECT 'bench_reader', 'user'
       WHERE NOT EXISTS (SELECT 1 FROM users WHERE username = 'bench_reader') RETURNING id
     )
     SELECT id FROM added UNION ALL SELECT id FROM users WHERE username = 'bench_reader'`,
  );
  return sessionCookie(client, secret, user.id);
}

/**
 * A session of this user, stored and signed as express-session and connect-pg-simple store and sign one
 * (as backend/test/utils/sessions.ts): the `sid` cookie for requests, valid for a day.
 */
export async function sessionCookie(client, secret, userId) {
  const sid = randomBytes(24).toString('base64url');
  const expires = new Date(Date.now() + 24 * 3600_000);
  const sess = {
    cookie: { originalMaxAge: 24 * 3600_000, expires, httpOnly: true, path: '/', sameSite: 'lax' },
    userId,
  };
  await client.query(`INSERT INTO user_sessions (sid, sess, expire) VALUES ($1, $2, $3)`, [
    sid,
    JSON.stringify(sess),
    expires,
  ]);
  const signature = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  return `sid=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}
