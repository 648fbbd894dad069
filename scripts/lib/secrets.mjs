import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * SESSION_SECRET for local runs: the environment's when set, otherwise one generated once and
 * kept in .data/session-secret (so sessions survive restarts). Never committed.
 */
export function localSessionSecret(root) {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = join(root, '.data', 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}
