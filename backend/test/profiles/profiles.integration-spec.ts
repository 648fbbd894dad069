import request from 'supertest';
import { UserRole } from '../../src/modules/users/user-role.js';
import { ROOT_USER_ID } from '../../src/modules/users/root-user.js';
import { UserStatsService } from '../../src/modules/profiles/user-stats.service.js';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { browserRequest, sessionCookieFor } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';
import { comment, follow, like, minute, revision } from './profile-fixtures.js';

describe('Profiles', () => {
  const t = useTestApp();

  const cookieFor = (userId: string) => sessionCookieFor(t.dataSource, userId);
  const getProfile = async (username: string, viewerId: string, status: number) =>
    request(t.http)
      .get(`/api/users/by-username/${encodeURIComponent(username)}`)
      .set('Cookie', await cookieFor(viewerId))
      .expect(status);

  describe('GET /api/users/by-username/{username}', () => {
    it('needs a session', async () => {
      await createUser(t.dataSource, { username: 'ada' });
      const response = await request(t.http).get('/api/users/by-username/ada').expect(401);
      expect(response.body.message).toBe('Please sign in to continue.');
    });

    it('finds the user ignoring case and a leading @', async () => {
      const ada = await createUser(t.dataSource, { username: 'Ada_Streams' });
      const viewer = await createUser(t.dataSource);
      const response = await getProfile('@ada_streams', viewer.id, 200);
      expect(response.body).toMatchObject({ id: ada.id, username: 'Ada_Streams', displayName: 'Ada_Streams' });
    });

    it('finds a username stored with a leading @ when asked without it', async () => {
      const irl = await createUser(t.dataSource, { username: '@irlguy' });
      const viewer = await createUser(t.dataSource);
      const response = await getProfile('IRLGUY', viewer.id, 200);
      expect(response.body.id).toBe(irl.id);
    });

    it('also finds the user by id, as article cards link to /profile/{id}', async () => {
      const user = await createUser(t.dataSource, { username: 'by_id' });
      const viewer = await createUser(t.dataSource);
      const response = await getProfile(user.id.toUpperCase(), viewer.id, 200);
      expect(response.body).toMatchObject({ id: user.id, username: 'by_id' });
      await getProfile('7f0c1d2e-3b4a-4c5d-8e6f-708192a3b4c5', viewer.id, 404);
      await getProfile(ROOT_USER_ID, viewer.id, 404);
    });

    it('resolves a username that is also a path word of the /users/{id}/... routes', async () => {
      const user = await createUser(t.dataSource, { username: 'followers' });
      const viewer = await createUser(t.dataSource);
      const response = await getProfile('followers', viewer.id, 200);
      expect(response.body.id).toBe(user.id);
    });

    it("answers 404 'User Not Found' for a username nobody has", async () => {
      const viewer = await createUser(t.dataSource);
      const response = await getProfile('nobody-here', viewer.id, 404);
      expect(response.body.message).toBe('User Not Found');
      await getProfile('x'.repeat(300), viewer.id, 404);
    });

    it('hides the e-mail and the real name from other users by default', async () => {
      await createUser(t.dataSource, {
        username: 'quiet',
        email: 'quiet@example.test',
        firstName: 'Quinn',
        lastName: 'Iet',
        bio: 'I stream walks.',
        twitterHandle: 'quiet_walks',
      });
      const viewer = await createUser(t.dataSource);
      const response = await getProfile('quiet', viewer.id, 200);
      expect(response.body).toMatchObject({
        username: 'quiet',
        displayName: 'quiet',
        email: null,
        firstName: null,
        lastName: null,
        bio: 'I stream walks.',
        twitterHandle: 'quiet_walks',
        isOwnProfile: false,
        isFollowing: false,
        isBanned: null,
        settings: null,
      });
      expect(JSON.stringify(response.body)).not.toContain('quiet@example.test');
      expect(JSON.stringify(response.body)).not.toContain('Quinn');
    });

    it('shows the e-mail and the real name to others when the user allows it', async () => {
      await createUser(t.dataSource, {
        username: 'open',
        email: 'open@example.test',
        firstName: 'Olive',
        lastName: 'Pen',
        showEmail: true,
        showRealName: true,
        displayNamePreference: 'realname',
      });
      const viewer = await createUser(t.dataSource);
      const response = await getProfile('open', viewer.id, 200);
      expect(response.body).toMatchObject({
        displayName: 'Olive Pen',
        email: 'open@example.test',
        firstName: 'Olive',
        lastName: 'Pen',
      });
    });

    it('shows users their own e-mail, real name and settings', async () => {
      const me = await createUser(t.dataSource, {
        username: 'me',
        email: 'me@example.test',
        firstName: 'Mia',
        lastName: 'Self',
        displayNamePreference: 'realname',
      });
      const response = await getProfile('me', me.id, 200);
      expect(response.body).toMatchObject({
        // showRealName is off, so the shown name stays the username even on one's own profile.
        displayName: 'me',
        email: 'me@example.test',
        firstName: 'Mia',
        lastName: 'Self',
        isOwnProfile: true,
        isFollowing: false,
        settings: {
          showRealName: false,
          showEmail: false,
          displayNamePreference: 'realname',
          showOnlineStatus: true,
          allowFriendRequests: true,
        },
      });
    });

    it('shows admins the e-mail and the ban status, but not a hidden real name', async () => {
      await createUser(t.dataSource, {
        username: 'banned_one',
        email: 'b@example.test',
        firstName: 'Ben',
        isBanned: true,
        banReason: 'spam',
      });
      const admin = await createUser(t.dataSource, { role: UserRole.Admin });
      const moderator = await createUser(t.dataSource, { role: UserRole.Moderator });
      const asAdmin = await getProfile('banned_one', admin.id, 200);
      expect(asAdmin.body).toMatchObject({ email: 'b@example.test', firstName: null, isBanned: true });
      const asModerator = await getProfile('banned_one', moderator.id, 200);
      expect(asModerator.body).toMatchObject({ email: null, isBanned: null });
    });

    it('does not show the root admin to anyone else, admins included', async () => {
      const admin = await createUser(t.dataSource, { role: UserRole.Admin });
      const response = await getProfile('root', admin.id, 404);
      expect(response.body.message).toBe('User Not Found');
      const own = await getProfile('root', ROOT_USER_ID, 200);
      expect(own.body).toMatchObject({ id: ROOT_USER_ID, displayName: 'ROOT', isRoot: true, isOwnProfile: true });
    });

    it('counts the stats from real articles, edits, comments, likes and follows', async () => {
      const author = await createUser(t.dataSource, { username: 'author' });
      const other = await createUser(t.dataSource);
      const third = await createUser(t.dataSource);
      const first = await createArticle(t.dataSource, author, { views: 5 });
      const second = await createArticle(t.dataSource, author, { views: 7 });
      const othersArticle = await createArticle(t.dataSource, other, { views: 100 });
      // Revision 1 of each article is its creation; the later ones are edits.
      await revision(t.dataSource, first.id, author.id, minute(1));
      await revision(t.dataSource, second.id, author.id, minute(1));
      await revision(t.dataSource, othersArticle.id, other.id, minute(1));
      await revision(t.dataSource, first.id, author.id, minute(2));
      await revision(t.dataSource, first.id, author.id, minute(3));
      await revision(t.dataSource, othersArticle.id, author.id, minute(4));
      await revision(t.dataSource, othersArticle.id, other.id, minute(5)); // someone else's edit
      // Comments the author wrote: 3 (one on their own article).
      await comment(t.dataSource, first.id, author.id);
      await comment(t.dataSource, othersArticle.id, author.id);
      await comment(t.dataSource, othersArticle.id, author.id);
      // Received from others: 2 comments and 3 likes; the author's own like earns nothing.
      await comment(t.dataSource, second.id, other.id);
      await comment(t.dataSource, second.id, third.id);
      await like(t.dataSource, first.id, other.id);
      await like(t.dataSource, first.id, third.id);
      await like(t.dataSource, second.id, third.id);
      await like(t.dataSource, first.id, author.id);
      await like(t.dataSource, othersArticle.id, author.id);
      await follow(t.dataSource, other.id, author.id);
      await follow(t.dataSource, third.id, author.id);
      await follow(t.dataSource, author.id, third.id);

      const response = await getProfile('author', other.id, 200);
      expect(response.body.stats).toEqual({
        contributorScore: 10 * 2 + 2 * 3 + 1 * 3,
        karma: 3 + 2,
        articleCount: 2,
        totalViews: 12,
        followers: 2,
        following: 1,
      });
      expect(response.body.isFollowing).toBe(true);
      const stranger = await createUser(t.dataSource);
      expect((await getProfile('author', stranger.id, 200)).body.isFollowing).toBe(false);
    });

    it('counts an article written and then edited through the articles API (creation is not an edit)', async () => {
      const writer = await createUser(t.dataSource, { username: 'api_writer', role: UserRole.Moderator });
      const cookie = await cookieFor(writer.id);
      const created = await browserRequest(t.http, 'post', '/api/articles', cookie)
        .send({ title: 'Street streaming', content: '<p>First version</p>', category: 'Technology' })
        .expect(201);
      await browserRequest(t.http, 'patch', `/api/articles/${created.body.id}`, cookie)
        .send({ content: '<p>Second version</p>' })
        .expect(200);
      const response = await getProfile('api_writer', writer.id, 200);
      expect(response.body.stats).toMatchObject({ contributorScore: 10 + 2, articleCount: 1 });
      const activity = await request(t.http).get(`/api/users/${writer.id}/activity`).set('Cookie', cookie).expect(200);
      expect(activity.body.items.map((event: { type: string }) => event.type)).toEqual([
        'article_edited',
        'article_created',
      ]);
    });

    it('answers zeros for a user with no activity', async () => {
      const viewer = await createUser(t.dataSource);
      await createUser(t.dataSource, { username: 'newcomer' });
      const response = await getProfile('newcomer', viewer.id, 200);
      expect(response.body.stats).toEqual({
        contributorScore: 0,
        karma: 0,
        articleCount: 0,
        totalViews: 0,
        followers: 0,
        following: 0,
      });
    });
  });

  describe('UserStatsService.statsFor (for the session DTO)', () => {
    it('answers the same figures as the profile for several users at once, leaving unknown ids out', async () => {
      const a = await createUser(t.dataSource);
      const b = await createUser(t.dataSource);
      const article = await createArticle(t.dataSource, a, { views: 3 });
      await like(t.dataSource, article.id, b.id);
      await comment(t.dataSource, article.id, b.id);
      const stats = await t.app.get(UserStatsService).statsFor([a.id, b.id, '00000000-0000-4000-8000-00000000dead']);
      expect([...stats.keys()].sort()).toEqual([a.id, b.id].sort());
      expect(stats.get(a.id)).toEqual({
        contributorScore: 10,
        karma: 2,
        articleCount: 1,
        totalViews: 3,
        followers: 0,
        following: 0,
      });
      expect(stats.get(b.id)).toMatchObject({ contributorScore: 1, karma: 0, articleCount: 0 });
    });
  });

  describe('GET /api/users/by-username/{username}/articles', () => {
    it("lists the user's articles newest first, page by page, without gaps or repeats", async () => {
      const author = await createUser(t.dataSource, { username: 'writer' });
      const other = await createUser(t.dataSource);
      await createArticle(t.dataSource, other, { title: 'Not theirs' });
      // Microseconds apart, and ids in the opposite order of time: a cursor rounded to
      // milliseconds, or one ordered by id, would skip or repeat some of them.
      const byAge = { Newest: 300, Newer: 200, Middle: 100, Oldest: 0 };
      for (const [title, micros] of Object.entries(byAge)) {
        const article = await createArticle(t.dataSource, author, { title });
        await t.dataSource.query(
          `UPDATE articles SET created_at = $2::timestamptz + ($3 || ' microseconds')::interval WHERE id = $1`,
          [article.id, '2026-02-01T10:00:00.000Z', String(micros)],
        );
      }
      const cookie = await cookieFor(other.id);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: request.Response = await request(t.http)
          .get('/api/users/by-username/WRITER/articles')
          .query({ limit: 3, ...(cursor ? { cursor } : {}) })
          .set('Cookie', cookie)
          .expect(200);
        expect(page.body.total).toBe(4);
        seen.push(...page.body.items.map((item: { title: string }) => item.title));
        cursor = page.body.nextCursor;
        pages += 1;
      } while (cursor && pages < 5);
      expect(seen).toEqual(['Newest', 'Newer', 'Middle', 'Oldest']);
      expect(pages).toBe(2);
    });

    it('answers article cards with the author and the preview', async () => {
      const author = await createUser(t.dataSource, { username: 'carder' });
      await createArticle(t.dataSource, author, {
        title: 'Card',
        content: '<p>Hello <strong>world</strong></p>',
        views: 9,
      });
      const response = await request(t.http)
        .get('/api/users/by-username/carder/articles')
        .set('Cookie', await cookieFor(author.id))
        .expect(200);
      expect(response.body).toMatchObject({ total: 1, nextCursor: null });
      expect(response.body.items[0]).toMatchObject({
        title: 'Card',
        preview: 'Hello world',
        authorId: author.id,
        authorName: 'carder',
        author: { id: author.id, username: 'carder' },
        views: 9,
      });
      expect(response.body.items[0]).not.toHaveProperty('content');
    });

    it('answers an empty list for a user without articles', async () => {
      const user = await createUser(t.dataSource, { username: 'blank' });
      const response = await request(t.http)
        .get('/api/users/by-username/blank/articles')
        .set('Cookie', await cookieFor(user.id))
        .expect(200);
      expect(response.body).toEqual({ items: [], nextCursor: null, total: 0, totalIsEstimate: false });
    });

    it('refuses a forged cursor and a bad limit with 400', async () => {
      const user = await createUser(t.dataSource, { username: 'pager' });
      const cookie = await cookieFor(user.id);
      const forged = await request(t.http)
        .get('/api/users/by-username/pager/articles')
        .query({ cursor: 'bm90LWEtY3Vyc29y' })
        .set('Cookie', cookie)
        .expect(400);
      expect(forged.body.message).toBe('cursor is not a valid page cursor');
      const badLimit = await request(t.http)
        .get('/api/users/by-username/pager/articles')
        .query({ limit: 0 })
        .set('Cookie', cookie)
        .expect(400);
      expect(badLimit.body.errors).toEqual([expect.objectContaining({ field: 'limit' })]);
    });

    it("answers 404 for an unknown user and for the root admin's list", async () => {
      const user = await createUser(t.dataSource);
      const cookie = await cookieFor(user.id);
      await request(t.http).get('/api/users/by-username/ghost/articles').set('Cookie', cookie).expect(404);
      await request(t.http).get('/api/users/by-username/root/articles').set('Cookie', cookie).expect(404);
    });
  });
});
