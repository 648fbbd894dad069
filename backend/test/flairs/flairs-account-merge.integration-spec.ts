import { AccountMergeService } from '../../src/modules/account-merge/account-merge.service.js';
import { FlairApplicationStatus } from '../../src/modules/flairs/entities/flair-application.entity.js';
import { as, signedIn, type Actor } from '../articles/article-fixtures.js';
import { useTestApp } from '../utils/test-app.js';
import { applicationBody, createFlair, grantPoints } from './flair-fixtures.js';

describe('Account merge of flairs', () => {
  const t = useTestApp();
  let source: Actor;
  let target: Actor;

  beforeEach(async () => {
    source = await signedIn(t.dataSource, { username: 'source' });
    target = await signedIn(t.dataSource, { username: 'target' });
  });

  const buyAndWear = async (actor: Actor, flairId: number, wear: boolean) => {
    await as(t, actor).post(`/api/flairs/${flairId}/purchase`).expect(201);
    if (wear) await as(t, actor).post(`/api/users/${actor.user.id}/flairs/${flairId}/activate`).expect(200);
  };
  const ownedBy = (userId: string) =>
    t.dataSource.query<{ flair_id: number; is_active: boolean }[]>(
      `SELECT flair_id, is_active FROM user_flairs WHERE user_id = $1 ORDER BY flair_id`,
      [userId],
    );

  it('keeps a flair both own once, keeps the target active flair, and moves the rest', async () => {
    const both = await createFlair(t.dataSource, { pointCost: 1 });
    const onlySource = await createFlair(t.dataSource, { pointCost: 1 });
    const earned = await createFlair(t.dataSource, { requiresApplication: true, pointCost: 0 });
    await grantPoints(t, source.user.id, 2);
    await grantPoints(t, target.user.id, 1);
    await buyAndWear(source, both.id, false);
    await buyAndWear(source, onlySource.id, true);
    await buyAndWear(target, both.id, true);
    await as(t, source).post(`/api/flairs/${earned.id}/apply`).send(applicationBody()).expect(201);
    await as(t, target).post(`/api/flairs/${earned.id}/apply`).send(applicationBody()).expect(201);

    await t.app.get(AccountMergeService).merge({ sourceId: source.user.id, targetId: target.user.id });

    expect(await ownedBy(target.user.id)).toEqual([
      { flair_id: both.id, is_active: true },
      { flair_id: onlySource.id, is_active: false },
    ]);
    expect(await ownedBy(source.user.id)).toEqual([]);
    const applications = await t.dataSource.query<{ user_id: string; status: FlairApplicationStatus }[]>(
      `SELECT user_id, status FROM flair_applications`,
    );
    // Both were pending for the same flair: one pending application remains, the target's.
    expect(applications).toEqual([{ user_id: target.user.id, status: 'pending' }]);
  });

  it("takes the source's active flair when the target wears none", async () => {
    const flair = await createFlair(t.dataSource, { pointCost: 1 });
    await grantPoints(t, source.user.id, 1);
    await buyAndWear(source, flair.id, true);

    await t.app.get(AccountMergeService).merge({ sourceId: source.user.id, targetId: target.user.id });

    expect(await ownedBy(target.user.id)).toEqual([{ flair_id: flair.id, is_active: true }]);
  });
});
