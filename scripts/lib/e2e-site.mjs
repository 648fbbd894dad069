import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './net.mjs';
import { mergeResults, slowestLines } from './playwright-results.mjs';
import { dropDatabase, ensureDatabase } from './services.mjs';
import { buildAll, migrateAndSeed, siteEnv, startSite } from './site.mjs';
import { run, runCollected } from './proc.mjs';
import { startStandInPayments, startStandInProviders } from './stand-ins.mjs';

/**
 * The Playwright projects (frontend/playwright.config.ts): the specs that keep to their own data, two spec
 * files at a time, and the ones that change site-wide state, one at a time. Each is its own Playwright run,
 * so a failure in one does not skip the other (as a project dependency would).
 */
const PROJECTS = ['isolated', 'global-state'];

/**
 * Runs the Playwright suite against the built site with the demo content. Each project gets its own world
 * (database, Redis key prefix, stand-in providers and site), so the specs that change site-wide state run
 * beside the others instead of after them: they cannot change what the others see. E2E_WORLDS=1 runs the
 * projects one after the other against one site instead (less memory, about four minutes longer).
 * Returns Playwright's exit code; results land in frontend/test-results/results.json.
 */
export async function runEndToEnd({ root, services, log, playwrightArgs = [] }) {
  const choosesProject = playwrightArgs.some((arg) => arg === '--project' || arg.startsWith('--project='));
  let runs = choosesProject
    ? [{ label: 'chosen projects', args: playwrightArgs }]
    : PROJECTS.map((project) => ({
        label: project,
        // --no-deps: each project runs on its own; --pass-with-no-tests: a file filter may leave a project
        // nothing to run.
        args: [`--project=${project}`, '--no-deps', '--pass-with-no-tests', ...playwrightArgs],
      }));
  // A file or title filter may leave a project nothing to run: then it gets no world of its own.
  if (runs.length > 1 && playwrightArgs.length > 0) {
    const counts = await Promise.all(runs.map(({ args }) => listedTests(join(root, 'frontend'), args)));
    const chosen = runs.filter((_, index) => counts[index] !== 0);
    runs = chosen.length > 0 ? chosen : runs.slice(0, 1);
  }
  const worldsBesideEachOther = runs.length > 1 && process.env.E2E_WORLDS !== '1';
  // Built first: the ports are chosen just before the sites start, so two runs at once do not pick the same.
  await buildAll(root);
  const worlds = [];
  try {
    // E2E_PORT_BASE moves the search for free ports, for several checkouts running end-to-end tests at once.
    let port = Number(process.env.E2E_PORT_BASE ?? 5100) - 1;
    const worldCount = worldsBesideEachOther ? runs.length : 1;
    const ports = [];
    for (let index = 0; index < worldCount; index += 1) ports.push((port = await freePort(port + 1)));
    const starting = ports.map((sitePort, index) =>
      startWorld({ root, services, port: sitePort, name: worldCount > 1 ? runs[index].label : 'site' }),
    );
    // Every start is awaited (and kept for stopping) even when one fails, so none is left running.
    const settled = await Promise.allSettled(starting);
    for (const result of settled) if (result.status === 'fulfilled') worlds.push(result.value);
    const failure = settled.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    for (const world of worlds) log(`End-to-end tests against ${world.env.E2E_BASE_URL} (${world.name})`);

    const frontend = join(root, 'frontend');
    const files = runs.map((_, index) => join(frontend, 'test-results', `results-${index}.json`));
    const runOne = ({ label, args }, index) =>
      runPlaywright({
        frontend,
        label,
        args,
        env: worlds[worldsBesideEachOther ? index : 0].env,
        file: files[index],
        log,
      });
    let codes;
    if (worldsBesideEachOther) codes = await Promise.all(runs.map(runOne));
    else {
      codes = [];
      for (const [index, entry] of runs.entries()) codes.push(await runOne(entry, index));
    }
    const report = mergeResults(files, join(frontend, 'test-results', 'results.json'));
    for (const file of files) rmSync(file, { force: true });
    for (const line of slowestLines(report)) log(line);
    return codes.find((code) => code !== 0) ?? 0;
  } finally {
    await Promise.all(worlds.map((world) => world.stop()));
  }
}

/**
 * One world for a Playwright run: a fresh database with the demo content, its own Redis key prefix (queues,
 * event channels, counters), the stand-in sign-in providers and payments, and the built site on `port`.
 */
async function startWorld({ root, services, port, name }) {
  const database = `irl_e2e_${process.pid}_${name.replace(/\W/g, '_')}`;
  await dropDatabase(services.postgresServerUrl, database);
  const databaseUrl = await ensureDatabase(services.postgresServerUrl, database);
  const publicUrl = `http://localhost:${port}`;
  const stoppers = [() => dropDatabase(services.postgresServerUrl, database).catch(() => {})];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne();
  };
  try {
    const providers = await startStandInProviders(root, publicUrl);
    stoppers.push(() => providers.stop());
    const payments = await startStandInPayments(root, publicUrl);
    stoppers.push(() => payments.stop());
    const env = siteEnv({
      root,
      databaseUrl,
      redisUrl: services.redisUrl,
      port,
      extra: {
        ...providers.env,
        ...payments.env,
        PUBLIC_URL: publicUrl,
        BULLMQ_PREFIX: `e2e-${process.pid}-${name.replace(/\W/g, '')}`.slice(0, 40),
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
        // Every journey of every simulated user comes from one address: the per-address limits are for real
        // visitors (the backend tests cover them), so they are raised here.
        RATE_LIMIT_DEFAULT: process.env.RATE_LIMIT_DEFAULT ?? '100000',
        RATE_LIMIT_WRITE: process.env.RATE_LIMIT_WRITE ?? '10000',
        RATE_LIMIT_VIEWS: process.env.RATE_LIMIT_VIEWS ?? '10000',
        RATE_LIMIT_SEARCH: process.env.RATE_LIMIT_SEARCH ?? '10000',
        RATE_LIMIT_REPORTS: process.env.RATE_LIMIT_REPORTS ?? '10000',
        RATE_LIMIT_SUPPORT_REQUESTS: process.env.RATE_LIMIT_SUPPORT_REQUESTS ?? '10000',
      },
    });
    await migrateAndSeed(root, env);
    const site = await startSite(root, env);
    stoppers.push(() => site.stop());
    return { name, env: { ...env, E2E_BASE_URL: `http://localhost:${port}` }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** How many tests a Playwright run with these arguments would run (null when listing fails). */
async function listedTests(frontend, args) {
  const { output } = await runCollected('npx', ['playwright', 'test', '--list', ...args], { cwd: frontend });
  const total = /Total: (\d+) tests?/.exec(output);
  return total ? Number(total[1]) : null;
}

/** One Playwright run writing its JSON report to `file`; logs how long it took. Resolves with its exit code. */
async function runPlaywright({ frontend, label, args, env, file, log }) {
  rmSync(file, { force: true });
  const started = Date.now();
  const code = await run('npx', ['playwright', 'test', ...args], {
    cwd: frontend,
    env: { ...env, E2E_RESULTS_FILE: file },
  });
  log(`Playwright (${label}) finished in ${((Date.now() - started) / 1000).toFixed(0)} s, exit code ${code}`);
  return code;
}
