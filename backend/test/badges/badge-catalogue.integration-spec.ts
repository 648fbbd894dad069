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
  id: number;
  slug: string;
  name: string;
  description: string;
  icon: string;
  automatic: boolean;
  retired: boolean;
  holderCount: number;
}

const newBadge = { name: 'Archive Keeper', description: 'Catalogued a hundred old streams.', icon: '🗄️' };

describe('Badge catalogue: admins create, edit and retire badges', () => {
  const t = useTestApp();
  let admin: Actor;

  beforeEach(async () => {
    admin = await signedIn(t.dataSource, { username: 'catalogue_admin', role: UserRole.Admin });
  });

  const create = (body: object, cookie = admin.cookie) =>
    request(t.http).post('/api/admin/badges').set('Origin', SITE_ORIGIN).set('Cookie', cookie).send(body);
  const update = (id: number | string, body: object, cookie = admin.cookie) =>
    request(t.http).patch(`/api/admin/badges/${id}`).set('Origin', SITE_ORIGIN).set('Cookie', cookie).send(body);
  const award = (id: number, userId: string) =>
    request(t.http)
      .post(`/api/admin/badges/${id}/holders`)
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', admin.cookie)
      .send({ userId });
  const catalogue = async (): Promise<AdminBadge[]> =>
    (await request(t.http).get('/api/admin/badges').set('Cookie', admin.cookie).expect(200)).body as AdminBadge[];
  const auditActions = async () =>
    (
      await t.dataSource.query<{ action: string; actor_id: string; details: Record<string, unknown> }[]>(
        `SELECT action, actor_id, details FROM audit_log WHERE action LIKE 'admin.badge.%' ORDER BY id`,
      )
    ).map((row) => ({ action: row.action, actor: row.actor_id, name: row.details.name }));

  it('creates a badge admins award by hand, listed in the catalogue and audited', async () => {
    const created = await create({ ...newBadge, name: '  Archive Keeper ' }).expect(201);
    expect(created.body).toMatchObject({
      slug: 'archive-keeper',
      name: 'Archive Keeper',
      description: newBadge.description,
      icon: '🗄️',
      automatic: false,
      criteria: 'Awarded by an admin',
      retired: false,
      holderCount: 0,
    });
    expect((await catalogue()).map((badge) => badge.name)).toContain('Archive Keeper');
    expect(await auditActions()).toEqual([
      { action: 'admin.badge.created', actor: admin.user.id, name: 'Archive Keeper' },
    ]);

    const member = await createUser(t.dataSource, { username: 'keeper' });
    await award(created.body.id as number, member.id).expect(201);
  });

  it('refuses a name another badge has, whatever its case (409), and makes a free slug for a new name', async () => {
    const taken = await create({ ...newBadge, name: 'community HERO' }).expect(409);
    expect(taken.body.message).toBe('A badge with this name already exists');
    // A different name whose slug is taken gets the next free slug.
    const second = await create({ ...newBadge, name: 'Community-Hero!' }).expect(201);
    expect(second.body.slug).toBe('community-hero-2');
    const other = await create({ ...newBadge, name: 'Other' }).expect(201);
    const rename = await update(other.body.id as number, { name: 'FIRST article' }).expect(409);
    expect(rename.body.message).toBe('A badge with this name already exists');
    expect((await catalogue()).filter((badge) => badge.name === 'Other')).toHaveLength(1);
  });

  const refused: [object, string][] = [
    [{ ...newBadge, name: '' }, 'name'],
    [{ ...newBadge, name: '   ' }, 'name'],
    [{ ...newBadge, name: 'x'.repeat(61) }, 'name'],
    [{ ...newBadge, name: 'two\nlines' }, 'name'],
    [{ ...newBadge, description: '' }, 'description'],
    [{ ...newBadge, description: 'x'.repeat(301) }, 'description'],
    [{ ...newBadge, icon: '' }, 'icon'],
    [{ ...newBadge, icon: 'A' }, 'icon'],
    [{ ...newBadge, icon: '🏆🏆' }, 'icon'],
    [{ ...newBadge, icon: '<img src=x onerror=alert(1)>' }, 'icon'],
    [{ name: 'No icon', description: 'Missing' }, 'icon'],
    [{ ...newBadge, rule: 'first-article' }, 'rule'],
  ];
  it('refuses a missing, empty, too long or multi-line name or description, and an icon that is not one emoji (400 naming the field)', async () => {
    for (const [body, field] of refused) {
      const answer = await create(body);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect((answer.body.errors as { field: string }[]).map((error) => error.field)).toContain(field);
    }
    expect(await catalogue()).toHaveLength(7);
  });

  it('edits the name, description and icon of any badge, keeping its slug and its holders, audited', async () => {
    const writer = await createUser(t.dataSource, { username: 'writer' });
    await createArticle(t.dataSource, writer);
    await t.app.get(BadgesService).evaluateRules();
    const firstArticle = await badgeId(t.dataSource, 'first-article');
    const edited = await update(firstArticle, { name: 'Debut Article', icon: '✍️' }).expect(200);
    expect(edited.body).toMatchObject({
      slug: 'first-article',
      name: 'Debut Article',
      icon: '✍️',
      description: 'Published a first article.',
      automatic: true,
      holderCount: 1,
    });
    const held = await request(t.http).get(`/api/users/${writer.id}/badges`).set('Cookie', admin.cookie).expect(200);
    expect(held.body.map((badge: { slug: string; name: string }) => [badge.slug, badge.name])).toContainEqual([
      'first-article',
      'Debut Article',
    ]);
    expect(await auditActions()).toEqual([
      { action: 'admin.badge.updated', actor: admin.user.id, name: 'Debut Article' },
    ]);
    await update(firstArticle, { icon: 'no' }).expect(400);
    await update(999999, { name: 'Nothing' }).expect(404);
    await update('abc', { name: 'Nothing' }).expect(404);
  });

  it('retires a badge: no rule or admin awards it any more, holders keep it; it can be brought back', async () => {
    const member = await createUser(t.dataSource, { username: 'holder' });
    const hero = await badgeId(t.dataSource, 'community-hero');
    await award(hero, member.id).expect(201);

    const retired = await update(hero, { retired: true }).expect(200);
    expect(retired.body).toMatchObject({ retired: true, holderCount: 1 });
    const other = await createUser(t.dataSource, { username: 'latecomer' });
    const refused = await award(hero, other.id).expect(409);
    expect(refused.body.message).toBe('This badge is retired: bring it back before awarding it');

    // A retired rule badge is not awarded by the rules either.
    const firstArticle = await badgeId(t.dataSource, 'first-article');
    await update(firstArticle, { retired: true }).expect(200);
    await createArticle(t.dataSource, other);
    await t.app.get(BadgesService).evaluateRules();
    const held = await request(t.http).get(`/api/users/${other.id}/badges`).set('Cookie', admin.cookie).expect(200);
    expect(held.body.map((badge: { slug: string }) => badge.slug)).not.toContain('first-article');

    await update(hero, { retired: false }).expect(200);
    await award(hero, other.id).expect(201);
    expect((await auditActions()).map((entry) => entry.action)).toEqual([
      'admin.badge.awarded',
      'admin.badge.retired',
      'admin.badge.retired',
      'admin.badge.restored',
      'admin.badge.awarded',
    ]);
  });

  it('refuses members and moderators', async () => {
    for (const role of [UserRole.User, UserRole.Moderator]) {
      const user = await createUser(t.dataSource, { username: `not_admin_${role}`, role });
      const cookie = await sessionCookieFor(t.dataSource, user.id);
      await create(newBadge, cookie).expect(403);
      await update(await badgeId(t.dataSource, 'community-hero'), { name: 'Mine' }, cookie).expect(403);
    }
    await request(t.http).post('/api/admin/badges').set('Origin', SITE_ORIGIN).send(newBadge).expect(401);
    expect(await catalogue()).toHaveLength(7);
  });
});
