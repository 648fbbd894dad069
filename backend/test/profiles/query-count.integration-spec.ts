import request from 'supertest';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor } from '../utils/sessions.js';
import { stopBackgroundReads } from '../utils/query-counter.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';
import { comment, countQueries, follow, like, revision } from './profile-fixtures.js';

/**
 * The profile and activity endpoints run a fixed number of SQL statements: the same for a user
 * with one of everything as for a user with many, whatever the page holds.
 */
describe('Query counts of the profile and activity endpoints', () => {
  let t: TestApp;
  let author: User;
  let viewer: User;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    stopBackgroundReads(t);
    await resetDatabase(t.dataSource);
    author = await createUser(t.dataSource, { username: 'counted' });
    viewer = await createUser(t.dataSource);
    cookie = await sessionCookieFor(t.dataSource, viewer.id);
  });
  afterAll(() => t.close());

  /** One more article with a revision, an edit, a comment and a like, and one more follower. */
  async function addActivity(): Promise<void> {
    const article = await createArticle(t.dataSource, author);
    await revision(t.dataSource, article.id, author.id);
    await revision(t.dataSource, article.id, author.id);
    const fan = await createUser(t.dataSource);
    await comment(t.dataSource, article.id, fan.id);
    await comment(t.dataSource, article.id, author.id);
    await like(t.dataSource, article.id, fan.id);
    await follow(t.dataSource, fan.id, author.id);
    await follow(t.dataSource, author.id, fan.id);
  }

  const endpoints = () => ({
    profile: () => request(t.http).get('/api/users/by-username/counted').set('Cookie', cookie).expect(200),
    articles: () => request(t.http).get('/api/users/by-username/counted/articles').set('Cookie', cookie).expect(200),
    activity: () => request(t.http).get(`/api/users/${author.id}/activity`).set('Cookie', cookie).expect(200),
    recent: () => request(t.http).get('/api/activity/recent').set('Cookie', cookie).expect(200),
    followers: () => request(t.http).get(`/api/users/${author.id}/followers`).set('Cookie', cookie).expect(200),
  });

  it('runs the same number of queries with one item as with many', async () => {
    await addActivity();
    const small: Record<string, number> = {};
    for (const [name, call] of Object.entries(endpoints())) small[name] = await countQueries(t.dataSource, call);

    for (let i = 0; i < 6; i += 1) await addActivity();
    const large: Record<string, number> = {};
    for (const [name, call] of Object.entries(endpoints())) large[name] = await countQueries(t.dataSource, call);

    expect(large).toEqual(small);
    // The signed-in user comes with the session (outside TypeORM, not counted); then, per endpoint:
    // profile: user, figures, follow check; articles: user, total, page; activity: user, events;
    // recent: events; followers: user, total, page. Each adds one for the chosen flairs of the users it embeds.
    expect(small).toEqual({ profile: 4, articles: 4, activity: 3, recent: 2, followers: 4 });
  });

  it('answers real figures at the larger size', async () => {
    const response = await request(t.http).get('/api/users/by-username/counted').set('Cookie', cookie).expect(200);
    // 7 articles, each with 1 edit (its second revision), 1 own comment, 1 like and 1 comment received.
    expect(response.body.stats).toEqual({
      contributorScore: 7 * 10 + 7 * 2 + 7 * 1,
      karma: 7 + 7,
      articleCount: 7,
      totalViews: 0,
      followers: 7,
      following: 7,
    });
  });
});
