import { existsSync } from 'node:fs';
import { runOrThrow } from './proc.mjs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Playwright drives Debian's Chromium; install it when missing (never Playwright's own download). */
export async function ensureChromium(log) {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${CHROMIUM_PATH} is missing: install it with "sudo apt-get install -y chromium" and run again.`);
  }
  log('Installing Chromium from Debian (apt-get install chromium)...');
  await runOrThrow('apt-get', ['update', '-qq']);
  await runOrThrow('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
