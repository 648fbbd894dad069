import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options.js';
import { adminDatabaseUrl, runOnServer, withDatabase, workerDatabaseName } from './test-database.js';

/**
 * Each run migrates one database, then copies it (CREATE DATABASE ... TEMPLATE, a file copy) once per Jest
 * worker, so parallel workers never share tables; global-teardown drops them all.
 */
export default async function globalSetup(globalConfig: { maxWorkers?: number }): Promise<void> {
  const name = `irl_test_${process.pid}_${Date.now()}`;
  const adminUrl = withDatabase(adminDatabaseUrl(), 'postgres');
  await runOnServer(adminUrl, `CREATE DATABASE "${name}"`);
  const url = withDatabase(adminUrl, name);
  const dataSource = await new DataSource(dataSourceOptions(url, { long: true })).initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  await dataSource.destroy();
  // With --runInBand this process also runs the test files, and Jest copies the globals present now into
  // each file's sandbox: TypeORM's entity registry would then be one object shared by every file, holding
  // each file's entity classes (and through their metadata the whole closed application) to the end.
  delete (globalThis as { typeormMetadataArgsStorage?: unknown }).typeormMetadataArgsStorage;
  const workers = Math.max(1, globalConfig.maxWorkers ?? 1);
  for (let worker = 1; worker <= workers; worker += 1) {
    const copy = workerDatabaseName(name, worker);
    await runOnServer(adminUrl, `CREATE DATABASE "${copy}" TEMPLATE "${name}"`);
    // A test database is thrown away after the run, so no commit needs to wait for its WAL to reach the
    // disk: without the wait the suite spent much of its time idle on fsync (see docs/development.md).
    await runOnServer(adminUrl, `ALTER DATABASE "${copy}" SET synchronous_commit = off`);
    // TypeORM records generated columns in typeorm_metadata under the database's name: the copy's rows
    // must carry the copy's name, or TypeORM sees those columns as missing and plans to rebuild them.
    await runOnServer(withDatabase(adminUrl, copy), `UPDATE "typeorm_metadata" SET "database" = current_database()`);
  }
  process.env.TEST_DB_NAME = name;
  process.env.TEST_DB_WORKERS = String(workers);
  process.env.DATABASE_URL = url;
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
  // Keep this run's queue keys apart from any other run or the dev site (env.ts adds the worker).
  process.env.TEST_BULLMQ_PREFIX = `test-${process.pid}`;
  process.env.BULLMQ_PREFIX = process.env.TEST_BULLMQ_PREFIX;
}
