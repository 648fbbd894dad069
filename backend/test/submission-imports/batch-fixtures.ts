import type { DataSource } from 'typeorm';
import { createUser } from '../factories/user.factory.js';
import { browserRequest, sessionCookieFor } from '../utils/sessions.js';
import type { TestApp } from '../utils/test-app.js';
import { personCsv } from './csv-files.js';

export interface BatchProgress {
  status: string;
  nextRow: number;
  accepted: number;
  rejected: number;
  total: number | null;
}

/** Where an import batch stands, as its row records it. */
export async function batchProgress(dataSource: DataSource, id: string): Promise<BatchProgress> {
  const [row] = await dataSource.query<BatchProgress[]>(
    `SELECT status, next_row AS "nextRow", accepted_rows AS accepted, rejected_rows AS rejected, total_rows AS total
     FROM submission_batches WHERE id = $1`,
    [id],
  );
  return row;
}

/** Uploads a person CSV of `rows` rows (every 9th one refused) as a new user and returns the batch id. */
export async function uploadPersonCsv(t: TestApp, rows: number, fileName: string): Promise<string> {
  const user = await createUser(t.dataSource);
  const cookie = await sessionCookieFor(t.dataSource, user.id);
  const uploaded = await browserRequest(t.http, 'post', '/api/submissions/upload', cookie)
    .field('type', 'person')
    .attach('file', Buffer.from(personCsv(rows, 9)), { filename: fileName, contentType: 'text/csv' })
    .expect(202);
  return uploaded.body.id as string;
}
