import { join } from 'node:path';
import { runOrThrow, startBackground } from './proc.mjs';
import { waitFor } from './net.mjs';
import { localSessionSecret } from './secrets.mjs';

/** Builds backend and frontend through Nx (cached when nothing changed). */
export async function buildAll(root) {
  await runOrThrow('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], { cwd: root });
}

export function siteEnv({ root, databaseUrl, redisUrl, port, extra = {} }) {
  return {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PORT: String(port),
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    SPA_DIST_DIR: join(root, 'frontend', 'dist'),
    RUN_WORKER_IN_API: 'true',
    SESSION_SECRET: localSessionSecret(root),
    ...extra,
  };
}

export async function migrateAndSeed(root, env, { seed = true } = {}) {
  const backend = join(root, 'backend');
  await runOrThrow('node', ['dist/database/migrate.js'], { cwd: backend, env });
  if (seed) await runOrThrow('node', ['dist/database/seed/run-seed.js'], { cwd: backend, env });
}

/** Starts the API (with the worker in-process and the SPA) and waits until /api/health answers. */
export async function startSite(root, env, { stdio = 'inherit' } = {}) {
  const server = startBackground('node', ['dist/main.js'], { cwd: join(root, 'backend'), env, stdio });
  const url = `http://127.0.0.1:${env.PORT}`;
  let exited = false;
  void server.exited.then(() => (exited = true));
  await waitFor(
    async () => {
      if (exited) throw new Error('The site stopped during start-up (see its log above)');
      try {
        return (await fetch(`${url}/api/health`)).ok;
      } catch {
        return false;
      }
    },
    { what: `the site on ${url}`, timeoutMs: 60000 },
  );
  return server;
}
