#!/usr/bin/env node
// The one command to run the site: installs, finds or starts PostgreSQL and Redis, migrates,
// loads the demo content once, builds, and serves everything on one port (5000; PORT overrides).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './lib/install.mjs';
import { ensureDatabase, resolveServices } from './lib/services.mjs';
import { buildAll, migrateAndSeed, siteEnv, startSite } from './lib/site.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const log = (message) => console.log(`[run] ${message}`);

async function main() {
  await ensureDependencies(root, log);
  const services = await resolveServices({ root, log });
  let site;
  const shutdown = async (code = 0) => {
    await site?.stop();
    await services.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  try {
    const databaseUrl = process.env.DATABASE_URL ?? (await ensureDatabase(services.postgresServerUrl, 'irl_history'));
    const port = Number(process.env.PORT ?? 5000);
    const env = siteEnv({ root, databaseUrl, redisUrl: services.redisUrl, port });
    log('Building...');
    await buildAll(root);
    log('Migrating and loading demo content...');
    await migrateAndSeed(root, env, { seed: env.NODE_ENV !== 'production' });
    site = await startSite(root, env);
    log(
      `The site is running at http://localhost:${port} (API docs: http://localhost:${port}/api/docs). Ctrl+C stops it.`,
    );
    const code = await site.exited;
    await shutdown(code ?? 0);
  } catch (error) {
    console.error(`[run] ${error.message}`);
    await shutdown(1);
  }
}

main().catch((error) => {
  console.error(`[run] ${error.message}`);
  process.exit(1);
});
