import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { StripeStandIn } from './stripe-api.js';

/**
 * Script mode, for the run and test commands:
 *   node --import @swc-node/register/esm-register test/stand-ins/stripe-start.ts \
 *     --public-url http://localhost:5100 [--env-json out.json] [--port 5300]
 * Starts the Stripe stand-in with its webhooks going to {public-url}/api/webhooks/stripe, writes the
 * STRIPE_* variables to the file (when given) and prints them, then runs until SIGTERM or SIGINT.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: { 'public-url': { type: 'string' }, 'env-json': { type: 'string' }, port: { type: 'string' } },
  });
  const publicUrl = values['public-url'];
  if (!publicUrl) throw new Error('--public-url is required');
  const port = values.port ? Number(values.port) : 0;
  if (!(Number.isInteger(port) && port >= 0 && port < 65536)) throw new Error('--port must be a port number');

  const stripe = new StripeStandIn({ webhookUrl: `${publicUrl.replace(/\/+$/, '')}/api/webhooks/stripe` });
  await stripe.start(port);
  const json = JSON.stringify(stripe.env, null, 2);
  if (values['env-json']) await writeFile(values['env-json'], `${json}\n`);
  process.stdout.write(`${json}\n`);

  const stop = () => {
    stripe.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (/stripe-start\.[cm]?[jt]s$/.test(process.argv[1] ?? '')) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
