import { adminDatabaseUrl, runOnServer, withDatabase } from './test-database.js';

export default async function globalTeardown(): Promise<void> {
  const name = process.env.TEST_DB_NAME;
  if (!name || process.env.KEEP_TEST_DATABASE) return;
  await runOnServer(withDatabase(adminDatabaseUrl(), 'postgres'), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
