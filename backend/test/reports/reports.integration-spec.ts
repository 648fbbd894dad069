import { AccountMergeService } from '../../src/modules/account-merge/account-merge.service.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { browserRequest, sessionCookieFor } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';

describe('Reports', () => {
  const t = useTestApp();

  async function member(role: UserRole = UserRole.User) {
    const user = await createUser(t.dataSource, { role });
    return { user, cookie: await sessionCookieFor(t.dataSource, user.id) };
  }

  const report = (cookie: string, body: Record<string, unknown>) =>
    browserRequest(t.http, 'post', '/api/reports', cookie).send(body);

  const act = (cookie: string, kind: string, id: string | number, body: Record<string, unknown>) =>
    browserRequest(t.http, 'post', `/api/moderation/reports/${kind}/${id}/actions`, cookie).send(body);

  const inbox = (cookie: string, query = '') =>
    browserRequest(t.http, 'get', `/api/moderation/reports${query}`, cookie);

  async function commentBy(author: { cookie: string }, articleId: number, content = 'Buy cheap things here') {
    const response = await browserRequest(t.http, 'post', `/api/articles/${articleId}/comments`, author.cookie)
      .send({ content })
      .expect(201);
    return response.body.id as number;
  }

  const reportRows = () =>
    t.dataSource.query<{ reporter_id: string; subject_kind: string; subject_id: string; resolution: string | null }[]>(
      `SELECT reporter_id, subject_kind, subject_id, resolution FROM reports ORDER BY created_at`,
    );

  const notificationsOf = (userId: string) =>
    t.dataSource.query<{ kind: string; title: string; body: string; actor_id: string | null }[]>(
      `SELECT kind, title, body, actor_id FROM notifications WHERE user_id = $1 AND kind IN ('report-resolved', 'moderation-warning') ORDER BY created_at`,
      [userId],
    );

  const moderationLog = () =>
    t.dataSource.query(
      `SELECT subject_kind, action, source, reason_category, context, context_path FROM moderation_log_entries ORDER BY created_at`,
    );

  const commentState = async (id: number) => {
    const [row] = await t.dataSource.query<{ held_reason: string | null; hidden: boolean; deleted: boolean }[]>(
      `SELECT held_reason, hidden_at IS NOT NULL AS hidden, deleted_at IS NOT NULL AS deleted FROM article_comments WHERE id = $1`,
      [id],
    );
    return row;
  };

  describe('POST /api/reports', () => {
    it('records a report of an article and answers it back', async () => {
      const author = await member();
      const reporter = await member();
      const article = await createArticle(t.dataSource, author.user);
      const response = await report(reporter.cookie, {
        subjectKind: 'article',
        subjectId: String(article.id),
        reason: 'inaccurate',
      }).expect(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        subjectKind: 'article',
        subjectId: String(article.id),
        reason: 'inaccurate',
        details: null,
        createdAt: expect.any(String),
      });
      expect(await reportRows()).toEqual([
        { reporter_id: reporter.user.id, subject_kind: 'article', subject_id: String(article.id), resolution: null },
      ]);
    });

    it('refuses a second report of the same item with 409 and keeps one row, also for a retry with its key', async () => {
      const author = await member();
      const reporter = await member();
      const article = await createArticle(t.dataSource, author.user);
      const body = { subjectKind: 'article', subjectId: String(article.id), reason: 'spam' };
      await report(reporter.cookie, body).set('Idempotency-Key', 'report-once').expect(201);
      const replay = await report(reporter.cookie, body).set('Idempotency-Key', 'report-once').expect(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      const again = await report(reporter.cookie, body).expect(409);
      expect(again.body.message).toBe('You have already reported this. A moderator will look at it.');
      // Another spelling of the same id is the same item.
      await report(reporter.cookie, { ...body, subjectId: `00${article.id}` }).expect(409);
      expect(await reportRows()).toHaveLength(1);
    });

    it("refuses to report one's own content with 400", async () => {
      const author = await member();
      const article = await createArticle(t.dataSource, author.user);
      const response = await report(author.cookie, {
        subjectKind: 'article',
        subjectId: String(article.id),
        reason: 'spam',
      }).expect(400);
      expect(response.body.message).toBe('You cannot report your own content.');
      await report(author.cookie, { subjectKind: 'profile', subjectId: author.user.id, reason: 'spam' }).expect(400);
      expect(await reportRows()).toEqual([]);
    });

    it("requires details for 'other' and limits their length", async () => {
      const author = await member();
      const reporter = await member();
      const base = { subjectKind: 'profile', subjectId: author.user.id, reason: 'other' };
      const missing = await report(reporter.cookie, base).expect(400);
      expect(missing.body.errors).toEqual([
        { field: 'details', reason: 'Please say in a few words what is wrong (needed when the reason is "Other").' },
      ]);
      await report(reporter.cookie, { ...base, details: '   ' }).expect(400);
      await report(reporter.cookie, { ...base, details: 'x'.repeat(1001) }).expect(400);
      await report(reporter.cookie, { ...base, reason: 'rude' }).expect(400);
      await report(reporter.cookie, { ...base, subjectKind: 'song' }).expect(400);
      await report(reporter.cookie, { ...base, details: 'Pretends to be a streamer' }).expect(201);
    });

    it('answers 404 for items that do not exist or that the reporter cannot see', async () => {
      const author = await member();
      const receiver = await member();
      const outsider = await member();
      const [{ id: messageId }] = await t.dataSource.query<[{ id: string }]>(
        `INSERT INTO direct_messages (sender_id, receiver_id, content) VALUES ($1, $2, 'hello') RETURNING id`,
        [author.user.id, receiver.user.id],
      );
      for (const [subjectKind, subjectId] of [
        ['article', '999999'],
        ['comment', '999999'],
        ['archive_entry', '999999'],
        ['profile', '7a1c2f4e-0000-4000-8000-000000000001'],
        ['article', 'not-a-number'],
        ['comment', '99999999999'], // past a serial id's range
        ['message', '9'.repeat(40)],
        ['message', String(messageId)], // someone else's conversation
      ]) {
        const response = await report(outsider.cookie, { subjectKind, subjectId, reason: 'spam' }).expect(404);
        expect(response.body.message).toBe('There is nothing to report here: it does not exist or you cannot see it.');
      }
      // The receiver may report it; its sender cannot (their own).
      await report(receiver.cookie, {
        subjectKind: 'message',
        subjectId: String(messageId),
        reason: 'harassment',
      }).expect(201);
      await report(author.cookie, { subjectKind: 'message', subjectId: String(messageId), reason: 'spam' }).expect(400);
    });

    it('needs a session', async () => {
      await browserRequest(t.http, 'post', '/api/reports')
        .send({ subjectKind: 'article', subjectId: '1', reason: 'spam' })
        .expect(401);
    });
  });

  describe('the automatic hold of a comment', () => {
    it('holds a comment once three different members reported it, logged as automatic', async () => {
      const articleAuthor = await member();
      const commenter = await member();
      const article = await createArticle(t.dataSource, articleAuthor.user);
      const commentId = await commentBy(commenter, article.id);
      const reporters = [await member(), await member(), await member()];
      const body = { subjectKind: 'comment', subjectId: String(commentId), reason: 'spam' };

      await report(reporters[0].cookie, body).expect(201);
      await report(reporters[1].cookie, body).expect(201);
      expect((await commentState(commentId)).held_reason).toBeNull();
      await report(reporters[2].cookie, body).expect(201);
      expect((await commentState(commentId)).held_reason).toBe('reports');

      // Held: others no longer see it nor can report it; its author and moderators still see it.
      const list = (cookie?: string) =>
        browserRequest(t.http, 'get', `/api/articles/${article.id}/comments`, cookie).expect(200);
      expect((await list()).body.items).toEqual([]);
      expect((await list(commenter.cookie)).body.items).toHaveLength(1);
      const fourth = await member();
      await report(fourth.cookie, body).expect(404);
      const [{ comment_count }] = await t.dataSource.query<[{ comment_count: number }]>(
        `SELECT comment_count FROM articles WHERE id = $1`,
        [article.id],
      );
      expect(comment_count).toBe(0);
      const [held] = await t.dataSource.query<[{ details: Record<string, unknown> }]>(
        `SELECT details FROM audit_log WHERE action = 'comment.held'`,
      );
      expect(held.details).toMatchObject({ commentId, reason: 'reports' });
      expect(await moderationLog()).toEqual([
        {
          subject_kind: 'comment',
          action: 'hidden',
          source: 'automatic',
          reason_category: 'spam',
          context: article.title,
          context_path: `/article/${article.id}`,
        },
      ]);

      // The held comments' queue shows it to moderators.
      const moderator = await member(UserRole.Moderator);
      const queue = await browserRequest(t.http, 'get', '/api/admin/comments/held', moderator.cookie).expect(200);
      expect(queue.body.items.map((item: { id: number; heldReason: string }) => [item.id, item.heldReason])).toEqual([
        [commentId, 'reports'],
      ]);
    });
  });

  describe('the review inbox', () => {
    it('lists items with open reports grouped, counted per reason, with the details, newest first, paged', async () => {
      const author = await member();
      const article = await createArticle(t.dataSource, author.user, {
        title: 'A reported article',
        content: '<p><em>Words</em> &amp; more words</p><p>Second paragraph</p>',
      });
      const [a, b, c] = [await member(), await member(), await member()];
      await report(a.cookie, { subjectKind: 'article', subjectId: String(article.id), reason: 'spam' }).expect(201);
      await report(b.cookie, {
        subjectKind: 'article',
        subjectId: String(article.id),
        reason: 'other',
        details: 'Copied from another site',
      }).expect(201);
      await report(c.cookie, { subjectKind: 'article', subjectId: String(article.id), reason: 'spam' }).expect(201);
      await report(a.cookie, { subjectKind: 'profile', subjectId: author.user.id, reason: 'harassment' }).expect(201);

      const moderator = await member(UserRole.Moderator);
      const first = await inbox(moderator.cookie, '?limit=1').expect(200);
      expect(first.body.total).toBe(2);
      expect(first.body.items).toEqual([
        expect.objectContaining({
          subjectKind: 'profile',
          subjectId: author.user.id,
          openReports: 1,
          reasons: [{ reason: 'harassment', count: 1 }],
          actions: ['dismissed', 'warned'],
          preview: expect.objectContaining({ title: author.user.username, state: 'visible' }),
        }),
      ]);
      const second = await inbox(moderator.cookie, `?limit=1&cursor=${first.body.nextCursor as string}`).expect(200);
      expect(second.body.nextCursor).toBeNull();
      expect(second.body.items).toEqual([
        expect.objectContaining({
          subjectKind: 'article',
          subjectId: String(article.id),
          openReports: 3,
          reasons: [
            { reason: 'spam', count: 2 },
            { reason: 'other', count: 1 },
          ],
          details: [{ reason: 'other', details: 'Copied from another site', createdAt: expect.any(String) }],
          author: expect.objectContaining({ id: author.user.id }),
          // The moderator reads the body's words, not its tags.
          preview: expect.objectContaining({
            title: 'A reported article',
            excerpt: 'Words & more words Second paragraph',
            link: `/article/${article.id}`,
          }),
          // Deleting an article stays an admin's decision.
          actions: ['dismissed', 'warned'],
        }),
      ]);
      expect(JSON.stringify(second.body)).not.toContain(b.user.username);

      const admin = await member(UserRole.Admin);
      const asAdmin = await inbox(admin.cookie).expect(200);
      expect(asAdmin.body.items[1].actions).toEqual(['deleted', 'dismissed', 'warned']);
    });

    it('refuses members with 403 and visitors with 401', async () => {
      const plain = await member();
      await inbox(plain.cookie).expect(403);
      await browserRequest(t.http, 'get', '/api/moderation/reports').expect(401);
      await act(plain.cookie, 'profile', plain.user.id, {
        action: 'dismissed',
        reasonCategory: 'spam',
        note: 'x',
      }).expect(403);
    });
  });

  describe('acting on reports', () => {
    async function heldComment() {
      const articleAuthor = await member();
      const commenter = await member();
      const article = await createArticle(t.dataSource, articleAuthor.user, { title: 'Stream history' });
      const commentId = await commentBy(commenter, article.id);
      const reporters = [await member(), await member(), await member()];
      for (const reporter of reporters) {
        await report(reporter.cookie, { subjectKind: 'comment', subjectId: String(commentId), reason: 'spam' }).expect(
          201,
        );
      }
      return { article, commenter, commentId, reporters };
    }

    it('hides a reported comment, resolves every report, tells each reporter without naming the moderator', async () => {
      const { commentId, reporters, commenter } = await heldComment();
      const moderator = await member(UserRole.Moderator);
      const response = await act(moderator.cookie, 'comment', commentId, {
        action: 'hidden',
        reasonCategory: 'spam',
        note: 'Link farm',
      }).expect(200);
      expect(response.body).toEqual({
        subjectKind: 'comment',
        subjectId: String(commentId),
        action: 'hidden',
        resolvedReports: 3,
      });
      expect(await commentState(commentId)).toEqual({ held_reason: null, hidden: true, deleted: false });
      expect((await reportRows()).map((row) => row.resolution)).toEqual(['hidden', 'hidden', 'hidden']);
      for (const reporter of reporters) {
        const notes = await notificationsOf(reporter.user.id);
        expect(notes).toEqual([
          {
            kind: 'report-resolved',
            title: 'The comment you reported was hidden',
            body: 'Thank you for your report.',
            actor_id: null,
          },
        ]);
        expect(JSON.stringify(notes)).not.toContain(moderator.user.username);
      }
      expect(await notificationsOf(commenter.user.id)).toEqual([]);
      const [audit] = await t.dataSource.query<
        [{ actor_id: string; target_user_id: string; details: Record<string, unknown>; note: string }]
      >(`SELECT actor_id, target_user_id, details, note FROM audit_log WHERE action = 'moderation.reports.resolved'`);
      expect(audit).toMatchObject({
        actor_id: moderator.user.id,
        target_user_id: commenter.user.id,
        details: {
          subjectKind: 'comment',
          subjectId: String(commentId),
          action: 'hidden',
          reasonCategory: 'spam',
          reports: 3,
        },
        note: 'Link farm',
      });
      // Nothing is open any more.
      expect((await inbox(moderator.cookie).expect(200)).body.total).toBe(0);
      await act(moderator.cookie, 'comment', commentId, {
        action: 'hidden',
        reasonCategory: 'spam',
        note: 'again',
      }).expect(404);
    });

    it('dismissing ends the automatic hold and the comment is public and counted again', async () => {
      const { article, commentId } = await heldComment();
      const moderator = await member(UserRole.Moderator);
      await act(moderator.cookie, 'comment', commentId, {
        action: 'dismissed',
        reasonCategory: 'other',
        note: 'Not spam',
      }).expect(200);
      expect(await commentState(commentId)).toEqual({ held_reason: null, hidden: false, deleted: false });
      const [{ comment_count }] = await t.dataSource.query<[{ comment_count: number }]>(
        `SELECT comment_count FROM articles WHERE id = $1`,
        [article.id],
      );
      expect(comment_count).toBe(1);
    });

    it('deletes a reported comment', async () => {
      const { commentId } = await heldComment();
      const admin = await member(UserRole.Admin);
      await act(admin.cookie, 'comment', commentId, { action: 'deleted', reasonCategory: 'spam', note: 'Spam' }).expect(
        200,
      );
      expect((await commentState(commentId)).deleted).toBe(true);
    });

    it('warns the author with the reason category', async () => {
      const author = await member();
      const reporter = await member();
      await report(reporter.cookie, { subjectKind: 'profile', subjectId: author.user.id, reason: 'harassment' }).expect(
        201,
      );
      const moderator = await member(UserRole.Moderator);
      await act(moderator.cookie, 'profile', author.user.id, {
        action: 'warned',
        reasonCategory: 'harassment',
        note: 'Insulting bio',
      }).expect(200);
      expect(await notificationsOf(author.user.id)).toEqual([
        {
          kind: 'moderation-warning',
          title: 'A moderator warned you about your profile',
          body: 'Reason: Harassment. Please keep to the community guidelines.',
          actor_id: null,
        },
      ]);
      expect(await notificationsOf(reporter.user.id)).toEqual([
        expect.objectContaining({ title: 'The profile you reported was reviewed and its author was warned' }),
      ]);
    });

    it('deletes a reported message for both people', async () => {
      const sender = await member();
      const receiver = await member();
      const [{ id }] = await t.dataSource.query<[{ id: string }]>(
        `INSERT INTO direct_messages (sender_id, receiver_id, content) VALUES ($1, $2, 'rude words') RETURNING id`,
        [sender.user.id, receiver.user.id],
      );
      await report(receiver.cookie, { subjectKind: 'message', subjectId: String(id), reason: 'harassment' }).expect(
        201,
      );
      const moderator = await member(UserRole.Moderator);
      await act(moderator.cookie, 'message', id, {
        action: 'deleted',
        reasonCategory: 'harassment',
        note: 'Abuse',
      }).expect(200);
      expect(await t.dataSource.query(`SELECT id FROM direct_messages WHERE id = $1`, [id])).toEqual([]);
    });

    it('refuses actions that do not apply, and deleting an article by a moderator', async () => {
      const author = await member();
      const reporter = await member();
      const article = await createArticle(t.dataSource, author.user);
      await report(reporter.cookie, { subjectKind: 'article', subjectId: String(article.id), reason: 'spam' }).expect(
        201,
      );
      await report(reporter.cookie, { subjectKind: 'profile', subjectId: author.user.id, reason: 'spam' }).expect(201);
      const moderator = await member(UserRole.Moderator);
      const note = { reasonCategory: 'spam', note: 'n' };
      await act(moderator.cookie, 'profile', author.user.id, { action: 'hidden', ...note }).expect(400);
      await act(moderator.cookie, 'article', article.id, { action: 'deleted', ...note }).expect(403);
      await act(moderator.cookie, 'article', article.id, { action: 'dismissed', reasonCategory: 'spam' }).expect(400);
      await act(moderator.cookie, 'song', 1, { action: 'dismissed', ...note }).expect(404);
      expect((await reportRows()).every((row) => row.resolution === null)).toBe(true);
      const admin = await member(UserRole.Admin);
      await act(admin.cookie, 'article', article.id, { action: 'deleted', ...note }).expect(200);
      expect(await t.dataSource.query(`SELECT id FROM articles WHERE id = $1`, [article.id])).toEqual([]);
    });
  });

  describe('personal data', () => {
    it("erases a member's reports and the reports on what they wrote with their account", async () => {
      const author = await member();
      const reporter = await member();
      const article = await createArticle(t.dataSource, author.user);
      await report(reporter.cookie, { subjectKind: 'article', subjectId: String(article.id), reason: 'spam' }).expect(
        201,
      );
      const third = await member();
      await report(author.cookie, { subjectKind: 'profile', subjectId: reporter.user.id, reason: 'spam' }).expect(201);
      await report(author.cookie, { subjectKind: 'profile', subjectId: third.user.id, reason: 'spam' }).expect(201);
      await browserRequest(t.http, 'post', '/api/account/delete', reporter.cookie)
        .send({ confirmUsername: reporter.user.username })
        .expect(200);
      expect(await reportRows()).toEqual([
        { reporter_id: author.user.id, subject_kind: 'profile', subject_id: third.user.id, resolution: null },
      ]);
    });

    it('moves reports to the target of an account merge, one per member and item', async () => {
      const [source, target, third] = [await member(), await member(), await member()];
      await t.dataSource.query(
        `INSERT INTO reports (reporter_id, subject_kind, subject_id, subject_author_id, reason)
         VALUES ($1::uuid, 'profile', $3::text, $3::uuid, 'spam'), ($2::uuid, 'profile', $3::text, $3::uuid, 'spam'), ($3::uuid, 'profile', $1::text, $1::uuid, 'spam')`,
        [source.user.id, target.user.id, third.user.id],
      );
      await t.app.get(AccountMergeService).merge({ sourceId: source.user.id, targetId: target.user.id });
      const rows = await t.dataSource.query<{ reporter_id: string; subject_id: string; subject_author_id: string }[]>(
        `SELECT reporter_id, subject_id, subject_author_id FROM reports ORDER BY reporter_id`,
      );
      expect(rows).toEqual(
        expect.arrayContaining([
          { reporter_id: target.user.id, subject_id: third.user.id, subject_author_id: third.user.id },
          { reporter_id: third.user.id, subject_id: target.user.id, subject_author_id: target.user.id },
        ]),
      );
      expect(rows).toHaveLength(2);
    });
  });
});
