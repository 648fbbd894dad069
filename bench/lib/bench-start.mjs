import { mkdirSync } from 'node:fs';
import { runOrThrow } from '../../scripts/lib/proc.mjs';
import { dropDatabase, ensureDatabase, resolveServices } from '../../scripts/lib/services.mjs';

/** Builds the backend (and, through nx, what it depends on: @irl/shared). */
export async function buildBackend(root, log) {
  log('Building the backend...');
  await runOrThrow('npx', ['nx', 'run', '@irl/backend:build', '--outputStyle=static'], { cwd: root });
}

/**
 * The usual start of a benchmark that needs the site: the results folder, PostgreSQL and Redis (found or
 * started), the backend built unless `skipBuild`, and the database `database` created empty (dropped
 * again at the end unless `keepDb`). What has to be undone is pushed on `cleanups`.
 */
export async function startBenchRun({ root, resultsDir, log, cleanups, skipBuild, database, keepDb }) {
  mkdirSync(resultsDir, { recursive: true });
  const services = await resolveServices({ root, log });
  cleanups.push(() => services.stop());
  if (!skipBuild) await buildBackend(root, log);
  await dropDatabase(services.postgresServerUrl, database);
  const databaseUrl = await ensureDatabase(services.postgresServerUrl, database);
  if (!keepDb) cleanups.push(() => dropDatabase(services.postgresServerUrl, database));
  return { services, databaseUrl };
}

/**
 * Runs `main`, then `cleanup` whatever happened (also on Ctrl+C or SIGTERM, exiting then with the
 * signal's code), and `afterCleanup` once a run that was not interrupted has cleaned up. A failure of
 * `main` is printed with `prefix` and sets the exit code to 1.
 */
export function runUntilStopped({ main, cleanup, prefix, afterCleanup = () => {} }) {
  let stopping = false;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    void cleanup().finally(() => process.exit(code));
  };
  process.on('SIGINT', () => stop(130));
  process.on('SIGTERM', () => stop(143));

  main()
    .catch((error) => {
      console.error(`[${prefix}] ${error.stack ?? error.message}`);
      process.exitCode = 1;
    })
    .finally(async () => {
      if (stopping) return;
      stopping = true;
      await cleanup();
      afterCleanup();
    });
}
