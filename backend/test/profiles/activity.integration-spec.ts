import request from 'supertest';
import { ROOT_USER_ID } from '../../src/modules/users/root-user.js';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';
import { comment, follow, like, minute, revision } from './profile-fixtures.js';

interface EventBody {
  id: string;
  type: string;
  createdAt: string;
  actor: { id: string; username: string; role: string; isRoot: boolean };
  article: { id: number; title: string } | null;
  user: { id: string; username: string } | null;
}

describe('Activity', () => {
  const t = useTestApp();

  const setCreatedAt = (articleId: number, at: Date) =>
    t.dataSource.query(`UPDATE articles SET created_at = $2 WHERE id = $1`, [articleId, at]);

  /** One of each kind of event by `actor`, a minute apart, plus events by others that must not show. */
  async function busyUser() {
    const actor = await createUser(t.dataSource, { username: 'busy' });
    const other = await createUser(t.dataSource, { username: 'other' });
    const othersArticle = await createArticle(t.dataSource, other, { title: 'Other story' });
    await setCreatedAt(othersArticle.id, minute(0));
    await revision(t.dataSource, othersArticle.id, other.id, minute(0));
    const own = await createArticle(t.dataSource, actor, { title: 'Busy walk' });
    await setCreatedAt(own.id, minute(1));
    await revision(t.dataSource, own.id, actor.id, minute(1)); // the creation, not an edit
    await revision(t.dataSource, othersArticle.id, actor.id, minute(3));
    await comment(t.dataSource, othersArticle.id, actor.id, minute(4));
    await like(t.dataSource, othersArticle.id, actor.id, minute(5));
    await follow(t.dataSource, actor.id, other.id, minute(6));
    // Others acting on the actor's things are the others' activity, not the actor's.
    await like(t.dataSource, own.id, other.id, minute(7));
    await comment(t.dataSource, own.id, other.id, minute(8));
    await follow(t.dataSource, other.id, actor.id, minute(9));
    return { actor, other, own, othersArticle };
  }

  describe('GET /api/users/{id}/activity', () => {
    it("merges the user's articles, edits, comments, likes and follows, newest first", async () => {
      const { actor, other, own, othersArticle } = await busyUser();
      const response = await request(t.http)
        .get(`/api/users/${actor.id}/activity`)
        .set('Cookie', await sessionCookieFor(t.dataSource, other.id))
        .expect(200);
      const events = response.body.items as EventBody[];
      expect(events.map((e) => [e.type, e.createdAt])).toEqual([
        ['user_followed', minute(6).toISOString()],
        ['article_liked', minute(5).toISOString()],
        ['comment_created', minute(4).toISOString()],
        ['article_edited', minute(3).toISOString()],
        ['article_created', minute(1).toISOString()],
      ]);
      expect(events.every((e) => e.actor.id === actor.id && e.actor.username === 'busy')).toBe(true);
      expect(events[0].actor).toMatchObject({ role: 'user', isRoot: false, displayName: 'busy' });
      expect(events[0]).toMatchObject({ article: null, user: { id: other.id, username: 'other', role: 'user' } });
      expect(events[1]).toMatchObject({ article: { id: othersArticle.id, title: 'Other story' }, user: null });
      expect(events[4]).toMatchObject({ article: { id: own.id, title: 'Busy walk' } });
      expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
      expect(response.body.nextCursor).toBeNull();
    });

    it('pages through events without gaps or repeats, even when several share the same time', async () => {
      const { actor } = await busyUser();
      const otherArticle = await createArticle(t.dataSource, actor, { title: 'Same minute' });
      await setCreatedAt(otherArticle.id, minute(5)); // same time as the like
      await comment(t.dataSource, otherArticle.id, actor.id, minute(5));
      const cookie = await sessionCookieFor(t.dataSource, actor.id);
      const full = await request(t.http).get(`/api/users/${actor.id}/activity`).set('Cookie', cookie).expect(200);
      expect(full.body.items).toHaveLength(7);

      const paged: EventBody[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: request.Response = await request(t.http)
          .get(`/api/users/${actor.id}/activity`)
          .query({ limit: 2, ...(cursor ? { cursor } : {}) })
          .set('Cookie', cookie)
          .expect(200);
        paged.push(...(page.body.items as EventBody[]));
        cursor = page.body.nextCursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(pages).toBe(4);
      expect(paged.map((e) => e.id)).toEqual((full.body.items as EventBody[]).map((e) => e.id));
    });

    it('answers an empty list for a user who did nothing', async () => {
      const quiet = await createUser(t.dataSource);
      const response = await request(t.http)
        .get(`/api/users/${quiet.id}/activity`)
        .set('Cookie', await sessionCookieFor(t.dataSource, quiet.id))
        .expect(200);
      expect(response.body).toEqual({ items: [], nextCursor: null });
    });

    it("answers 404 for an unknown user and for the root admin's activity", async () => {
      const viewer = await createUser(t.dataSource);
      const cookie = await sessionCookieFor(t.dataSource, viewer.id);
      const unknown = await request(t.http)
        .get('/api/users/7f0c1d2e-3b4a-4c5d-8e6f-708192a3b4c5/activity')
        .set('Cookie', cookie)
        .expect(404);
      expect(unknown.body.message).toBe('User Not Found');
      await request(t.http).get(`/api/users/${ROOT_USER_ID}/activity`).set('Cookie', cookie).expect(404);
    });

    it('refuses a cursor naming an unknown event type with 400', async () => {
      const viewer = await createUser(t.dataSource);
      const cursor = Buffer.from(JSON.stringify(['2026-01-01T00:00:00Z', 'dropped_table|1'])).toString('base64url');
      const response = await request(t.http)
        .get(`/api/users/${viewer.id}/activity`)
        .query({ cursor })
        .set('Cookie', await sessionCookieFor(t.dataSource, viewer.id))
        .expect(400);
      expect(response.body.message).toBe('cursor is not a valid page cursor');
    });

    it('needs a session', async () => {
      const user = await createUser(t.dataSource);
      await request(t.http).get(`/api/users/${user.id}/activity`).expect(401);
    });
  });

  describe('GET /api/activity/recent', () => {
    it("answers the site's 10 newest events of every user, newest first", async () => {
      const { actor, other } = await busyUser();
      // busyUser makes 9 visible events (the two revision-1 rows are creations); add 3 more.
      const third = await createUser(t.dataSource, { username: 'third' });
      const late = await createArticle(t.dataSource, third, { title: 'Late news' });
      await setCreatedAt(late.id, minute(10));
      await like(t.dataSource, late.id, actor.id, minute(11));
      await follow(t.dataSource, third.id, other.id, minute(12));

      const response = await request(t.http)
        .get('/api/activity/recent')
        .set('Cookie', await sessionCookieFor(t.dataSource, other.id))
        .expect(200);
      const events = response.body as EventBody[];
      expect(events.map((e) => [e.type, e.actor.username, e.createdAt])).toEqual([
        ['user_followed', 'third', minute(12).toISOString()],
        ['article_liked', 'busy', minute(11).toISOString()],
        ['article_created', 'third', minute(10).toISOString()],
        ['user_followed', 'other', minute(9).toISOString()],
        ['comment_created', 'other', minute(8).toISOString()],
        ['article_liked', 'other', minute(7).toISOString()],
        ['user_followed', 'busy', minute(6).toISOString()],
        ['article_liked', 'busy', minute(5).toISOString()],
        ['comment_created', 'busy', minute(4).toISOString()],
        ['article_edited', 'busy', minute(3).toISOString()],
      ]);
      expect(events[0].user).toMatchObject({ id: other.id, username: 'other' });
      expect(events[2].article).toEqual({ id: late.id, title: 'Late news' });
    });

    it('answers an empty list on a new site', async () => {
      const user = await createUser(t.dataSource);
      const response = await request(t.http)
        .get('/api/activity/recent')
        .set('Cookie', await sessionCookieFor(t.dataSource, user.id))
        .expect(200);
      expect(response.body).toEqual([]);
    });
  });
});
