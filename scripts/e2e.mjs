#!/usr/bin/env node
// Runs only the end-to-end tests (arguments go to Playwright), e.g. npm run e2e -- e2e/browse.spec.ts
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/chromium.mjs';
import { runEndToEnd } from './lib/e2e-site.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { resolveServices } from './lib/services.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const log = (message) => console.log(`[e2e] ${message}`);

await ensureDependencies(root, log);
await ensureChromium(log);
const services = await resolveServices({ root, log });
try {
  process.exitCode = await runEndToEnd({ root, services, log, playwrightArgs: process.argv.slice(2) });
} finally {
  await services.stop();
}
