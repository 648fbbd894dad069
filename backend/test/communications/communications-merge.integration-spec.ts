import { AccountMergeService } from '../../src/modules/account-merge/account-merge.service.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { createUser } from '../factories/user.factory.js';
import { useTestApp } from '../utils/test-app.js';

describe('Account merge: communications', () => {
  const t = useTestApp();

  it('moves authorship, dismissals, delivery keys and (when the target has none) notification choices', async () => {
    const source = await createUser(t.dataSource, { role: UserRole.Admin });
    const target = await createUser(t.dataSource);
    const q = (sql: string, params: unknown[] = []) => t.dataSource.query(sql, params);
    const [a1] = await q(
      `INSERT INTO announcements (title, content, type, created_by) VALUES ('A', 'a', 'info', $1) RETURNING id`,
      [source.id],
    );
    const [a2] = await q(`INSERT INTO announcements (title, content, type) VALUES ('B', 'b', 'info') RETURNING id`);
    await q(`INSERT INTO announcement_dismissals (announcement_id, user_id) VALUES ($1, $3), ($2, $3), ($2, $4)`, [
      a1.id,
      a2.id,
      source.id,
      target.id,
    ]);
    const [m1] = await q(
      `INSERT INTO mass_messages (subject, content, recipient_group, created_by) VALUES ('s', 'c', 'all', $1) RETURNING id`,
      [source.id],
    );
    await q(`INSERT INTO mass_message_deliveries (mass_message_id, user_id) VALUES ($1, $2), ($1, $3)`, [
      m1.id,
      source.id,
      target.id,
    ]);
    await q(`INSERT INTO notification_preferences (user_id, messages, frequency) VALUES ($1, false, 'never')`, [
      source.id,
    ]);

    await t.app.get(AccountMergeService).merge({ sourceId: source.id, targetId: target.id });

    expect((await q(`SELECT created_by FROM announcements WHERE id = $1`, [a1.id]))[0].created_by).toBe(target.id);
    expect((await q(`SELECT created_by FROM mass_messages WHERE id = $1`, [m1.id]))[0].created_by).toBe(target.id);
    const dismissals = await q(`SELECT announcement_id FROM announcement_dismissals WHERE user_id = $1 ORDER BY 1`, [
      target.id,
    ]);
    expect(dismissals.map((row: { announcement_id: string }) => row.announcement_id).sort()).toEqual(
      [a1.id, a2.id].sort(),
    );
    expect(await q(`SELECT user_id FROM mass_message_deliveries`)).toEqual([{ user_id: target.id }]);
    expect(await q(`SELECT user_id, messages, frequency FROM notification_preferences`)).toEqual([
      { user_id: target.id, messages: false, frequency: 'never' },
    ]);
  });
});
