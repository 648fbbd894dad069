import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import { Test } from '@nestjs/testing';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { fieldsOf, SubmissionType } from '@irl/shared';
import { Environment } from '../../src/config/environment.js';
import { CsvBatchImporter } from '../../src/modules/submission-imports/csv-batch-importer.js';
import { SubmissionImportsRepository } from '../../src/modules/submission-imports/submission-imports.repository.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { QueueName } from '../../src/queues/queue-names.js';
import { WorkerModule } from '../../src/worker.module.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';
import { csvLine, personCsv, storeBatch } from './csv-files.js';

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

describe('CSV batch import (API, queue and the real worker)', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let queue: Queue;
  let alice: User;
  let aliceCookie: string;

  const upload = (cookie: string | undefined, content: Buffer | string, fileName = 'people.csv', type = 'person') => {
    const call = request(t.http).post('/api/submissions/upload').set('Origin', SITE_ORIGIN);
    if (cookie) call.set('Cookie', cookie);
    return call
      .field('type', type)
      .attach('file', Buffer.from(content), { filename: fileName, contentType: 'text/csv' });
  };

  const getBatch = (cookie: string, id: string) =>
    request(t.http).get(`/api/submissions/batches/${id}`).set('Cookie', cookie);

  async function waitForBatch(
    id: string,
    until: (status: string) => boolean = (s) => s === 'completed' || s === 'failed',
  ) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const response = await getBatch(aliceCookie, id).expect(200);
      if (until(response.body.status as string)) return response.body;
      if (Date.now() > deadline) throw new Error(`batch ${id} still ${response.body.status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const submissionsOf = async (batchId: string) =>
    (
      await t.dataSource.query(
        `SELECT count(*)::int AS n, count(DISTINCT batch_row)::int AS rows FROM submissions WHERE batch_id = $1`,
        [batchId],
      )
    )[0] as { n: number; rows: number };

  beforeAll(async () => {
    t = await createTestApp();
    const moduleRef = await Test.createTestingModule({ imports: [WorkerModule] }).compile();
    worker = moduleRef.createNestApplication({ logger: false });
    await worker.init();
    queue = worker.get<Queue>(getQueueToken(QueueName.CsvImport));
    await resetDatabase(t.dataSource);
    alice = await createUser(t.dataSource);
    aliceCookie = await sessionCookieFor(t.dataSource, alice.id);
  });
  afterAll(async () => {
    await queue.obliterate({ force: true });
    await worker.close();
    await t.close();
  });
  /** Sets a limit on a process's validated configuration until the test ends. */
  const restores: (() => void)[] = [];
  function setLimit<K extends keyof Environment>(env: Environment, name: K, value: Environment[K]) {
    const before = env[name];
    env[name] = value;
    restores.push(() => (env[name] = before));
  }
  afterEach(() => {
    for (const restore of restores.splice(0)) restore();
  });

  it('imports valid rows as pending submissions, reports the bad ones, and guards the report against formulas', async () => {
    const response = await upload(aliceCookie, Buffer.concat([UTF8_BOM, Buffer.from(personCsv(250, 10))])).expect(202);
    expect(response.body).toMatchObject({ status: 'queued', fileName: 'people.csv', type: 'person', acceptedRows: 0 });
    const batch = await waitForBatch(response.body.id);
    expect(batch).toMatchObject({
      status: 'completed',
      totalRows: 250,
      processedRows: 250,
      acceptedRows: 225,
      rejectedRows: 25,
      progressPercent: 100,
    });
    expect(await submissionsOf(batch.id)).toEqual({ n: 225, rows: 225 });
    const [row] = await t.dataSource.query(
      `SELECT status, name, tags, details, submitted_by FROM submissions WHERE batch_id = $1 AND batch_row = 2`,
      [batch.id],
    );
    expect(row).toMatchObject({
      status: 'pending',
      name: 'Streamer 1',
      tags: ['irl', 'travel'],
      submitted_by: alice.id,
    });
    expect(row.details.nicknames).toEqual(['S1', 'The 1th']);
    // The file is dropped once the batch ends.
    const files = await t.dataSource.query(`SELECT 1 FROM submission_batch_file_parts WHERE batch_id = $1`, [batch.id]);
    expect(files).toHaveLength(0);

    const report = await request(t.http)
      .get(`/api/submissions/batches/${batch.id}/errors.csv`)
      .set('Cookie', aliceCookie)
      .expect(200);
    expect(report.headers['content-type']).toContain('text/csv');
    expect(report.headers['content-disposition']).toContain('people_errors.csv');
    const lines = report.text.trim().split('\r\n');
    expect(lines[0]).toBe('row,field,reason');
    // Row 10 of the data is file row 11 (the header is row 1).
    expect(lines[1]).toBe('11,description,Description must be at least 10 characters');
    expect(lines).toHaveLength(26);
  });

  it('prefixes report cells that start with = + - or @ with an apostrophe', async () => {
    const header = fieldsOf(SubmissionType.Person);
    const csv = [
      csvLine(header),
      csvLine(
        header.map((c) =>
          c === 'name'
            ? 'Ok name'
            : c === 'description'
              ? 'A long enough description'
              : c === 'links'
                ? '=cmd|calc'
                : '',
        ),
      ),
    ].join('\n');
    const response = await upload(aliceCookie, csv).expect(202);
    const batch = await waitForBatch(response.body.id);
    expect(batch.rejectedRows).toBe(1);
    await t.dataSource.query(
      `INSERT INTO submission_batch_errors (batch_id, row_number, field, reason) VALUES ($1, 3, '@field', '-1+2'), ($1, 4, '+x', '=SUM(A1)')`,
      [batch.id],
    );
    const report = await request(t.http)
      .get(`/api/submissions/batches/${batch.id}/errors.csv`)
      .set('Cookie', aliceCookie)
      .expect(200);
    const lines = report.text.trim().split('\r\n');
    expect(lines[1]).toMatch(/^2,links,/);
    expect(lines[2]).toBe("3,'@field,'-1+2");
    expect(lines[3]).toBe("4,'+x,'=SUM(A1)");
  });

  it('refuses a wrong header, a file that is not .csv, UTF-16, binary data and an oversized file with 400 {field, reason}', async () => {
    const wrongHeader = await upload(aliceCookie, 'name,descr,colour\nA,B,C\n').expect(400);
    expect(wrongHeader.body.errors[0].field).toBe('file');
    expect(wrongHeader.body.errors[0].reason).toMatch(/header.*missing: description.*unknown: descr, colour/);

    const notCsv = await upload(aliceCookie, personCsv(2), 'people.xlsx').expect(400);
    expect(notCsv.body.errors).toEqual([{ field: 'file', reason: 'Only .csv files are accepted' }]);

    const binary = Buffer.concat([Buffer.from(personCsv(2)), Buffer.from([0x00, 0x01])]);
    expect((await upload(aliceCookie, binary).expect(400)).body.errors[0].reason).toMatch(/binary/);

    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(personCsv(2), 'utf16le')]);
    expect((await upload(aliceCookie, utf16).expect(400)).body.errors[0].reason).toMatch(/UTF-16/);

    setLimit(t.app.get(Environment), 'CSV_IMPORT_MAX_BYTES', 1024);
    const tooLarge = await upload(aliceCookie, personCsv(40)).expect(400);
    expect(tooLarge.body.errors).toEqual([{ field: 'file', reason: 'The file is larger than 1 KB' }]);

    const missing = await request(t.http)
      .post('/api/submissions/upload')
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', aliceCookie)
      .field('type', 'person')
      .expect(400);
    expect(missing.body.errors).toEqual([{ field: 'file', reason: 'Please select a file to upload' }]);

    const badType = await upload(aliceCookie, personCsv(2), 'people.csv', 'planet').expect(400);
    expect(badType.body.errors[0].field).toBe('type');

    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM submission_batches WHERE file_name <> 'people.csv' OR status = 'queued'`,
    );
    expect(n).toBe(0);
  });

  it('fails a file with more rows than the cap before importing any of them', async () => {
    setLimit(worker.get(Environment), 'CSV_IMPORT_MAX_ROWS', 5);
    const response = await upload(aliceCookie, personCsv(6)).expect(202);
    const batch = await waitForBatch(response.body.id);
    expect(batch).toMatchObject({ status: 'failed', failureReason: 'The file has more than 5 rows', acceptedRows: 0 });
    expect(await submissionsOf(batch.id)).toEqual({ n: 0, rows: 0 });
  });

  it('fails a file whose CSV is malformed before importing any row', async () => {
    const csv = `${personCsv(3).trimEnd()}\r\n"unclosed,quote\r\n`;
    const response = await upload(aliceCookie, csv).expect(202);
    const batch = await waitForBatch(response.body.id);
    expect(batch.status).toBe('failed');
    expect(batch.failureReason).toMatch(/not valid CSV/);
    expect(await submissionsOf(batch.id)).toEqual({ n: 0, rows: 0 });
  });

  describe('exactly once', () => {
    let importer: CsvBatchImporter;
    let repository: SubmissionImportsRepository;

    beforeAll(() => {
      importer = worker.get(CsvBatchImporter);
      repository = worker.get(SubmissionImportsRepository);
    });
    beforeEach(() => setLimit(worker.get(Environment), 'CSV_IMPORT_CHUNK_ROWS', 50));

    const storedBatch = (rows: number) =>
      storeBatch(t.dataSource, repository, { submittedById: alice.id, csv: personCsv(rows, 7) });

    it('answers a second enqueue of the same batch with the same job, and a re-run of a finished batch changes nothing', async () => {
      const response = await upload(aliceCookie, personCsv(120, 7)).expect(202);
      const batch = await waitForBatch(response.body.id);
      // The batch row says completed when the import commits; the job is marked a moment later.
      const deadline = Date.now() + 30_000;
      while ((await queue.getJobState(batch.id)) !== 'completed') {
        if (Date.now() > deadline) throw new Error(`job ${batch.id} not completed`);
        await new Promise((r) => setTimeout(r, 50));
      }
      const again = await queue.add('import-batch', { batchId: batch.id }, { jobId: batch.id });
      expect(again.id).toBe(batch.id);
      // No second import job (the batch's duplicate check may be running on the same queue).
      const imports = (await queue.getJobs(['waiting', 'active'])).filter((job) => job.name === 'import-batch');
      expect(imports).toEqual([]);
      expect(await importer.run(batch.id, async () => {})).toBe('skipped');
      const after = (await getBatch(aliceCookie, batch.id).expect(200)).body;
      expect(after).toMatchObject({ acceptedRows: batch.acceptedRows, rejectedRows: batch.rejectedRows });
      expect(batch.acceptedRows + batch.rejectedRows).toBe(120);
      expect((await submissionsOf(batch.id)).n).toBe(batch.acceptedRows);
    });

    it('resumes after a crash between chunks from the recorded next row, counting every row once', async () => {
      const batch = await storedBatch(430);
      let chunks = 0;
      const crash = new Error('worker died');
      await expect(
        importer.run(batch.id, () => {
          chunks += 1;
          return chunks === 3 ? Promise.reject(crash) : Promise.resolve();
        }),
      ).rejects.toBe(crash);
      const halfway = await repository.find(batch.id);
      expect(halfway).toMatchObject({ status: 'processing', nextRow: 152, totalRows: 430 });
      expect(halfway!.acceptedRows + halfway!.rejectedRows).toBe(150);

      expect(await importer.run(batch.id, async () => {})).toBe('completed');
      const done = (await repository.find(batch.id))!;
      expect(done.acceptedRows + done.rejectedRows).toBe(430);
      expect(done.rejectedRows).toBe(Math.floor(430 / 7));
      expect(await submissionsOf(batch.id)).toEqual({ n: done.acceptedRows, rows: done.acceptedRows });
      const [{ rows }] = await t.dataSource.query(
        `SELECT count(DISTINCT row_number)::int AS rows FROM submission_batch_errors WHERE batch_id = $1`,
        [batch.id],
      );
      expect(rows).toBe(done.rejectedRows);
    });

    it('counts every row once when two runs of the same batch race (a stalled job handed on while it still ran)', async () => {
      const batch = await storedBatch(600);
      const outcomes = await Promise.all([
        importer.run(batch.id, async () => {}),
        importer.run(batch.id, async () => {}),
      ]);
      expect(outcomes).toContain('completed');
      const done = (await repository.find(batch.id))!;
      expect(done.status).toBe('completed');
      expect(done.acceptedRows + done.rejectedRows).toBe(600);
      expect(await submissionsOf(batch.id)).toEqual({ n: done.acceptedRows, rows: done.acceptedRows });
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM submission_batch_errors WHERE batch_id = $1`,
        [batch.id],
      );
      expect(n).toBe(done.rejectedRows);
    });
  });

  describe('access', () => {
    it('answers 401 to an anonymous upload and 404 to another user asking for a batch or its report', async () => {
      await upload(undefined, personCsv(2)).expect(401);
      const response = await upload(aliceCookie, personCsv(2)).expect(202);
      await waitForBatch(response.body.id);
      const bob = await createUser(t.dataSource);
      const bobCookie = await sessionCookieFor(t.dataSource, bob.id);
      await getBatch(bobCookie, response.body.id).expect(404);
      await request(t.http)
        .get(`/api/submissions/batches/${response.body.id}/errors.csv`)
        .set('Cookie', bobCookie)
        .expect(404);
      await request(t.http).get(`/api/submissions/batches/${response.body.id}`).expect(401);
      const admin = await createUser(t.dataSource, { role: UserRole.Admin });
      await getBatch(await sessionCookieFor(t.dataSource, admin.id), response.body.id).expect(200);
      const moderator = await createUser(t.dataSource, { role: UserRole.Moderator });
      await getBatch(await sessionCookieFor(t.dataSource, moderator.id), response.body.id).expect(404);
    });

    it('refuses uploads with 403 while Contribute is restricted to admins', async () => {
      const admin = await createUser(t.dataSource, { role: UserRole.Admin });
      const adminCookie = await sessionCookieFor(t.dataSource, admin.id);
      const setMode = (mode: string) =>
        request(t.http)
          .put('/api/admin/feature-access')
          .set('Origin', SITE_ORIGIN)
          .set('Cookie', adminCookie)
          .send({ mode })
          .expect(200);
      await setMode('admins');
      try {
        await upload(aliceCookie, personCsv(2)).expect(403);
      } finally {
        await setMode('everyone');
      }
    });

    it('serves the template of a type with one header row', async () => {
      const response = await request(t.http)
        .get('/api/submissions/templates/event')
        .set('Cookie', aliceCookie)
        .expect(200);
      expect(response.headers['content-disposition']).toContain('event_template.csv');
      expect(response.text).toBe('name,description,videos,links,photos,tags,date,endDate,venue,participants\r\n');
      await request(t.http).get('/api/submissions/templates/planet').set('Cookie', aliceCookie).expect(404);
    });
  });
});
