import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options.js';
import { adminDatabaseUrl, runOnServer, withDatabase } from './test-database.js';

/** Each run creates its own database and migrates it; global-teardown drops it. */
export default async function globalSetup(): Promise<void> {
  const name = `irl_test_${process.pid}_${Date.now()}`;
  const adminUrl = withDatabase(adminDatabaseUrl(), 'postgres');
  await runOnServer(adminUrl, `CREATE DATABASE "${name}"`);
  const url = withDatabase(adminUrl, name);
  const dataSource = await new DataSource(dataSourceOptions(url, { long: true })).initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  await dataSource.destroy();
  process.env.TEST_DB_NAME = name;
  process.env.DATABASE_URL = url;
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
  // Keep this run's queue keys apart from any other run or the dev site.
  process.env.BULLMQ_PREFIX = `test-${process.pid}`;
}
