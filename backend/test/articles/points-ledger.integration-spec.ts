import request from 'supertest';
import { PointsLedgerEntry } from '../../src/modules/points/entities/points-ledger-entry.entity.js';
import { PointsErrors } from '../../src/modules/points/points.errors.js';
import { PointsService } from '../../src/modules/points/points.service.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { createUser } from '../factories/user.factory.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';
import { as, signedIn, validArticle } from './article-fixtures.js';

describe('Points ledger', () => {
  let t: TestApp;
  let points: PointsService;

  beforeAll(async () => {
    t = await createTestApp();
    points = t.app.get(PointsService);
  });
  beforeEach(() => resetDatabase(t.dataSource));
  afterAll(() => t.close());

  const balanceOf = async (userId: string) =>
    (await t.dataSource.getRepository(User).findOneByOrFail({ id: userId })).availablePoints;
  const ledgerSum = async (userId: string) => {
    const [{ sum }] = await t.dataSource.query<{ sum: number }[]>(
      `SELECT coalesce(sum(delta), 0)::int AS sum FROM points_ledger WHERE user_id = $1`,
      [userId],
    );
    return sum;
  };
  const apply = (userId: string, delta: number, reason = 'test.change') =>
    t.dataSource.transaction((manager) => points.apply(manager, { userId, delta, reason, reference: 'test:1' }));

  it('keeps the balance equal to the sum of the ledger, each row recording the balance after it', async () => {
    const user = await createUser(t.dataSource);
    await apply(user.id, 5);
    await apply(user.id, -2);
    await apply(user.id, 10);
    await apply(user.id, -13);

    expect(await balanceOf(user.id)).toBe(0);
    expect(await ledgerSum(user.id)).toBe(0);
    const rows = await t.dataSource
      .getRepository(PointsLedgerEntry)
      .find({ where: { userId: user.id }, order: { id: 'ASC' } });
    expect(rows.map((r) => [r.delta, r.balanceAfter])).toEqual([
      [5, 5],
      [-2, 3],
      [10, 13],
      [-13, 0],
    ]);
  });

  it('refuses a debit below 0 with "Insufficient points", changing nothing', async () => {
    const user = await createUser(t.dataSource);
    await apply(user.id, 2);
    await expect(apply(user.id, -3)).rejects.toThrow(PointsErrors.insufficient);
    expect(await balanceOf(user.id)).toBe(2);
    expect(await ledgerSum(user.id)).toBe(2);
  });

  it('rolls back with the caller: no balance change without its ledger row', async () => {
    const user = await createUser(t.dataSource);
    await expect(
      t.dataSource.transaction(async (manager) => {
        await points.apply(manager, { userId: user.id, delta: 4, reason: 'test.change' });
        throw new Error('caller failed later');
      }),
    ).rejects.toThrow('caller failed later');
    expect(await balanceOf(user.id)).toBe(0);
    expect(await ledgerSum(user.id)).toBe(0);
  });

  it('never goes below 0 under concurrent debits: of ten -1 debits on a balance of 3, exactly 3 succeed', async () => {
    const user = await createUser(t.dataSource);
    await apply(user.id, 3);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => apply(user.id, -1)));

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(failures).toHaveLength(7);
    for (const failure of failures) expect((failure.reason as Error).message).toBe(PointsErrors.insufficient);
    expect(await balanceOf(user.id)).toBe(0);
    expect(await ledgerSum(user.id)).toBe(0);
  });

  it('refuses a zero change, and keeps ledger rows unchangeable', async () => {
    const user = await createUser(t.dataSource);
    await expect(apply(user.id, 0)).rejects.toThrow('non-zero integer');
    await apply(user.id, 1);
    await expect(t.dataSource.query(`UPDATE points_ledger SET delta = 100`)).rejects.toThrow('append-only');
  });

  it('works without a caller transaction too (it opens its own)', async () => {
    const user = await createUser(t.dataSource);
    await points.apply(t.dataSource.manager, { userId: user.id, delta: 2, reason: 'test.change' });
    expect(await balanceOf(user.id)).toBe(2);
    expect(await ledgerSum(user.id)).toBe(2);
  });

  describe('GET /api/points/ledger', () => {
    it("lists the signed-in user's rows newest first, paged, and only theirs", async () => {
      const writer = await signedIn(t.dataSource, { role: UserRole.Moderator });
      const other = await signedIn(t.dataSource, { role: UserRole.Moderator });
      const created = await as(t, writer).post('/api/articles').send(validArticle()).expect(201);
      await as(t, writer).patch(`/api/articles/${created.body.id}`).send({ title: 'Edited' }).expect(200);
      await as(t, writer)
        .post('/api/articles')
        .send(validArticle({ title: 'Second' }))
        .expect(201);
      await as(t, other).post('/api/articles').send(validArticle()).expect(201);

      const first = await as(t, writer).get('/api/points/ledger').query({ limit: 2 }).expect(200);
      expect(first.body.total).toBe(3);
      expect(first.body.items.map((e: { reason: string; balanceAfter: number }) => [e.reason, e.balanceAfter])).toEqual(
        [
          ['article.created', 3],
          ['article.edited', 2],
        ],
      );
      expect(first.body.items[1]).toMatchObject({ delta: 1, reference: `article:${created.body.id}` });
      const second = await as(t, writer)
        .get('/api/points/ledger')
        .query({ limit: 2, cursor: first.body.nextCursor })
        .expect(200);
      expect(second.body.items.map((e: { reason: string }) => e.reason)).toEqual(['article.created']);
      expect(second.body.nextCursor).toBeNull();
      expect(await balanceOf(writer.user.id)).toBe(3);
    });

    it('needs sign-in and rejects bad paging values', async () => {
      await request(t.http).get('/api/points/ledger').expect(401);
      const user = await signedIn(t.dataSource);
      const response = await as(t, user).get('/api/points/ledger').query({ limit: 0, cursor: 'x' }).expect(400);
      expect(response.body.errors.map((e: { field: string }) => e.field)).toEqual(['limit']);
      const badCursor = await as(t, user).get('/api/points/ledger').query({ cursor: 'nope' }).expect(400);
      expect(badCursor.body.message).toBe('cursor is not a valid page cursor');
    });
  });
});
