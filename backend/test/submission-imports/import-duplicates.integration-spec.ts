import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import { Test } from '@nestjs/testing';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { Environment } from '../../src/config/environment.js';
import { BatchDuplicateChecker } from '../../src/modules/submission-imports/batch-duplicate-checker.js';
import { fieldsOf, type SubmissionType } from '@irl/shared';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { QueueName } from '../../src/queues/queue-names.js';
import { WorkerModule } from '../../src/worker.module.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';
import { csvLine } from './csv-files.js';

/** A person CSV of the given names (with optional nicknames), every other field valid. */
function peopleCsv(people: readonly { name: string; nicknames?: string }[]): string {
  const header = fieldsOf('person' as SubmissionType);
  const lines = [csvLine(header)];
  for (const person of people) {
    const values: Record<string, string> = {
      name: person.name,
      description: `Someone called ${person.name}, who streams outdoors.`,
      nicknames: person.nicknames ?? '',
      isStreamer: 'false',
    };
    lines.push(csvLine(header.map((column) => values[column] ?? '')));
  }
  return `${lines.join('\r\n')}\r\n`;
}

const noProgress = () => Promise.resolve();

describe('Possible duplicates of imported rows (the check after a CSV import)', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let queue: Queue;
  let alice: User;
  let aliceCookie: string;
  let adminCookie: string;
  let entryId: number;
  let pendingId: string;

  const query = <T>(sql: string, params: unknown[] = []) => t.dataSource.query<T[]>(sql, params);

  const flagsOf = (batchId: string) =>
    query<{ name: string; kind: string; targetId: string }>(
      `SELECT s.name, c.kind, c.target_id AS "targetId" FROM submission_duplicate_candidates c
       JOIN submissions s ON s.id = c.submission_id
       WHERE s.batch_id = $1 ORDER BY s.batch_row, c.kind, c.target_id`,
      [batchId],
    );

  async function uploadAndCheck(csv: string): Promise<Record<string, unknown>> {
    const uploaded = await request(t.http)
      .post('/api/submissions/upload')
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', aliceCookie)
      .field('type', 'person')
      .attach('file', Buffer.from(csv), { filename: 'people.csv', contentType: 'text/csv' })
      .expect(202);
    const deadline = Date.now() + 30_000;
    const seen = new Set<string>();
    for (;;) {
      const batch = await request(t.http)
        .get(`/api/submissions/batches/${uploaded.body.id}`)
        .set('Cookie', aliceCookie)
        .expect(200);
      seen.add(`${batch.body.status}/${batch.body.duplicateCheck}`);
      if (batch.body.duplicateCheck === 'done') return { ...batch.body, seen: [...seen] };
      if (batch.body.status === 'failed') throw new Error(`batch failed: ${batch.body.failureReason}`);
      if (Date.now() > deadline) throw new Error(`batch still ${batch.body.status}/${batch.body.duplicateCheck}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    const moduleRef = await Test.createTestingModule({ imports: [WorkerModule] }).compile();
    worker = moduleRef.createNestApplication({ logger: false });
    await worker.init();
    queue = worker.get<Queue>(getQueueToken(QueueName.CsvImport));
    await resetDatabase(t.dataSource);
    alice = await createUser(t.dataSource, { username: 'importer' });
    aliceCookie = await sessionCookieFor(t.dataSource, alice.id);
    const admin = await createUser(t.dataSource, { username: 'reviewer', role: UserRole.Admin });
    adminCookie = await sessionCookieFor(t.dataSource, admin.id);
    [{ id: entryId }] = await query<{ id: number }>(
      `INSERT INTO archive_entries (type, slug, name, description, aliases)
       VALUES ('person', 'ice-poseidon', 'Ice Poseidon', 'A pioneer of IRL streaming.', '{Paul Denino}') RETURNING id`,
    );
    // An archive entry of another type with the same name is never a candidate.
    await query(
      `INSERT INTO archive_entries (type, slug, name, description) VALUES ('meme', 'ice-poseidon', 'Ice Poseidon', 'A meme.')`,
    );
    [{ id: pendingId }] = await query<{ id: string }>(
      `INSERT INTO submissions (type, name, description, submitted_by)
       VALUES ('person', 'Andy Milonakis', 'A comedian who streams IRL.', $1) RETURNING id`,
      [alice.id],
    );
  });
  afterAll(async () => {
    await queue.obliterate({ force: true });
    await worker.get<Queue>(getQueueToken(QueueName.CsvDuplicates)).obliterate({ force: true });
    await worker.close();
    await t.close();
  });
  let defaultChunkRows: number;
  beforeEach(() => (defaultChunkRows = worker.get(Environment).CSV_DUPLICATES_CHUNK_ROWS));
  afterEach(() => (worker.get(Environment).CSV_DUPLICATES_CHUNK_ROWS = defaultChunkRows));
  const setChunkRows = (rows: number) => (worker.get(Environment).CSV_DUPLICATES_CHUNK_ROWS = rows);

  it('flags rows like an archive entry, a pending submission or another row of the batch, and no others', async () => {
    setChunkRows(2);
    const batch = await uploadAndCheck(
      peopleCsv([
        { name: 'Ice Poseidonn' },
        { name: 'Quentin Vandermolen' },
        { name: 'Andy Milonakiss' },
        { name: 'Xu Bartholomew', nicknames: 'Paul Denino' },
        { name: 'Rosalind Okonkwo' },
        { name: 'Rosalind Okonkow' },
      ]),
    );
    expect(batch).toMatchObject({
      status: 'completed',
      acceptedRows: 6,
      duplicateCheck: 'done',
      duplicatePercent: 100,
    });
    // What the panel shows while the check runs (a machine this fast can finish the check between two polls,
    // so the running state is put back by hand rather than waited for).
    await t.dataSource.query(
      `UPDATE submission_batches SET duplicate_check = 'checking', duplicate_next_row = 4 WHERE id = $1`,
      [batch.id],
    );
    const running = await request(t.http)
      .get(`/api/submissions/batches/${String(batch.id)}`)
      .set('Cookie', aliceCookie)
      .expect(200);
    expect(running.body).toMatchObject({ status: 'completed', duplicateCheck: 'checking' });
    expect(running.body.duplicatePercent).toBeGreaterThan(0);
    expect(running.body.duplicatePercent).toBeLessThan(100);
    await t.dataSource.query(`UPDATE submission_batches SET duplicate_check = 'done' WHERE id = $1`, [batch.id]);

    const rows = await query<{ id: string; name: string }>(
      `SELECT id, name FROM submissions WHERE batch_id = $1 ORDER BY batch_row`,
      [batch.id],
    );
    const idOf = (name: string) => rows.find((row) => row.name === name)!.id;
    expect(await flagsOf(batch.id as string)).toEqual([
      { name: 'Ice Poseidonn', kind: 'entry', targetId: String(entryId) },
      { name: 'Andy Milonakiss', kind: 'submission', targetId: pendingId },
      // Through its nickname: the entry's other name.
      { name: 'Xu Bartholomew', kind: 'entry', targetId: String(entryId) },
      { name: 'Rosalind Okonkwo', kind: 'submission', targetId: idOf('Rosalind Okonkow') },
      { name: 'Rosalind Okonkow', kind: 'submission', targetId: idOf('Rosalind Okonkwo') },
    ]);
    expect(batch.duplicateRows).toBe(5);

    // The inbox shows the badge's count; the review view lists the candidates as for a single submission.
    const inbox = await request(t.http)
      .get('/api/admin/submissions')
      .query({ batchId: batch.id, limit: 50 })
      .set('Cookie', adminCookie)
      .expect(200);
    const counts = Object.fromEntries(
      (inbox.body.items as { name: string; possibleDuplicateCount: number }[]).map((item) => [
        item.name,
        item.possibleDuplicateCount,
      ]),
    );
    expect(counts).toEqual({
      'Ice Poseidonn': 1,
      'Quentin Vandermolen': 0,
      'Andy Milonakiss': 1,
      'Xu Bartholomew': 1,
      'Rosalind Okonkwo': 1,
      'Rosalind Okonkow': 1,
    });
    const review = await request(t.http)
      .get(`/api/admin/submissions/${idOf('Ice Poseidonn')}`)
      .set('Cookie', adminCookie)
      .expect(200);
    expect(review.body.possibleDuplicateCount).toBe(1);
    expect(review.body.possibleDuplicates).toEqual([
      expect.objectContaining({ kind: 'entry', id: String(entryId), name: 'Ice Poseidon', slug: 'ice-poseidon' }),
    ]);
  });

  /** A completed batch of the given names waiting for its check, made without the queue (the test runs the check). */
  async function completedBatch(names: string[]): Promise<string> {
    const [{ id }] = await query<{ id: string }>(
      `INSERT INTO submission_batches (type, submitted_by, file_name, size_bytes, status, total_rows, accepted_rows, next_row, duplicate_check)
       VALUES ('person', $1, 'direct.csv', 1, 'completed', $2, $2, $2 + 2, 'checking') RETURNING id`,
      [alice.id, names.length],
    );
    await query(
      `INSERT INTO submissions (type, name, description, submitted_by, batch_id, batch_row)
       SELECT 'person', u.name, 'A person of a test batch.', $1, $2, u.ord + 1
       FROM unnest($3::text[]) WITH ORDINALITY AS u(name, ord)`,
      [alice.id, id, names],
    );
    return id;
  }

  const batchState = async (id: string) =>
    (
      await query<{ check: string; nextRow: number; flagged: number }>(
        `SELECT duplicate_check AS "check", duplicate_next_row AS "nextRow", duplicate_rows AS flagged
         FROM submission_batches WHERE id = $1`,
        [id],
      )
    )[0];

  it('does not flag twice when the check runs again, and resumes an interrupted check exactly once', async () => {
    setChunkRows(2);
    const checker = worker.get(BatchDuplicateChecker);
    const names = ['Ice Poseidn', 'Noor Halvorsen', 'Andy Milonakys', 'Tobiah Ferncastle', 'Tobiah Ferncastel'];
    const id = await completedBatch(names);

    // Stopped after two chunks (as a worker shutting down does), then resumed by another run.
    let chunks = 0;
    const progress: number[] = [];
    const first = await checker.run(
      id,
      (percent) => {
        progress.push(percent);
        return Promise.resolve();
      },
      () => chunks++ >= 2,
    );
    expect(first).toBe('interrupted');
    expect(await batchState(id)).toEqual({ check: 'checking', nextRow: 6, flagged: 3 });
    expect(progress).toEqual([40, 80]);
    expect(await checker.run(id, noProgress)).toBe('done');
    const afterResume = await flagsOf(id);
    expect([...new Set(afterResume.map((flag) => flag.name))]).toEqual([
      'Ice Poseidn',
      'Andy Milonakys',
      'Tobiah Ferncastle',
      'Tobiah Ferncastel',
    ]);
    expect(await batchState(id)).toEqual({ check: 'done', nextRow: 7, flagged: 4 });

    // A finished check run again (a re-delivered job) does nothing.
    expect(await checker.run(id, noProgress)).toBe('skipped');
    // Even forced to redo every chunk, the stored pairs are not doubled.
    await query(
      `UPDATE submission_batches SET duplicate_check = 'checking', duplicate_next_row = 2, duplicate_rows = 0 WHERE id = $1`,
      [id],
    );
    expect(await checker.run(id, noProgress)).toBe('done');
    expect(await flagsOf(id)).toEqual(afterResume);
    expect(await batchState(id)).toEqual({ check: 'done', nextRow: 7, flagged: 4 });
  });

  it('records each chunk once when two runs of the same check race', async () => {
    setChunkRows(1);
    const checker = worker.get(BatchDuplicateChecker);
    const id = await completedBatch(['Ice Poseidonnn', 'Wilhelmina Zarkov', 'Andy Milonakis Jr']);
    const outcomes = await Promise.all([checker.run(id, noProgress), checker.run(id, noProgress)]);
    expect(outcomes).toContain('done');
    expect(await batchState(id)).toEqual({ check: 'done', nextRow: 5, flagged: 2 });
    expect([...new Set((await flagsOf(id)).map((flag) => flag.name))]).toEqual(['Ice Poseidonnn', 'Andy Milonakis Jr']);
  });
});
