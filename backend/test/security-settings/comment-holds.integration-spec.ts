import request from 'supertest';
import type { Article } from '../../src/modules/articles/entities/article.entity.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { articleCounters, auditEntries } from '../engagement/engagement-helpers.js';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';

const DAY_MS = 24 * 3600_000;

describe('Require approval and auto-moderation hold comments for a moderator', () => {
  let t: TestApp;
  let admin: User;
  let adminCookie: string;
  let moderatorCookie: string;
  let author: User;
  let authorCookie: string;
  let article: Article;

  const saveSettings = (autoModerate: boolean, requireApproval: boolean) =>
    request(t.http)
      .put('/api/admin/security-settings')
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', adminCookie)
      .send({ require2FA: false, loginAttemptLimiting: true, sessionTimeout: 1440, autoModerate, requireApproval })
      .expect(200);
  const post = (cookie: string, content: string) =>
    request(t.http)
      .post(`/api/articles/${article.id}/comments`)
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', cookie)
      .send({ content })
      .expect(201);
  const listAs = async (cookie?: string) => {
    const req = request(t.http).get(`/api/articles/${article.id}/comments`);
    if (cookie) void req.set('Cookie', cookie);
    const res = await req.expect(200);
    return res.body as { total: number; items: { content: string; heldReason: string | null; state: string }[] };
  };
  const member = async (ageMs: number) => {
    const user = await createUser(t.dataSource, { role: UserRole.User });
    await t.dataSource.query(`UPDATE users SET created_at = $2 WHERE id = $1`, [user.id, new Date(Date.now() - ageMs)]);
    return { user, cookie: await sessionCookieFor(t.dataSource, user.id) };
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    admin = await createUser(t.dataSource, { role: UserRole.Admin });
    adminCookie = await sessionCookieFor(t.dataSource, admin.id);
    const moderator = await createUser(t.dataSource, { role: UserRole.Moderator });
    moderatorCookie = await sessionCookieFor(t.dataSource, moderator.id);
    author = await createUser(t.dataSource);
    authorCookie = await sessionCookieFor(t.dataSource, author.id);
    article = await createArticle(t.dataSource, author);
  });
  afterAll(async () => {
    await saveSettings(false, false);
    await t.close();
  });

  it('both off: a new account and a link-heavy comment are public at once', async () => {
    await saveSettings(false, false);
    const fresh = await member(3600_000);
    await post(fresh.cookie, 'Hello https://bit.ly/x');
    expect(await listAs()).toMatchObject({ total: 1, items: [{ heldReason: null }] });
  });

  it('require approval: a day-old account is held, seen by its author and moderators only, then approved', async () => {
    await saveSettings(false, true);
    const fresh = await member(3600_000);
    const veteran = await member(2 * DAY_MS);
    const held = await post(fresh.cookie, 'First comment!');
    expect(held.body.heldReason).toBe('new-account');
    await post(veteran.cookie, 'Been here a while');

    expect((await listAs()).items.map((c) => c.content)).toEqual(['Been here a while']);
    expect((await listAs(authorCookie)).items.map((c) => c.content)).toEqual(['Been here a while']);
    expect((await listAs(fresh.cookie)).items.map((c) => [c.content, c.heldReason])).toEqual([
      ['First comment!', 'new-account'],
      ['Been here a while', null],
    ]);
    expect((await listAs(moderatorCookie)).items).toHaveLength(2);
    expect((await articleCounters(t.dataSource, article.id)).commentCount).toBe(1);
    // Nobody is notified of a held comment.
    const notified = await t.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND kind = 'article-comment'`,
      [author.id],
    );
    expect(notified[0].n).toBe(1);

    const queue = await request(t.http).get('/api/admin/comments/held').set('Cookie', moderatorCookie).expect(200);
    expect(queue.body.total).toBe(1);
    expect(queue.body.items[0]).toMatchObject({
      id: held.body.id,
      content: 'First comment!',
      heldReason: 'new-account',
      articleTitle: article.title,
    });
    await request(t.http).get('/api/admin/comments/held').set('Cookie', fresh.cookie).expect(403);

    await request(t.http)
      .post(`/api/admin/comments/${held.body.id}/approve`)
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', moderatorCookie)
      .expect(204);
    expect((await listAs()).items.map((c) => c.content)).toEqual(['First comment!', 'Been here a while']);
    expect((await articleCounters(t.dataSource, article.id)).commentCount).toBe(2);
    expect(await auditEntries(t.dataSource, 'moderation.comment.approved')).toHaveLength(1);
    const after = await t.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND kind = 'article-comment'`,
      [author.id],
    );
    expect(after[0].n).toBe(2);
    // Approving twice: nothing is held any more.
    await request(t.http)
      .post(`/api/admin/comments/${held.body.id}/approve`)
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', moderatorCookie)
      .expect(404);
  });

  it('auto-moderate: link spam from members is held; moderators are never held; deleting one leaves the count', async () => {
    await saveSettings(true, false);
    const veteran = await member(30 * DAY_MS);
    const spam = await post(veteran.cookie, 'cheap followers https://bit.ly/abc');
    expect(spam.body.heldReason).toBe('link-spam');
    const many = await post(veteran.cookie, 'https://a.example https://b.example https://c.example');
    expect(many.body.heldReason).toBe('link-spam');
    const fine = await post(veteran.cookie, 'My clip: https://clips.example/1');
    expect(fine.body.heldReason).toBeNull();
    const staff = await post(moderatorCookie, 'https://bit.ly/official');
    expect(staff.body.heldReason).toBeNull();

    expect((await listAs()).total).toBe(2);
    expect((await articleCounters(t.dataSource, article.id)).commentCount).toBe(2);
    await request(t.http)
      .post(`/api/articles/${article.id}/comments/${spam.body.id}/remove`)
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', moderatorCookie)
      .send({ reasonCategory: 'spam', note: 'Link spam' })
      .expect(204);
    expect((await articleCounters(t.dataSource, article.id)).commentCount).toBe(2);
    const queue = await request(t.http).get('/api/admin/comments/held').set('Cookie', adminCookie).expect(200);
    expect(queue.body.items.map((c: { id: number }) => c.id)).toEqual([many.body.id]);
  });

  it('held replies: take no replies, stay uncounted through delete, undo, hide and approval', async () => {
    await saveSettings(true, false);
    const veteran = await member(30 * DAY_MS);
    const other = await member(30 * DAY_MS);
    const top = await post(veteran.cookie, 'Plain comment');
    const reply = await request(t.http)
      .post(`/api/articles/${article.id}/comments`)
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', veteran.cookie)
      .send({ content: 'cheap followers https://bit.ly/abc', parentId: top.body.id })
      .expect(201);
    expect(reply.body).toMatchObject({ parentId: top.body.id, heldReason: 'link-spam', state: 'visible' });
    const count = async () => (await articleCounters(t.dataSource, article.id)).commentCount;
    expect(await count()).toBe(1);

    // A held comment takes no replies: those who cannot see it are told it does not exist.
    const replyTo = (cookie: string, status: number) =>
      request(t.http)
        .post(`/api/articles/${article.id}/comments`)
        .set('Origin', SITE_ORIGIN)
        .set('Cookie', cookie)
        .send({ content: 'Answer', parentId: reply.body.id })
        .expect(status);
    await replyTo(other.cookie, 404);
    await replyTo(veteran.cookie, 409);
    await replyTo(moderatorCookie, 409);

    const commentPath = (id: number) => `/api/articles/${article.id}/comments/${id}`;
    const act = (method: 'delete' | 'post', path: string, cookie: string, status: number, body?: object) =>
      request(t.http)[method](path).set('Origin', SITE_ORIGIN).set('Cookie', cookie).send(body).expect(status);

    // A deleted parent is listed only to those who can see a reply under it.
    await act('delete', commentPath(top.body.id), veteran.cookie, 204);
    expect(await count()).toBe(0);
    expect((await listAs()).items).toEqual([]);
    expect((await listAs(veteran.cookie)).items).toMatchObject([
      { state: 'deleted', content: '' },
      { content: 'cheap followers https://bit.ly/abc', heldReason: 'link-spam' },
    ]);
    await act('post', `${commentPath(top.body.id)}/restore`, veteran.cookie, 200);
    expect(await count()).toBe(1);

    // Deleting and restoring a held reply never moves the count; a deleted one leaves the queue.
    const queueTotal = async () =>
      (await request(t.http).get('/api/admin/comments/held').set('Cookie', moderatorCookie).expect(200)).body.total;
    await act('delete', commentPath(reply.body.id), veteran.cookie, 204);
    expect(await count()).toBe(1);
    expect(await queueTotal()).toBe(0);
    await act('post', `/api/admin/comments/${reply.body.id}/approve`, moderatorCookie, 404);
    await act('post', `${commentPath(reply.body.id)}/restore`, veteran.cookie, 200);
    expect(await count()).toBe(1);
    expect(await queueTotal()).toBe(1);

    // Hidden while held, then approved: public as a hidden comment, still not counted.
    await act('post', `${commentPath(reply.body.id)}/hide`, moderatorCookie, 200, {
      reason: 'Spam',
      reasonCategory: 'spam',
    });
    expect(await count()).toBe(1);
    await act('post', `/api/admin/comments/${reply.body.id}/approve`, moderatorCookie, 204);
    expect(await count()).toBe(1);
    expect((await listAs()).items).toMatchObject([
      { content: 'Plain comment', state: 'visible', heldReason: null },
      { content: '', state: 'hidden', heldReason: null },
    ]);
  });
});
