import request from 'supertest';
import type { Article } from '../../src/modules/articles/entities/article.entity.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import type { TestApp } from '../utils/test-app.js';
import { articleCounters, auditEntries, countRows } from './engagement-helpers.js';
import { useArticleScene } from './engagement-scene.js';

describe('Article likes', () => {
  const scene = useArticleScene();
  let t: TestApp;
  let article: Article;
  beforeEach(() => {
    ({ t, article } = scene);
  });

  const like = (articleId: number | string, cookie: string) =>
    request(t.http).post(`/api/articles/${articleId}/like`).set('Origin', SITE_ORIGIN).set('Cookie', cookie);

  const engagement = (articleId: number | string, cookie?: string) => {
    const call = request(t.http).get(`/api/articles/${articleId}/engagement`);
    return cookie ? call.set('Cookie', cookie) : call;
  };

  it('toggles on, off and on again, with the count and the stored counter following', async () => {
    const reader = await createUser(t.dataSource);
    const cookie = await sessionCookieFor(t.dataSource, reader.id);

    expect((await like(article.id, cookie).expect(200)).body).toEqual({ liked: true, likes: 1 });
    expect((await articleCounters(t.dataSource, article.id)).likeCount).toBe(1);

    expect((await like(article.id, cookie).expect(200)).body).toEqual({ liked: false, likes: 0 });
    expect((await articleCounters(t.dataSource, article.id)).likeCount).toBe(0);
    expect(await countRows(t.dataSource, 'article_likes', article.id)).toBe(0);

    expect((await like(article.id, cookie).expect(200)).body).toEqual({ liked: true, likes: 1 });
    expect((await articleCounters(t.dataSource, article.id)).likeCount).toBe(1);
    expect(await countRows(t.dataSource, 'article_likes', article.id)).toBe(1);
  });

  it('counts the likes of two users separately and tells each whether they like it', async () => {
    const first = await createUser(t.dataSource);
    const second = await createUser(t.dataSource);
    const firstCookie = await sessionCookieFor(t.dataSource, first.id);
    const secondCookie = await sessionCookieFor(t.dataSource, second.id);

    expect((await like(article.id, firstCookie).expect(200)).body).toEqual({ liked: true, likes: 1 });
    expect((await like(article.id, secondCookie).expect(200)).body).toEqual({ liked: true, likes: 2 });
    expect((await like(article.id, firstCookie).expect(200)).body).toEqual({ liked: false, likes: 1 });

    expect((await engagement(article.id, firstCookie).expect(200)).body).toEqual({
      likes: 1,
      commentCount: 0,
      views: 0,
      likedByMe: false,
    });
    expect((await engagement(article.id, secondCookie).expect(200)).body.likedByMe).toBe(true);
    expect((await engagement(article.id).expect(200)).body).toEqual({
      likes: 1,
      commentCount: 0,
      views: 0,
      likedByMe: false,
    });
  });

  it('keeps the counter equal to the stored likes when one user sends 10 toggles at once', async () => {
    const reader = await createUser(t.dataSource);
    const cookie = await sessionCookieFor(t.dataSource, reader.id);

    const responses = await Promise.all(Array.from({ length: 10 }, () => like(article.id, cookie)));

    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    const rows = await countRows(t.dataSource, 'article_likes', article.id);
    expect(rows).toBeLessThanOrEqual(1);
    expect((await articleCounters(t.dataSource, article.id)).likeCount).toBe(rows);
    for (const response of responses) expect([0, 1]).toContain(response.body.likes);
    // The caller's final state is whatever the last toggle left, and the API agrees with the table.
    expect((await engagement(article.id, cookie).expect(200)).body).toMatchObject({
      likes: rows,
      likedByMe: rows === 1,
    });
  });

  it('counts every user once when many users like at the same moment', async () => {
    const readers = await Promise.all(Array.from({ length: 6 }, () => createUser(t.dataSource)));
    const cookies = await Promise.all(readers.map((r) => sessionCookieFor(t.dataSource, r.id)));

    const responses = await Promise.all(cookies.map((cookie) => like(article.id, cookie)));

    expect(responses.every((r) => r.status === 200 && r.body.liked === true)).toBe(true);
    expect(await countRows(t.dataSource, 'article_likes', article.id)).toBe(6);
    expect((await articleCounters(t.dataSource, article.id)).likeCount).toBe(6);
  });

  it('records likes and unlikes in the audit log', async () => {
    const reader = await createUser(t.dataSource);
    const cookie = await sessionCookieFor(t.dataSource, reader.id);
    await like(article.id, cookie).expect(200);
    await like(article.id, cookie).expect(200);

    expect(await auditEntries(t.dataSource, 'article.liked')).toEqual([
      { actor_id: reader.id, target_user_id: null, action: 'article.liked', details: { articleId: article.id } },
    ]);
    expect((await auditEntries(t.dataSource, 'article.unliked')).map((e) => e.actor_id)).toEqual([reader.id]);
  });

  it('refuses a signed-out like with 401 and changes nothing', async () => {
    const response = await request(t.http).post(`/api/articles/${article.id}/like`).set('Origin', SITE_ORIGIN);
    expect(response.status).toBe(401);
    expect(response.body.statusCode).toBe(401);
    expect((await articleCounters(t.dataSource, article.id)).likeCount).toBe(0);
  });

  it.each(['abc', '99999999999', '999999'])('answers 404 "Article Not Found" when liking article %s', async (id) => {
    const reader = await createUser(t.dataSource);
    const cookie = await sessionCookieFor(t.dataSource, reader.id);
    const response = await like(id, cookie).expect(404);
    expect(response.body).toMatchObject({ statusCode: 404, message: 'Article Not Found' });
  });

  it.each(['abc', '99999999999', '999999'])('answers 404 for the engagement of article %s', async (id) => {
    const response = await engagement(id).expect(404);
    expect(response.body.message).toBe('Article Not Found');
  });

  it('drops the likes with their article', async () => {
    const reader = await createUser(t.dataSource);
    await like(article.id, await sessionCookieFor(t.dataSource, reader.id)).expect(200);
    await t.dataSource.query(`DELETE FROM "articles" WHERE "id" = $1`, [article.id]);
    expect(await countRows(t.dataSource, 'article_likes', article.id)).toBe(0);
  });
});
