import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackground } from './proc.mjs';
import { waitFor } from './net.mjs';

/**
 * Starts the local stand-in sign-in providers (Google and Discord OAuth 2.0, Steam OpenID 2.0 and
 * Web API; backend/test/stand-ins) and returns the environment that points the site at them.
 */
export function startStandInProviders(root, publicUrl) {
  return startStandInScript(root, 'test/stand-ins/start-stand-ins.ts', publicUrl, 'the stand-in sign-in providers');
}

/**
 * Starts the local Stripe stand-in (PaymentIntents API, signed webhooks to {publicUrl}/api/webhooks/stripe,
 * and a Stripe.js stand-in script) and returns the STRIPE_* environment that points the site at it.
 */
export function startStandInPayments(root, publicUrl) {
  return startStandInScript(root, 'test/stand-ins/stripe-start.ts', publicUrl, 'the Stripe stand-in');
}

async function startStandInScript(root, script, publicUrl, what) {
  const dir = mkdtempSync(join(tmpdir(), 'irl-stand-ins-'));
  const envFile = join(dir, 'env.json');
  const server = startBackground(
    'node',
    ['--import', '@swc-node/register/esm-register', script, '--public-url', publicUrl, '--env-json', envFile],
    { cwd: join(root, 'backend'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  try {
    await waitFor(() => existsSync(envFile) && readFileSync(envFile, 'utf8').trim().endsWith('}'), {
      what,
      timeoutMs: 30000,
    });
  } catch (error) {
    await server.stop();
    throw error;
  }
  const env = JSON.parse(readFileSync(envFile, 'utf8'));
  return {
    env,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** True when no Stripe secret key is configured (then development pays through the local stand-in). */
export function noStripeCredentials() {
  return !process.env.STRIPE_SECRET_KEY;
}

/** True when no real provider credentials are configured (then development uses the stand-ins). */
export function noProviderCredentials() {
  return !['GOOGLE_CLIENT_ID', 'DISCORD_CLIENT_ID', 'STEAM_API_KEY'].some((name) => process.env[name]);
}
