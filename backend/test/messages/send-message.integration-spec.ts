import request from 'supertest';
import { AuditLogEntry } from '../../src/modules/audit/entities/audit-log-entry.entity.js';
import { DirectMessage } from '../../src/modules/messages/entities/direct-message.entity.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { ROOT_USER_ID } from '../../src/modules/users/root-user.js';
import { createUser } from '../factories/user.factory.js';
import { browserRequest, sessionCookieFor } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';

describe('POST /api/messages', () => {
  let t: TestApp;
  let alice: User;
  let bob: User;
  let aliceCookie: string;

  const send = (cookie: string | undefined, body: object) => {
    return browserRequest(t.http, 'post', '/api/messages', cookie).send(body);
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    alice = await createUser(t.dataSource, { username: 'alice' });
    bob = await createUser(t.dataSource, { username: 'bob' });
    aliceCookie = await sessionCookieFor(t.dataSource, alice.id);
  });
  afterAll(() => t.close());

  it('stores the trimmed message and answers 201 with the message', async () => {
    const response = await send(aliceCookie, { receiverId: bob.id, content: '  Hello Bob!\nHow are you?  ' }).expect(
      201,
    );

    expect(response.body).toEqual({
      id: expect.any(Number),
      senderId: alice.id,
      receiverId: bob.id,
      content: 'Hello Bob!\nHow are you?',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      readAt: null,
    });
    const stored = await t.dataSource.getRepository(DirectMessage).findOneByOrFail({ id: String(response.body.id) });
    expect(stored).toMatchObject({ senderId: alice.id, receiverId: bob.id, content: 'Hello Bob!\nHow are you?' });
    expect(stored.readAt).toBeNull();
  });

  it('records message.sent in the audit log without the content', async () => {
    const response = await send(aliceCookie, { receiverId: bob.id, content: 'A secret plan' }).expect(201);

    const entries = await t.dataSource.getRepository(AuditLogEntry).findBy({ action: 'message.sent' });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: alice.id, targetUserId: bob.id });
    expect(entries[0].details).toEqual({ messageId: response.body.id, length: 13 });
    expect(JSON.stringify(entries[0].details)).not.toContain('secret');
  });

  it('refuses a signed-out caller with 401', async () => {
    await send(undefined, { receiverId: bob.id, content: 'Hi' }).expect(401);
    expect(await t.dataSource.getRepository(DirectMessage).count()).toBe(0);
  });

  it.each([
    ['blank content', { content: '   \n\t ' }, 'content'],
    ['missing content', { content: undefined }, 'content'],
    ['content that is not text', { content: 42 }, 'content'],
    ['content over 5000 characters once trimmed', { content: ` ${'x'.repeat(5001)} ` }, 'content'],
    ['a NUL character', { content: 'a\u0000b' }, 'content'],
    ['a receiverId that is not a uuid', { receiverId: 'bob' }, 'receiverId'],
    ['a missing receiverId', { receiverId: undefined }, 'receiverId'],
  ])('answers 400 naming the field for %s', async (_case, override, field) => {
    const response = await send(aliceCookie, { receiverId: bob.id, content: 'Hello', ...override }).expect(400);

    expect(response.body.message).toBe('Validation failed');
    expect(response.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await t.dataSource.getRepository(DirectMessage).count()).toBe(0);
  });

  it('accepts exactly 5000 characters, counting an emoji as one character', async () => {
    const content = `${'x'.repeat(4999)}🙂`;
    const response = await send(aliceCookie, { receiverId: bob.id, content }).expect(201);
    expect(response.body.content).toBe(content);
  });

  it('refuses unknown fields', async () => {
    const response = await send(aliceCookie, { receiverId: bob.id, content: 'Hi', senderId: bob.id }).expect(400);
    expect(response.body.errors.map((e: { field: string }) => e.field)).toContain('senderId');
  });

  it('refuses messaging yourself with 400', async () => {
    const response = await send(aliceCookie, { receiverId: alice.id, content: 'Note to self' }).expect(400);
    expect(response.body.message).toBe('You cannot send a message to yourself.');
  });

  it('refuses a receiver that does not exist with 400', async () => {
    const response = await send(aliceCookie, {
      receiverId: '9b2f0a4e-1111-4c1d-8e2f-123456789abc',
      content: 'Anyone there?',
    }).expect(400);
    expect(response.body.message).toBe('This user does not exist.');
  });

  it('refuses a banned receiver with 400', async () => {
    const banned = await createUser(t.dataSource, { isBanned: true });
    const response = await send(aliceCookie, { receiverId: banned.id, content: 'Hi' }).expect(400);
    expect(response.body.message).toBe('This user cannot receive messages.');
  });

  it('refuses the root account as receiver with 400', async () => {
    const response = await send(aliceCookie, { receiverId: ROOT_USER_ID, content: 'Hi root' }).expect(400);
    expect(response.body.message).toBe('This user cannot receive messages.');
    expect(await t.dataSource.getRepository(DirectMessage).count()).toBe(0);
  });

  it('refuses a cross-site request', async () => {
    await request(t.http)
      .post('/api/messages')
      .set('Origin', 'https://evil.example')
      .set('Cookie', aliceCookie)
      .send({ receiverId: bob.id, content: 'Hi' })
      .expect(403);
  });

  describe('when Direct Messages are restricted to admins', () => {
    let admin: User;
    let adminCookie: string;

    beforeEach(async () => {
      admin = await createUser(t.dataSource, { role: UserRole.Admin });
      adminCookie = await sessionCookieFor(t.dataSource, admin.id);
      await browserRequest(t.http, 'put', '/api/admin/feature-access', adminCookie)
        .send({ mode: 'admins' })
        .expect(200);
    });

    it('answers 403 to a user', async () => {
      const response = await send(aliceCookie, { receiverId: bob.id, content: 'Hi' }).expect(403);
      expect(response.body.message).toBe('This feature is available to admins only.');
    });

    it('answers 403 to a moderator', async () => {
      const moderator = await createUser(t.dataSource, { role: UserRole.Moderator });
      const cookie = await sessionCookieFor(t.dataSource, moderator.id);
      await send(cookie, { receiverId: admin.id, content: 'Hi' }).expect(403);
    });

    it('lets an admin message another admin (201)', async () => {
      const other = await createUser(t.dataSource, { role: UserRole.Admin });
      const response = await send(adminCookie, { receiverId: other.id, content: 'Hi fellow admin' }).expect(201);
      expect(response.body.receiverId).toBe(other.id);
    });

    it('refuses an admin messaging a user who could not open it (400)', async () => {
      const response = await send(adminCookie, { receiverId: bob.id, content: 'Hi' }).expect(400);
      expect(response.body.message).toBe('This user cannot receive messages.');
    });

    it('opens again to users when the setting returns to everyone', async () => {
      await browserRequest(t.http, 'put', '/api/admin/feature-access', adminCookie)
        .send({ mode: 'everyone' })
        .expect(200);
      await send(aliceCookie, { receiverId: bob.id, content: 'Hi again' }).expect(201);
    });
  });
});
