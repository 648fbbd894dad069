import request from 'supertest';
import { FlairAnimation } from '../../src/modules/flairs/entities/flair.entity.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { as, signedIn, validArticle, type Actor } from '../articles/article-fixtures.js';
import { SITE_ORIGIN } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';
import { animated, auditActions, createFlair, grantPoints, pointsOf } from './flair-fixtures.js';

describe('Flairs: catalogue, purchase, activation and display', () => {
  const t = useTestApp();
  let buyer: Actor;
  let other: Actor;
  let moderator: Actor;
  let admin: Actor;

  beforeEach(async () => {
    buyer = await signedIn(t.dataSource, { username: 'buyer' });
    other = await signedIn(t.dataSource, { username: 'other' });
    moderator = await signedIn(t.dataSource, { username: 'mod', role: UserRole.Moderator });
    admin = await signedIn(t.dataSource, { username: 'boss', role: UserRole.Admin });
  });

  describe('the store catalogue', () => {
    it('lists flairs that are not retired with every field and what the caller owns', async () => {
      const cheap = await createFlair(t.dataSource, { name: 'cheap', pointCost: 10, price: '1.50' });
      const shiny = await createFlair(t.dataSource, {
        name: 'shiny',
        pointCost: 20,
        ...animated(FlairAnimation.Rainbow),
      });
      await createFlair(t.dataSource, { name: 'gone', retiredAt: new Date() });
      await grantPoints(t, buyer.user.id, 10);
      await as(t, buyer).post(`/api/flairs/${cheap.id}/purchase`).expect(201);

      const response = await as(t, buyer).get('/api/flairs').expect(200);
      expect(response.body).toEqual([
        {
          id: cheap.id,
          name: 'cheap',
          displayName: cheap.displayName,
          description: 'A test flair',
          backgroundColor: '#1d4ed8',
          textColor: '#ffffff',
          borderColor: '#1e3a8a',
          pointCost: 10,
          price: 1.5,
          requiresApplication: false,
          isAnimated: false,
          animationType: null,
          owned: true,
          isActive: false,
          applicationStatus: null,
          nextApplicationAt: null,
        },
        expect.objectContaining({ id: shiny.id, isAnimated: true, animationType: 'rainbow', owned: false }),
      ]);
      // Another user sees the same catalogue without the buyer's ownership.
      const seenByOther = await as(t, other).get('/api/flairs').expect(200);
      expect(seenByOther.body.map((f: { owned: boolean }) => f.owned)).toEqual([false, false]);
      await request(t.http).get('/api/flairs').expect(401);
    });

    it('follows the store feature setting on the server: admins only means 403 for everyone else', async () => {
      const flair = await createFlair(t.dataSource, { pointCost: 0 });
      await as(t, admin).get('/api/flairs').expect(200); // the setting's default is everyone
      await request(t.http)
        .put('/api/admin/feature-access')
        .set('Cookie', admin.cookie)
        .set('Origin', SITE_ORIGIN)
        .send({ mode: 'admins' })
        .expect(200);

      await as(t, buyer).get('/api/flairs').expect(403);
      await as(t, buyer).post(`/api/flairs/${flair.id}/purchase`).expect(403);
      await as(t, buyer).post('/api/store/purchase-flair').send({ flairId: flair.id }).expect(403);
      await as(t, buyer).post(`/api/flairs/${flair.id}/apply`).send({}).expect(403);
      await as(t, moderator).get('/api/flairs').expect(403);
      await as(t, admin).get('/api/flairs').expect(200);
      await as(t, admin).post(`/api/flairs/${flair.id}/purchase`).expect(201);
    });
  });

  describe('buying a flair', () => {
    it('spends its cost through the ledger and answers the new balance', async () => {
      const flair = await createFlair(t.dataSource, { pointCost: 120 });
      await grantPoints(t, buyer.user.id, 200);

      const response = await as(t, buyer).post(`/api/flairs/${flair.id}/purchase`).expect(201);
      expect(response.body).toEqual({
        availablePoints: 80,
        userFlair: {
          flairId: flair.id,
          isActive: false,
          purchasedAt: expect.any(String),
          flair: expect.objectContaining({ id: flair.id, pointCost: 120 }),
        },
      });
      expect(await pointsOf(t.dataSource, buyer.user.id)).toEqual({ balance: 80, ledger: 80, entries: 2 });
      const [entry] = await t.dataSource.query(
        `SELECT delta, reason, reference, balance_after FROM points_ledger WHERE user_id = $1 AND delta < 0`,
        [buyer.user.id],
      );
      expect(entry).toEqual({
        delta: -120,
        reason: 'flair.purchased',
        reference: `flair:${flair.id}`,
        balance_after: 80,
      });
    });

    it('refuses below the cost with the store wording and changes nothing', async () => {
      const flair = await createFlair(t.dataSource, { pointCost: 120 });
      await grantPoints(t, buyer.user.id, 119);

      const response = await as(t, buyer).post(`/api/flairs/${flair.id}/purchase`).expect(400);
      expect(response.body.message).toBe('Insufficient points to purchase this flair');
      expect(await pointsOf(t.dataSource, buyer.user.id)).toEqual({ balance: 119, ledger: 119, entries: 1 });
      const owned = await as(t, buyer).get(`/api/users/${buyer.user.id}/flairs`).expect(200);
      expect(owned.body).toEqual([]);
    });

    it('refuses an owned flair with 409 and does not charge again', async () => {
      const flair = await createFlair(t.dataSource, { pointCost: 50 });
      await grantPoints(t, buyer.user.id, 200);
      await as(t, buyer).post('/api/store/purchase-flair').send({ flairId: flair.id }).expect(201);

      const again = await as(t, buyer).post(`/api/flairs/${flair.id}/purchase`).expect(409);
      expect(again.body.message).toBe('You already own this flair');
      await as(t, buyer).post('/api/store/purchase-flair').send({ flairId: flair.id }).expect(409);
      expect(await pointsOf(t.dataSource, buyer.user.id)).toEqual({ balance: 150, ledger: 150, entries: 2 });
    });

    it('refuses flairs that need an application, retired or unknown flairs, and bad bodies', async () => {
      await grantPoints(t, buyer.user.id, 1000);
      const earned = await createFlair(t.dataSource, { requiresApplication: true });
      const retired = await createFlair(t.dataSource, { retiredAt: new Date() });

      const byApplication = await as(t, buyer).post(`/api/flairs/${earned.id}/purchase`).expect(400);
      expect(byApplication.body.message).toBe('This flair is granted through an application, not bought');
      await as(t, buyer).post(`/api/flairs/${retired.id}/purchase`).expect(404);
      await as(t, buyer).post('/api/flairs/999999/purchase').expect(404);
      await as(t, buyer).post('/api/flairs/not-a-number/purchase').expect(404);
      const bad = await as(t, buyer).post('/api/store/purchase-flair').send({ flairId: 'x' }).expect(400);
      expect(bad.body.errors.map((e: { field: string }) => e.field)).toContain('flairId');
      await as(t, buyer).post('/api/store/purchase-flair').send({ flairId: 1, points: 5 }).expect(400);
      expect((await pointsOf(t.dataSource, buyer.user.id)).balance).toBe(1000);
    });
  });

  describe('activation', () => {
    const activate = (actor: Actor, userId: string, flairId: number) =>
      as(t, actor).post(`/api/users/${userId}/flairs/${flairId}/activate`);
    const deactivateAll = (actor: Actor, userId: string) =>
      as(t, actor).post(`/api/users/${userId}/flairs/deactivate-all`);

    async function ownTwo(actor: Actor) {
      const first = await createFlair(t.dataSource, { pointCost: 10, displayName: 'First' });
      const second = await createFlair(t.dataSource, {
        pointCost: 10,
        displayName: 'Second',
        ...animated(FlairAnimation.Pulse),
      });
      await grantPoints(t, actor.user.id, 20);
      await as(t, actor).post(`/api/flairs/${first.id}/purchase`).expect(201);
      await as(t, actor).post(`/api/flairs/${second.id}/purchase`).expect(201);
      return { first, second };
    }
    const activeIds = async (userId: string) =>
      (
        await t.dataSource.query<{ flair_id: number }[]>(
          `SELECT flair_id FROM user_flairs WHERE user_id = $1 AND is_active`,
          [userId],
        )
      ).map((row) => row.flair_id);

    it('keeps one active flair at a time, and deactivate-all leaves none', async () => {
      const { first, second } = await ownTwo(buyer);

      const afterFirst = await activate(buyer, buyer.user.id, first.id).expect(200);
      expect(
        afterFirst.body.filter((f: { isActive: boolean }) => f.isActive).map((f: { flairId: number }) => f.flairId),
      ).toEqual([first.id]);
      await activate(buyer, buyer.user.id, second.id).expect(200);
      expect(await activeIds(buyer.user.id)).toEqual([second.id]);
      // Activating the same flair twice is harmless.
      await activate(buyer, buyer.user.id, second.id).expect(200);
      expect(await activeIds(buyer.user.id)).toEqual([second.id]);

      const cleared = await deactivateAll(buyer, buyer.user.id).expect(200);
      expect(cleared.body.every((f: { isActive: boolean }) => !f.isActive)).toBe(true);
      expect(await activeIds(buyer.user.id)).toEqual([]);
    });

    it('holds under concurrent activations: exactly one flair ends active', async () => {
      const { first, second } = await ownTwo(buyer);
      const calls = Array.from({ length: 20 }, (_, i) => activate(buyer, buyer.user.id, i % 2 ? first.id : second.id));
      const statuses = (await Promise.all(calls.map((call) => call.then((r) => r.status)))).sort();
      expect(new Set(statuses)).toEqual(new Set([200]));
      expect(await activeIds(buyer.user.id)).toHaveLength(1);
    });

    it('refuses a flair the user does not own', async () => {
      const notMine = await createFlair(t.dataSource);
      const response = await activate(buyer, buyer.user.id, notMine.id).expect(404);
      expect(response.body.message).toBe('You do not own this flair');
    });

    it("lets only the owner or an admin act on a user's flairs, and audits the admin", async () => {
      const { first } = await ownTwo(buyer);
      const target = buyer.user.id;

      // Anonymous: 401 on every call.
      await request(t.http).get(`/api/users/${target}/flairs`).expect(401);
      await request(t.http).get(`/api/user-flairs/${target}`).expect(401);
      for (const path of [
        `/api/users/${target}/flairs/${first.id}/activate`,
        `/api/users/${target}/flairs/deactivate-all`,
      ]) {
        await request(t.http).post(path).set('Origin', SITE_ORIGIN).expect(401);
      }
      // Another user and a moderator: 403, nothing changes.
      for (const stranger of [other, moderator]) {
        await as(t, stranger).get(`/api/users/${target}/flairs`).expect(403);
        await activate(stranger, target, first.id).expect(403);
        await deactivateAll(stranger, target).expect(403);
      }
      expect(await activeIds(target)).toEqual([]);
      // Anyone signed in may see the flairs shown next to a user.
      await as(t, other).get(`/api/user-flairs/${target}`).expect(200);

      // The owner.
      await as(t, buyer).get(`/api/users/${target}/flairs`).expect(200);
      await activate(buyer, target, first.id).expect(200);
      expect(await auditActions(t.dataSource, 'admin.flair.activated')).toEqual([]);

      // An admin on someone else's flairs: allowed and audited.
      await deactivateAll(admin, target).expect(200);
      await activate(admin, target, first.id).expect(200);
      await as(t, admin).get(`/api/users/${target}/flairs`).expect(200);
      expect(await auditActions(t.dataSource, 'admin.flair.deactivated')).toEqual([
        { actor_id: admin.user.id, target_user_id: target, details: { changed: 1 } },
      ]);
      expect(await auditActions(t.dataSource, 'admin.flair.activated')).toEqual([
        { actor_id: admin.user.id, target_user_id: target, details: { flairId: first.id } },
      ]);

      // Unknown users are 404 for everyone.
      await as(t, buyer).get('/api/users/00000000-0000-4000-8000-000000000000/flairs').expect(404);
      await activate(admin, '00000000-0000-4000-8000-000000000000', first.id).expect(404);
      await as(t, buyer).get('/api/user-flairs/not-a-uuid').expect(404);
    });
  });

  describe('flairs shown next to users', () => {
    it('shows role flairs, then the chosen flair, on profiles, bylines, comments and message headers', async () => {
      const writer = await signedIn(t.dataSource, { username: 'writer', role: UserRole.Admin });
      const chosen = await createFlair(t.dataSource, {
        pointCost: 5,
        displayName: 'OG',
        ...animated(FlairAnimation.Bounce),
      });
      await grantPoints(t, writer.user.id, 5);
      await as(t, writer).post(`/api/flairs/${chosen.id}/purchase`).expect(201);

      const roleOnly = await as(t, other).get(`/api/user-flairs/${writer.user.id}`).expect(200);
      expect(roleOnly.body).toEqual([
        {
          key: 'role:admin',
          flairId: null,
          name: 'admin',
          displayName: 'Admin',
          backgroundColor: '#dc2626',
          textColor: '#ffffff',
          borderColor: '#991b1b',
          isAnimated: true,
          animationType: 'glow',
          builtIn: true,
        },
      ]);

      await as(t, writer).post(`/api/users/${writer.user.id}/flairs/${chosen.id}/activate`).expect(200);
      const expected = [
        expect.objectContaining({ key: 'role:admin' }),
        expect.objectContaining({
          key: `flair:${chosen.id}`,
          flairId: chosen.id,
          displayName: 'OG',
          animationType: 'bounce',
          builtIn: false,
        }),
      ];
      expect((await as(t, other).get(`/api/user-flairs/${writer.user.id}`).expect(200)).body).toEqual(expected);

      const articleId = (await as(t, writer).post('/api/articles').send(validArticle()).expect(201)).body.id as number;
      const article = await as(t, other).get(`/api/articles/${articleId}`).expect(200);
      expect(article.body.author.flairs).toEqual(expected);
      const feed = await as(t, other).get('/api/articles').expect(200);
      expect(feed.body.items[0].author.flairs).toEqual(expected);

      await as(t, writer).post(`/api/articles/${articleId}/comments`).send({ content: 'First!' }).expect(201);
      const comments = await as(t, other).get(`/api/articles/${articleId}/comments`).expect(200);
      expect(comments.body.items[0].author.flairs).toEqual(expected);

      const profile = await as(t, other).get('/api/users/by-username/writer').expect(200);
      expect(JSON.stringify(profile.body)).toContain(`flair:${chosen.id}`);

      await as(t, writer).post('/api/messages').send({ receiverId: other.user.id, content: 'hello' }).expect(201);
      const thread = await as(t, other).get(`/api/messages/with/${writer.user.id}`).expect(200);
      expect(thread.body.user.flairs).toEqual(expected);

      // A moderator shows Moderator (green); a plain user shows nothing until they choose a flair.
      expect((await as(t, other).get(`/api/user-flairs/${moderator.user.id}`).expect(200)).body).toEqual([
        expect.objectContaining({
          key: 'role:moderator',
          displayName: 'Moderator',
          backgroundColor: '#16a34a',
          isAnimated: false,
        }),
      ]);
      expect((await as(t, other).get(`/api/user-flairs/${other.user.id}`).expect(200)).body).toEqual([]);
    });

    it("reads the bylines' chosen flairs with the article rows, byte for byte the badges the flairs service makes", async () => {
      // An author whose flair is not animated (though it names an animation) and an editor whose flair is.
      const calm = await createFlair(t.dataSource, { name: 'calm', pointCost: 0, animationType: FlairAnimation.Pulse });
      const shiny = await createFlair(t.dataSource, { name: 'shiny', pointCost: 0, ...animated(FlairAnimation.Glow) });
      for (const [actor, flair] of [
        [moderator, calm],
        [admin, shiny],
      ] as const) {
        await as(t, actor).post(`/api/flairs/${flair.id}/purchase`).expect(201);
        await as(t, actor).post(`/api/users/${actor.user.id}/flairs/${flair.id}/activate`).expect(200);
      }
      const articleId = (await as(t, moderator).post('/api/articles').send(validArticle()).expect(201)).body
        .id as number;
      await as(t, admin).patch(`/api/articles/${articleId}`).send({ title: 'Edited by the admin' }).expect(200);
      const badgesOf = async (actor: Actor) =>
        JSON.stringify((await as(t, other).get(`/api/user-flairs/${actor.user.id}`).expect(200)).body);

      const page = (await request(t.http).get(`/api/articles/${articleId}`).expect(200)).body;
      expect(JSON.stringify(page.author.flairs)).toBe(await badgesOf(moderator));
      expect(JSON.stringify(page.editedBy.flairs)).toBe(await badgesOf(admin));
      expect(page.author.flairs[1]).toMatchObject({ key: `flair:${calm.id}`, isAnimated: false, animationType: null });
      expect(page.editedBy.flairs[1]).toMatchObject({ key: `flair:${shiny.id}`, animationType: 'glow' });

      const feed = (await as(t, other).get('/api/articles').expect(200)).body;
      expect(JSON.stringify(feed.items[0].author.flairs)).toBe(await badgesOf(moderator));

      // A flair put away shows no more on the next read.
      await t.dataSource.query(`UPDATE user_flairs SET is_active = false WHERE user_id = $1`, [moderator.user.id]);
      const after = (await request(t.http).get(`/api/articles/${articleId}`).expect(200)).body;
      expect(after.author.flairs).toEqual([expect.objectContaining({ key: 'role:moderator' })]);
    });
  });
});
