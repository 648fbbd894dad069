import request from 'supertest';
import { UserRole } from '../../src/modules/users/user-role.js';
import { ROOT_USER_ID } from '../../src/modules/users/root-user.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';
import { follow, minute } from './profile-fixtures.js';

describe('Follows', () => {
  const t = useTestApp();

  const auditActions = async (actorId: string) =>
    (
      await t.dataSource.query<{ action: string; target_user_id: string }[]>(
        `SELECT action, target_user_id FROM audit_log WHERE actor_id = $1 ORDER BY id`,
        [actorId],
      )
    ).map((row) => `${row.action} ${row.target_user_id}`);

  describe('POST and DELETE /api/users/{id}/follow', () => {
    it('follows once however often it is asked, and records the follow once', async () => {
      const fan = await createUser(t.dataSource);
      const star = await createUser(t.dataSource, { username: 'star' });
      const cookie = await sessionCookieFor(t.dataSource, fan.id);
      for (let i = 0; i < 2; i += 1) {
        const response = await request(t.http)
          .post(`/api/users/${star.id}/follow`)
          .set('Origin', SITE_ORIGIN)
          .set('Cookie', cookie)
          .expect(200);
        expect(response.body).toEqual({ userId: star.id, following: true, followers: 1 });
      }
      const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM user_follows`);
      expect(count).toBe(1);
      expect(await auditActions(fan.id)).toEqual([`user.followed ${star.id}`]);
      const profile = await request(t.http).get('/api/users/by-username/star').set('Cookie', cookie).expect(200);
      expect(profile.body).toMatchObject({ isFollowing: true, stats: { followers: 1 } });
    });

    it('unfollows, and unfollowing again changes nothing', async () => {
      const fan = await createUser(t.dataSource);
      const star = await createUser(t.dataSource);
      await follow(t.dataSource, fan.id, star.id);
      const cookie = await sessionCookieFor(t.dataSource, fan.id);
      for (let i = 0; i < 2; i += 1) {
        const response = await request(t.http)
          .delete(`/api/users/${star.id}/follow`)
          .set('Origin', SITE_ORIGIN)
          .set('Cookie', cookie)
          .expect(200);
        expect(response.body).toEqual({ userId: star.id, following: false, followers: 0 });
      }
      expect(await auditActions(fan.id)).toEqual([`user.unfollowed ${star.id}`]);
    });

    it('refuses to follow or unfollow yourself with 400', async () => {
      const me = await createUser(t.dataSource);
      const cookie = await sessionCookieFor(t.dataSource, me.id);
      const followed = await request(t.http)
        .post(`/api/users/${me.id}/follow`)
        .set('Origin', SITE_ORIGIN)
        .set('Cookie', cookie)
        .expect(400);
      expect(followed.body.message).toBe('You cannot follow yourself.');
      await request(t.http)
        .delete(`/api/users/${me.id}/follow`)
        .set('Origin', SITE_ORIGIN)
        .set('Cookie', cookie)
        .expect(400);
      const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM user_follows`);
      expect(count).toBe(0);
    });

    it("answers 404 'User Not Found' for an unknown id, an id that is not a uuid, and the root admin", async () => {
      const fan = await createUser(t.dataSource, { role: UserRole.Admin });
      const cookie = await sessionCookieFor(t.dataSource, fan.id);
      for (const id of ['7f0c1d2e-3b4a-4c5d-8e6f-708192a3b4c5', 'not-a-uuid', ROOT_USER_ID]) {
        const response = await request(t.http)
          .post(`/api/users/${id}/follow`)
          .set('Origin', SITE_ORIGIN)
          .set('Cookie', cookie)
          .expect(404);
        expect(response.body.message).toBe('User Not Found');
      }
    });

    it('needs a session', async () => {
      const star = await createUser(t.dataSource);
      await request(t.http).post(`/api/users/${star.id}/follow`).set('Origin', SITE_ORIGIN).expect(401);
    });
  });

  describe('GET /api/users/{id}/followers and /following', () => {
    it('lists followers newest first as small cards, page by page', async () => {
      const star = await createUser(t.dataSource);
      const fans = [
        await createUser(t.dataSource, { username: 'fan_a' }),
        await createUser(t.dataSource, {
          username: 'fan_b',
          firstName: 'Bea',
          showRealName: true,
          displayNamePreference: 'realname',
        }),
        await createUser(t.dataSource, { username: 'fan_c', role: UserRole.Moderator }),
      ];
      for (const [i, fan] of fans.entries()) await follow(t.dataSource, fan.id, star.id, minute(i));
      const cookie = await sessionCookieFor(t.dataSource, star.id);

      const first = await request(t.http)
        .get(`/api/users/${star.id}/followers`)
        .query({ limit: 2 })
        .set('Cookie', cookie)
        .expect(200);
      expect(first.body.total).toBe(3);
      expect(first.body.items).toEqual([
        {
          id: fans[2].id,
          username: 'fan_c',
          displayName: 'fan_c',
          role: 'moderator',
          isRoot: false,
          profileImageUrl: null,
          flairs: [expect.objectContaining({ key: 'role:moderator' })],
          followedAt: minute(2).toISOString(),
          viewerFollows: false,
          isViewer: false,
        },
        expect.objectContaining({ id: fans[1].id, displayName: 'Bea' }),
      ]);
      expect(first.body.items[1]).not.toHaveProperty('email');
      const second = await request(t.http)
        .get(`/api/users/${star.id}/followers`)
        .query({ limit: 2, cursor: first.body.nextCursor })
        .set('Cookie', cookie)
        .expect(200);
      expect(second.body.items.map((item: { id: string }) => item.id)).toEqual([fans[0].id]);
      expect(second.body.nextCursor).toBeNull();
    });

    it('lists whom the user follows', async () => {
      const fan = await createUser(t.dataSource);
      const a = await createUser(t.dataSource);
      const b = await createUser(t.dataSource);
      await follow(t.dataSource, fan.id, a.id, minute(1));
      await follow(t.dataSource, fan.id, b.id, minute(2));
      await follow(t.dataSource, a.id, fan.id, minute(3));
      const response = await request(t.http)
        .get(`/api/users/${fan.id}/following`)
        .set('Cookie', await sessionCookieFor(t.dataSource, a.id))
        .expect(200);
      expect(response.body.total).toBe(2);
      expect(response.body.items.map((item: { id: string }) => item.id)).toEqual([b.id, a.id]);
    });

    it('tells, on each row, whether the viewer follows that user and which row is the viewer', async () => {
      const star = await createUser(t.dataSource);
      const viewer = await createUser(t.dataSource);
      const followedFan = await createUser(t.dataSource);
      const otherFan = await createUser(t.dataSource);
      await follow(t.dataSource, followedFan.id, star.id, minute(1));
      await follow(t.dataSource, otherFan.id, star.id, minute(2));
      await follow(t.dataSource, viewer.id, star.id, minute(3));
      await follow(t.dataSource, viewer.id, followedFan.id, minute(4));
      // The other fan follows the followed fan: someone else's follow must not count as the viewer's.
      await follow(t.dataSource, otherFan.id, followedFan.id, minute(5));
      const cookie = await sessionCookieFor(t.dataSource, viewer.id);

      const followers = await request(t.http).get(`/api/users/${star.id}/followers`).set('Cookie', cookie).expect(200);
      const rows = followers.body.items.map((item: { id: string; viewerFollows: boolean; isViewer: boolean }) => [
        item.id,
        item.viewerFollows,
        item.isViewer,
      ]);
      expect(rows).toEqual([
        [viewer.id, false, true],
        [otherFan.id, false, false],
        [followedFan.id, true, false],
      ]);

      const following = await request(t.http)
        .get(`/api/users/${otherFan.id}/following`)
        .set('Cookie', cookie)
        .expect(200);
      expect(following.body.items).toEqual([
        expect.objectContaining({ id: followedFan.id, viewerFollows: true, isViewer: false }),
        expect.objectContaining({ id: star.id, viewerFollows: true, isViewer: false }),
      ]);
    });

    it("answers 404 for an unknown user and for the root admin's lists", async () => {
      const user = await createUser(t.dataSource);
      const cookie = await sessionCookieFor(t.dataSource, user.id);
      await request(t.http).get(`/api/users/${ROOT_USER_ID}/followers`).set('Cookie', cookie).expect(404);
      await request(t.http)
        .get('/api/users/7f0c1d2e-3b4a-4c5d-8e6f-708192a3b4c5/following')
        .set('Cookie', cookie)
        .expect(404);
    });

    it('refuses a forged cursor with 400', async () => {
      const user = await createUser(t.dataSource);
      const cursor = Buffer.from(JSON.stringify(['2026-01-01T00:00:00Z', "x' OR 1=1"])).toString('base64url');
      const response = await request(t.http)
        .get(`/api/users/${user.id}/followers`)
        .query({ cursor })
        .set('Cookie', await sessionCookieFor(t.dataSource, user.id))
        .expect(400);
      expect(response.body.message).toBe('cursor is not a valid page cursor');
    });
  });
});
