import request from 'supertest';
import { UserRole } from '../src/modules/users/user-role.js';
import { createArticle } from './factories/article.factory.js';
import { createUser } from './factories/user.factory.js';
import { useTestApp } from './utils/test-app.js';
import { bulkArticles, captureQueries, comment, hoursAgo, like } from './articles/article-fixtures.js';

describe('Articles API', () => {
  const t = useTestApp();

  describe('GET /api/articles', () => {
    it('lists articles newest first with author, preview and counts', async () => {
      const author = await createUser(t.dataSource, {
        username: 'historian',
        role: UserRole.Moderator,
        firstName: 'Ada',
        lastName: 'Stone',
        showRealName: true,
        displayNamePreference: 'realname',
      });
      await createArticle(t.dataSource, author, { title: 'Older', createdAt: new Date('2024-01-01T00:00:00Z') });
      await createArticle(t.dataSource, author, {
        title: 'Newer',
        content: `<h2>Intro</h2><p>${'word '.repeat(80)}</p>`,
        tags: ['a', 'b', 'c', 'd'],
        views: 7,
        createdAt: new Date('2025-01-01T00:00:00Z'),
      });

      const response = await request(t.http).get('/api/articles').expect(200);

      expect(response.body.total).toBe(2);
      expect(response.body.nextCursor).toBeNull();
      expect(response.body.items.map((a: { title: string }) => a.title)).toEqual(['Newer', 'Older']);
      const [newer] = response.body.items;
      expect(newer).toMatchObject({
        authorName: 'Ada Stone',
        author: { username: 'historian', displayName: 'Ada Stone', role: 'moderator' },
        tags: ['a', 'b', 'c', 'd'],
        views: 7,
        likes: 0,
        commentCount: 0,
        previewTruncated: true,
      });
      expect(newer.preview).toHaveLength(200);
      expect(newer.preview.startsWith('Intro word word')).toBe(true);
      expect(newer).not.toHaveProperty('content');
    });

    it('pages with a cursor until the last page, without repeating or skipping', async () => {
      const author = await createUser(t.dataSource);
      const sameInstant = new Date('2025-05-05T00:00:00Z');
      for (let i = 0; i < 5; i += 1) {
        await createArticle(t.dataSource, author, { title: `A${i}`, createdAt: sameInstant });
      }
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const response: request.Response = await request(t.http)
          .get('/api/articles')
          .query({ limit: 2, ...(cursor ? { cursor } : {}) })
          .expect(200);
        expect(response.body.total).toBe(5);
        seen.push(...response.body.items.map((a: { title: string }) => a.title));
        cursor = response.body.nextCursor;
        pages += 1;
      } while (cursor);
      expect(pages).toBe(3);
      expect([...seen].sort()).toEqual(['A0', 'A1', 'A2', 'A3', 'A4']);
    });

    it('filters by category and tag (tags match whatever the case typed)', async () => {
      const author = await createUser(t.dataSource);
      await createArticle(t.dataSource, author, { title: 'Bitrate wars', category: 'Technology', tags: ['bonding'] });
      await createArticle(t.dataSource, author, { title: 'A ban wave', category: 'Drama & Events', tags: ['bans'] });
      await createArticle(t.dataSource, author, { title: '100% uptime', category: 'Technology', content: '<p>x</p>' });

      const byCategory = await request(t.http).get('/api/articles').query({ category: 'Drama & Events' }).expect(200);
      expect(byCategory.body.items.map((a: { title: string }) => a.title)).toEqual(['A ban wave']);

      const byTag = await request(t.http).get('/api/articles').query({ tag: ' Bonding ' }).expect(200);
      expect(byTag.body.items.map((a: { title: string }) => a.title)).toEqual(['Bitrate wars']);
      expect(byTag.body.total).toBe(1);
    });

    it("counts up to 1,000 articles; past that the total is the planner's estimate, flagged as one", async () => {
      const author = await createUser(t.dataSource, { role: UserRole.Moderator });
      await createArticle(t.dataSource, author, { title: 'Rare one', category: 'Drama & Events' });
      await bulkArticles(t.dataSource, author.id, 1100, 'bulk');

      const all = await request(t.http).get('/api/articles').query({ limit: 5 }).expect(200);
      expect(all.body.totalIsEstimate).toBe(true);
      expect(all.body.total).toBeGreaterThan(1000);
      expect(all.body.items).toHaveLength(5);
      // A cursor page answers the same way (no page counts every article).
      const next = await request(t.http)
        .get('/api/articles')
        .query({ limit: 5, cursor: all.body.nextCursor })
        .expect(200);
      expect(next.body.totalIsEstimate).toBe(true);

      const few = await request(t.http).get('/api/articles').query({ category: 'Drama & Events' }).expect(200);
      expect(few.body).toMatchObject({ total: 1, totalIsEstimate: false });
    });

    it('creates no session and reads no session store for anonymous readers', async () => {
      await createArticle(t.dataSource, await createUser(t.dataSource), { title: 'Open to all' });
      const statements = await captureQueries(t.dataSource, async () => {
        const response = await request(t.http).get('/api/articles').expect(200);
        expect(response.headers['set-cookie']).toBeUndefined();
      });
      expect(statements.filter((sql) => sql.includes('user_sessions'))).toEqual([]);
      expect(await t.dataSource.query('SELECT count(*)::int AS n FROM user_sessions')).toEqual([{ n: 0 }]);
    });

    it('no longer takes q: searching is GET /api/articles/search', async () => {
      const response = await request(t.http).get('/api/articles').query({ q: 'bitrate' }).expect(400);
      expect(response.body.errors).toEqual([{ field: 'q', reason: 'property q should not exist' }]);
    });

    it('rejects bad query values with the field and the reason', async () => {
      const response = await request(t.http).get('/api/articles').query({ limit: 0, category: 'Cooking' }).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'Validation failed' });
      const fields = response.body.errors.map((e: { field: string }) => e.field);
      expect(fields).toEqual(expect.arrayContaining(['limit', 'category']));
    });

    it('rejects unknown query fields and malformed cursors', async () => {
      const unknown = await request(t.http).get('/api/articles').query({ sort: 'views' }).expect(400);
      expect(unknown.body.errors).toEqual([{ field: 'sort', reason: 'property sort should not exist' }]);

      const badCursor = await request(t.http).get('/api/articles').query({ cursor: 'not-a-cursor' }).expect(400);
      expect(badCursor.body.message).toBe('cursor is not a valid page cursor');
    });
  });

  describe('GET /api/articles/:id', () => {
    it('returns the article with its body', async () => {
      const author = await createUser(t.dataSource, { username: 'writer' });
      const article = await createArticle(t.dataSource, author, {
        title: 'The first IRL stream',
        content: '<p>Hi</p>',
      });

      const response = await request(t.http).get(`/api/articles/${article.id}`).expect(200);
      expect(response.body).toMatchObject({ id: article.id, title: 'The first IRL stream', content: '<p>Hi</p>' });
      expect(response.body.author.username).toBe('writer');
    });

    it('reads the article, its author, last editor, category, tags and counts in one statement', async () => {
      const author = await createUser(t.dataSource, { username: 'writer', role: UserRole.Moderator });
      const editor = await createUser(t.dataSource, { username: 'fixer' });
      const reader = await createUser(t.dataSource);
      const article = await createArticle(t.dataSource, author, {
        title: 'Counted',
        category: 'Technology',
        tags: ['bonding', 'gear'],
      });
      await like(t.dataSource, article.id, reader.id, hoursAgo(1));
      await comment(t.dataSource, article.id, reader.id, hoursAgo(2));
      await comment(t.dataSource, article.id, editor.id, hoursAgo(3));
      // The counters the engagement services keep beside the rows, and a last edit.
      await t.dataSource.query(
        `UPDATE articles SET like_count = 1, comment_count = 2, edited_by = $1, edited_at = now() WHERE id = $2`,
        [editor.id, article.id],
      );

      let body: Record<string, unknown> = {};
      const statements = await captureQueries(t.dataSource, async () => {
        body = (await request(t.http).get(`/api/articles/${article.id}`).expect(200)).body;
      });
      expect(body).toMatchObject({
        category: 'Technology',
        tags: ['bonding', 'gear'],
        likes: 1,
        commentCount: 2,
        author: { username: 'writer' },
        editedBy: { username: 'fixer' },
      });
      expect(statements.filter((sql) => /FROM "articles"/.test(sql))).toHaveLength(1);
    });

    it.each(['999999', 'abc', '99999999999', '-1', '1.5'])('answers 404 "Article Not Found" for id %s', async (id) => {
      const response = await request(t.http).get(`/api/articles/${id}`).expect(404);
      expect(response.body).toMatchObject({
        statusCode: 404,
        message: 'Article Not Found',
        path: `/api/articles/${id}`,
      });
    });
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const response = await request(t.http).get('/api/nothing-here').expect(404);
    expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(typeof response.body.timestamp).toBe('string');
  });

  it('answers malformed JSON bodies with 400, not 500', async () => {
    const response = await request(t.http)
      .post('/api/articles')
      .set('Content-Type', 'application/json')
      .send('{"title": ')
      .expect(400);
    expect(response.body.statusCode).toBe(400);
  });
});
