import request from 'supertest';
import { AuditService } from '../../src/modules/audit/audit.service.js';
import { SuspensionEnds } from '../../src/modules/maintenance/suspension-ends.js';
import { ModerationLogService } from '../../src/modules/moderation-log/moderation-log.service.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { UsersService } from '../../src/modules/users/users.service.js';
import { as, signedIn } from '../articles/article-fixtures.js';
import { banBody } from '../factories/ban.factory.js';
import { createUser } from '../factories/user.factory.js';
import { browserRequest, sessionCookieFor } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';

describe('Bans and suspensions with reasons', () => {
  const t = useTestApp();

  const suspensionEnds = () =>
    new SuspensionEnds(t.app.get(UsersService), t.app.get(AuditService), t.app.get(ModerationLogService), t.dataSource);
  const logLines = async () =>
    (await request(t.http).get('/api/moderation-log').expect(200)).body.items as Array<Record<string, unknown>>;
  const auditOf = (userId: string) =>
    t.dataSource.query<{ action: string; details: Record<string, unknown>; note: string | null }[]>(
      `SELECT action, details, note FROM audit_log WHERE target_user_id = $1 ORDER BY id`,
      [userId],
    );
  const endSuspensionNow = (userId: string) =>
    t.dataSource.query(`UPDATE users SET banned_until = now() - interval '1 second' WHERE id = $1`, [userId]);

  it('suspends for a number of days: the person is told why and until when, the log says what without who', async () => {
    const admin = await signedIn(t.dataSource, { role: UserRole.Admin });
    const member = await createUser(t.dataSource, { username: 'loud_larry' });
    const cookie = await sessionCookieFor(t.dataSource, member.id);

    const before = Date.now();
    const response = await as(t, admin)
      .post(`/api/admin/users/${member.id}/ban`)
      .send(banBody('Posted the same link in 40 comments about loud_larry’s rival', { durationDays: 7 }))
      .expect(200);
    expect(response.body).toMatchObject({ isBanned: true, banReason: 'Spam', banReasonCategory: 'spam' });
    const until = Date.parse(response.body.bannedUntil);
    expect(until - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(until - before).toBeLessThan(7 * 86_400_000 + 60_000);

    // Their session ended; a new one is refused with the reason and the end.
    await request(t.http).get('/api/oauth/connections').set('Cookie', cookie).expect(401);
    const again = await sessionCookieFor(t.dataSource, member.id);
    const refused = await request(t.http).get('/api/oauth/connections').set('Cookie', again).expect(403);
    expect(refused.body.message).toMatch(
      /^Your account is suspended until \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC: Spam\.$/,
    );

    expect(await auditOf(member.id)).toEqual([
      {
        action: 'admin.user.banned',
        details: { reasonCategory: 'spam', until: response.body.bannedUntil.replace(/(\.\d{3})\d*Z$/, '$1Z') },
        note: 'Posted the same link in 40 comments about loud_larry’s rival',
      },
    ]);
    const [line] = await logLines();
    expect(line).toMatchObject({
      subjectKind: 'profile',
      action: 'suspended',
      source: 'moderator_review',
      reasonCategory: 'spam',
      context: null,
    });
    expect(JSON.stringify(await logLines())).not.toContain('loud_larry');
  });

  it('a suspension is over at its end, and the maintenance run clears it once and logs it', async () => {
    const admin = await signedIn(t.dataSource, { role: UserRole.Admin });
    const member = await createUser(t.dataSource);
    await as(t, admin)
      .post(`/api/admin/users/${member.id}/ban`)
      .send(banBody('Harassed a streamer', { durationDays: 1, reasonCategory: 'harassment' }))
      .expect(200);
    await endSuspensionNow(member.id);

    // Before the job runs, the end already counts.
    const cookie = await sessionCookieFor(t.dataSource, member.id);
    await request(t.http).get('/api/oauth/connections').set('Cookie', cookie).expect(200);

    expect(await suspensionEnds().run()).toEqual({ lifted: 1 });
    expect(await suspensionEnds().run()).toEqual({ lifted: 0 });
    const [row] = await t.dataSource.query(
      `SELECT is_banned, ban_reason, banned_until, ban_reason_category FROM users WHERE id = $1`,
      [member.id],
    );
    expect(row).toEqual({ is_banned: false, ban_reason: null, banned_until: null, ban_reason_category: null });
    expect((await auditOf(member.id)).map((entry) => [entry.action, entry.details])).toEqual([
      ['admin.user.banned', expect.objectContaining({ reasonCategory: 'harassment' })],
      ['moderation.suspension.ended', { reasonCategory: 'harassment' }],
    ]);
    expect((await logLines()).map((line) => [line.action, line.source])).toEqual([
      ['reinstated', 'automatic'],
      ['suspended', 'moderator_review'],
    ]);
  });

  it('leaves bans without an end alone, and unban undoes a ban with a log line', async () => {
    const admin = await signedIn(t.dataSource, { role: UserRole.Admin });
    const member = await createUser(t.dataSource);
    const banned = await as(t, admin)
      .post(`/api/admin/users/${member.id}/ban`)
      .send(banBody('Doxxing', { reasonCategory: 'personal_information' }))
      .expect(200);
    expect(banned.body.bannedUntil).toBeNull();
    expect(await suspensionEnds().run()).toEqual({ lifted: 0 });

    const lifted = await as(t, admin).post(`/api/admin/users/${member.id}/unban`).expect(200);
    expect(lifted.body).toMatchObject({ isBanned: false, banReason: null, banReasonCategory: null, bannedUntil: null });
    // Unbanning again changes nothing and logs nothing.
    await as(t, admin).post(`/api/admin/users/${member.id}/unban`).expect(200);
    expect((await logLines()).map((line) => [line.action, line.reasonCategory])).toEqual([
      ['reinstated', 'personal_information'],
      ['banned', 'personal_information'],
    ]);
  });

  it('a bulk ban needs the same reason, named per field', async () => {
    const admin = await signedIn(t.dataSource, { role: UserRole.Admin });
    const member = await createUser(t.dataSource);
    const response = await browserRequest(t.http, 'post', '/api/admin/bulk-actions', admin.cookie)
      .send({ action: 'ban', userIds: [member.id], payload: { note: '  ' } })
      .expect(400);
    expect(response.body.errors.map((error: { field: string }) => error.field)).toEqual([
      'payload.reasonCategory',
      'payload.note',
    ]);
    const [row] = await t.dataSource.query(`SELECT is_banned FROM users WHERE id = $1`, [member.id]);
    expect(row.is_banned).toBe(false);
  });

  it('the erasure step clears the notes about an account, keeping the entries (the erasure scene deletes through the API)', async () => {
    const admin = await signedIn(t.dataSource, { role: UserRole.Admin });
    const member = await createUser(t.dataSource);
    await as(t, admin)
      .post(`/api/admin/users/${member.id}/ban`)
      .send(banBody('Lives at 12 Elm Street', { durationDays: 1 }))
      .expect(200);
    await as(t, admin).post(`/api/admin/users/${member.id}/unban`).expect(200);
    await t.dataSource.transaction((manager) => t.app.get(AuditService).clearNotesAbout(manager, member.id));
    const entries = await auditOf(member.id);
    expect(entries.map((entry) => entry.action)).toEqual(['admin.user.banned', 'admin.user.unbanned']);
    expect(entries.every((entry) => entry.note === null)).toBe(true);
  });
});
