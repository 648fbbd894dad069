import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { AuditLogEntry } from '../../src/modules/audit/entities/audit-log-entry.entity.js';
import { MassMessageFanOut } from '../../src/modules/communications/mass-messaging/mass-message-fan-out.js';
import { QueueName } from '../../src/queues/queue-names.js';
import { ROOT_USER_ID } from '../../src/modules/users/root-user.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { createUser } from '../factories/user.factory.js';
import { openEventStream } from '../messages/event-stream-client.js';
import { SmtpCatcher } from '../stand-ins/smtp-catcher.js';
import { browserRequest, sessionCookieFor } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';
import { startTestWorker } from '../utils/test-worker.js';
import { waitFor } from '../utils/wait-for.js';

/** Direct messages from the site per receiver. */
async function siteMessagesPerUser(dataSource: DataSource): Promise<Map<string, number>> {
  const rows = await dataSource.query<{ receiver_id: string; n: number }[]>(
    `SELECT receiver_id, count(*)::int AS n FROM direct_messages WHERE sender_id = $1 GROUP BY receiver_id`,
    [ROOT_USER_ID],
  );
  return new Map(rows.map((row) => [row.receiver_id, row.n]));
}

describe('Mass messages', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let queue: Queue;
  let admin: User;
  let adminCookie: string;
  const saved = { ...process.env };

  const post = (path: string, cookie: string | undefined, body: object = {}) =>
    browserRequest(t.http, 'post', path, cookie).send(body);
  const get = (path: string, cookie?: string) => browserRequest(t.http, 'get', path, cookie);
  const statusOf = async (id: string) => (await get(`/api/admin/mass-messages/${id}`, adminCookie).expect(200)).body;
  const finished = (body: { status: string }) => ['completed', 'cancelled', 'failed'].includes(body.status);

  beforeAll(async () => {
    process.env.MASS_MESSAGE_BATCH_SIZE = '10';
    process.env.MASS_MESSAGE_BATCH_PAUSE_MS = '150';
    delete process.env.SMTP_URL;
    t = await createTestApp();
    worker = await startTestWorker();
    queue = worker.get<Queue>(getQueueToken(QueueName.MassMessaging));
  });
  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    admin = await createUser(t.dataSource, { username: 'boss', role: UserRole.Admin });
    adminCookie = await sessionCookieFor(t.dataSource, admin.id);
  });
  afterAll(async () => {
    await queue.obliterate({ force: true });
    await worker.close();
    await t.close();
    process.env = saved;
  });

  it('refuses anonymous, users and moderators on every call, and answers admins', async () => {
    const user = await createUser(t.dataSource);
    const moderator = await createUser(t.dataSource, { role: UserRole.Moderator });
    const body = { subject: 'Hi', content: 'Hello', recipients: 'admins' };
    const id = '00000000-0000-4000-8000-00000000abcd';
    for (const [cookie, status] of [
      [undefined, 401],
      [await sessionCookieFor(t.dataSource, user.id), 403],
      [await sessionCookieFor(t.dataSource, moderator.id), 403],
    ] as const) {
      await post('/api/admin/mass-message', cookie, body).expect(status);
      await get('/api/admin/mass-messages', cookie).expect(status);
      await get(`/api/admin/mass-messages/${id}`, cookie).expect(status);
      await post(`/api/admin/mass-messages/${id}/cancel`, cookie).expect(status);
      await get('/api/admin/communications/status', cookie).expect(status);
    }
    await get(`/api/admin/mass-messages/${id}`, adminCookie).expect(404);
    await get('/api/admin/mass-messages/not-an-id', adminCookie).expect(404);
    expect((await get('/api/admin/communications/status', adminCookie).expect(200)).body).toEqual({
      emailEnabled: false,
    });
    expect(await t.dataSource.query(`SELECT 1 FROM mass_messages`)).toHaveLength(0);
  });

  it('validates subject, content and the recipient group with {field, reason}', async () => {
    const bad = await post('/api/admin/mass-message', adminCookie, {
      subject: '   ',
      content: '',
      recipients: 'everyone',
    }).expect(400);
    const fields = (bad.body.errors as { field: string }[]).map((error) => error.field).sort();
    expect(fields).toEqual(['content', 'recipients', 'subject']);
    await post('/api/admin/mass-message', adminCookie, {
      subject: 'x'.repeat(201),
      content: 'ok',
      recipients: 'all',
    }).expect(400);
  });

  it('fans a message out through the worker to every reachable user exactly once, in batches, with an audit entry', async () => {
    const users = await Promise.all(Array.from({ length: 24 }, () => createUser(t.dataSource)));
    const banned = await createUser(t.dataSource, { isBanned: true });

    const created = await post('/api/admin/mass-message', adminCookie, {
      subject: 'Maintenance',
      content: 'Sunday at 02:00',
      recipients: 'all',
    }).expect(201);
    expect(created.body).toMatchObject({ status: 'queued', total: 25, done: 0, recipients: 'all' });

    const progress: number[] = [];
    const final = await waitFor(async () => {
      const body = await statusOf(created.body.id);
      progress.push(body.done);
      return body;
    }, finished);
    expect(final).toMatchObject({ status: 'completed', total: 25, done: 25, emailed: 0 });
    // Seen part-way at least once: the batches commit one by one.
    expect(progress.some((done) => done > 0 && done < 25)).toBe(true);

    const perUser = await siteMessagesPerUser(t.dataSource);
    expect(perUser.size).toBe(25);
    for (const user of [admin, ...users]) expect(perUser.get(user.id)).toBe(1);
    expect(perUser.has(banned.id)).toBe(false);
    const [message] = await t.dataSource.query(`SELECT content FROM direct_messages LIMIT 1`);
    expect(message.content).toBe('Maintenance\n\nSunday at 02:00');

    const job = await queue.getJob(created.body.id);
    expect(job?.progress).toEqual({ done: 25, total: 25 });
    const audit = await t.dataSource.getRepository(AuditLogEntry).findBy({ action: 'mass-message.sent' });
    expect(audit).toHaveLength(1);
    expect(audit[0].details).toMatchObject({ massMessageId: created.body.id, recipients: 'all', total: 25 });

    const history = await get('/api/admin/mass-messages', adminCookie).expect(200);
    expect(history.body.map((row: { id: string }) => row.id)).toEqual([created.body.id]);

    // Running it again (a retried job) sends nothing more.
    await worker.get(MassMessageFanOut).run(created.body.id);
    expect((await siteMessagesPerUser(t.dataSource)).get(users[0].id)).toBe(1);
  });

  it('delivers live to the open inboxes of recipients, as a message from the site', async () => {
    const reader = await createUser(t.dataSource);
    await Promise.all(Array.from({ length: 15 }, () => createUser(t.dataSource)));
    await t.app.listen(0, '127.0.0.1');
    const { port } = t.http.address() as AddressInfo;
    const stream = await openEventStream(
      `http://127.0.0.1:${port}/api/messages/stream`,
      await sessionCookieFor(t.dataSource, reader.id),
    );
    try {
      await stream.next((event) => event.type === 'ready');
      await post('/api/admin/mass-message', adminCookie, { subject: 'Live', content: 'Now', recipients: 'all' }).expect(
        201,
      );
      const event = await stream.next((e) => e.type === 'message', 15000);
      expect(event.message).toMatchObject({
        senderId: ROOT_USER_ID,
        receiverId: reader.id,
        content: 'Live\n\nNow',
        readAt: null,
      });
    } finally {
      stream.close();
    }
  });

  it('reaches only the chosen group: admins, moderators, premium (paid for anything)', async () => {
    const moderator = await createUser(t.dataSource, { role: UserRole.Moderator });
    const payer = await createUser(t.dataSource);
    const refunded = await createUser(t.dataSource);
    await createUser(t.dataSource);
    const send = async (recipients: string) => {
      const created = await post('/api/admin/mass-message', adminCookie, {
        subject: recipients,
        content: 'x',
        recipients,
      }).expect(201);
      return waitFor(() => statusOf(created.body.id), finished);
    };
    const receiversOf = async (subject: string) =>
      (
        await t.dataSource.query<{ receiver_id: string }[]>(
          `SELECT receiver_id FROM direct_messages WHERE content LIKE $1 || E'\n\n%' ORDER BY receiver_id`,
          [subject],
        )
      ).map((row) => row.receiver_id);

    expect(await send('admins')).toMatchObject({ status: 'completed', done: 1 });
    expect(await receiversOf('admins')).toEqual([admin.id]);
    expect(await send('moderators')).toMatchObject({ status: 'completed', done: 1 });
    expect(await receiversOf('moderators')).toEqual([moderator.id]);
    // Premium: a payment that succeeded counts; a fully refunded or a failed one does not.
    expect(await send('premium')).toMatchObject({ status: 'completed', total: 0, done: 0 });
    const [item] = await t.dataSource.query(
      `INSERT INTO store_items (key, kind, name, price_cents, points) VALUES ('pack', 'points_pack', 'Pack', 500, 1000) RETURNING id`,
    );
    const pay = (userId: string, status: string) =>
      t.dataSource.query(
        `INSERT INTO payments (user_id, store_item_id, item_kind, package_name, amount_cents, currency, points, status, idempotency_key)
         VALUES ($1, $2, 'points_pack', 'Pack', 500, 'usd', 1000, $3, gen_random_uuid()::text)`,
        [userId, item.id, status],
      );
    await pay(payer.id, 'succeeded');
    await pay(payer.id, 'failed');
    await pay(refunded.id, 'refunded');
    expect(await send('premium')).toMatchObject({ status: 'completed', total: 1, done: 1 });
    expect((await receiversOf('premium')).sort()).toEqual([payer.id]);
  });

  it('cancel stops the fan-out at the next batch; the count stays what was sent; a finished one answers 409', async () => {
    await Promise.all(Array.from({ length: 60 }, () => createUser(t.dataSource)));
    const created = await post('/api/admin/mass-message', adminCookie, {
      subject: 'Stop me',
      content: 'x',
      recipients: 'all',
    }).expect(201);
    await waitFor(
      () => statusOf(created.body.id),
      (body) => body.done > 0,
    );
    const cancelled = await post(`/api/admin/mass-messages/${created.body.id}/cancel`, adminCookie).expect(200);
    expect(cancelled.body.status).toBe('cancelled');

    await sleep(600);
    const final = await statusOf(created.body.id);
    expect(final.status).toBe('cancelled');
    expect(final.done).toBeLessThan(61);
    const sent = [...(await siteMessagesPerUser(t.dataSource)).values()].reduce((a, b) => a + b, 0);
    expect(sent).toBe(final.done);
    await post(`/api/admin/mass-messages/${created.body.id}/cancel`, adminCookie).expect(409);
    const audit = await t.dataSource.getRepository(AuditLogEntry).findBy({ action: 'mass-message.cancelled' });
    expect(audit).toHaveLength(1);
  });
});

describe('Mass messages by e-mail', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let smtp: SmtpCatcher;
  const saved = { ...process.env };

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    process.env.SMTP_URL = smtp.url;
    process.env.MASS_MESSAGE_BATCH_SIZE = '2';
    process.env.MASS_MESSAGE_BATCH_PAUSE_MS = '0';
    t = await createTestApp();
    worker = await startTestWorker();
  });
  afterAll(async () => {
    await worker.get<Queue>(getQueueToken(QueueName.MassMessaging)).obliterate({ force: true });
    await worker.close();
    await t.close();
    await smtp.close();
    process.env = saved;
  });

  it('e-mails only the recipients whose notification settings allow it, with the template and escaped values', async () => {
    await resetDatabase(t.dataSource);
    const admin = await createUser(t.dataSource, { role: UserRole.Admin, email: null });
    const adminCookie = await sessionCookieFor(t.dataSource, admin.id);
    const optedIn = await createUser(t.dataSource, { role: UserRole.Moderator, email: 'in@example.test' });
    const noMessages = await createUser(t.dataSource, { role: UserRole.Moderator, email: 'off@example.test' });
    const never = await createUser(t.dataSource, { role: UserRole.Moderator, email: 'never@example.test' });
    await createUser(t.dataSource, { role: UserRole.Moderator, email: null });
    const defaults = { accountChanges: true, messages: true, articles: true, digest: false, marketing: false };
    for (const [user, choices] of [
      [noMessages, { ...defaults, messages: false, frequency: 'instant' }],
      [never, { ...defaults, frequency: 'never' }],
    ] as const) {
      await browserRequest(t.http, 'put', '/api/settings/notifications', await sessionCookieFor(t.dataSource, user.id))
        .send(choices)
        .expect(200);
    }
    expect(
      (await request(t.http).get('/api/admin/communications/status').set('Cookie', adminCookie).expect(200)).body
        .emailEnabled,
    ).toBe(true);

    const created = await browserRequest(t.http, 'post', '/api/admin/mass-message', adminCookie)
      .send({ subject: 'Stream night', content: 'Bring <script>alert(1)</script> & friends', recipients: 'moderators' })
      .expect(201);
    const final = await waitFor(
      async () =>
        (await request(t.http).get(`/api/admin/mass-messages/${created.body.id}`).set('Cookie', adminCookie)).body,
      (body) => body.status === 'completed',
    );
    expect(final).toMatchObject({ status: 'completed', total: 4, done: 4, emailed: 1 });
    await waitFor(
      () => Promise.resolve(smtp.mails.length),
      (n) => n >= 1,
    );
    expect(smtp.mails.map((mail) => mail.to)).toEqual([[optedIn.email]]);
    const raw = smtp.mails[0].raw.replace(/=\r?\n/g, '');
    expect(raw).toContain('Subject: Stream night');
    const html = raw.slice(raw.indexOf('Content-Type: text/html'));
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; friends');
    expect(html).not.toContain('<script>');
    // The text alternative carries the words as plain text.
    expect(raw.slice(0, raw.indexOf('Content-Type: text/html'))).toContain('Bring <script>alert(1)</script> & friends');
  });
});

describe('Mass messages with a killed worker', () => {
  let t: TestApp;
  let child: ChildProcess | undefined;
  const saved = { ...process.env };

  beforeAll(async () => {
    delete process.env.SMTP_URL;
    process.env.MASS_MESSAGE_BATCH_SIZE = '20';
    process.env.MASS_MESSAGE_BATCH_PAUSE_MS = '100';
    t = await createTestApp();
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await t.close();
    process.env = saved;
  });

  it('a worker process killed with SIGKILL mid-run and a restarted one reach every recipient exactly once', async () => {
    await resetDatabase(t.dataSource);
    const admin = await createUser(t.dataSource, { role: UserRole.Admin });
    const adminCookie = await sessionCookieFor(t.dataSource, admin.id);
    await t.dataSource.query(
      `INSERT INTO users (username, email) SELECT 'bulk' || i, 'bulk' || i || '@example.test' FROM generate_series(1, 399) i`,
    );

    const backend = join(__dirname, '..', '..');
    let output = '';
    child = spawn(
      process.execPath,
      ['--conditions=@irl/source', '--import', '@swc-node/register/esm-register', 'src/worker.ts'],
      {
        cwd: backend,
        env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

    const created = await browserRequest(t.http, 'post', '/api/admin/mass-message', adminCookie)
      .send({ subject: 'Once', content: 'Only once', recipients: 'all' })
      .expect(201);
    const id = created.body.id as string;
    expect(created.body.total).toBe(400);
    const doneNow = async () =>
      (await t.dataSource.query(`SELECT done FROM mass_messages WHERE id = $1`, [id]))[0].done as number;

    const before = await waitFor(doneNow, (done) => done >= 60, 60000);
    expect(before).toBeGreaterThanOrEqual(60);
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    child = undefined;

    const atKill = await doneNow();
    expect(atKill).toBeLessThan(400);
    // Whole batches only: the counter and the messages committed together.
    const sentAtKill = (await siteMessagesPerUser(t.dataSource)).size;
    expect(sentAtKill).toBe(atKill);
    expect(output).not.toMatch(/Error/);

    // The restarted worker takes the job up again (after BullMQ finds it stalled); run it the same way here.
    const restarted = await startTestWorker();
    try {
      const result = await restarted.get(MassMessageFanOut).run(id);
      expect(result).toMatchObject({ status: 'completed', done: 400, total: 400 });
      await restarted.get<Queue>(getQueueToken(QueueName.MassMessaging)).obliterate({ force: true });
    } finally {
      await restarted.close();
    }
    const perUser = await siteMessagesPerUser(t.dataSource);
    expect(perUser.size).toBe(400);
    expect([...perUser.values()].every((n) => n === 1)).toBe(true);
    const [deliveries] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM mass_message_deliveries WHERE mass_message_id = $1`,
      [id],
    );
    expect(deliveries.n).toBe(400);
  }, 120000);
});
