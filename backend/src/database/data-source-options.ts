import type { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

/** One place that describes the database connection, shared by the app, the CLI, scripts and tests. */
export function dataSourceOptions(url: string): DataSourceOptions {
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
    extra: { max: Number(process.env.DATABASE_POOL_SIZE ?? 10) },
  };
}
