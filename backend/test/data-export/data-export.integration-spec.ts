import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import { Test } from '@nestjs/testing';
import type { Queue } from 'bullmq';
import { unzipSync } from 'fflate';
import request from 'supertest';
import { Environment } from '../../src/config/environment.js';
import { DataExportBuilder } from '../../src/modules/data-export/export-builder.js';
import { EXPORT_SECTIONS } from '../../src/modules/data-export/export-tables.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { ROOT_USER_ID } from '../../src/modules/users/root-user.js';
import { QueueName } from '../../src/queues/queue-names.js';
import { WorkerModule } from '../../src/worker.module.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';
import { seedUserData, type SeededUserData } from './user-data-fixtures.js';

/** Reads a binary response body into a Buffer (supertest leaves zip bodies unparsed otherwise). */
const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

// Tests here wait for the worker: a cap for a busy machine, not a timing assertion.
jest.setTimeout(30_000);

describe('Download my data (API, queue and the real worker)', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let queue: Queue;
  let alice: User;
  let bob: User;
  let aliceCookie: string;
  let bobCookie: string;
  let aliceSeed: SeededUserData;
  let bobSeed: SeededUserData;

  const start = (cookie: string) =>
    request(t.http).post('/api/settings/export').set('Origin', SITE_ORIGIN).set('Cookie', cookie);
  const status = (cookie: string) => request(t.http).get('/api/settings/export').set('Cookie', cookie);
  const download = (cookie: string, id: string, format = 'json') =>
    request(t.http).get(`/api/settings/export/${id}/download?format=${format}`).set('Cookie', cookie);

  async function waitUntilFinished(cookie: string) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { body } = await status(cookie).expect(200);
      if (body.latest && ['completed', 'failed'].includes(body.latest.status as string)) return body.latest;
      if (Date.now() > deadline) throw new Error(`export still ${body.latest?.status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function exportOf(cookie: string) {
    const created = await start(cookie).expect(202);
    const finished = await waitUntilFinished(cookie);
    expect(finished.id).toBe(created.body.id);
    return finished;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const moduleRef = await Test.createTestingModule({ imports: [WorkerModule] }).compile();
    worker = moduleRef.createNestApplication({ logger: false });
    await worker.init();
    queue = worker.get<Queue>(getQueueToken(QueueName.DataExport));
    await resetDatabase(t.dataSource);
    alice = await createUser(t.dataSource);
    bob = await createUser(t.dataSource);
    const carol = await createUser(t.dataSource);
    aliceSeed = await seedUserData(t.dataSource, alice, carol);
    bobSeed = await seedUserData(t.dataSource, bob, carol);
    aliceCookie = await sessionCookieFor(t.dataSource, alice.id);
    bobCookie = await sessionCookieFor(t.dataSource, bob.id);
    // A cap for a busy machine (two applications start here), not a timing assertion.
  }, 60_000);
  afterAll(async () => {
    await queue.obliterate({ force: true });
    await worker.close();
    await t.close();
  });
  afterEach(() => {
    t.app.get(Environment).DATA_EXPORT_MAX_PER_DAY = 5;
  });

  it('shows no export before the first one', async () => {
    const user = await createUser(t.dataSource);
    const { body } = await status(await sessionCookieFor(t.dataSource, user.id)).expect(200);
    expect(body).toEqual({ latest: null, exportsPerDay: 5 });
  });

  it("builds the export in the worker with progress, holding the user's rows of every table and no one else's", async () => {
    const created = await start(aliceCookie).expect(202);
    expect(created.body).toMatchObject({ status: 'queued', progressPercent: 0, jsonUrl: null, zipUrl: null });

    const finished = await waitUntilFinished(aliceCookie);
    expect(finished).toMatchObject({
      status: 'completed',
      progressPercent: 100,
      jsonUrl: `/api/settings/export/${created.body.id}/download?format=json`,
      zipUrl: `/api/settings/export/${created.body.id}/download?format=zip`,
    });
    const window = new Date(finished.expiresAt as string).getTime() - new Date(finished.finishedAt as string).getTime();
    expect(Math.round(window / 3600_000)).toBe(24);
    // The job reported its progress too (the queue's own view, e.g. for the operators' dashboard).
    expect((await queue.getJob(created.body.id as string))?.progress).toBe(100);

    const response = await download(aliceCookie, created.body.id as string).expect(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="my-data-${alice.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    const text = response.text;
    const document = JSON.parse(text);
    expect(document).toMatchObject({
      format: 'user-data-export',
      version: 1,
      user: { id: alice.id, username: alice.username },
    });

    // Every section holds the user's rows (the seed wrote at least one row to each table).
    const empty = EXPORT_SECTIONS.map((section) => section.name).filter((name) => !document.tables[name]?.length);
    expect(empty).toEqual([]);
    expect(document.tables.profile[0]).toMatchObject({ id: alice.id, username: alice.username });
    expect(document.tables.comments[0].content).toBe(`${aliceSeed.marker} comment`);
    expect(document.tables.directMessages.map((m: { content: string }) => m.content).sort()).toEqual([
      `${aliceSeed.marker} received`,
      `${aliceSeed.marker} sent`,
    ]);
    expect(document.tables.follows.map((f: { direction: string }) => f.direction).sort()).toEqual([
      'follower',
      'following',
    ]);
    expect(Buffer.from(document.tables.avatar[0].bytes_base64 as string, 'base64').toString()).toBe(
      `${aliceSeed.marker} avatar`,
    );

    // Nothing of the other user, and no secrets.
    expect(text).not.toContain(bob.id);
    expect(text).not.toContain(bobSeed.marker);
    expect(text).not.toContain(aliceSeed.sessionId);
    expect(text).not.toContain('session-secret');
    expect(text).not.toContain(aliceCookie.split('=')[1].split('.')[0].replace('s%3A', ''));
    expect(text).not.toContain(aliceSeed.idempotencyKey);
    expect(document.tables.sessions.length).toBeGreaterThanOrEqual(2);
    for (const session of document.tables.sessions) expect(Object.keys(session)).toEqual(['expires_at']);

    const zip = await download(aliceCookie, created.body.id as string, 'zip')
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toContain('.zip"');
    const files = unzipSync(new Uint8Array(zip.body as Buffer));
    const names = Object.keys(files);
    expect(names).toEqual([expect.stringMatching(new RegExp(`^my-data-${alice.username}-.*\\.json$`))]);
    expect(Buffer.from(files[names[0]]).toString('utf8')).toBe(text);
  });

  it("refuses another user's export as if it did not exist, and bad ids and formats", async () => {
    const { body } = await status(aliceCookie).expect(200);
    const id = body.latest.id as string;
    await download(bobCookie, id).expect(404);
    await download(bobCookie, id, 'zip').expect(404);
    // Admins too: an export is the user's own copy.
    await download(await sessionCookieFor(t.dataSource, ROOT_USER_ID), id).expect(404);
    await download(aliceCookie, '00000000-0000-4000-8000-000000000000').expect(404);
    await download(aliceCookie, 'not-a-uuid').expect(404);
    const badFormat = await download(aliceCookie, id, 'csv').expect(400);
    expect(badFormat.body.errors).toEqual([expect.objectContaining({ field: 'format' })]);
    // Signed out.
    await request(t.http).get(`/api/settings/export/${id}/download`).expect(401);
  });

  it('answers 410 once the download window has passed, and the clean-up removes the files', async () => {
    const own = await exportOf(bobCookie);
    const other = (await status(aliceCookie).expect(200)).body.latest;
    await t.dataSource.query(
      `UPDATE "data_exports" SET "expires_at" = now() - interval '1 second' WHERE "id" = ANY($1)`,
      [[own.id, other.id]],
    );

    const refused = await download(bobCookie, own.id as string).expect(410);
    expect(refused.body.message).toBe('This download link has expired: request a new export of your data.');
    await download(bobCookie, own.id as string, 'zip').expect(410);
    expect(await t.dataSource.query(`SELECT 1 FROM "data_export_files" WHERE "export_id" = $1`, [own.id])).toHaveLength(
      0,
    );

    // The scheduled clean-up (the repeating job's work) removes the files nobody asked for again.
    expect(
      await t.dataSource.query(`SELECT 1 FROM "data_export_files" WHERE "export_id" = $1`, [other.id]),
    ).toHaveLength(1);
    await worker.get(DataExportBuilder).removeExpired();
    expect(await t.dataSource.query(`SELECT 1 FROM "data_export_files"`)).toHaveLength(0);
    const after = (await status(aliceCookie).expect(200)).body.latest;
    expect(after).toMatchObject({ id: other.id, status: 'expired', jsonUrl: null, zipUrl: null });
    await download(aliceCookie, other.id as string).expect(410);
  });

  it('allows one export in progress per user and takes a stalled one as lost', async () => {
    const user = await createUser(t.dataSource);
    const cookie = await sessionCookieFor(t.dataSource, user.id);
    // An export the worker has not finished (inserted without a job, so it stays in progress).
    const [running] = await t.dataSource.query(
      `INSERT INTO "data_exports" ("user_id", "status", "progress") VALUES ($1, 'running', 40) RETURNING "id"`,
      [user.id],
    );
    const refused = await start(cookie).expect(409);
    expect(refused.body.message).toBe(
      'An export of your data is already being prepared; it will be ready in a few minutes.',
    );
    expect((await status(cookie).expect(200)).body.latest).toMatchObject({
      id: running.id,
      status: 'running',
      progressPercent: 40,
    });
    await download(cookie, running.id as string).expect(409);

    await t.dataSource.query(`UPDATE "data_exports" SET "created_at" = now() - interval '2 hours' WHERE "id" = $1`, [
      running.id,
    ]);
    const finished = await exportOf(cookie);
    expect(finished.status).toBe('completed');
    const [stalled] = await t.dataSource.query(`SELECT "status" FROM "data_exports" WHERE "id" = $1`, [running.id]);
    expect(stalled.status).toBe('failed');
  });

  it('refuses more exports than the daily allowance with 429', async () => {
    t.app.get(Environment).DATA_EXPORT_MAX_PER_DAY = 1;
    const user = await createUser(t.dataSource);
    const cookie = await sessionCookieFor(t.dataSource, user.id);
    await exportOf(cookie);
    const refused = await start(cookie).expect(429);
    expect(refused.body.message).toContain('1 exports of your data per 24 hours');
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM "data_exports" WHERE "user_id" = $1`, [
      user.id,
    ]);
    expect(n).toBe(1);
  });
});
