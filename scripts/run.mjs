#!/usr/bin/env node
// The one command to run the site: installs, finds or starts PostgreSQL and Redis, migrates,
// loads the demo content once, builds, and serves everything on one port (5000; PORT overrides).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './lib/install.mjs';
import { startMaildev, wantsMaildev } from './lib/maildev.mjs';
import { listenProblem } from './lib/net.mjs';
import { ensureDatabase, resolveServices } from './lib/services.mjs';
import { buildAll, migrateAndSeed, siteEnv, startSite } from './lib/site.mjs';
import {
  noProviderCredentials,
  noStripeCredentials,
  startStandInPayments,
  startStandInProviders,
} from './lib/stand-ins.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const log = (message) => console.log(`[run] ${message}`);

/** The port the site will serve on, checked before minutes of installing and building. */
async function sitePort() {
  const raw = process.env.PORT ?? '5000';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`PORT must be a number from 1 to 65535, not "${raw}".`);
  }
  const problem = await listenProblem(port);
  if (problem === 'EADDRINUSE') {
    throw new Error(
      `Port ${port} is already in use (another \`npm start\`, or another program). ` +
        `Stop it, or choose another port: PORT=5001 npm start`,
    );
  }
  if (problem) throw new Error(`Cannot listen on port ${port} (${problem}). Choose another port: PORT=5001 npm start`);
  return port;
}

async function main() {
  let port;
  try {
    port = await sitePort();
  } catch (error) {
    console.error(`[run] ${error.message}`);
    process.exit(1);
  }
  await ensureDependencies(root, log);
  const services = await resolveServices({ root, log });
  let site;
  let providers;
  let payments;
  let maildev;
  const shutdown = async (code = 0) => {
    await site?.stop();
    await providers?.stop();
    await payments?.stop();
    await maildev?.stop();
    await services.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  try {
    const databaseUrl = process.env.DATABASE_URL ?? (await ensureDatabase(services.postgresServerUrl, 'irl_history'));
    const development = (process.env.NODE_ENV ?? 'development') !== 'production';
    // Without real provider credentials, development signs in through local stand-in providers
    // that speak the same protocols (each shows a consent page where you choose the account).
    if (development && noProviderCredentials() && process.env.DEV_STAND_IN_PROVIDERS !== 'false') {
      providers = await startStandInProviders(root, process.env.PUBLIC_URL ?? `http://localhost:${port}`);
      log('Sign-in providers: local stand-ins (set GOOGLE_CLIENT_ID etc. to use the real ones)');
    }
    // Without a Stripe key, development pays through a local stand-in (test cards, signed webhooks).
    if (development && noStripeCredentials() && process.env.DEV_STAND_IN_PAYMENTS !== 'false') {
      payments = await startStandInPayments(root, process.env.PUBLIC_URL ?? `http://localhost:${port}`);
      log('Payments: local Stripe stand-in (card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined)');
    }
    // DEV_MAILDEV=1: e-mail goes to a local catch-all server with a web inbox instead of nowhere.
    if (development && wantsMaildev()) {
      maildev = await startMaildev(root);
      log(`E-mail: local maildev, web inbox at ${maildev.inboxUrl}`);
    }
    const env = siteEnv({
      root,
      databaseUrl,
      redisUrl: services.redisUrl,
      port,
      extra: { ...providers?.env, ...payments?.env, ...maildev?.env },
    });
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
