import { adminDatabaseUrl, runOnServer, withDatabase, workerDatabaseName } from './test-database.js';

export default async function globalTeardown(): Promise<void> {
  const name = process.env.TEST_DB_NAME;
  if (!name || process.env.KEEP_TEST_DATABASE) return;
  const adminUrl = withDatabase(adminDatabaseUrl(), 'postgres');
  const workers = Number(process.env.TEST_DB_WORKERS ?? 1);
  for (let worker = 1; worker <= workers; worker += 1) {
    await runOnServer(adminUrl, `DROP DATABASE IF EXISTS "${workerDatabaseName(name, worker)}" WITH (FORCE)`);
  }
  await runOnServer(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
