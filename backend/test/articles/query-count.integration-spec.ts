import pg from 'pg';
import request from 'supertest';
import { UserRole } from '../../src/modules/users/user-role.js';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { captureQueries, stopBackgroundReads } from '../utils/query-counter.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';
import {
  as,
  comment,
  countQueries,
  follow,
  hoursAgo,
  like,
  signedIn,
  viewDay,
  utcDay,
  type Actor,
} from './article-fixtures.js';

/**
 * Every list and search runs the same number of SQL statements whatever the page size: no query
 * per row (N+1). 60 articles by 60 different authors, each with some activity, and pages of 5 and 50.
 */
describe('SQL statements per list request', () => {
  let t: TestApp;
  let reader: Actor;
  let admin: Actor;

  beforeAll(async () => {
    t = await createTestApp();
    stopBackgroundReads(t);
    await resetDatabase(t.dataSource);
    reader = await signedIn(t.dataSource, { role: UserRole.Moderator });
    admin = await signedIn(t.dataSource, { role: UserRole.Admin });
    for (let i = 0; i < 60; i += 1) {
      const author = await createUser(t.dataSource, { role: UserRole.Moderator });
      await follow(t.dataSource, reader.user.id, author.id);
      const article = await createArticle(t.dataSource, author, {
        title: `Bonding story ${i}`,
        content: `<p>Cellular bonding, part ${i}.</p>`,
        tags: ['bonding', `t${i % 7}`],
      });
      await like(t.dataSource, article.id, reader.user.id, hoursAgo(i));
      await comment(t.dataSource, article.id, author.id, hoursAgo(i + 1));
      await viewDay(t.dataSource, article.id, `viewer-${i}`, utcDay(i % 10));
      await createArticle(t.dataSource, reader.user, { title: `Own ${i}`, tags: ['mine'] });
    }
    await as(t, reader)
      .post('/api/articles')
      .send({ title: 'With history', content: '<p>x</p>', category: 'Technology' });
  });
  afterAll(() => t.close());

  const cases: [string, () => Actor, string, Record<string, unknown>][] = [
    ['latest', () => reader, '/api/articles', {}],
    ['latest with filters', () => reader, '/api/articles', { category: 'Technology', tag: 'bonding' }],
    ['trending', () => reader, '/api/articles', { feed: 'trending' }],
    ['following', () => reader, '/api/articles', { feed: 'following' }],
    ['mine', () => reader, '/api/articles', { feed: 'mine' }],
    ['search with words', () => reader, '/api/articles/search', { q: 'bonding' }],
    ['search with a typo', () => reader, '/api/articles/search', { q: 'bonidng stroy' }],
    ['search with filters only', () => reader, '/api/articles/search', { tag: 'bonding' }],
    [
      'search most liked, dated',
      () => reader,
      '/api/articles/search',
      { q: 'bonding', sort: 'likes', from: '2000-01-01' },
    ],
    ['search without words, most viewed', () => reader, '/api/articles/search', { tag: 'bonding', sort: 'views' }],
    ['admin content list', () => admin, '/api/admin/articles', {}],
  ];

  it.each(cases)('%s: same count for 5 and 50 rows, and few statements', async (_name, actor, path, query) => {
    const run = (limit: number) => async () => {
      const response = await as(t, actor())
        .get(path)
        .query({ ...query, limit })
        .expect(200);
      expect(response.body.items).toHaveLength(limit);
    };
    const small = await countQueries(t.dataSource, run(5));
    const large = await countQueries(t.dataSource, run(50));
    expect(large).toBe(small);
    // The feature setting, at most four statements of the list itself and one for the chosen flairs of
    // the authors (the session's user comes with the session, outside TypeORM); a word search adds
    // BEGIN, SET LOCAL statement_timeout and COMMIT around its statements.
    expect(small).toBeLessThanOrEqual(typeof query.q === 'string' ? 9 : 6);
  });

  it("reads the article page in one statement, its bylines' chosen flairs included", async () => {
    const [{ id }] = await t.dataSource.query<{ id: number }[]>(
      `SELECT id FROM articles WHERE author_id = $1 LIMIT 1`,
      [reader.user.id],
    );
    await as(t, reader).patch(`/api/articles/${id}`).send({ title: 'Edited once' }).expect(200);
    const anonymous = await captureQueries(t.dataSource, () => request(t.http).get(`/api/articles/${id}`).expect(200));
    expect(anonymous).toHaveLength(1);
    expect(await countQueries(t.dataSource, () => as(t, reader).get(`/api/articles/${id}`).expect(200))).toBe(1);
  });

  it('sends the hottest reads as prepared statements: the session with its user, the article page, the flairs', async () => {
    const [{ id }] = await t.dataSource.query<{ id: number }[]>(`SELECT id FROM articles ORDER BY id LIMIT 1`);
    const spy = jest.spyOn(pg.Client.prototype, 'query');
    try {
      await as(t, reader).get(`/api/articles/${id}`).expect(200);
      await as(t, reader).get(`/api/articles/${id}/comments`).expect(200);
      const names = spy.mock.calls.map(([config]) => (config as { name?: string }).name).filter(Boolean);
      expect(new Set(names)).toEqual(new Set(['session-with-user', 'article-page', 'active-flairs-of']));
    } finally {
      spy.mockRestore();
    }
  });

  it('tags, revisions and the ledger also run a fixed, small number of statements', async () => {
    const tags = await countQueries(t.dataSource, () => as(t, reader).get('/api/articles/tags').expect(200));
    expect(tags).toBeLessThanOrEqual(3);
    const ledger = (limit: number) => () => as(t, reader).get('/api/points/ledger').query({ limit }).expect(200);
    expect(await countQueries(t.dataSource, ledger(1))).toBe(await countQueries(t.dataSource, ledger(50)));
  });
});
