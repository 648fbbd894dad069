import { banBody } from '../factories/ban.factory.js';
import request from 'supertest';
import { UserRole } from '../../src/modules/users/user-role.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { signedIn, type Actor } from '../articles/article-fixtures.js';
import { useTestApp } from '../utils/test-app.js';

describe('Admin user list and username-conflict requests', () => {
  const t = useTestApp();
  let admin: Actor;

  beforeEach(async () => {
    admin = await signedIn(t.dataSource, { username: 'boss', role: UserRole.Admin });
  });

  const usernames = (body: { items: { username: string }[] }) => body.items.map((user) => user.username).sort();

  it('filters the user list by text (username, real name or e-mail), role and status', async () => {
    await createUser(t.dataSource, { username: 'walker_99', firstName: 'Ada', lastName: 'Lovelace' });
    await createUser(t.dataSource, { username: 'mod_max', role: UserRole.Moderator });
    await createUser(t.dataSource, { username: 'banned_bo', isBanned: true, banReason: 'spam' });
    const list = (query: Record<string, string>) =>
      request(t.http).get('/api/admin/users').query(query).set('Cookie', admin.cookie).expect(200);

    expect(usernames((await list({ q: 'walker' })).body)).toEqual(['walker_99']);
    expect(usernames((await list({ q: 'ada love' })).body)).toEqual(['walker_99']);
    expect(usernames((await list({ q: '%' })).body)).toEqual([]);
    // Admins may also find an account by (part of) its e-mail address.
    await createUser(t.dataSource, { username: 'mailer_1', email: 'Streamer.Contact@inbox.example' });
    expect(usernames((await list({ q: 'streamer.contact@' })).body)).toEqual(['mailer_1']);
    expect(usernames((await list({ q: 'inbox.example' })).body)).toEqual(['mailer_1']);
    expect(usernames((await list({ role: 'moderator' })).body)).toEqual(['mod_max']);
    expect(usernames((await list({ status: 'banned' })).body)).toEqual(['banned_bo']);
    // The root admin is an active admin too.
    expect(usernames((await list({ status: 'active', role: 'admin' })).body)).toEqual(['boss', 'root']);
  });

  it('changes a role and bans through the users module, answering the saved row', async () => {
    const target = await createUser(t.dataSource, { username: 'target' });
    const role = await request(t.http)
      .post(`/api/admin/users/${target.id}/role`)
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', admin.cookie)
      .send({ role: 'moderator' })
      .expect(200);
    expect(role.body).toMatchObject({ id: target.id, role: 'moderator', isBanned: false });
    const ban = await request(t.http)
      .post(`/api/admin/users/${target.id}/ban`)
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', admin.cookie)
      .send(banBody('  spam  '))
      .expect(200);
    expect(ban.body).toMatchObject({
      isBanned: true,
      banReason: 'Spam',
      banReasonCategory: 'spam',
      bannedUntil: null,
      role: 'moderator',
    });
    await request(t.http)
      .post(`/api/admin/users/00000000-0000-4000-8000-00000000dead/unban`)
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', admin.cookie)
      .expect(404);
  });

  it('records a username-conflict request for the signed-in account and lists it to admins only', async () => {
    const user = await createUser(t.dataSource, { username: 'streamer' });
    const cookie = await sessionCookieFor(t.dataSource, user.id);
    const created = await request(t.http)
      .post('/api/support/username-conflict')
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', cookie)
      .send({
        conflictType: 'account-merge',
        desiredUsername: ' famous ',
        currentUsername: 'someone-else',
        explanation: 'Both accounts are mine.',
        contactEmail: 'me@example.test',
      })
      .expect(201);
    expect(created.body).toMatchObject({
      userId: user.id,
      currentUsername: 'streamer',
      desiredUsername: 'famous',
      status: 'new',
    });

    const invalid = await request(t.http)
      .post('/api/support/username-conflict')
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', cookie)
      .send({
        ...created.body,
        id: undefined,
        userId: undefined,
        status: undefined,
        createdAt: undefined,
        contactEmail: 'nope',
      })
      .expect(400);
    expect(invalid.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'contactEmail' })]));

    // Admins read it in the support inbox.
    await request(t.http).get('/api/admin/support/requests').set('Cookie', cookie).expect(403);
    const listed = await request(t.http).get('/api/admin/support/requests').set('Cookie', admin.cookie).expect(200);
    expect(listed.body).toEqual([
      expect.objectContaining({
        id: created.body.id,
        kind: 'username_conflict',
        requesterEmail: 'me@example.test',
        requester: { id: user.id, username: 'streamer' },
      }),
    ]);
  });
});
