import { MODERATION_ACTIONS } from '../../src/modules/audit/audit-actions.js';
import { NotificationKind } from '../../src/modules/notifications/notification-kind.js';
import { as } from '../articles/article-fixtures.js';
import { useTestApp } from '../utils/test-app.js';
import { ERIN, ERIN_TEXTS, seedErasureScene } from './erasure-scene.js';
import { findTextInDatabase } from './text-columns.js';

/*
 * Deleting an account leaves no copy of the person's words or name anywhere: not in other people's
 * notifications, not in the audit log, not in any table. The search reads every text and JSON column
 * of every table from the catalog, so a new table or column is searched without being listed here.
 */
describe('Deleting an account erases the words and the name of its owner', () => {
  const t = useTestApp();

  const needles = [ERIN.username, ERIN.email, ERIN.firstName, ERIN.lastName, ERIN.displayName, ERIN.bio].concat(
    Object.values(ERIN_TEXTS),
  );

  it('finds none of them in any text or JSON column once the account is deleted through the API', async () => {
    const { erin } = await seedErasureScene(t);

    // The scene produced every kind of notification there is, and every decision staff take about a member.
    const kinds = await t.dataSource.query<{ kind: string }[]>(`SELECT DISTINCT kind::text FROM notifications`);
    expect(kinds.map(({ kind }) => kind).sort()).toEqual(Object.values(NotificationKind).sort());
    const auditAbout = async () =>
      (
        await t.dataSource.query<{ action: string }[]>(
          `SELECT DISTINCT action FROM audit_log WHERE $1 IN (actor_id, target_user_id) ORDER BY 1`,
          [erin.user.id],
        )
      ).map(({ action }) => action);
    const actionsBefore = await auditAbout();
    const [{ actions }] = await t.dataSource.query<{ actions: string[] }[]>(
      `SELECT array_agg(DISTINCT action) AS actions FROM audit_log`,
    );
    expect(actions).toEqual(expect.arrayContaining(MODERATION_ACTIONS));
    // The search finds what is there: erin's account and messages, before the deletion.
    const before = await findTextInDatabase(t.dataSource, needles);
    expect(before).toEqual(
      expect.arrayContaining([`users.username: ${ERIN.username}`, `direct_messages.content: ${ERIN_TEXTS.message}`]),
    );

    await as(t, erin).post('/api/account/delete').send({ confirmUsername: ERIN.username }).expect(200);

    expect(await findTextInDatabase(t.dataSource, needles)).toEqual([]);
    // The audit log still says what happened to the account, by id and action.
    expect(await auditAbout()).toEqual([...actionsBefore, 'account.deleted'].sort());
  });
});
