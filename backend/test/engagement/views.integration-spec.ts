import request from 'supertest';
import { applyRateLimits } from '../../src/common/throttling/rate-limits.js';
import type { Article } from '../../src/modules/articles/entities/article.entity.js';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';
import { articleCounters, countRows } from './engagement-helpers.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1';

describe('Article views', () => {
  const t = useTestApp();
  let article: Article;

  beforeEach(async () => {
    article = await createArticle(t.dataSource, await createUser(t.dataSource));
  });

  const view = (articleId: number | string, userAgent: string, cookie?: string) => {
    const call = request(t.http)
      .post(`/api/articles/${articleId}/views`)
      .set('Origin', SITE_ORIGIN)
      .set('User-Agent', userAgent);
    return cookie ? call.set('Cookie', cookie) : call;
  };

  it('counts a signed-out viewer once per day, however often the page reloads', async () => {
    expect((await view(article.id, FIREFOX).expect(200)).body).toEqual({ views: 1, counted: true });
    expect((await view(article.id, FIREFOX).expect(200)).body).toEqual({ views: 1, counted: false });
    expect((await view(article.id, FIREFOX).expect(200)).body).toEqual({ views: 1, counted: false });
    expect((await articleCounters(t.dataSource, article.id)).views).toBe(1);
    expect((await request(t.http).get(`/api/articles/${article.id}/engagement`).expect(200)).body.views).toBe(1);
  });

  it('counts a signed-out visitor once per day by address, whatever browser it claims', async () => {
    expect((await view(article.id, FIREFOX).expect(200)).body).toEqual({ views: 1, counted: true });
    expect((await view(article.id, SAFARI).expect(200)).body).toEqual({ views: 1, counted: false });
    expect(await countRows(t.dataSource, 'article_view_days', article.id)).toBe(1);
  });

  it('stores no raw address: a short keyed hash for visitors, the user id for members', async () => {
    const reader = await createUser(t.dataSource);
    await view(article.id, FIREFOX).expect(200);
    await view(article.id, FIREFOX, await sessionCookieFor(t.dataSource, reader.id)).expect(200);

    const rows = await t.dataSource.query<{ viewer_key: string; day: string }[]>(
      `SELECT "viewer_key", to_char("day", 'YYYY-MM-DD') AS "day" FROM "article_view_days" ORDER BY "viewer_key"`,
    );
    const keys = rows.map((r) => r.viewer_key);
    expect(keys).toHaveLength(2);
    expect(keys).toContain(reader.id);
    const anonymous = keys.find((k) => k !== reader.id)!;
    expect(anonymous).toMatch(/^anon:[0-9a-f]{32}$/);
    expect(anonymous).not.toContain('127.0.0.1');
    expect(rows.every((r) => r.day === new Date().toISOString().slice(0, 10))).toBe(true);
  });

  it('counts a signed-in viewer once per day whatever browser they use', async () => {
    const reader = await createUser(t.dataSource);
    const cookie = await sessionCookieFor(t.dataSource, reader.id);
    expect((await view(article.id, FIREFOX, cookie).expect(200)).body).toEqual({ views: 1, counted: true });
    expect((await view(article.id, SAFARI, cookie).expect(200)).body).toEqual({ views: 1, counted: false });

    const other = await createUser(t.dataSource);
    const otherCookie = await sessionCookieFor(t.dataSource, other.id);
    expect((await view(article.id, FIREFOX, otherCookie).expect(200)).body).toEqual({ views: 2, counted: true });
  });

  it('counts the same viewer again on a new day', async () => {
    const reader = await createUser(t.dataSource);
    const cookie = await sessionCookieFor(t.dataSource, reader.id);
    // Yesterday's (UTC) visit, as the table would hold it.
    const yesterday = new Date(Date.now() - 24 * 3600_000).toISOString().slice(0, 10);
    await t.dataSource.query(
      `INSERT INTO "article_view_days" ("article_id", "viewer_key", "day") VALUES ($1, $2, $3::date)`,
      [article.id, reader.id, yesterday],
    );
    await t.dataSource.query(`UPDATE "articles" SET "views" = 1 WHERE "id" = $1`, [article.id]);

    expect((await view(article.id, FIREFOX, cookie).expect(200)).body).toEqual({ views: 2, counted: true });
    expect((await view(article.id, FIREFOX, cookie).expect(200)).body).toEqual({ views: 2, counted: false });
  });

  it('counts once when the same viewer opens the page many times at once', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => view(article.id, FIREFOX)));
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(responses.filter((r) => r.body.counted === true)).toHaveLength(1);
    expect((await articleCounters(t.dataSource, article.id)).views).toBe(1);
  });

  it('is limited by the default rate limit, not the stricter write limit', async () => {
    const previous = applyRateLimits({ write: 2 });
    try {
      const responses = await Promise.all(Array.from({ length: 5 }, () => view(article.id, SAFARI)));
      expect(responses.map((r) => r.status)).toEqual(Array(5).fill(200));
    } finally {
      applyRateLimits(previous);
    }
  });

  it.each(['abc', '99999999999', '999999'])('answers 404 "Article Not Found" for article %s', async (id) => {
    const response = await view(id, FIREFOX).expect(404);
    expect(response.body).toMatchObject({ statusCode: 404, message: 'Article Not Found' });
    const [{ count }] = await t.dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS "count" FROM "article_view_days"`,
    );
    expect(count).toBe(0);
  });
});
