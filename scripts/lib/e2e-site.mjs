import { join } from 'node:path';
import { freePort } from './net.mjs';
import { dropDatabase, ensureDatabase } from './services.mjs';
import { buildAll, migrateAndSeed, siteEnv, startSite } from './site.mjs';
import { run } from './proc.mjs';
import { startStandInPayments, startStandInProviders } from './stand-ins.mjs';

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
    return await run('npx', ['playwright', 'test', ...playwrightArgs], {
      cwd: join(root, 'frontend'),
      env: { ...env, E2E_BASE_URL: `http://localhost:${port}` },
    });
  } finally {
    await site?.stop();
    await providers.stop();
    await payments.stop();
    await dropDatabase(services.postgresServerUrl, database).catch(() => {});
  }
}
