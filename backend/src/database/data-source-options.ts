import type { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

const numberFromEnv = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
};

/**
 * Deadlines on every connection of the pool (0 turns one off; migrations and scripts pass `long`):
 * - DATABASE_STATEMENT_TIMEOUT_MS (10 s): PostgreSQL cancels a statement running longer (a request gets 503);
 * - DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS (30 s): it ends a session left idle inside a transaction,
 *   so a stuck request cannot hold locks for ever;
 * - DATABASE_CONNECT_TIMEOUT_MS (2 s): how long a request waits for a pooled connection (the pool is full
 *   or PostgreSQL does not accept) before it fails with 503 and Retry-After, instead of queueing without bound.
 * JIT compilation is off: the planner overestimates some short statements (the dashboard's daily
 * figures: a generate_series of days with a subquery per figure) past jit_above_cost, and compiling
 * took 370 of their 400 ms; no statement here scans enough rows to win it back.
 */
export function poolOptions(options: { long?: boolean } = {}): Record<string, unknown> {
  return {
    max: numberFromEnv('DATABASE_POOL_SIZE', 10),
    connectionTimeoutMillis: numberFromEnv('DATABASE_CONNECT_TIMEOUT_MS', 2000),
    statement_timeout: options.long ? 0 : numberFromEnv('DATABASE_STATEMENT_TIMEOUT_MS', 10_000),
    idle_in_transaction_session_timeout: options.long
      ? 0
      : numberFromEnv('DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', 30_000),
    // Detects a server that vanished without closing the connection.
    keepAlive: true,
    application_name: process.env.DATABASE_APPLICATION_NAME ?? 'irl-history',
    options: '-c jit=off',
  };
}

/** One place that describes the database connection, shared by the app, the CLI, scripts and tests. */
export function dataSourceOptions(url: string, options: { long?: boolean } = {}): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    // gen_random_uuid() is built into PostgreSQL 13+, no extension needed.
    uuidExtension: 'pgcrypto',
    // The schema changes only through migrations.
    synchronize: false,
    migrationsRun: false,
    extra: poolOptions(options),
  };
}
