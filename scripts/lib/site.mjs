import { join } from 'node:path';
import { runOrThrow, startBackground } from './proc.mjs';
import { waitFor } from './net.mjs';
import { localSessionSecret } from './secrets.mjs';

/** The Nx command line that builds backend and frontend (cached when nothing changed). */
export const buildArgs = ['nx', 'run-many', '-t', 'build', '--outputStyle=static'];

/** Builds backend and frontend through Nx (cached when nothing changed). */
export async function buildAll(root) {
  await runOrThrow('npx', buildArgs, { cwd: root });
}

/** True when a URL names this machine (the only place the development ROOT sign-in may be enabled). */
function isLocalhostUrl(url) {
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);
  } catch {
    return false;
  }
}

export function siteEnv({ root, databaseUrl, redisUrl, port, extra = {} }) {
  const nodeEnv = process.env.NODE_ENV ?? 'development';
  const publicUrl = extra.PUBLIC_URL ?? process.env.PUBLIC_URL ?? `http://localhost:${port}`;
  return {
    ...process.env,
    NODE_ENV: nodeEnv,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    // The local run and the end-to-end tests sign in as ROOT; the server refuses the setting anywhere
    // but development on localhost, so it is only set there (an explicit value wins).
    ROOT_SIGN_IN_ENABLED:
      process.env.ROOT_SIGN_IN_ENABLED ?? String(nodeEnv !== 'production' && isLocalhostUrl(publicUrl)),
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
export async function startSite(root, env, { stdio = 'inherit', startupTimeoutMs = 60000, nodeArgs = [] } = {}) {
  const server = startBackground('node', [...nodeArgs, 'dist/main.js'], { cwd: join(root, 'backend'), env, stdio });
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
    { what: `the site on ${url}`, timeoutMs: startupTimeoutMs },
  );
  return server;
}
