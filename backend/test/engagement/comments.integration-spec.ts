import request from 'supertest';
import type { Article } from '../../src/modules/articles/entities/article.entity.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import type { TestApp } from '../utils/test-app.js';
import { articleCounters, auditEntries, countRows, liveComments, queriesDuring } from './engagement-helpers.js';
import { useArticleScene } from './engagement-scene.js';

const EMPTY = 'Please write a comment before posting.';

describe('Article comments', () => {
  const scene = useArticleScene();
  let t: TestApp;
  let author: User;
  let article: Article;
  beforeEach(() => {
    ({ t, article } = scene);
    author = scene.writer.user;
  });

  const post = (articleId: number | string, cookie: string, body: object) =>
    request(t.http)
      .post(`/api/articles/${articleId}/comments`)
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', cookie)
      .send(body);

  const remove = (articleId: number | string, commentId: number | string, cookie: string) =>
    request(t.http)
      .delete(`/api/articles/${articleId}/comments/${commentId}`)
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', cookie);

  const moderatorReason = { reasonCategory: 'harassment', note: 'Insults another member' };

  /** A moderator's or admin's removal of someone's comment, which takes a reason. */
  const removeWithReason = (
    articleId: number | string,
    commentId: number | string,
    cookie: string,
    body: object = moderatorReason,
  ) =>
    request(t.http)
      .post(`/api/articles/${articleId}/comments/${commentId}/remove`)
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', cookie)
      .send(body);

  /** Inserts comments straight into the table (fast set-up for listing tests). */
  async function insertComment(commenter: User, content: string, createdAt: string): Promise<number> {
    const [row] = await t.dataSource.query<{ id: number }[]>(
      `INSERT INTO "article_comments" ("article_id", "author_id", "content", "created_at") VALUES ($1, $2, $3, $4)
       RETURNING "id"`,
      [article.id, commenter.id, content, createdAt],
    );
    await t.dataSource.query(`UPDATE "articles" SET "comment_count" = "comment_count" + 1 WHERE "id" = $1`, [
      article.id,
    ]);
    return row.id;
  }

  describe('POST /api/articles/:id/comments', () => {
    it('posts a trimmed comment with its real commenter and counts it', async () => {
      const commenter = await createUser(t.dataSource, {
        username: 'streamfan',
        firstName: 'Kai',
        lastName: 'Lee',
        showRealName: true,
        displayNamePreference: 'realname',
        role: UserRole.Moderator,
        profileImageUrl: 'https://example.test/kai.png',
      });
      const cookie = await sessionCookieFor(t.dataSource, commenter.id);

      const response = await post(article.id, cookie, { content: '  I watched this one live!\n  ' }).expect(201);

      expect(response.body).toEqual({
        id: expect.any(Number),
        articleId: article.id,
        author: {
          id: commenter.id,
          username: 'streamfan',
          displayName: 'Kai Lee',
          role: 'moderator',
          isRoot: false,
          profileImageUrl: 'https://example.test/kai.png',
          flairs: [expect.objectContaining({ key: 'role:moderator', displayName: 'Moderator' })],
        },
        content: 'I watched this one live!',
        parentId: null,
        state: 'visible',
        hiddenReason: null,
        createdAt: expect.any(String),
        heldReason: null,
        authorBlockedByViewer: false,
      });
      expect(Number.isNaN(Date.parse(response.body.createdAt))).toBe(false);
      expect((await articleCounters(t.dataSource, article.id)).commentCount).toBe(1);
      expect(await auditEntries(t.dataSource, 'comment.created')).toEqual([
        {
          actor_id: commenter.id,
          target_user_id: null,
          action: 'comment.created',
          details: { articleId: article.id, commentId: response.body.id, parentId: null },
        },
      ]);
    });

    it('stores markup as the text it is, for display as text', async () => {
      const cookie = await sessionCookieFor(t.dataSource, author.id);
      const content = '<script>alert("x")</script> & <b>bold</b>';
      const response = await post(article.id, cookie, { content }).expect(201);
      expect(response.body.content).toBe(content);
      const list = await request(t.http).get(`/api/articles/${article.id}/comments`).expect(200);
      expect(list.body.items[0].content).toBe(content);
    });

    it('keeps newlines and tabs, and stores Windows line breaks as plain newlines', async () => {
      const cookie = await sessionCookieFor(t.dataSource, author.id);
      const response = await post(article.id, cookie, { content: 'line one\r\nline two\n\tindented' }).expect(201);
      expect(response.body.content).toBe('line one\nline two\n\tindented');
    });

    it.each([
      ['an empty string', ''],
      ['spaces and newlines', '   \n\t  '],
    ])('refuses %s with 400 on the content field and its message', async (_label, content) => {
      const cookie = await sessionCookieFor(t.dataSource, author.id);
      const response = await post(article.id, cookie, { content }).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message: 'Validation failed' });
      expect(response.body.errors).toEqual([{ field: 'content', reason: EMPTY }]);
      expect((await articleCounters(t.dataSource, article.id)).commentCount).toBe(0);
    });

    it('refuses a body without content, naming the field', async () => {
      const cookie = await sessionCookieFor(t.dataSource, author.id);
      const response = await post(article.id, cookie, {}).expect(400);
      expect(response.body.errors).toContainEqual({ field: 'content', reason: EMPTY });
    });

    it('refuses control characters other than newline and tab', async () => {
      const cookie = await sessionCookieFor(t.dataSource, author.id);
      for (const content of ['bell\u0007', 'nul\u0000byte', 'escape\u001b[31m', 'c1\u0085x']) {
        const response = await post(article.id, cookie, { content }).expect(400);
        expect(response.body.errors).toEqual([
          { field: 'content', reason: 'A comment cannot contain control characters.' },
        ]);
      }
      expect(await countRows(t.dataSource, 'article_comments', article.id)).toBe(0);
    });

    it('accepts 5000 characters (emoji count as one) and refuses 5001', async () => {
      const cookie = await sessionCookieFor(t.dataSource, author.id);
      await post(article.id, cookie, { content: 'a'.repeat(5000) }).expect(201);
      await post(article.id, cookie, { content: '😀'.repeat(5000) }).expect(201);
      const tooLong = await post(article.id, cookie, { content: 'a'.repeat(5001) }).expect(400);
      expect(tooLong.body.errors).toEqual([
        { field: 'content', reason: 'A comment can be at most 5000 characters long.' },
      ]);
      expect((await articleCounters(t.dataSource, article.id)).commentCount).toBe(2);
    });

    it('refuses a signed-out comment with 401', async () => {
      await request(t.http)
        .post(`/api/articles/${article.id}/comments`)
        .set('Origin', SITE_ORIGIN)
        .send({ content: 'hello' })
        .expect(401);
      expect(await countRows(t.dataSource, 'article_comments', article.id)).toBe(0);
    });

    it.each(['abc', '99999999999', '999999'])('answers 404 "Article Not Found" for article %s', async (id) => {
      const cookie = await sessionCookieFor(t.dataSource, author.id);
      const response = await post(id, cookie, { content: 'hello' }).expect(404);
      expect(response.body.message).toBe('Article Not Found');
    });
  });

  describe('GET /api/articles/:id/comments', () => {
    it('lists comments oldest first (newest last) with their commenters, to anyone', async () => {
      const early = await createUser(t.dataSource, { username: 'early_bird' });
      const late = await createUser(t.dataSource, { username: '', email: 'late@example.test' });
      await insertComment(late, 'second', '2025-02-02T00:00:00Z');
      await insertComment(early, 'first', '2025-01-01T00:00:00Z');
      await insertComment(early, 'third', '2025-03-03T00:00:00Z');

      const response = await request(t.http).get(`/api/articles/${article.id}/comments`).expect(200);

      expect(response.body.total).toBe(3);
      expect(response.body.nextCursor).toBeNull();
      expect(response.body.items.map((c: { content: string }) => c.content)).toEqual(['first', 'second', 'third']);
      expect(response.body.items[0]).toMatchObject({
        articleId: article.id,
        author: { id: early.id, username: 'early_bird', displayName: 'early_bird', role: 'user' },
        createdAt: '2025-01-01T00:00:00.000Z',
      });
      expect(response.body.items[1].author.displayName).toBe('late');
      expect(response.body.items[0].author).not.toHaveProperty('email');
    });

    it('pages with a cursor without repeating or skipping comments posted within one millisecond', async () => {
      const commenter = await createUser(t.dataSource);
      const instants = [
        '2025-05-05T00:00:00.000100Z',
        '2025-05-05T00:00:00.000200Z',
        '2025-05-05T00:00:00.000200Z',
        '2025-05-05T00:00:00.000900Z',
        '2025-05-05T00:00:00.001000Z',
      ];
      for (const [index, instant] of instants.entries()) await insertComment(commenter, `c${index}`, instant);

      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const response: request.Response = await request(t.http)
          .get(`/api/articles/${article.id}/comments`)
          .query({ limit: 2, ...(cursor ? { cursor } : {}) })
          .expect(200);
        seen.push(...response.body.items.map((c: { content: string }) => c.content));
        cursor = response.body.nextCursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(pages).toBe(3);
      expect(seen).toEqual(['c0', 'c1', 'c2', 'c3', 'c4']);
    });

    it('shows 50 comments by default and at most 100', async () => {
      const commenter = await createUser(t.dataSource);
      for (let i = 0; i < 55; i += 1) {
        await insertComment(commenter, `c${i}`, new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString());
      }
      const firstPage = await request(t.http).get(`/api/articles/${article.id}/comments`).expect(200);
      expect(firstPage.body.items).toHaveLength(50);
      expect(firstPage.body.nextCursor).toEqual(expect.any(String));
      const rest = await request(t.http)
        .get(`/api/articles/${article.id}/comments`)
        .query({ cursor: firstPage.body.nextCursor })
        .expect(200);
      expect(rest.body.items.map((c: { content: string }) => c.content)).toEqual(['c50', 'c51', 'c52', 'c53', 'c54']);
      expect(rest.body.nextCursor).toBeNull();

      await request(t.http).get(`/api/articles/${article.id}/comments`).query({ limit: 100 }).expect(200);
      const tooMany = await request(t.http)
        .get(`/api/articles/${article.id}/comments`)
        .query({ limit: 101 })
        .expect(400);
      expect(tooMany.body.errors.map((e: { field: string }) => e.field)).toEqual(['limit']);
    });

    it('runs the same number of queries for 5 and for 50 comments by 60 different users', async () => {
      for (let i = 0; i < 60; i += 1) {
        const commenter = await createUser(t.dataSource);
        await insertComment(commenter, `c${i}`, new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString());
      }
      const page = (limit: number) =>
        queriesDuring(t.dataSource, () =>
          request(t.http).get(`/api/articles/${article.id}/comments`).query({ limit }).expect(200),
        );

      const small = await page(5);
      const large = await page(50);

      expect(small.result.body.items).toHaveLength(5);
      expect(large.result.body.items).toHaveLength(50);
      expect(large.result.body.items[49].author.username).not.toBe(large.result.body.items[0].author.username);
      expect(small.queries).toHaveLength(3); // count, page, the commenters' chosen flairs
      expect(large.queries).toHaveLength(small.queries.length);
    });

    it('refuses a malformed cursor with 400', async () => {
      const response = await request(t.http)
        .get(`/api/articles/${article.id}/comments`)
        .query({ cursor: 'not-a-cursor' })
        .expect(400);
      expect(response.body.message).toBe('cursor is not a valid page cursor');
    });

    it.each(['abc', '99999999999', '999999'])('answers 404 "Article Not Found" for article %s', async (id) => {
      const response = await request(t.http).get(`/api/articles/${id}/comments`).expect(404);
      expect(response.body).toMatchObject({ statusCode: 404, message: 'Article Not Found' });
    });
  });

  describe('DELETE /api/articles/:articleId/comments/:commentId', () => {
    let commenter: User;
    let commentId: number;

    beforeEach(async () => {
      commenter = await createUser(t.dataSource);
      const response = await post(article.id, await sessionCookieFor(t.dataSource, commenter.id), {
        content: 'to be deleted',
      }).expect(201);
      commentId = response.body.id;
    });

    it("lets the comment's author delete it, and uncounts it", async () => {
      await remove(article.id, commentId, await sessionCookieFor(t.dataSource, commenter.id)).expect(204);
      expect(await liveComments(t.dataSource, article.id)).toBe(0);
      expect((await articleCounters(t.dataSource, article.id)).commentCount).toBe(0);
      expect(await auditEntries(t.dataSource, 'comment.deleted')).toEqual([
        {
          actor_id: commenter.id,
          target_user_id: null,
          action: 'comment.deleted',
          details: { articleId: article.id, commentId },
        },
      ]);
    });

    it("refuses another user with 403 and keeps the comment (even the article's author)", async () => {
      const other = await createUser(t.dataSource);
      for (const user of [other, author]) {
        const response = await remove(article.id, commentId, await sessionCookieFor(t.dataSource, user.id));
        expect(response.status).toBe(403);
        expect(response.body.message).toBe('You can only delete your own comments.');
      }
      expect(await liveComments(t.dataSource, article.id)).toBe(1);
      expect((await articleCounters(t.dataSource, article.id)).commentCount).toBe(1);
    });

    it('lets a moderator remove it with a reason: the note in the audit log, the category in the public log', async () => {
      const moderator = await createUser(t.dataSource, { role: UserRole.Moderator });
      await removeWithReason(article.id, commentId, await sessionCookieFor(t.dataSource, moderator.id)).expect(204);
      expect((await articleCounters(t.dataSource, article.id)).commentCount).toBe(0);
      expect(await auditEntries(t.dataSource, 'moderation.comment.deleted')).toEqual([
        {
          actor_id: moderator.id,
          target_user_id: commenter.id,
          action: 'moderation.comment.deleted',
          details: { articleId: article.id, commentId },
        },
      ]);
      const [{ note }] = await t.dataSource.query(
        `SELECT note FROM audit_log WHERE action = 'moderation.comment.deleted'`,
      );
      expect(note).toBe(moderatorReason.note);
      const log = await request(t.http).get('/api/moderation-log').query({ kind: 'comment' }).expect(200);
      expect(log.body.items).toEqual([
        expect.objectContaining({
          action: 'deleted',
          source: 'moderator_review',
          reasonCategory: 'harassment',
          contextPath: `/article/${article.id}`,
        }),
      ]);
      expect(JSON.stringify(log.body)).not.toContain('to be deleted');
      await removeWithReason(article.id, commentId, await sessionCookieFor(t.dataSource, moderator.id)).expect(404);
    });

    it("answers a moderator or admin deleting someone's comment without a reason with 400 and keeps it", async () => {
      for (const role of [UserRole.Moderator, UserRole.Admin]) {
        const staff = await createUser(t.dataSource, { role });
        const response = await remove(article.id, commentId, await sessionCookieFor(t.dataSource, staff.id));
        expect(response.status).toBe(400);
        expect(response.body.errors).toEqual([{ field: 'reasonCategory', reason: expect.stringContaining('reason') }]);
      }
      expect(await liveComments(t.dataSource, article.id)).toBe(1);
      expect((await articleCounters(t.dataSource, article.id)).commentCount).toBe(1);
    });

    it('refuses a removal with a bad reason (400 per field), and members (403); the comment stays', async () => {
      const admin = await createUser(t.dataSource, { role: UserRole.Admin });
      const cookie = await sessionCookieFor(t.dataSource, admin.id);
      const badCategory = await removeWithReason(article.id, commentId, cookie, { reasonCategory: 'mean', note: 'x' });
      expect(badCategory.status).toBe(400);
      expect(badCategory.body.errors.map((e: { field: string }) => e.field)).toEqual(['reasonCategory']);
      const noNote = await removeWithReason(article.id, commentId, cookie, { reasonCategory: 'spam' });
      expect(new Set(noNote.body.errors.map((e: { field: string }) => e.field))).toEqual(new Set(['note']));
      const member = await createUser(t.dataSource);
      await removeWithReason(article.id, commentId, await sessionCookieFor(t.dataSource, member.id)).expect(403);
      expect(await liveComments(t.dataSource, article.id)).toBe(1);
    });

    it('lets an admin remove it', async () => {
      const admin = await createUser(t.dataSource, { role: UserRole.Admin });
      await removeWithReason(article.id, commentId, await sessionCookieFor(t.dataSource, admin.id)).expect(204);
      expect(await liveComments(t.dataSource, article.id)).toBe(0);
      expect((await articleCounters(t.dataSource, article.id)).commentCount).toBe(0);
    });

    it('answers 404 the second time, and uncounts only once when two deletes race', async () => {
      const cookie = await sessionCookieFor(t.dataSource, commenter.id);
      const statuses = (
        await Promise.all([remove(article.id, commentId, cookie), remove(article.id, commentId, cookie)])
      )
        .map((r) => r.status)
        .sort();
      expect(statuses).toEqual([204, 404]);
      expect((await articleCounters(t.dataSource, article.id)).commentCount).toBe(0);
    });

    it('refuses a signed-out delete with 401', async () => {
      await request(t.http)
        .delete(`/api/articles/${article.id}/comments/${commentId}`)
        .set('Origin', SITE_ORIGIN)
        .expect(401);
      expect(await liveComments(t.dataSource, article.id)).toBe(1);
    });

    it('answers 404 for a comment of another article and for bad ids', async () => {
      const admin = await createUser(t.dataSource, { role: UserRole.Admin });
      const cookie = await sessionCookieFor(t.dataSource, admin.id);
      const otherArticle = await createArticle(t.dataSource, author);

      const elsewhere = await remove(otherArticle.id, commentId, cookie).expect(404);
      expect(elsewhere.body.message).toBe('Comment Not Found');
      expect((await remove(article.id, 'abc', cookie).expect(404)).body.message).toBe('Comment Not Found');
      expect((await remove(article.id, '99999999999', cookie).expect(404)).body.message).toBe('Comment Not Found');
      expect((await remove('abc', commentId, cookie).expect(404)).body.message).toBe('Article Not Found');
      expect(await liveComments(t.dataSource, article.id)).toBe(1);
    });
  });
});
