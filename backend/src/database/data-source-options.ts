import type { DataSourceOptions } from 'typeorm';
import type { Environment } from '../config/environment.js';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

/** The pool's size and deadlines, as the validated environment gives them to the API and the worker. */
export type PoolSettings = Pick<
  Environment,
  | 'DATABASE_POOL_SIZE'
  | 'DATABASE_CONNECT_TIMEOUT_MS'
  | 'DATABASE_STATEMENT_TIMEOUT_MS'
  | 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS'
  | 'DATABASE_APPLICATION_NAME'
>;

/**
 * Migrations, the seed and scripts: no statement deadlines (a migration may run long) and the default
 * pool, since they run before (or without) the validated environment.
 */
const LONG_RUNNING: PoolSettings = {
  DATABASE_POOL_SIZE: 10,
  DATABASE_CONNECT_TIMEOUT_MS: 2000,
  DATABASE_STATEMENT_TIMEOUT_MS: 0,
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 0,
  DATABASE_APPLICATION_NAME: 'irl-history',
};

/**
 * Deadlines on every connection of the pool (0 turns one off):
 * - DATABASE_STATEMENT_TIMEOUT_MS: PostgreSQL cancels a statement running longer (a request gets 503);
 * - DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: it ends a session left idle inside a transaction,
 *   so a stuck request cannot hold locks for ever;
 * - DATABASE_CONNECT_TIMEOUT_MS: how long a request waits for a pooled connection (the pool is full
 *   or PostgreSQL does not accept) before it fails with 503 and Retry-After, instead of queueing without bound.
 * JIT compilation is off: the planner overestimates some short statements (the dashboard's daily
 * figures: a generate_series of days with a subquery per figure) past jit_above_cost, and compiling
 * took 370 of their 400 ms; no statement here scans enough rows to win it back.
 */
export function poolOptions(settings: PoolSettings): Record<string, unknown> {
  return {
    max: settings.DATABASE_POOL_SIZE,
    connectionTimeoutMillis: settings.DATABASE_CONNECT_TIMEOUT_MS,
    statement_timeout: settings.DATABASE_STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: settings.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    // Detects a server that vanished without closing the connection.
    keepAlive: true,
    application_name: settings.DATABASE_APPLICATION_NAME,
    options: '-c jit=off',
  };
}

/** One place that describes the database connection, shared by the app, the CLI, scripts and tests. */
export function dataSourceOptions(url: string, options: { long: true } | { pool: PoolSettings }): DataSourceOptions {
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
    extra: poolOptions('pool' in options ? options.pool : LONG_RUNNING),
  };
}
