// Runs in every test worker before the test file: the values global-setup chose are inherited.
import { withDatabase, workerDatabaseName } from './test-database.js';

process.env.NODE_ENV = 'test';
// Parallel workers each get their own copy of the migrated database and their own Redis key prefix
// (queues, rate-limit counters, streams), so test files running at the same time never see each other.
if (process.env.TEST_DB_NAME && process.env.DATABASE_URL) {
  const worker = Number(process.env.JEST_WORKER_ID ?? 1);
  const base = process.env.TEST_DB_NAME;
  process.env.DATABASE_URL = withDatabase(process.env.DATABASE_URL, workerDatabaseName(base, worker));
  process.env.BULLMQ_PREFIX = `${process.env.TEST_BULLMQ_PREFIX ?? 'test'}-w${worker}`;
}
process.env.LOG_LEVEL ??= 'silent';
process.env.PUBLIC_URL ??= 'http://localhost:5000';
// The development-only ROOT sign-in is off unless set; tests sign in with it from localhost.
process.env.ROOT_SIGN_IN_ENABLED ??= 'true';
process.env.SESSION_SECRET ??= 'integration-tests-session-secret-0123456789';
// Generous limits: many tests sign in from one address; the rate-limit test lowers them itself.
process.env.RATE_LIMIT_SIGN_IN ??= '10000';
process.env.RATE_LIMIT_WRITE ??= '10000';
process.env.RATE_LIMIT_WRITE_PER_USER ??= '10000';
process.env.RATE_LIMIT_DEFAULT ??= '100000';
process.env.RATE_LIMIT_VIEWS ??= '100000';
process.env.RATE_LIMIT_SEARCH ??= '100000';
process.env.RATE_LIMIT_REPORTS ??= '100000';
process.env.RATE_LIMIT_SUPPORT_REQUESTS ??= '100000';
// Generous import and pending quotas: many tests import thousands of rows as a member; the quota tests
// lower them on the application's configuration themselves.
process.env.CSV_IMPORT_MEMBER_ACTIVE_BATCHES ??= '1000';
process.env.CSV_IMPORT_MEMBER_DAILY_ROWS ??= '10000000';
process.env.SUBMISSIONS_MEMBER_MAX_PENDING ??= '10000000';
