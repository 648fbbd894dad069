import { createHash } from 'node:crypto';
import { generate } from 'otplib';
import { RecoveryCodeRehash } from '../../src/modules/second-factor/recovery-code-rehash.js';
import request from 'supertest';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { ROOT_USER_ID } from '../../src/modules/users/root-user.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';

const SECURITY_DEFAULTS = {
  require2FA: false,
  loginAttemptLimiting: true,
  sessionTimeout: 24 * 60,
  autoModerate: false,
  requireApproval: false,
};

/** The code of the authenticator app `steps` periods of 30 s from now. */
const codeFor = (secret: string, steps = 0): Promise<string> =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe('Second factor (TOTP) for admins', () => {
  const t = useTestApp();
  let admin: User;

  beforeEach(async () => {
    admin = await createUser(t.dataSource, { username: 'tfa_admin', role: UserRole.Admin });
  });

  const post = (cookie: string, path: string, body: object = {}) =>
    request(t.http).post(`/api/second-factor${path}`).set('Origin', SITE_ORIGIN).set('Cookie', cookie).send(body);
  const adminRoute = (cookie: string) => request(t.http).get('/api/admin/badges').set('Cookie', cookie);
  const sessionState = async (cookie: string) =>
    (await request(t.http).get('/api/auth/user').set('Cookie', cookie).expect(200)).body.secondFactor as string;
  const saveSecurity = (cookie: string, require2FA: boolean) =>
    request(t.http)
      .put('/api/admin/security-settings')
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', cookie)
      .send({ ...SECURITY_DEFAULTS, require2FA });

  /** Enrols `user` in one session; answers the secret. */
  async function enrol(cookie: string): Promise<{ secret: string; recoveryCodes: string[] }> {
    const started = await post(cookie, '/enrolment').expect(200);
    const confirmed = await post(cookie, '/enrolment/confirm', { code: await codeFor(started.body.secret) }).expect(
      200,
    );
    return { secret: started.body.secret, recoveryCodes: confirmed.body.recoveryCodes };
  }

  it('enrols with a confirming code, refuses a wrong one with 400, and never stores or returns the secret again', async () => {
    const cookie = await sessionCookieFor(t.dataSource, admin.id);
    expect(await sessionState(cookie)).toBe('off');
    await adminRoute(cookie).expect(200);

    const started = await post(cookie, '/enrolment').expect(200);
    expect(started.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const secret = started.body.secret as string;

    const wrong = await post(cookie, '/enrolment/confirm', {
      code: '000000' === (await codeFor(secret)) ? '111111' : '000000',
    }).expect(400);
    expect(wrong.body.errors).toEqual([{ field: 'code', reason: expect.stringContaining('not right') }]);
    const malformed = await post(cookie, '/enrolment/confirm', { code: 'abc' }).expect(400);
    expect(malformed.body.errors[0].field).toBe('code');

    const confirmed = await post(cookie, '/enrolment/confirm', { code: await codeFor(secret) }).expect(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(confirmed.body.status).toMatchObject({ enrolled: true, state: 'verified' });

    const [row] = await t.dataSource.query<{ secret_encrypted: string; recovery_code_hashes: string[] }[]>(
      `SELECT secret_encrypted, recovery_code_hashes FROM admin_second_factors WHERE user_id = $1`,
      [admin.id],
    );
    expect(row.secret_encrypted).not.toContain(secret);
    expect(row.recovery_code_hashes).toHaveLength(10);
    expect(row.recovery_code_hashes).not.toContain(confirmed.body.recoveryCodes[0]);

    const status = await request(t.http).get('/api/second-factor').set('Cookie', cookie).expect(200);
    expect(JSON.stringify(status.body)).not.toContain(secret);
    await post(cookie, '/enrolment').expect(409);
    await adminRoute(cookie).expect(200);
  });

  it('refuses admin routes with a clear code in a new session until the code is verified', async () => {
    const { secret, recoveryCodes } = await enrol(await sessionCookieFor(t.dataSource, admin.id));

    const session = await sessionCookieFor(t.dataSource, admin.id);
    expect(await sessionState(session)).toBe('verify');
    const refused = await adminRoute(session).expect(403);
    expect(refused.body).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });
    // Routes any user may call stay open.
    await request(t.http).get('/api/notifications').set('Cookie', session).expect(200);

    await post(session, '/verify', { code: '12345' }).expect(400);
    const next = await codeFor(secret, 1);
    await post(session, '/verify', { code: next === '123456' ? '654321' : '123456' }).expect(400);
    const verified = await post(session, '/verify', { code: next }).expect(200);
    expect(verified.body).toMatchObject({ enrolled: true, state: 'verified' });
    await adminRoute(session).expect(200);
    expect(await sessionState(session)).toBe('verified');

    // A code is accepted once: replaying it in another session fails.
    const replay = await sessionCookieFor(t.dataSource, admin.id);
    await post(replay, '/verify', { code: next }).expect(400);
    // A recovery code works, once.
    await post(replay, '/verify', { code: recoveryCodes[0].toUpperCase() }).expect(200);
    await adminRoute(replay).expect(200);
    const again = await sessionCookieFor(t.dataSource, admin.id);
    await post(again, '/verify', { code: recoveryCodes[0] }).expect(400);
  });

  it('limits wrong codes: after 5 failures every try is refused with 429', async () => {
    const { secret } = await enrol(await sessionCookieFor(t.dataSource, admin.id));
    const session = await sessionCookieFor(t.dataSource, admin.id);
    const right = await codeFor(secret, 1);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await post(session, '/verify', { code: wrong }).expect(400);
    await post(session, '/verify', { code: right }).expect(429);
    await adminRoute(session).expect(403);
  });

  it('with require2FA on, makes every admin enrol before admin operations (ROOT dev sign-in exempt)', async () => {
    const rootCookie = await sessionCookieFor(t.dataSource, ROOT_USER_ID);
    try {
      await saveSecurity(rootCookie, true).expect(200);
      const session = await sessionCookieFor(t.dataSource, admin.id);
      expect(await sessionState(session)).toBe('enrol');
      const refused = await adminRoute(session).expect(403);
      expect(refused.body).toMatchObject({ code: 'SECOND_FACTOR_ENROLMENT_REQUIRED' });
      // Moderators and users are not admins: nothing changes for them.
      const moderator = await createUser(t.dataSource, { username: 'tfa_mod', role: UserRole.Moderator });
      expect(await sessionState(await sessionCookieFor(t.dataSource, moderator.id))).toBe('off');
      // ROOT (development sign-in only) is exempt and cannot enrol.
      await adminRoute(rootCookie).expect(200);
      await post(rootCookie, '/enrolment').expect(400);

      const started = await post(session, '/enrolment').expect(200);
      await post(session, '/enrolment/confirm', { code: await codeFor(started.body.secret) }).expect(200);
      await adminRoute(session).expect(200);
    } finally {
      await saveSecurity(rootCookie, false).expect(200);
    }
  });

  it('is for admins only', async () => {
    const user = await createUser(t.dataSource, { username: 'tfa_user' });
    const cookie = await sessionCookieFor(t.dataSource, user.id);
    await post(cookie, '/enrolment').expect(403);
    await post(cookie, '/verify', { code: '123456' }).expect(403);
    expect(await sessionState(cookie)).toBe('off');
  });

  it('hands out 80-bit recovery codes stored only as keyed hashes, and replaces them all on request', async () => {
    const cookie = await sessionCookieFor(t.dataSource, admin.id);
    const { recoveryCodes } = await enrol(cookie);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-f]{5}(-[0-9a-f]{5}){3}$/);
    const stored = async () =>
      (
        await t.dataSource.query<{ recovery_code_hashes: string[] }[]>(
          `SELECT recovery_code_hashes FROM admin_second_factors WHERE user_id = $1`,
          [admin.id],
        )
      )[0].recovery_code_hashes;
    const unkeyed = (code: string) => createHash('sha256').update(code.replace(/-/g, '')).digest('hex');
    for (const hash of await stored()) expect(hash).toMatch(/^v2:[0-9a-f]{64}$/);
    expect(await stored()).not.toContain(`v2:${unkeyed(recoveryCodes[0])}`);

    // A session that has not passed cannot replace them; one that passed can, and the old ones stop working.
    const pending = await sessionCookieFor(t.dataSource, admin.id);
    expect((await post(pending, '/recovery-codes').expect(403)).body.code).toBe('SECOND_FACTOR_REQUIRED');
    const replaced = await post(cookie, '/recovery-codes').expect(200);
    expect(replaced.body.recoveryCodes).toHaveLength(10);
    expect(replaced.body.status).toMatchObject({ recoveryCodesLeft: 10, recoveryCodesOutdated: false });
    await post(pending, '/verify', { code: recoveryCodes[0] }).expect(400);
    await post(pending, '/verify', { code: replaced.body.recoveryCodes[3] }).expect(200);
    const status = await request(t.http).get('/api/second-factor').set('Cookie', pending).expect(200);
    expect(status.body.recoveryCodesLeft).toBe(9);
  });

  it('rehashes recovery codes of the first (unkeyed, 40-bit) format with the key at start-up; they still work once', async () => {
    await enrol(await sessionCookieFor(t.dataSource, admin.id));
    const legacyCodes = ['0a1b2-c3d4e', 'fffff-00000'];
    const legacyHashes = legacyCodes.map((code) => createHash('sha256').update(code.replace('-', '')).digest('hex'));
    await t.dataSource.query(`UPDATE admin_second_factors SET recovery_code_hashes = $2 WHERE user_id = $1`, [
      admin.id,
      legacyHashes,
    ]);

    await t.app.get(RecoveryCodeRehash).onApplicationBootstrap();
    const [row] = await t.dataSource.query<{ recovery_code_hashes: string[] }[]>(
      `SELECT recovery_code_hashes FROM admin_second_factors WHERE user_id = $1`,
      [admin.id],
    );
    expect(row.recovery_code_hashes).toHaveLength(2);
    for (const hash of row.recovery_code_hashes) {
      expect(hash).toMatch(/^legacy:[0-9a-f]{64}$/);
      for (const unkeyed of legacyHashes) expect(hash).not.toContain(unkeyed);
    }
    // Running it again changes nothing.
    await t.app.get(RecoveryCodeRehash).onApplicationBootstrap();
    const [again] = await t.dataSource.query<{ recovery_code_hashes: string[] }[]>(
      `SELECT recovery_code_hashes FROM admin_second_factors WHERE user_id = $1`,
      [admin.id],
    );
    expect(again.recovery_code_hashes).toEqual(row.recovery_code_hashes);

    const session = await sessionCookieFor(t.dataSource, admin.id);
    const before = await request(t.http).get('/api/second-factor').set('Cookie', session).expect(200);
    expect(before.body).toMatchObject({ recoveryCodesLeft: 2, recoveryCodesOutdated: true });
    await post(session, '/verify', { code: legacyCodes[1].toUpperCase() }).expect(200);
    await post(await sessionCookieFor(t.dataSource, admin.id), '/verify', { code: legacyCodes[1] }).expect(400);
  });
});
