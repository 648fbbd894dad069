import { Client } from 'pg';

/** The server the tests create their database on: TEST_DATABASE_URL, else DATABASE_URL, else the local default. */
export function adminDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function runOnServer(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The copy of the migrated database that one Jest worker (JEST_WORKER_ID, from 1) uses. */
export function workerDatabaseName(base: string, worker: number): string {
  return `${base}_w${worker}`;
}
