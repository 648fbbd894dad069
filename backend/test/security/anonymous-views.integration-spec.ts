import request from 'supertest';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { useTestAppWithEnv } from '../utils/app-with-env.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

describe('Anonymous views cannot inflate counts or trending', () => {
  // The test client connects from loopback; trusting it lets X-Forwarded-For play distinct visitors.
  const t = useTestAppWithEnv('views', {
    TRUST_PROXY: 'loopback',
    VIEWS_ANONYMOUS_DAILY_CAP: '3',
    RATE_LIMIT_VIEWS: '6',
  });

  const view = (articleId: number, address: string, userAgent = FIREFOX, cookie?: string) => {
    const call = request(t.http)
      .post(`/api/articles/${articleId}/views`)
      .set('Origin', SITE_ORIGIN)
      .set('User-Agent', userAgent)
      .set('X-Forwarded-For', address);
    return cookie ? call.set('Cookie', cookie) : call;
  };

  it('counts one address once a day, whatever User-Agent it sends', async () => {
    const article = await createArticle(t.dataSource, await createUser(t.dataSource));
    expect((await view(article.id, '203.0.113.10', 'agent-1').expect(200)).body).toEqual({ views: 1, counted: true });
    for (const agent of ['agent-2', 'agent-3', 'curl/8.0']) {
      expect((await view(article.id, '203.0.113.10', agent).expect(200)).body).toEqual({ views: 1, counted: false });
    }
  });

  it('treats addresses of one IPv6 /64 as one viewer', async () => {
    const article = await createArticle(t.dataSource, await createUser(t.dataSource));
    expect((await view(article.id, '2001:db8:1:2::1').expect(200)).body.counted).toBe(true);
    expect((await view(article.id, '2001:db8:1:2:aaaa:bbbb:cccc:dddd').expect(200)).body.counted).toBe(false);
    expect((await view(article.id, '2001:db8:1:3::1').expect(200)).body.counted).toBe(true);
  });

  it('caps the anonymous views one article gains per day; members still count', async () => {
    const author = await createUser(t.dataSource);
    const article = await createArticle(t.dataSource, author);
    for (let i = 1; i <= 3; i++)
      expect((await view(article.id, `198.51.100.${i}`).expect(200)).body.counted).toBe(true);
    expect((await view(article.id, '198.51.100.4').expect(200)).body).toEqual({ views: 3, counted: false });
    const member = await sessionCookieFor(t.dataSource, (await createUser(t.dataSource)).id);
    expect((await view(article.id, '198.51.100.5', FIREFOX, member).expect(200)).body).toEqual({
      views: 4,
      counted: true,
    });
  });

  it('has a low rate limit of its own per address', async () => {
    const articles = await Promise.all(
      Array.from({ length: 7 }, async () => createArticle(t.dataSource, await createUser(t.dataSource))),
    );
    const statuses: number[] = [];
    for (const article of articles) statuses.push((await view(article.id, '192.0.2.77')).status);
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses[6]).toBe(429);
  });

  it('weighs anonymous views less than members in trending', async () => {
    const author = await createUser(t.dataSource);
    const byVisitors = await createArticle(t.dataSource, author, { title: 'Two anonymous visitors' });
    const byMember = await createArticle(t.dataSource, author, { title: 'One member' });
    await view(byVisitors.id, '203.0.113.201').expect(200);
    await view(byVisitors.id, '203.0.113.202').expect(200);
    const member = await sessionCookieFor(t.dataSource, (await createUser(t.dataSource)).id);
    await view(byMember.id, '203.0.113.203', FIREFOX, member).expect(200);
    const trending = await request(t.http).get('/api/articles').query({ feed: 'trending' }).expect(200);
    expect(trending.body.items.map((item: { title: string }) => item.title)).toEqual([
      'One member',
      'Two anonymous visitors',
    ]);
  });
});
