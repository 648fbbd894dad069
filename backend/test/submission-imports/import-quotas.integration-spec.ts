import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { Environment } from '../../src/config/environment.js';
import { CsvBatchImporter } from '../../src/modules/submission-imports/csv-batch-importer.js';
import { SubmissionImportsRepository } from '../../src/modules/submission-imports/submission-imports.repository.js';
import { SubmissionImportsService } from '../../src/modules/submission-imports/submission-imports.service.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { QueueName } from '../../src/queues/queue-names.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';
import { startTestWorker } from '../utils/test-worker.js';
import { waitFor } from '../utils/wait-for.js';
import { personCsv, storeBatch } from './csv-files.js';

type Limits = Partial<
  Pick<
    Environment,
    | 'CSV_IMPORT_MEMBER_ACTIVE_BATCHES'
    | 'CSV_IMPORT_STAFF_ACTIVE_BATCHES'
    | 'CSV_IMPORT_MEMBER_DAILY_ROWS'
    | 'CSV_IMPORT_STAFF_DAILY_ROWS'
    | 'SUBMISSIONS_MEMBER_MAX_PENDING'
    | 'SUBMISSIONS_STAFF_MAX_PENDING'
    | 'CSV_IMPORT_CHUNK_ROWS'
    | 'CSV_IMPORT_SPOOL_DIR'
    | 'CSV_IMPORT_MAX_BYTES'
  >
>;

/** Per-member limits of CSV imports and of pending submissions; staff keep larger ones. */
describe('Import and submission quotas', () => {
  let t: TestApp;
  let queue: Queue;
  let member: User;
  let memberCookie: string;
  let moderatorCookie: string;
  const saved = new Map<Environment, Limits>();

  /** Sets limits on a process's validated configuration for this test only. */
  function setLimits(env: Environment, limits: Limits) {
    if (!saved.has(env)) saved.set(env, { ...env });
    Object.assign(env, limits);
  }

  const upload = (cookie: string, csv: string, fileName = 'people.csv') =>
    request(t.http)
      .post('/api/submissions/upload')
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', cookie)
      .field('type', 'person')
      .attach('file', Buffer.from(csv), { filename: fileName, contentType: 'text/csv' });

  const submit = (cookie: string, name: string) =>
    request(t.http)
      .post('/api/submissions')
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', cookie)
      .send({ type: 'person', name, description: `${name} walks and streams.` });

  const batchCount = async (userId: string) =>
    Number(
      (
        await t.dataSource.query<{ n: string }[]>(
          `SELECT count(*) AS n FROM submission_batches WHERE submitted_by = $1`,
          [userId],
        )
      )[0].n,
    );

  beforeAll(async () => {
    t = await createTestApp();
    queue = t.app.get<Queue>(getQueueToken(QueueName.CsvImport), { strict: false });
  });
  beforeEach(async () => {
    await queue.obliterate({ force: true });
    await resetDatabase(t.dataSource);
    member = await createUser(t.dataSource);
    memberCookie = await sessionCookieFor(t.dataSource, member.id);
    const moderator = await createUser(t.dataSource, { role: UserRole.Moderator });
    moderatorCookie = await sessionCookieFor(t.dataSource, moderator.id);
  });
  afterEach(() => {
    for (const [env, values] of saved) Object.assign(env, values);
    saved.clear();
  });
  afterAll(async () => {
    await queue.obliterate({ force: true });
    await t.close();
  });

  describe('on upload (no worker running: batches stay queued)', () => {
    it('refuses a member’s third queued import with 429 naming the limit; staff may queue more', async () => {
      setLimits(t.app.get(Environment), { CSV_IMPORT_MEMBER_ACTIVE_BATCHES: 2, CSV_IMPORT_STAFF_ACTIVE_BATCHES: 3 });
      await upload(memberCookie, personCsv(2)).expect(202);
      await upload(memberCookie, personCsv(2)).expect(202);
      const third = await upload(memberCookie, personCsv(2)).expect(429);
      expect(third.body).toMatchObject({ statusCode: 429, code: 'IMPORT_ACTIVE_BATCHES_LIMIT' });
      expect(third.body.message).toBe(
        'You already have 2 imports queued or running; the most allowed at once is 2: upload this file when one has finished',
      );
      expect(await batchCount(member.id)).toBe(2);

      for (let i = 0; i < 3; i += 1) await upload(moderatorCookie, personCsv(2)).expect(202);
      const fourth = await upload(moderatorCookie, personCsv(2)).expect(429);
      expect(fourth.body.message).toMatch(/You already have 3 imports/);
    });

    it('refuses single submissions past the pending cap with 429 naming it; staff keep a larger cap', async () => {
      setLimits(t.app.get(Environment), { SUBMISSIONS_MEMBER_MAX_PENDING: 2, SUBMISSIONS_STAFF_MAX_PENDING: 3 });
      await submit(memberCookie, 'First Person').expect(201);
      await submit(memberCookie, 'Second Person').expect(201);
      const refused = await submit(memberCookie, 'Third Person').expect(429);
      expect(refused.body).toMatchObject({ code: 'PENDING_SUBMISSIONS_LIMIT' });
      expect(refused.body.message).toBe(
        'You have 2 submissions waiting for review; the most allowed is 2: send more once some have been reviewed',
      );
      // An upload cannot add any row either.
      const upload429 = await upload(memberCookie, personCsv(1)).expect(429);
      expect(upload429.body.code).toBe('PENDING_SUBMISSIONS_LIMIT');

      for (const name of ['Mod One', 'Mod Two', 'Mod Three']) await submit(moderatorCookie, name).expect(201);
      expect((await submit(moderatorCookie, 'Mod Four').expect(429)).body.message).toMatch(/You have 3 submissions/);
    });

    it('streams the file to disk and into PostgreSQL in parts of at most 1 MB, never whole in memory', async () => {
      const spool = mkdtempSync(join(tmpdir(), 'csv-spool-'));
      try {
        setLimits(t.app.get(Environment), { CSV_IMPORT_SPOOL_DIR: spool });
        const service = t.app.get(SubmissionImportsService);
        const seen: { path?: unknown; buffer?: unknown; existed: boolean }[] = [];
        const original = service.upload.bind(service);
        const spy = jest.spyOn(service, 'upload').mockImplementation((user, type, file) => {
          const received = file as unknown as { path?: string; buffer?: Buffer };
          seen.push({
            path: received.path,
            buffer: received.buffer,
            existed: !!received.path && existsSync(received.path),
          });
          return original(user, type, file);
        });
        try {
          const csv = personCsv(18_000);
          expect(csv.length).toBeGreaterThan(2.5 * 1024 * 1024);
          const uploaded = await upload(memberCookie, csv).expect(202);
          expect(seen).toEqual([{ path: expect.stringContaining(spool), buffer: undefined, existed: true }]);
          // The spooled file is gone once the answer is sent.
          expect(readdirSync(spool)).toEqual([]);
          const parts = await t.dataSource.query<{ part: number; bytes: number }[]>(
            `SELECT part_number AS part, octet_length(content) AS bytes FROM submission_batch_file_parts
             WHERE batch_id = $1 ORDER BY part_number`,
            [uploaded.body.id],
          );
          expect(parts.map((p) => p.part)).toEqual([0, 1, 2]);
          expect(Math.max(...parts.map((p) => p.bytes))).toBe(1024 * 1024);
          expect(parts.reduce((sum, p) => sum + p.bytes, 0)).toBe(Buffer.byteLength(csv));
        } finally {
          spy.mockRestore();
        }
        // An oversized file is cut off while it streams and leaves nothing behind.
        setLimits(t.app.get(Environment), { CSV_IMPORT_MAX_BYTES: 64 * 1024 });
        const tooLarge = await upload(memberCookie, personCsv(2000)).expect(400);
        expect(tooLarge.body.errors).toEqual([{ field: 'file', reason: 'The file is larger than 64 KB' }]);
        expect(readdirSync(spool)).toEqual([]);
      } finally {
        rmSync(spool, { recursive: true, force: true });
      }
    });
  });

  describe('in the worker', () => {
    let worker: INestApplicationContext;

    beforeAll(async () => {
      worker = await startTestWorker();
    });
    afterAll(async () => {
      await worker.close();
    });

    const finished = async (cookie: string, id: string) =>
      (
        await waitFor(
          () => request(t.http).get(`/api/submissions/batches/${id}`).set('Cookie', cookie),
          (response) => ['completed', 'failed'].includes(response.body.status as string),
        )
      ).body as { status: string; failureReason: string | null; acceptedRows: number; totalRows: number | null };

    it('counts a member’s rows over 24 hours: a file past what is left fails whole, naming the limit', async () => {
      for (const env of [t.app.get(Environment), worker.get(Environment)]) {
        setLimits(env, { CSV_IMPORT_MEMBER_DAILY_ROWS: 10, CSV_IMPORT_STAFF_DAILY_ROWS: 25 });
      }
      const first = await upload(memberCookie, personCsv(6)).expect(202);
      expect(await finished(memberCookie, first.body.id as string)).toMatchObject({
        status: 'completed',
        acceptedRows: 6,
      });
      const second = await upload(memberCookie, personCsv(6)).expect(202);
      expect(await finished(memberCookie, second.body.id as string)).toEqual(
        expect.objectContaining({
          status: 'failed',
          acceptedRows: 0,
          failureReason:
            'The file has 6 rows, but you may import 10 rows in 24 hours and 4 are left: split the file or upload it later',
        }),
      );
      const third = await upload(memberCookie, personCsv(4)).expect(202);
      expect((await finished(memberCookie, third.body.id as string)).status).toBe('completed');
      // Nothing left: the next upload is refused at once.
      const refused = await upload(memberCookie, personCsv(1)).expect(429);
      expect(refused.body).toMatchObject({ code: 'IMPORT_DAILY_ROWS_LIMIT' });
      expect(refused.body.message).toBe(
        'You have imported 10 rows in the last 24 hours; the most allowed is 10: upload this file later',
      );

      const staff = await upload(moderatorCookie, personCsv(20)).expect(202);
      expect((await finished(moderatorCookie, staff.body.id as string)).status).toBe('completed');
    });

    it('fails a file that would pass the pending cap, and refuses rows once single submissions fill it mid-import', async () => {
      for (const env of [t.app.get(Environment), worker.get(Environment)]) {
        setLimits(env, { SUBMISSIONS_MEMBER_MAX_PENDING: 5 });
      }
      await submit(memberCookie, 'Already Pending').expect(201);
      await submit(memberCookie, 'Also Pending').expect(201);
      const tooMany = await upload(memberCookie, personCsv(4)).expect(202);
      expect(await finished(memberCookie, tooMany.body.id as string)).toMatchObject({
        status: 'failed',
        acceptedRows: 0,
        failureReason:
          'The file has 4 rows, but you may have 5 submissions waiting for review and already have 2: split the file or upload it once some have been reviewed',
      });

      // The file fits when counted; single submissions then fill the cap between two chunks.
      setLimits(worker.get(Environment), { CSV_IMPORT_CHUNK_ROWS: 1 });
      const importer = worker.get(CsvBatchImporter);
      await t.dataSource.query(`DELETE FROM submissions WHERE submitted_by = $1 AND name = 'Also Pending'`, [
        member.id,
      ]);
      const { id } = await storeBatch(t.dataSource, worker.get(SubmissionImportsRepository), {
        submittedById: member.id,
        csv: personCsv(4),
      });
      let chunks = 0;
      const outcome = await importer.run(id, async () => {
        chunks += 1;
        if (chunks === 1) await submit(memberCookie, 'Filler').expect(201);
      });
      expect(outcome).toBe('completed');
      const errors = await t.dataSource.query<{ row_number: number; reason: string }[]>(
        `SELECT row_number, reason FROM submission_batch_errors WHERE batch_id = $1 ORDER BY row_number`,
        [id],
      );
      expect(errors).toEqual([
        { row_number: 5, reason: 'Not imported: you have 5 submissions waiting for review; the most allowed is 5' },
      ]);
      const [{ pending }] = await t.dataSource.query<{ pending: number }[]>(
        `SELECT count(*)::int AS pending FROM submissions WHERE submitted_by = $1 AND status = 'pending'`,
        [member.id],
      );
      expect(pending).toBe(5);
    });
  });
});
