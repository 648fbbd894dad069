import { join } from 'node:path';
import { freePort } from './net.mjs';
import { dropDatabase, ensureDatabase } from './services.mjs';
import { buildAll, migrateAndSeed, siteEnv, startSite } from './site.mjs';
import { run } from './proc.mjs';
import { startStandInProviders } from './stand-ins.mjs';

/**
 * Runs the Playwright suite against the built site on a fresh database with the demo content.
 * Returns Playwright's exit code; results land in frontend/test-results/results.json.
 */
export async function runEndToEnd({ root, services, log, playwrightArgs = [] }) {
  const database = `irl_e2e_${process.pid}`;
  await dropDatabase(services.postgresServerUrl, database);
  const databaseUrl = await ensureDatabase(services.postgresServerUrl, database);
  const port = await freePort(5100);
  const publicUrl = `http://localhost:${port}`;
  const providers = await startStandInProviders(root, publicUrl);
  const env = siteEnv({
    root,
    databaseUrl,
    redisUrl: services.redisUrl,
    port,
    extra: {
      ...providers.env,
      PUBLIC_URL: publicUrl,
      BULLMQ_PREFIX: `e2e-${process.pid}`,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
  });
  let site;
  try {
    await buildAll(root);
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
    await dropDatabase(services.postgresServerUrl, database).catch(() => {});
  }
}
