import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { validateEnvironment } from './environment.js';

const valid = {
  DATABASE_URL: 'postgres://u@localhost:5432/db',
  REDIS_URL: 'redis://localhost:6379',
  SESSION_SECRET: 'x'.repeat(32),
};

describe('validateEnvironment', () => {
  it('accepts the documented .env.example as it is', () => {
    const example = parseEnv(readFileSync(join(__dirname, '../../../.env.example'), 'utf8'));
    expect(() => validateEnvironment(example)).not.toThrow();
  });

  it('fills defaults for optional variables', () => {
    const env = validateEnvironment(valid);
    expect(env.PORT).toBe(5000);
    expect(env.NODE_ENV).toBe('development');
    expect(env.RUN_WORKER_IN_API).toBe(false);
  });

  it('names each missing variable', () => {
    expect(() => validateEnvironment({})).toThrow(/DATABASE_URL[\s\S]*REDIS_URL/);
  });

  it('names a malformed variable and says why', () => {
    expect(() => validateEnvironment({ ...valid, PORT: 'eighty' })).toThrow(/- PORT: .*integer/);
    expect(() => validateEnvironment({ ...valid, DATABASE_URL: 'mysql://x' })).toThrow(
      'DATABASE_URL must be a postgres:// connection URL',
    );
  });
});
