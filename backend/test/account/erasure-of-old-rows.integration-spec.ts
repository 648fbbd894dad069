import { randomUUID } from 'node:crypto';
import { attributeNotificationsToActors } from '../../src/database/migrations/1795931583413-NotificationActors.js';
import { AuditLogWithoutWords1795931583414 } from '../../src/database/migrations/1795931583414-AuditLogWithoutWords.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { as, signedIn, type Actor } from '../articles/article-fixtures.js';
import { createArticle } from '../factories/article.factory.js';
import { type TestApp, useTestApp } from '../utils/test-app.js';

/*
 * Rows written before notifications recorded their actor and before the audit log stopped keeping
 * words: the migrations give old notifications their actor (removing those whose actor is gone) and
 * take the words out of old audit entries. Their data steps run here on rows written the old way.
 */
describe('Erasing what rows written before hold', () => {
  const t = useTestApp();
  let alice: Actor;
  let bob: Actor;
  let carol: Actor;

  beforeEach(async () => {
    alice = await signedIn(t.dataSource, { username: 'alice', role: UserRole.Moderator });
    bob = await signedIn(t.dataSource, { username: 'bob' });
    carol = await signedIn(t.dataSource, { username: 'carol' });
  });

  const q = <T = unknown>(sql: string, parameters: unknown[] = []) => t.dataSource.query<T>(sql, parameters);
  const runStep = async (step: (runner: ReturnType<TestApp['dataSource']['createQueryRunner']>) => Promise<void>) => {
    const runner = t.dataSource.createQueryRunner();
    try {
      await step(runner);
    } finally {
      await runner.release();
    }
  };

  it('gives old notifications their actor, removes those of deleted actors, and drops a third party’s reason', async () => {
    const article = await createArticle(t.dataSource, bob.user, { title: 'Bob rides' });
    await as(t, alice).post('/api/messages').send({ receiverId: bob.user.id, content: 'hi bob' }).expect(201);
    await as(t, alice).post(`/api/articles/${article.id}/like`).expect(200);
    const suggestion = await as(t, carol)
      .post(`/api/articles/${article.id}/suggestions`)
      .send({ title: 'Bob rides', excerpt: 'A ride', content: '<p>Carol adds</p>', summary: 'carol adds' })
      .expect(201);
    await as(t, alice)
      .post(`/api/article-suggestions/${suggestion.body.id}/decline`)
      .send({ reason: 'carol copied it' })
      .expect(200);
    // A merged account's follow, and events of accounts deleted before actors were recorded.
    const mergedId = randomUUID();
    await q(`INSERT INTO account_merges (source_user_id, target_user_id) VALUES ($1, $2)`, [mergedId, alice.user.id]);
    const old = (kind: string, reference: string, body = '') =>
      q(`INSERT INTO notifications (user_id, kind, title, body, link, reference) VALUES ($1, $2, 'Old', $3, '/', $4)`, [
        bob.user.id,
        kind,
        body,
        reference,
      ]);
    await old('new-follower', `follow:${mergedId}`);
    await old('new-follower', `follow:${randomUUID()}`);
    await old('new-message', 'message:999999', 'words of a deleted sender');
    await old('article-comment', 'comment:999999', 'a deleted comment');
    await old('account-change', 'role:moderator:then');
    // Written the old way: no actor, and the author's copy of the decision quoting the reviewer's reason.
    await q(`UPDATE notifications SET actor_id = NULL`);
    await q(`UPDATE notifications SET body = 'Reason: carol copied it' WHERE kind = 'article-suggestion-decided'`);

    await runStep(attributeNotificationsToActors);

    const rows = await q<{ user_id: string; kind: string; reference: string; actor_id: string | null; body: string }[]>(
      `SELECT user_id, kind::text, reference, actor_id, body FROM notifications ORDER BY kind, reference, user_id`,
    );
    const decided = `article-suggestion:${suggestion.body.id}:decided`;
    expect(rows).toEqual(
      [
        { user_id: bob.user.id, kind: 'account-change', reference: 'role:moderator:then', actor_id: null, body: '' },
        {
          user_id: bob.user.id,
          kind: 'article-edit-suggested',
          reference: `article-suggestion:${suggestion.body.id}`,
          actor_id: carol.user.id,
          body: 'carol adds',
        },
        {
          user_id: bob.user.id,
          kind: 'article-like',
          reference: `like:${article.id}:${alice.user.id}`,
          actor_id: alice.user.id,
          body: '',
        },
        {
          user_id: bob.user.id,
          kind: 'article-suggestion-decided',
          reference: decided,
          actor_id: alice.user.id,
          body: '',
        },
        {
          user_id: carol.user.id,
          kind: 'article-suggestion-decided',
          reference: decided,
          actor_id: alice.user.id,
          body: 'Reason: carol copied it',
        },
        {
          user_id: bob.user.id,
          kind: 'new-follower',
          reference: `follow:${mergedId}`,
          actor_id: alice.user.id,
          body: '',
        },
        {
          user_id: bob.user.id,
          kind: 'new-message',
          reference: expect.stringMatching(/^message:\d+$/),
          actor_id: alice.user.id,
          body: 'hi bob',
        },
      ].sort((a, b) => (a.kind + a.reference + a.user_id).localeCompare(b.kind + b.reference + b.user_id)),
    );
  });

  it('takes the words out of old audit entries (only where they quote or name a person) and re-points merged ids', async () => {
    const mergedId = randomUUID();
    await q(`INSERT INTO account_merges (source_user_id, target_user_id) VALUES ($1, $2)`, [mergedId, alice.user.id]);
    const entry = (
      action: string,
      details: object,
      actorId: string | null = alice.user.id,
      targetId: string | null = null,
    ) =>
      q(`INSERT INTO audit_log (actor_id, target_user_id, action, details) VALUES ($1, $2, $3, $4)`, [
        actorId,
        targetId,
        action,
        JSON.stringify(details),
      ]);
    await entry('moderation.comment.hidden', {
      articleId: 1,
      commentId: 2,
      reason: 'bob was rude',
      content: 'rude words',
    });
    await entry('admin.user.banned', { reason: 'bob spammed' }, alice.user.id, mergedId);
    await entry('submission.rejected', { submissionId: 'x', type: 'person', name: 'Bob Person', reason: 'no' });
    await entry('user.account.merged', {
      sourceUserId: mergedId,
      sourceUsername: 'bob_google',
      targetUserId: alice.user.id,
    });
    await entry('comment.held', { articleId: 1, commentId: 3, reason: 'link-spam' }, mergedId);
    await entry('admin.badge.awarded', { badgeId: 1, slug: 'og', name: 'OG' });

    await runStep((runner) => new AuditLogWithoutWords1795931583414().up(runner));

    const rows = await q<{ action: string; actor_id: string; target_user_id: string | null; details: object }[]>(
      `SELECT action, actor_id, target_user_id, details FROM audit_log ORDER BY id`,
    );
    expect(rows).toEqual([
      {
        action: 'moderation.comment.hidden',
        actor_id: alice.user.id,
        target_user_id: null,
        details: { articleId: 1, commentId: 2 },
      },
      { action: 'admin.user.banned', actor_id: alice.user.id, target_user_id: alice.user.id, details: {} },
      {
        action: 'submission.rejected',
        actor_id: alice.user.id,
        target_user_id: null,
        details: { submissionId: 'x', type: 'person' },
      },
      {
        action: 'user.account.merged',
        actor_id: alice.user.id,
        target_user_id: null,
        details: { sourceUserId: mergedId, targetUserId: alice.user.id },
      },
      // A hold rule's name and a badge's catalogue name are not a person's words: they stay.
      {
        action: 'comment.held',
        actor_id: alice.user.id,
        target_user_id: null,
        details: { articleId: 1, commentId: 3, reason: 'link-spam' },
      },
      {
        action: 'admin.badge.awarded',
        actor_id: alice.user.id,
        target_user_id: null,
        details: { badgeId: 1, slug: 'og', name: 'OG' },
      },
    ]);
  });
});
