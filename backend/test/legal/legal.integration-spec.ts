import { AccountMergeService } from '../../src/modules/account-merge/account-merge.service.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { as, signedIn } from '../articles/article-fixtures.js';
import { browserRequest } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';

describe('Legal documents', () => {
  const t = useTestApp();

  const acceptances = (userId: string) =>
    t.dataSource.query<{ kind: string; version: number }[]>(
      `SELECT kind, version FROM legal_acceptances WHERE user_id = $1 ORDER BY kind, version`,
      [userId],
    );
  const publish = (cookie: string, kind: string, body: Record<string, unknown>) =>
    browserRequest(t.http, 'post', `/api/admin/legal/${kind}`, cookie).send(body);

  describe('public reads', () => {
    it('serves the first version of each document to anyone', async () => {
      for (const [kind, title] of [
        ['terms', 'Terms of Service'],
        ['privacy', 'Privacy Policy'],
        ['guidelines', 'Community Guidelines'],
      ]) {
        const response = await browserRequest(t.http, 'get', `/api/legal/${kind}`).expect(200);
        expect(response.body).toEqual({
          kind,
          version: 1,
          title,
          body: expect.stringContaining('<p>'),
          publishedAt: expect.any(String),
        });
      }
      const terms = await browserRequest(t.http, 'get', '/api/legal/terms').expect(200);
      expect(terms.body.body).toContain('Harassment');
      expect(terms.body.body).not.toMatch(/lorem/i);
    });

    it('answers 404 for an unknown kind or version', async () => {
      await browserRequest(t.http, 'get', '/api/legal/cookies').expect(404);
      await browserRequest(t.http, 'get', '/api/legal/cookies/versions').expect(404);
      const missing = await browserRequest(t.http, 'get', '/api/legal/terms/versions/7').expect(404);
      expect(missing.body.message).toBe('Version Not Found');
      await browserRequest(t.http, 'get', '/api/legal/terms/versions/0').expect(404);
      await browserRequest(t.http, 'get', '/api/legal/terms/versions/abc').expect(404);
    });

    it('lists versions newest first, page by page, and serves each one', async () => {
      const admin = await signedIn(t.dataSource, { role: UserRole.Admin });
      for (const n of [2, 3]) {
        await publish(admin.cookie, 'terms', { title: `Terms ${n}`, body: `<p>Version ${n}</p>` }).expect(201);
      }
      const first = await browserRequest(t.http, 'get', '/api/legal/terms/versions?limit=2').expect(200);
      expect(first.body.items.map((item: { version: number }) => item.version)).toEqual([3, 2]);
      expect(first.body.items[0]).toEqual({
        kind: 'terms',
        version: 3,
        title: 'Terms 3',
        publishedAt: expect.any(String),
      });
      const second = await browserRequest(
        t.http,
        'get',
        `/api/legal/terms/versions?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`,
      ).expect(200);
      expect(second.body).toEqual({ items: [expect.objectContaining({ version: 1 })], nextCursor: null });
      await browserRequest(t.http, 'get', '/api/legal/terms/versions?cursor=forged').expect(400);

      const old = await browserRequest(t.http, 'get', '/api/legal/terms/versions/2').expect(200);
      expect(old.body).toMatchObject({ version: 2, title: 'Terms 2', body: '<p>Version 2</p>' });
      const current = await browserRequest(t.http, 'get', '/api/legal/terms').expect(200);
      expect(current.body).toMatchObject({ version: 3, title: 'Terms 3' });
      // Other kinds are numbered on their own.
      expect((await browserRequest(t.http, 'get', '/api/legal/privacy').expect(200)).body.version).toBe(1);
    });
  });

  describe('POST /api/admin/legal/{kind}', () => {
    it('is for admins only: 401 signed out, 403 for members and moderators', async () => {
      const member = await signedIn(t.dataSource);
      const moderator = await signedIn(t.dataSource, { role: UserRole.Moderator });
      const body = { title: 'Terms', body: '<p>New</p>' };
      await browserRequest(t.http, 'post', '/api/admin/legal/terms').send(body).expect(401);
      await publish(member.cookie, 'terms', body).expect(403);
      await publish(moderator.cookie, 'terms', body).expect(403);
      expect((await browserRequest(t.http, 'get', '/api/legal/terms').expect(200)).body.version).toBe(1);
    });

    it('sanitises the body on write and audits the publication', async () => {
      const admin = await signedIn(t.dataSource, { role: UserRole.Admin });
      const response = await publish(admin.cookie, 'privacy', {
        title: '  Privacy Policy  ',
        body: '<p onclick="steal()">Kept <script>alert(1)</script><a href="javascript:alert(1)">link</a></p><iframe src="x"></iframe>',
      }).expect(201);
      expect(response.body).toMatchObject({ kind: 'privacy', version: 2, title: 'Privacy Policy' });
      expect(response.body.body).toBe('<p>Kept <a>link</a></p>');
      const [entry] = await t.dataSource.query<{ actor_id: string; details: Record<string, unknown> }[]>(
        `SELECT actor_id, details FROM audit_log WHERE action = 'admin.legal.published'`,
      );
      expect(entry).toEqual({ actor_id: admin.user.id, details: { kind: 'privacy', version: 2 } });
    });

    it('refuses a missing title, a body without visible text and an unknown kind', async () => {
      const admin = await signedIn(t.dataSource, { role: UserRole.Admin });
      const noTitle = await publish(admin.cookie, 'terms', { title: '   ', body: '<p>Text</p>' }).expect(400);
      expect(noTitle.body.errors).toEqual([expect.objectContaining({ field: 'title' })]);
      const empty = await publish(admin.cookie, 'terms', { title: 'Terms', body: '<p><script>x</script></p>' }).expect(
        400,
      );
      expect(empty.body.errors).toEqual([expect.objectContaining({ field: 'body' })]);
      await publish(admin.cookie, 'terms', { title: 'Terms', body: 42 }).expect(400);
      await publish(admin.cookie, 'cookies', { title: 'Cookies', body: '<p>Text</p>' }).expect(404);
      expect((await browserRequest(t.http, 'get', '/api/legal/terms').expect(200)).body.version).toBe(1);
    });

    it('publishes once for a repeated request with the same idempotency key', async () => {
      const admin = await signedIn(t.dataSource, { role: UserRole.Admin });
      for (let i = 0; i < 2; i += 1) {
        await publish(admin.cookie, 'guidelines', { title: 'Guidelines', body: '<p>Be kind</p>' })
          .set('Idempotency-Key', 'publish-guidelines-1')
          .expect(201);
      }
      const versions = await browserRequest(t.http, 'get', '/api/legal/guidelines/versions').expect(200);
      expect(versions.body.items.map((item: { version: number }) => item.version)).toEqual([2, 1]);
    });
  });

  describe('acceptance', () => {
    it('asks a member to accept after a new terms version, and accepting clears it', async () => {
      const admin = await signedIn(t.dataSource, { role: UserRole.Admin });
      const member = await signedIn(t.dataSource);
      const before = await as(t, member).get('/api/legal/status').expect(200);
      expect(before.body.needsAcceptance).toBe(false);

      await publish(admin.cookie, 'terms', { title: 'Terms of Service', body: '<p>Updated</p>' }).expect(201);
      const after = await as(t, member).get('/api/legal/status').expect(200);
      expect(after.body).toEqual({
        needsAcceptance: true,
        documents: [
          { kind: 'terms', currentVersion: 2, acceptedVersion: null, updated: true },
          { kind: 'privacy', currentVersion: 1, acceptedVersion: null, updated: false },
        ],
      });

      for (let i = 0; i < 2; i += 1) {
        const accepted = await as(t, member).post('/api/legal/accept').expect(200);
        expect(accepted.body.needsAcceptance).toBe(false);
      }
      expect(await acceptances(member.user.id)).toEqual([
        { kind: 'privacy', version: 1 },
        { kind: 'terms', version: 2 },
      ]);

      await publish(admin.cookie, 'privacy', { title: 'Privacy Policy', body: '<p>Updated</p>' }).expect(201);
      const again = await as(t, member).get('/api/legal/status').expect(200);
      expect(again.body.documents).toEqual([
        { kind: 'terms', currentVersion: 2, acceptedVersion: 2, updated: false },
        { kind: 'privacy', currentVersion: 2, acceptedVersion: 1, updated: true },
      ]);
      // A new guidelines version asks nothing of members.
      await as(t, member).post('/api/legal/accept').expect(200);
      await publish(admin.cookie, 'guidelines', { title: 'Guidelines', body: '<p>Updated</p>' }).expect(201);
      expect((await as(t, member).get('/api/legal/status').expect(200)).body.needsAcceptance).toBe(false);
    });

    it('asks a member who joined before any version was recorded', async () => {
      const member = await signedIn(t.dataSource);
      await t.dataSource.query(`UPDATE users SET created_at = now() - interval '1 year' WHERE id = $1`, [
        member.user.id,
      ]);
      expect((await as(t, member).get('/api/legal/status').expect(200)).body.needsAcceptance).toBe(true);
    });

    it('answers 401 to status and accept when signed out', async () => {
      await browserRequest(t.http, 'get', '/api/legal/status').expect(401);
      await browserRequest(t.http, 'post', '/api/legal/accept').expect(401);
    });
  });

  describe('people data', () => {
    it("removes a deleted member's acceptances and unlinks the versions they published", async () => {
      const admin = await signedIn(t.dataSource, { role: UserRole.Admin });
      const other = await signedIn(t.dataSource);
      await publish(admin.cookie, 'terms', { title: 'Terms', body: '<p>Two</p>' }).expect(201);
      await as(t, admin).post('/api/legal/accept').expect(200);
      await as(t, other).post('/api/legal/accept').expect(200);
      await t.dataSource.query(`DELETE FROM users WHERE id = $1`, [admin.user.id]);
      expect(await acceptances(admin.user.id)).toEqual([]);
      expect(await acceptances(other.user.id)).toHaveLength(2);
      const rows = await t.dataSource.query<{ editor_id: string | null }[]>(
        `SELECT editor_id FROM legal_documents WHERE kind = 'terms' AND version = 2`,
      );
      expect(rows).toEqual([{ editor_id: null }]);
      expect((await browserRequest(t.http, 'get', '/api/legal/terms').expect(200)).body.version).toBe(2);
    });

    it('moves acceptances to the target of a merge, once each', async () => {
      const source = await signedIn(t.dataSource);
      const target = await signedIn(t.dataSource);
      await t.dataSource.query(
        `INSERT INTO legal_acceptances (user_id, kind, version) VALUES ($1, 'terms', 1), ($1, 'privacy', 1), ($2, 'terms', 1)`,
        [source.user.id, target.user.id],
      );
      await t.app.get(AccountMergeService).merge({ sourceId: source.user.id, targetId: target.user.id });
      expect(await acceptances(source.user.id)).toEqual([]);
      expect(await acceptances(target.user.id)).toEqual([
        { kind: 'privacy', version: 1 },
        { kind: 'terms', version: 1 },
      ]);
    });
  });
});
