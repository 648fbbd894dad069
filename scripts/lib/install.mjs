import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runOrThrow } from './proc.mjs';

/**
 * Installs dependencies when node_modules is missing or older than the lock file.
 * `npm install` rather than `npm ci`: it keeps a node_modules that already matches, and writes nothing when the
 * committed lock file is complete (docs/development.md).
 */
export async function ensureDependencies(root, log = console.log) {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs)) return;
  log('Installing dependencies (npm install)...');
  await runOrThrow('npm', ['install', '--no-audit', '--no-fund'], { cwd: root });
}
