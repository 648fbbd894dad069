import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import request from 'supertest';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { QueueName } from '../../src/queues/queue-names.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';
import { startTestWorker } from '../utils/test-worker.js';
import { waitFor } from '../utils/wait-for.js';
import { personCsv } from './csv-files.js';

interface BatchTimes {
  id: string;
  status: string;
  duplicateCheck: string | null;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** One member's imports never make another member's wait behind all of them, nor do duplicate checks. */
describe('Fair imports between uploaders', () => {
  let t: TestApp;
  let alice: User;
  let aliceCookie: string;
  let bob: User;
  let bobCookie: string;
  let worker: INestApplicationContext | undefined;

  const upload = (cookie: string, csv: string) =>
    request(t.http)
      .post('/api/submissions/upload')
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', cookie)
      .field('type', 'person')
      .attach('file', Buffer.from(csv), { filename: 'people.csv', contentType: 'text/csv' })
      .expect(202)
      .then((response) => response.body.id as string);

  const batch = async (id: string) =>
    (
      await t.dataSource.query<BatchTimes[]>(
        `SELECT id, status, duplicate_check AS "duplicateCheck", started_at AS "startedAt", finished_at AS "finishedAt"
         FROM submission_batches WHERE id = $1`,
        [id],
      )
    )[0];

  const importQueue = () => t.app.get<Queue>(getQueueToken(QueueName.CsvImport), { strict: false });

  /** The worker of this test, with the environment it reads at start (its configuration is validated then). */
  async function startWorker(env: Record<string, string> = {}) {
    const before = { ...process.env };
    Object.assign(process.env, env);
    try {
      worker = await startTestWorker();
    } finally {
      for (const name of Object.keys(env)) {
        if (before[name] === undefined) delete process.env[name];
        else process.env[name] = before[name];
      }
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    await importQueue().obliterate({ force: true });
    await resetDatabase(t.dataSource);
    alice = await createUser(t.dataSource, { username: 'alice_uploads_a_lot' });
    aliceCookie = await sessionCookieFor(t.dataSource, alice.id);
    bob = await createUser(t.dataSource, { username: 'bob_uploads_a_little' });
    bobCookie = await sessionCookieFor(t.dataSource, bob.id);
  });
  afterEach(async () => {
    await worker?.get<Queue>(getQueueToken(QueueName.CsvDuplicates)).obliterate({ force: true });
    await worker?.close();
    worker = undefined;
  });
  afterAll(async () => {
    await importQueue().obliterate({ force: true });
    await t.close();
  });

  it('takes turns between uploaders: a later small file finishes before an earlier large one, and a member’s second file waits for the first', async () => {
    const aliceFirst = await upload(aliceCookie, personCsv(1200));
    const aliceSecond = await upload(aliceCookie, personCsv(300));
    const bobs = await upload(bobCookie, personCsv(40));

    await startWorker({ CSV_IMPORT_SLICE_ROWS: '100', CSV_IMPORT_CHUNK_ROWS: '50' });
    const all = await waitFor(
      () => Promise.all([aliceFirst, aliceSecond, bobs].map(batch)),
      (rows) => rows.every((row) => row.status === 'completed'),
      60_000,
    );
    const [first, second, small] = all;
    expect(all.map((row) => row.status)).toEqual(['completed', 'completed', 'completed']);
    // Bob waited for one turn of Alice's first file, not for all of it, nor for her second.
    expect(small.finishedAt!.getTime()).toBeLessThan(first.finishedAt!.getTime());
    expect(small.finishedAt!.getTime()).toBeLessThan(second.startedAt!.getTime());
    // Alice's files ran one after the other.
    expect(second.startedAt!.getTime()).toBeGreaterThanOrEqual(first.finishedAt!.getTime());
  }, 90_000);

  it('starts an upload while another member’s duplicate check is still running', async () => {
    await startWorker();
    // Hold the duplicate check where it stores its findings, so it is surely running when Bob uploads.
    const blocker = t.dataSource.createQueryRunner();
    await blocker.connect();
    await blocker.startTransaction();
    try {
      await blocker.query(`LOCK TABLE submission_duplicate_candidates IN ACCESS EXCLUSIVE MODE`);
      const alices = await upload(aliceCookie, personCsv(30));
      await waitFor(
        () => batch(alices),
        (row) => row.status === 'completed',
      );
      const bobs = await upload(bobCookie, personCsv(30));
      const done = await waitFor(
        () => batch(bobs),
        (row) => row.status === 'completed',
      );
      expect(done.status).toBe('completed');
      expect((await batch(alices)).duplicateCheck).toBe('checking');
    } finally {
      await blocker.rollbackTransaction();
      await blocker.release();
    }
  }, 60_000);
});
