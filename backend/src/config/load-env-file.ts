import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** Loads .env from the working directory or the repository root, if present; real variables win. */
export function loadEnvFile(): void {
  for (const candidate of [resolve('.env'), resolve('..', '.env')]) {
    if (existsSync(candidate)) {
      process.loadEnvFile(candidate);
      return;
    }
  }
}
