import request from 'supertest';
import { UserRole } from '../../src/modules/users/user-role.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { createUser } from '../factories/user.factory.js';
import { signInThroughProvider, withStandInProviders, type Agent } from '../utils/stand-in-sign-in.js';
import type { TestApp } from '../utils/test-app.js';
import { likeCountersOutOfStep, pointsBook, scalar } from './merge-fixtures.js';

/** The username-conflict merge as a browser goes through it: both accounts have content first. */
describe('Username-conflict merge through the real sign-in flow', () => {
  const app = withStandInProviders();
  let t: TestApp;
  beforeAll(() => {
    t = app();
  });

  async function signIn(agent: Agent, platform: 'google' | 'steam', changes: Record<string, string>, mode?: 'link') {
    const { callback } = await signInThroughProvider(agent, platform, changes, mode);
    return /<script type="application\/json" id="oauth-result">(.*)<\/script>/.exec(callback.text)?.[1];
  }
  const me = async (agent: Agent) => (await agent.get('/api/auth/user').expect(200)).body.user as { id: string };
  const post = (agent: Agent, path: string, body: object = {}) =>
    agent.post(path).set('Origin', SITE_ORIGIN).send(body);

  it('moves the new account’s content into the existing one, with true counters and balances', async () => {
    const original = request.agent(t.http);
    await signIn(original, 'steam', { steamid: '76561198000000001', personaname: 'ice' });
    const originalId = (await me(original)).id;
    const newcomer = request.agent(t.http);
    expect(await signIn(newcomer, 'google', { email: 'ice@example.com' })).toContain('username-conflict-resolution');
    const newcomerId = (await me(newcomer)).id;
    await t.dataSource.query(`UPDATE users SET role = 'moderator' WHERE id IN ($1, $2)`, [originalId, newcomerId]);

    const article = { title: 'Backpack streams', content: '<p>Cellular bonding.</p>', category: 'Technology' };
    const originalsArticle = (await post(original, '/api/articles', article).expect(201)).body.id as number;
    await post(newcomer, '/api/articles', { ...article, title: 'Early IRL' }).expect(201);
    await post(original, `/api/articles/${originalsArticle}/like`).expect(200);
    await post(newcomer, `/api/articles/${originalsArticle}/like`).expect(200);
    await post(newcomer, `/api/articles/${originalsArticle}/comments`, { content: 'Great history' }).expect(201);
    await post(newcomer, `/api/users/${originalId}/follow`).expect(200);
    await post(original, `/api/users/${newcomerId}/follow`).expect(200);
    await post(newcomer, '/api/messages', { receiverId: originalId, content: 'Hello me' }).expect(201);
    const friend = await createUser(t.dataSource, { username: 'friend' });
    await post(newcomer, '/api/messages', { receiverId: friend.id, content: 'Hi friend' }).expect(201);
    const before = await pointsBook(t.dataSource);

    const merged = await signIn(newcomer, 'steam', { steamid: '76561198000000001', personaname: 'ice' }, 'link');
    expect(JSON.parse(merged!)).toEqual({ type: 'oauth-success', redirect: '/' });
    expect((await me(newcomer)).id).toBe(originalId);

    const count = (sql: string) => scalar(t.dataSource, sql, [originalId]);
    expect(await count(`SELECT count(*) AS n FROM articles WHERE author_id = $1`)).toBe(2);
    expect(await count(`SELECT count(*) AS n FROM article_comments WHERE author_id = $1`)).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM article_likes WHERE user_id = $1`)).toBe(1);
    expect(await likeCountersOutOfStep(t.dataSource)).toEqual([]);
    expect(await count(`SELECT count(*) AS n FROM user_follows WHERE $1 IN (follower_id, followee_id)`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM direct_messages WHERE sender_id = $1`)).toBe(1);

    const after = await pointsBook(t.dataSource);
    expect(after.balanceOf(originalId)).toBe(before.balanceOf(originalId)! + before.balanceOf(newcomerId)!);
    expect(after.mismatched).toEqual([]);
    expect(after.balanceTotal).toBe(before.balanceTotal);

    const admin = await createUser(t.dataSource, { username: 'admin', role: UserRole.Admin });
    const log = await request(t.http)
      .get(`/api/admin/users/${newcomerId}/activity-log?limit=100`)
      .set('Cookie', await sessionCookieFor(t.dataSource, admin.id))
      .expect(200);
    const actions = log.body.items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['user.account.merged', 'article.liked', 'message.sent']));
  });
});
