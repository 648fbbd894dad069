import request from 'supertest';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { ROOT_USER_ID } from '../../src/modules/users/root-user.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { personCsv } from '../submission-imports/csv-files.js';
import { enrolSecondFactor, sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';

const SECURITY_DEFAULTS = {
  require2FA: false,
  loginAttemptLimiting: true,
  sessionTimeout: 24 * 60,
  autoModerate: false,
  requireApproval: false,
};

/**
 * An admin whose session has not passed its second factor has exactly a member's rights, on every
 * route: not only on /api/admin/*, but wherever a service grants admins more than members (others'
 * articles and comments, e-mail addresses and ban state on profiles, others' flairs and imports).
 * Each power is tried three ways: pending (refused), passed (allowed, so the check can tell), and
 * nothing is audited under the admin for the refused tries.
 */
describe('An admin session with a pending second factor acts as a member', () => {
  const t = useTestApp();
  let admin: User;
  let member: User;
  let memberCookie: string;

  beforeEach(async () => {
    admin = await createUser(t.dataSource, { username: 'pending_admin', role: UserRole.Admin });
    member = await createUser(t.dataSource, {
      username: 'quiet_member',
      email: 'quiet@example.com',
      showEmail: false,
      role: UserRole.Moderator,
    });
    memberCookie = await sessionCookieFor(t.dataSource, member.id);
  });

  const call = (cookie: string) => {
    const agent = request(t.http);
    return {
      get: (path: string) => agent.get(path).set('Cookie', cookie),
      post: (path: string) => agent.post(path).set('Cookie', cookie).set('Origin', SITE_ORIGIN),
      patch: (path: string) => agent.patch(path).set('Cookie', cookie).set('Origin', SITE_ORIGIN),
      delete: (path: string) => agent.delete(path).set('Cookie', cookie).set('Origin', SITE_ORIGIN),
    };
  };

  /** The member's own things an admin could reach by role: an article, a comment, an import. */
  async function membersThings() {
    const article = await createArticle(t.dataSource, member, { title: 'Member article' });
    const comment = await call(memberCookie)
      .post(`/api/articles/${article.id}/comments`)
      .send({ content: 'A member comment' })
      .expect(201);
    const upload = await call(memberCookie)
      .post('/api/submissions/upload')
      .field('type', 'person')
      .attach('file', Buffer.from(personCsv(2)), { filename: 'people.csv', contentType: 'text/csv' })
      .expect(202);
    return { articleId: article.id, commentId: comment.body.id as number, batchId: upload.body.id as string };
  }

  /** Every admin power above, as `cookie`: the statuses it got, in order. */
  async function tryAdminPowers(cookie: string) {
    const things = await membersThings();
    const as = call(cookie);
    const profile = await as.get(`/api/users/by-username/${member.username}`).expect(200);
    return {
      profileEmail: profile.body.email as string | null,
      profileBanState: profile.body.isBanned as boolean | null,
      listFlairs: (await as.get(`/api/users/${member.id}/flairs`)).status,
      deactivateFlairs: (await as.post(`/api/users/${member.id}/flairs/deactivate-all`)).status,
      batch: (await as.get(`/api/submissions/batches/${things.batchId}`)).status,
      batchErrors: (await as.get(`/api/submissions/batches/${things.batchId}/errors.csv`)).status,
      editArticle: (await as.patch(`/api/articles/${things.articleId}`).send({ title: 'Taken over' })).status,
      deleteComment: (
        await as.post(`/api/articles/${things.articleId}/comments/${things.commentId}/remove`).send(modReason)
      ).status,
      deleteArticle: (await as.post(`/api/admin/articles/${things.articleId}/remove`).send(modReason)).status,
    };
  }

  const modReason = { reasonCategory: 'spam', note: 'Taken over' };

  const REFUSED = {
    profileEmail: null,
    profileBanState: null,
    listFlairs: 403,
    deactivateFlairs: 403,
    batch: 404,
    batchErrors: 404,
    editArticle: 403,
    deleteComment: 403,
    deleteArticle: 403,
  };

  const auditedUnder = async (actorId: string) =>
    Number(
      (
        await t.dataSource.query<{ n: string }[]>(`SELECT count(*) AS n FROM audit_log WHERE actor_id = $1`, [actorId])
      )[0].n,
    );

  it('refuses every admin power while the code is not entered, and allows them once it is', async () => {
    await enrolSecondFactor(t.dataSource, admin.id);
    const pending = await sessionCookieFor(t.dataSource, admin.id);
    const session = await call(pending).get('/api/auth/user').expect(200);
    expect(session.body).toMatchObject({ secondFactor: 'verify', user: { id: admin.id, role: 'user' } });

    expect(await tryAdminPowers(pending)).toEqual(REFUSED);
    expect(await auditedUnder(admin.id)).toBe(0);
    const [article] = await t.dataSource.query<{ title: string }[]>(`SELECT title FROM articles`);
    expect(article.title).toBe('Member article');

    // The same session shape, passed: every power is there, so the refusals above are the second factor's.
    const passed = await sessionCookieFor(t.dataSource, admin.id, { secondFactorVerified: true });
    const allowed = await tryAdminPowers(passed);
    expect(allowed).toMatchObject({
      profileEmail: 'quiet@example.com',
      profileBanState: false,
      listFlairs: 200,
      batch: 200,
      editArticle: 200,
      deleteComment: 204,
    });
    expect([200, 204]).toContain(allowed.deactivateFlairs);
    expect([200, 204]).toContain(allowed.deleteArticle);
  });

  it('refuses them the same way while the security settings require a second factor the admin has not set up', async () => {
    const rootCookie = await sessionCookieFor(t.dataSource, ROOT_USER_ID);
    await request(t.http)
      .put('/api/admin/security-settings')
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', rootCookie)
      .send({ ...SECURITY_DEFAULTS, require2FA: true })
      .expect(200);
    try {
      const pending = await sessionCookieFor(t.dataSource, admin.id);
      expect((await call(pending).get('/api/auth/user').expect(200)).body.secondFactor).toBe('enrol');
      expect(await tryAdminPowers(pending)).toEqual(REFUSED);
      // Admin routes still say what would lift the refusal, so the SPA can offer the set-up.
      const adminRoute = await call(pending).get('/api/admin/badges').expect(403);
      expect(adminRoute.body.code).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED');
      // The set-up itself stays open to the account.
      await call(pending).post('/api/second-factor/enrolment').expect(200);
    } finally {
      await request(t.http)
        .put('/api/admin/security-settings')
        .set('Origin', SITE_ORIGIN)
        .set('Cookie', rootCookie)
        .send(SECURITY_DEFAULTS)
        .expect(200);
    }
  });

  it('keeps feature switches closed to the pending admin as to any member', async () => {
    await enrolSecondFactor(t.dataSource, admin.id);
    const rootCookie = await sessionCookieFor(t.dataSource, ROOT_USER_ID);
    const setStore = (mode: 'everyone' | 'admins') =>
      request(t.http)
        .put('/api/admin/feature-access')
        .set('Origin', SITE_ORIGIN)
        .set('Cookie', rootCookie)
        .send({ features: { store: mode } })
        .expect(200);
    await setStore('admins');
    try {
      const pending = await sessionCookieFor(t.dataSource, admin.id);
      const passed = await sessionCookieFor(t.dataSource, admin.id, { secondFactorVerified: true });
      await call(pending).get('/api/store/items').expect(403);
      await call(passed).get('/api/store/items').expect(200);
    } finally {
      await setStore('everyone');
    }
  });
});
