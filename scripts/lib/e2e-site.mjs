import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './net.mjs';
import { mergeResults, slowestLines } from './playwright-results.mjs';
import { dropDatabase, ensureDatabase } from './services.mjs';
import { buildAll, migrateAndSeed, siteEnv, startSite } from './site.mjs';
import { run } from './proc.mjs';
import { startStandInPayments, startStandInProviders } from './stand-ins.mjs';

/**
 * The Playwright projects in the order they run (frontend/playwright.config.ts): the specs that keep to
 * their own data two at a time, then the ones that change site-wide state alone. Each is its own
 * Playwright run, so a failure in the first does not skip the second (as a project dependency would).
 */
const PROJECTS = ['isolated', 'global-state'];

/**
 * Runs the Playwright suite against the built site on a fresh database with the demo content.
 * Returns Playwright's exit code; results land in frontend/test-results/results.json.
 */
export async function runEndToEnd({ root, services, log, playwrightArgs = [] }) {
  const database = `irl_e2e_${process.pid}`;
  await dropDatabase(services.postgresServerUrl, database);
  const databaseUrl = await ensureDatabase(services.postgresServerUrl, database);
  // Built first: the port is chosen just before the site starts, so two runs at once do not pick the same one.
  await buildAll(root);
  const port = await freePort(5100);
  const publicUrl = `http://localhost:${port}`;
  const providers = await startStandInProviders(root, publicUrl);
  const payments = await startStandInPayments(root, publicUrl).catch(async (error) => {
    await providers.stop();
    throw error;
  });
  const env = siteEnv({
    root,
    databaseUrl,
    redisUrl: services.redisUrl,
    port,
    extra: {
      ...providers.env,
      ...payments.env,
      PUBLIC_URL: publicUrl,
      BULLMQ_PREFIX: `e2e-${process.pid}`,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // Every journey of every simulated user comes from one address: the per-address limits are for real
      // visitors (the backend tests cover them), so they are raised here.
      RATE_LIMIT_DEFAULT: process.env.RATE_LIMIT_DEFAULT ?? '100000',
      RATE_LIMIT_WRITE: process.env.RATE_LIMIT_WRITE ?? '10000',
      RATE_LIMIT_VIEWS: process.env.RATE_LIMIT_VIEWS ?? '10000',
      RATE_LIMIT_SEARCH: process.env.RATE_LIMIT_SEARCH ?? '10000',
    },
  });
  let site;
  try {
    await migrateAndSeed(root, env);
    site = await startSite(root, env);
    log(`End-to-end tests against http://localhost:${port}`);
    return await runProjects({ root, log, env: { ...env, E2E_BASE_URL: `http://localhost:${port}` }, playwrightArgs });
  } finally {
    await site?.stop();
    await providers.stop();
    await payments.stop();
    await dropDatabase(services.postgresServerUrl, database).catch(() => {});
  }
}

/**
 * Runs each project in turn (or, when the arguments name a project, just what they ask for) and writes
 * frontend/test-results/results.json covering every run; prints how long each took and the slowest specs.
 */
async function runProjects({ root, log, env, playwrightArgs }) {
  const frontend = join(root, 'frontend');
  const resultsFile = join(frontend, 'test-results', 'results.json');
  const choosesProject = playwrightArgs.some((arg) => arg === '--project' || arg.startsWith('--project='));
  const runs = choosesProject
    ? [{ label: 'chosen projects', args: playwrightArgs }]
    : PROJECTS.map((project) => ({
        label: project,
        // --no-deps: the dependency has just run on its own; --pass-with-no-tests: a file filter may leave a
        // project nothing to run.
        args: [`--project=${project}`, '--no-deps', '--pass-with-no-tests', ...playwrightArgs],
      }));
  const files = [];
  let exitCode = 0;
  for (const [index, { label, args }] of runs.entries()) {
    const file = join(frontend, 'test-results', `results-${index}.json`);
    rmSync(file, { force: true });
    files.push(file);
    const started = Date.now();
    const code = await run('npx', ['playwright', 'test', ...args], {
      cwd: frontend,
      env: { ...env, E2E_RESULTS_FILE: file },
    });
    log(`Playwright (${label}) finished in ${((Date.now() - started) / 1000).toFixed(0)} s, exit code ${code}`);
    exitCode ||= code;
  }
  const report = mergeResults(files, resultsFile);
  for (const file of files) rmSync(file, { force: true });
  for (const line of slowestLines(report)) log(line);
  return exitCode;
}
