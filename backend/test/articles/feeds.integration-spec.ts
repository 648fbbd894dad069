import request from 'supertest';
import { UserRole } from '../../src/modules/users/user-role.js';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { useTestApp } from '../utils/test-app.js';
import { as, comment, follow, hoursAgo, like, signedIn, titles, utcDay, viewDay } from './article-fixtures.js';

describe('Article feeds (GET /api/articles?feed=)', () => {
  const t = useTestApp();

  describe('following', () => {
    it("lists only the followed authors' articles, newest first", async () => {
      const reader = await signedIn(t.dataSource);
      const followed = await createUser(t.dataSource, { role: UserRole.Moderator });
      const alsoFollowed = await createUser(t.dataSource, { role: UserRole.Moderator });
      const stranger = await createUser(t.dataSource, { role: UserRole.Moderator });
      await follow(t.dataSource, reader.user.id, followed.id);
      await follow(t.dataSource, reader.user.id, alsoFollowed.id);
      await createArticle(t.dataSource, followed, { title: 'F1', createdAt: new Date('2025-01-01Z') });
      await createArticle(t.dataSource, stranger, { title: 'S1', createdAt: new Date('2025-02-01Z') });
      await createArticle(t.dataSource, alsoFollowed, { title: 'A1', createdAt: new Date('2025-03-01Z') });
      await createArticle(t.dataSource, followed, { title: 'F2', createdAt: new Date('2025-04-01Z') });
      await createArticle(t.dataSource, reader.user, { title: 'Own', createdAt: new Date('2025-05-01Z') });

      const response = await as(t, reader).get('/api/articles').query({ feed: 'following' }).expect(200);
      expect(titles(response.body)).toEqual(['F2', 'A1', 'F1']);
      expect(response.body.total).toBe(3);
    });

    it('is empty for someone who follows nobody', async () => {
      const reader = await signedIn(t.dataSource);
      await createArticle(t.dataSource, await createUser(t.dataSource));
      const response = await as(t, reader).get('/api/articles').query({ feed: 'following' }).expect(200);
      expect(response.body).toEqual({ items: [], nextCursor: null, total: 0, totalIsEstimate: false });
    });

    it('needs sign-in', async () => {
      const response = await request(t.http).get('/api/articles').query({ feed: 'following' }).expect(401);
      expect(response.body.message).toBe('Please sign in to continue.');
    });
  });

  describe('mine', () => {
    it("lists the signed-in user's own articles, newest first, with filters", async () => {
      const me = await signedIn(t.dataSource, { role: UserRole.Moderator });
      const other = await createUser(t.dataSource);
      await createArticle(t.dataSource, me.user, { title: 'Mine old', createdAt: new Date('2024-01-01Z') });
      await createArticle(t.dataSource, other, { title: 'Not mine', createdAt: new Date('2024-06-01Z') });
      await createArticle(t.dataSource, me.user, {
        title: 'Mine new',
        category: 'Drama & Events',
        createdAt: new Date('2025-01-01Z'),
      });

      const all = await as(t, me).get('/api/articles').query({ feed: 'mine' }).expect(200);
      expect(titles(all.body)).toEqual(['Mine new', 'Mine old']);
      const filtered = await as(t, me)
        .get('/api/articles')
        .query({ feed: 'mine', category: 'Drama & Events' })
        .expect(200);
      expect(titles(filtered.body)).toEqual(['Mine new']);
    });

    it('needs sign-in', async () => {
      await request(t.http).get('/api/articles').query({ feed: 'mine' }).expect(401);
    });
  });

  describe('latest', () => {
    it('is the default, and pages without skipping rows created within the same millisecond', async () => {
      const author = await createUser(t.dataSource);
      // Rows a microsecond apart: a cursor cut to milliseconds would skip some of them.
      for (let i = 0; i < 6; i += 1) {
        await t.dataSource.query(
          `INSERT INTO articles (title, content, category, author_id, created_at)
           VALUES ($1, '<p>x</p>', 'Technology', $2, '2025-01-01T00:00:00.123Z'::timestamptz + make_interval(secs => $3 / 1000000.0))`,
          [`M${i}`, author.id, i * 100],
        );
      }
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const response: request.Response = await request(t.http)
          .get('/api/articles')
          .query({ feed: 'latest', limit: 2, ...(cursor ? { cursor } : {}) })
          .expect(200);
        seen.push(...titles(response.body));
        cursor = response.body.nextCursor;
      } while (cursor);
      expect(seen).toEqual(['M5', 'M4', 'M3', 'M2', 'M1', 'M0']);
    });

    it('rejects an unknown feed and a cursor of another feed', async () => {
      const badFeed = await request(t.http).get('/api/articles').query({ feed: 'popular' }).expect(400);
      expect(badFeed.body.errors).toEqual([
        { field: 'feed', reason: expect.stringContaining('feed must be one of the following values') },
      ]);
      const author = await createUser(t.dataSource);
      await createArticle(t.dataSource, author);
      await createArticle(t.dataSource, author);
      const trending = await request(t.http).get('/api/articles').query({ feed: 'trending', limit: 1 }).expect(200);
      const mixed = await request(t.http)
        .get('/api/articles')
        .query({ feed: 'latest', cursor: trending.body.nextCursor })
        .expect(400);
      expect(mixed.body.message).toBe('cursor is not a valid page cursor');
    });
  });

  describe('trending', () => {
    it('orders by recent likes, comments and views with a time decay, ignoring activity older than 14 days', async () => {
      const author = await createUser(t.dataSource);
      const fans = await Promise.all(Array.from({ length: 3 }, () => createUser(t.dataSource)));
      const quiet = await createArticle(t.dataSource, author, { title: 'Quiet', createdAt: new Date('2025-01-01Z') });
      const stale = await createArticle(t.dataSource, author, { title: 'Stale', createdAt: new Date('2024-01-01Z') });
      const viewed = await createArticle(t.dataSource, author, { title: 'Viewed long ago' });
      const liked = await createArticle(t.dataSource, author, { title: 'Liked just now' });
      const discussed = await createArticle(t.dataSource, author, { title: 'Discussed' });
      const oldBurst = await createArticle(t.dataSource, author, { title: 'Old burst' });

      // Discussed: 2 comments 2 days ago = 2 * 5 * 0.5^(2/3) ≈ 6.30
      await comment(t.dataSource, discussed.id, fans[0].id, hoursAgo(48));
      await comment(t.dataSource, discussed.id, fans[1].id, hoursAgo(48));
      // Liked just now: 1 like an hour ago ≈ 3 * 0.99 ≈ 2.97
      await like(t.dataSource, liked.id, fans[0].id, hoursAgo(1));
      // Viewed long ago: 5 viewer-days 10 days ago = 5 * 0.5^(10/3) ≈ 0.50
      for (let i = 0; i < 5; i += 1) await viewDay(t.dataSource, viewed.id, `viewer-${i}`, utcDay(10));
      // Old burst: lots of activity, all older than 14 days: 0
      for (const fan of fans) await like(t.dataSource, oldBurst.id, fan.id, hoursAgo(24 * 15));
      await comment(t.dataSource, oldBurst.id, fans[0].id, hoursAgo(24 * 20));
      await viewDay(t.dataSource, oldBurst.id, 'viewer-x', utcDay(15));
      expect(quiet.id).toBeLessThan(stale.id);

      const response = await request(t.http).get('/api/articles').query({ feed: 'trending' }).expect(200);
      // Articles without recent activity follow, newest id first.
      expect(titles(response.body)).toEqual([
        'Discussed',
        'Liked just now',
        'Viewed long ago',
        'Old burst',
        'Stale',
        'Quiet',
      ]);
      expect(response.body.total).toBe(6);
    });

    it('pages through the same order with cursors, ties included, without repeats or gaps', async () => {
      const author = await createUser(t.dataSource);
      const fan = await createUser(t.dataSource);
      const ids: number[] = [];
      for (let i = 0; i < 7; i += 1) ids.push((await createArticle(t.dataSource, author, { title: `T${i}` })).id);
      // Two articles with identical scores, one higher, the rest at zero.
      const sameMoment = hoursAgo(1);
      await like(t.dataSource, ids[2], fan.id, sameMoment);
      await like(t.dataSource, ids[5], fan.id, sameMoment);
      await comment(t.dataSource, ids[0], fan.id, hoursAgo(2));

      const whole = await request(t.http).get('/api/articles').query({ feed: 'trending', limit: 50 }).expect(200);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const response: request.Response = await request(t.http)
          .get('/api/articles')
          .query({ feed: 'trending', limit: 2, ...(cursor ? { cursor } : {}) })
          .expect(200);
        seen.push(...titles(response.body));
        cursor = response.body.nextCursor;
      } while (cursor);
      expect(seen).toEqual(titles(whole.body));
      expect(seen).toEqual(['T0', 'T5', 'T2', 'T6', 'T4', 'T3', 'T1']);
    });

    it('applies the category and tag filters', async () => {
      const author = await createUser(t.dataSource);
      const fan = await createUser(t.dataSource);
      const tech = await createArticle(t.dataSource, author, { title: 'Tech', category: 'Technology', tags: ['rigs'] });
      await createArticle(t.dataSource, author, { title: 'Drama', category: 'Drama & Events', tags: ['rigs'] });
      await like(t.dataSource, tech.id, fan.id, hoursAgo(1));
      const byCategory = await request(t.http)
        .get('/api/articles')
        .query({ feed: 'trending', category: 'Drama & Events' })
        .expect(200);
      expect(titles(byCategory.body)).toEqual(['Drama']);
      expect(byCategory.body.total).toBe(1);
      const byTag = await request(t.http).get('/api/articles').query({ feed: 'trending', tag: 'rigs' }).expect(200);
      expect(titles(byTag.body)).toEqual(['Tech', 'Drama']);
    });
  });
});
