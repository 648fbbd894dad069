import request from 'supertest';
import { UserRole } from '../../src/modules/users/user-role.js';
import { as, signedIn, type Actor } from '../articles/article-fixtures.js';
import { useTestApp } from '../utils/test-app.js';
import { auditActions, grantPoints } from './flair-fixtures.js';

describe('Flair Management for admins', () => {
  const t = useTestApp();
  let user: Actor;
  let moderator: Actor;
  let admin: Actor;

  beforeEach(async () => {
    user = await signedIn(t.dataSource, { username: 'fan' });
    moderator = await signedIn(t.dataSource, { username: 'mod', role: UserRole.Moderator });
    admin = await signedIn(t.dataSource, { username: 'boss', role: UserRole.Admin });
  });

  const newFlair = (overrides: Record<string, unknown> = {}) => ({
    name: 'night-owl',
    displayName: 'Night Owl',
    description: 'Streams past 3am',
    backgroundColor: '#0f172a',
    textColor: '#facc15',
    borderColor: '#facc15',
    pointCost: 250,
    price: 2.5,
    requiresApplication: false,
    isAnimated: true,
    animationType: 'pulse',
    ...overrides,
  });

  it('creates, edits, retires and restores a flair, audited; retired flairs leave the store, not their owners', async () => {
    const created = await as(t, admin).post('/api/admin/store/flairs').send(newFlair()).expect(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      ...newFlair(),
      retired: false,
      ownerCount: 0,
      pendingApplications: 0,
      createdAt: expect.any(String),
    });
    const id = created.body.id as number;

    await grantPoints(t, user.user.id, 250);
    await as(t, user).post(`/api/flairs/${id}/purchase`).expect(201);

    const edited = await as(t, admin)
      .patch(`/api/admin/store/flairs/${id}`)
      .send({ displayName: 'Night Owl II', isAnimated: false })
      .expect(200);
    expect(edited.body).toMatchObject({
      displayName: 'Night Owl II',
      isAnimated: false,
      animationType: null,
      ownerCount: 1,
    });

    await as(t, admin).patch(`/api/admin/store/flairs/${id}`).send({ retired: true }).expect(200);
    expect((await as(t, user).get('/api/flairs').expect(200)).body).toEqual([]);
    const mine = await as(t, user).get(`/api/users/${user.user.id}/flairs`).expect(200);
    expect(mine.body).toEqual([expect.objectContaining({ flairId: id })]);
    await as(t, user).post(`/api/users/${user.user.id}/flairs/${id}/activate`).expect(200);

    const all = await as(t, admin).get('/api/admin/store/flairs').expect(200);
    expect(all.body).toEqual([expect.objectContaining({ id, retired: true, ownerCount: 1 })]);
    await as(t, admin).patch(`/api/admin/store/flairs/${id}`).send({ retired: false }).expect(200);
    expect((await as(t, user).get('/api/flairs').expect(200)).body).toHaveLength(1);

    const owners = await as(t, admin).get(`/api/admin/store/flairs/${id}/owners`).expect(200);
    expect(owners.body).toEqual([
      {
        user: expect.objectContaining({ id: user.user.id, username: 'fan' }),
        isActive: true,
        source: 'purchase',
        purchasedAt: expect.any(String),
      },
    ]);
    expect(await auditActions(t.dataSource, 'admin.flair.created')).toHaveLength(1);
    expect(await auditActions(t.dataSource, 'admin.flair.updated')).toHaveLength(3);
  });

  it('refuses bad input field by field, a taken name with 409, and unknown flairs with 404', async () => {
    const bad = await as(t, admin)
      .post('/api/admin/store/flairs')
      .send(newFlair({ backgroundColor: 'red', pointCost: -1, name: 'Has Spaces' }))
      .expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'backgroundColor',
      'name',
      'pointCost',
    ]);
    const noAnimation = await as(t, admin)
      .post('/api/admin/store/flairs')
      .send(newFlair({ animationType: undefined }))
      .expect(400);
    expect(noAnimation.body.errors).toEqual([
      { field: 'animationType', reason: 'animationType is required when isAnimated is true' },
    ]);
    await as(t, admin)
      .post('/api/admin/store/flairs')
      .send(newFlair({ extra: 1 }))
      .expect(400);

    const { id } = (await as(t, admin).post('/api/admin/store/flairs').send(newFlair()).expect(201)).body as {
      id: number;
    };
    const taken = await as(t, admin).post('/api/admin/store/flairs').send(newFlair()).expect(409);
    expect(taken.body.message).toBe('A flair with this name already exists');
    await as(t, admin)
      .post('/api/admin/store/flairs')
      .send(newFlair({ name: 'other' }))
      .expect(201);
    await as(t, admin).patch(`/api/admin/store/flairs/${id}`).send({ name: 'other' }).expect(409);
    await as(t, admin).patch('/api/admin/store/flairs/999999').send({ displayName: 'x' }).expect(404);
    await as(t, admin).get('/api/admin/store/flairs/999999/owners').expect(404);
  });

  it('is for admins only', async () => {
    await request(t.http).get('/api/admin/store/flairs').expect(401);
    for (const caller of [user, moderator]) {
      await as(t, caller).get('/api/admin/store/flairs').expect(403);
      await as(t, caller).post('/api/admin/store/flairs').send(newFlair()).expect(403);
      await as(t, caller).patch('/api/admin/store/flairs/1').send({ retired: true }).expect(403);
      await as(t, caller).get('/api/admin/store/flairs/1/owners').expect(403);
    }
  });
});
