import request from 'supertest';
import { BadgesService } from '../../src/modules/badges/badges.service.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { createArticle } from '../factories/article.factory.js';
import { badgeId } from '../factories/badge.factory.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { signedIn, type Actor } from '../articles/article-fixtures.js';
import { useTestApp } from '../utils/test-app.js';

interface AdminBadge {
  slug: string;
  name: string;
  holderCount: number;
  automatic: boolean;
  criteria: string;
}

describe('Badges', () => {
  const t = useTestApp();
  let admin: Actor;

  beforeEach(async () => {
    admin = await signedIn(t.dataSource, { username: 'badge_admin', role: UserRole.Admin });
  });

  const catalogue = async (): Promise<Map<string, AdminBadge>> => {
    const { body } = await request(t.http).get('/api/admin/badges').set('Cookie', admin.cookie).expect(200);
    return new Map((body as AdminBadge[]).map((badge) => [badge.slug, badge]));
  };
  const award = (cookie: string, id: number | string, userId: string) =>
    request(t.http)
      .post(`/api/admin/badges/${id}/holders`)
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', cookie)
      .send({ userId });
  const revoke = (cookie: string, id: number, userId: string) =>
    request(t.http)
      .delete(`/api/admin/badges/${id}/holders/${userId}`)
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', cookie);
  const rows = (userId: string) =>
    t.dataSource.query<{ slug: string; source: string; revoked: boolean }[]>(
      `SELECT b.slug, ub.source, ub.revoked_at IS NOT NULL AS revoked FROM user_badges ub
       JOIN badges b ON b.id = ub.badge_id WHERE ub.user_id = $1 ORDER BY b.slug`,
      [userId],
    );
  const evaluate = () => t.app.get(BadgesService).evaluateRules();

  it('lists the catalogue for admins only, each badge with how it is earned', async () => {
    await request(t.http).get('/api/admin/badges').expect(401);
    for (const role of [UserRole.User, UserRole.Moderator]) {
      const user = await createUser(t.dataSource, { username: `plain_${role}`, role });
      await request(t.http)
        .get('/api/admin/badges')
        .set('Cookie', await sessionCookieFor(t.dataSource, user.id))
        .expect(403);
    }
    const badges = await catalogue();
    expect([...badges.keys()]).toEqual(
      expect.arrayContaining(['first-article', 'first-approved-contribution', 'likes-100', 'community-hero']),
    );
    expect(badges.get('first-article')).toMatchObject({
      automatic: true,
      criteria: 'Publish an article',
      holderCount: 0,
    });
    expect(badges.get('community-hero')).toMatchObject({ automatic: false, criteria: 'Awarded by an admin' });
  });

  it('awards rule badges from real activity exactly once, however often the rules run', async () => {
    const writer = await createUser(t.dataSource, { username: 'writer' });
    const reader = await createUser(t.dataSource, { username: 'reader' });
    const article = await createArticle(t.dataSource, writer);
    for (let i = 0; i < 9; i += 1) {
      await t.dataSource.query(`INSERT INTO article_comments (article_id, author_id, content) VALUES ($1, $2, 'hi')`, [
        article.id,
        reader.id,
      ]);
    }
    await evaluate();
    expect((await rows(writer.id)).map((row) => row.slug)).toContain('first-article');
    expect((await rows(reader.id)).map((row) => row.slug)).not.toContain('comments-10');

    await t.dataSource.query(`INSERT INTO article_comments (article_id, author_id, content) VALUES ($1, $2, 'ten')`, [
      article.id,
      reader.id,
    ]);
    await t.dataSource.query(`UPDATE articles SET like_count = 100 WHERE id = $1`, [article.id]);
    const second = await evaluate();
    const third = await evaluate();
    expect(second.awarded).toBeGreaterThanOrEqual(2);
    expect(third.awarded).toBe(0);

    expect((await rows(writer.id)).filter((row) => row.slug === 'first-article')).toHaveLength(1);
    expect((await rows(writer.id)).map((row) => row.slug)).toContain('likes-100');
    expect((await rows(reader.id)).map((row) => row.slug)).toContain('comments-10');
    // Nobody's rule award goes to the root admin.
    expect(await rows('00000000-0000-4000-8000-000000000001')).toEqual([]);

    const badges = await catalogue();
    expect(badges.get('first-article')!.holderCount).toBe(1);
    expect(badges.get('comments-10')!.holderCount).toBe(1);

    const notes = await t.dataSource.query<{ title: string }[]>(
      `SELECT title FROM notifications WHERE user_id = $1 AND kind = 'badge-earned' ORDER BY title`,
      [writer.id],
    );
    expect(notes.map((note) => note.title)).toEqual(
      expect.arrayContaining(['You earned the First Article badge', 'You earned the 100 Likes Received badge']),
    );
    expect(notes.filter((note) => note.title === 'You earned the First Article badge')).toHaveLength(1);
  });

  it('lets an admin award a badge by hand and revoke it, audited, shown on the profile', async () => {
    const member = await createUser(t.dataSource, { username: 'member' });
    const memberCookie = await sessionCookieFor(t.dataSource, member.id);
    const hero = await badgeId(t.dataSource, 'community-hero');

    const awarded = await award(admin.cookie, hero, member.id).expect(201);
    expect(awarded.body).toMatchObject({ slug: 'community-hero', name: 'Community Hero', source: 'admin' });
    const conflict = await award(admin.cookie, hero, member.id).expect(409);
    expect(conflict.body.message).toBe('This user already holds this badge');

    const profile = await request(t.http).get(`/api/users/${member.id}/badges`).set('Cookie', memberCookie).expect(200);
    expect(profile.body.map((badge: { name: string }) => badge.name)).toEqual(['Community Hero']);
    expect((await catalogue()).get('community-hero')!.holderCount).toBe(1);

    await revoke(admin.cookie, hero, member.id).expect(204);
    await revoke(admin.cookie, hero, member.id).expect(404);
    const after = await request(t.http).get(`/api/users/${member.id}/badges`).set('Cookie', memberCookie).expect(200);
    expect(after.body).toEqual([]);
    expect((await catalogue()).get('community-hero')!.holderCount).toBe(0);

    const audit = await t.dataSource.query<{ action: string; target_user_id: string; actor_id: string }[]>(
      `SELECT action, target_user_id, actor_id FROM audit_log WHERE action LIKE 'admin.badge.%' ORDER BY id`,
    );
    expect(audit).toEqual([
      { action: 'admin.badge.awarded', target_user_id: member.id, actor_id: admin.user.id },
      { action: 'admin.badge.revoked', target_user_id: member.id, actor_id: admin.user.id },
    ]);
    // Awarded again after a revocation: held once more, still one row.
    await award(admin.cookie, hero, member.id).expect(201);
    expect(await rows(member.id)).toEqual([{ slug: 'community-hero', source: 'admin', revoked: false }]);
  });

  it('never hands back by rule a badge an admin revoked', async () => {
    const writer = await createUser(t.dataSource, { username: 'revoked_writer' });
    await createArticle(t.dataSource, writer);
    await evaluate();
    await revoke(admin.cookie, await badgeId(t.dataSource, 'first-article'), writer.id).expect(204);
    await evaluate();
    expect((await rows(writer.id)).find((row) => row.slug === 'first-article')).toMatchObject({ revoked: true });
  });

  it('answers 404 for an unknown badge or user and 400 for a malformed user id', async () => {
    const member = await createUser(t.dataSource, { username: 'someone' });
    await award(admin.cookie, 999999, member.id).expect(404);
    await award(admin.cookie, 'abc', member.id).expect(404);
    await award(
      admin.cookie,
      await badgeId(t.dataSource, 'community-hero'),
      '2b0b5c9e-1111-4111-8111-111111111111',
    ).expect(404);
    const bad = await award(admin.cookie, await badgeId(t.dataSource, 'community-hero'), 'not-a-uuid').expect(400);
    expect(bad.body.errors[0].field).toBe('userId');
    await request(t.http).get('/api/users/not-a-uuid/badges').set('Cookie', admin.cookie).expect(404);
  });
});
