import request from 'supertest';
import { ArticleRevision } from '../../src/modules/articles/entities/article-revision.entity.js';
import { Article } from '../../src/modules/articles/entities/article.entity.js';
import { AuditLogEntry } from '../../src/modules/audit/entities/audit-log-entry.entity.js';
import { PointsLedgerEntry } from '../../src/modules/points/entities/points-ledger-entry.entity.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { createArticle } from '../factories/article.factory.js';
import { SITE_ORIGIN } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';
import { as, signedIn, validArticle, type Actor } from './article-fixtures.js';

describe('Writing articles', () => {
  const t = useTestApp();
  let moderator: Actor;
  let otherModerator: Actor;
  let admin: Actor;
  let user: Actor;

  beforeEach(async () => {
    moderator = await signedIn(t.dataSource, { role: UserRole.Moderator, username: 'mod_writer' });
    otherModerator = await signedIn(t.dataSource, { role: UserRole.Moderator });
    admin = await signedIn(t.dataSource, { role: UserRole.Admin });
    user = await signedIn(t.dataSource);
  });

  const pointsOf = async (userId: string) =>
    (await t.dataSource.getRepository(User).findOneByOrFail({ id: userId })).availablePoints;
  const ledgerOf = (userId: string) =>
    t.dataSource.getRepository(PointsLedgerEntry).find({ where: { userId }, order: { id: 'ASC' } });
  const auditActions = async () =>
    (await t.dataSource.getRepository(AuditLogEntry).find({ order: { id: 'ASC' } })).map((e) => ({
      action: e.action,
      actorId: e.actorId,
      targetUserId: e.targetUserId,
      details: e.details,
    }));

  describe('POST /api/articles', () => {
    it('lets a moderator publish: 201 with the article, +1 point, a ledger row, revision 1 and an audit entry', async () => {
      const response = await as(t, moderator)
        .post('/api/articles')
        .send({
          title: '  The first IRL stream  ',
          excerpt: '  How it began ',
          content: '<h2>Start</h2><p>It started with a backpack.</p>',
          category: 'Justin.tv Era',
          tags: [' Backpack ', 'history', 'BACKPACK', ''],
        })
        .expect(201);

      expect(response.body).toMatchObject({
        id: expect.any(Number),
        title: 'The first IRL stream',
        excerpt: 'How it began',
        content: '<h2>Start</h2><p>It started with a backpack.</p>',
        category: 'Justin.tv Era',
        tags: ['backpack', 'history'],
        authorId: moderator.user.id,
        author: { username: 'mod_writer', role: 'moderator' },
        views: 0,
        likes: 0,
        commentCount: 0,
      });
      const id = response.body.id as number;

      expect(await pointsOf(moderator.user.id)).toBe(1);
      const ledger = await ledgerOf(moderator.user.id);
      expect(ledger).toEqual([
        expect.objectContaining({ delta: 1, reason: 'article.created', reference: `article:${id}`, balanceAfter: 1 }),
      ]);

      const revisions = await t.dataSource.getRepository(ArticleRevision).find({ where: { articleId: id } });
      expect(revisions).toEqual([
        expect.objectContaining({
          editorId: moderator.user.id,
          title: 'The first IRL stream',
          tags: ['backpack', 'history'],
        }),
      ]);
      expect(await auditActions()).toEqual([
        {
          action: 'article.created',
          actorId: moderator.user.id,
          targetUserId: null,
          details: { articleId: id },
        },
      ]);

      const read = await request(t.http).get(`/api/articles/${id}`).expect(200);
      expect(read.body.title).toBe('The first IRL stream');
    });

    it('lets an admin publish too', async () => {
      await as(t, admin).post('/api/articles').send(validArticle()).expect(201);
    });

    it('refuses an ordinary user with 403 and a signed-out visitor with 401, writing nothing', async () => {
      const forbidden = await as(t, user).post('/api/articles').send(validArticle()).expect(403);
      expect(forbidden.body.message).toBe("You don't have permission to access this page.");
      await request(t.http).post('/api/articles').set('Origin', SITE_ORIGIN).send(validArticle()).expect(401);
      expect(await t.dataSource.getRepository(Article).count()).toBe(0);
      expect(await pointsOf(user.user.id)).toBe(0);
    });

    it('stores a blank excerpt as null and no tags as an empty list', async () => {
      const response = await as(t, moderator)
        .post('/api/articles')
        .send(validArticle({ excerpt: '   ' }))
        .expect(201);
      expect(response.body).toMatchObject({ excerpt: null, tags: [] });
      const stored = await t.dataSource.getRepository(Article).findOneByOrFail({ id: response.body.id });
      expect(stored.excerpt).toBeNull();
    });

    it('names every missing or blank required field', async () => {
      const response = await as(t, moderator)
        .post('/api/articles')
        .send({ title: '   ', content: '<p> </p><p><br></p>' })
        .expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message: 'Validation failed' });
      expect(response.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'title', reason: 'title should not be empty' },
          { field: 'content', reason: 'content should not be empty' },
          { field: 'category', reason: expect.stringContaining('category must be one of the following values') },
        ]),
      );
    });

    it('counts content made only of disallowed markup as empty', async () => {
      const response = await as(t, moderator)
        .post('/api/articles')
        .send(validArticle({ content: '<script>alert("x")</script><img src=x onerror=alert(1)>' }))
        .expect(400);
      expect(response.body.errors).toEqual([{ field: 'content', reason: 'content should not be empty' }]);
    });

    it.each([
      ['title', { title: 'x'.repeat(201) }, 'title must be shorter than or equal to 200 characters'],
      ['excerpt', { excerpt: 'x'.repeat(501) }, 'excerpt must be shorter than or equal to 500 characters'],
      [
        'content',
        { content: `<p>${'x'.repeat(200_000)}</p>` },
        'content must be shorter than or equal to 200000 characters',
      ],
      ['category', { category: 'Cooking' }, expect.stringContaining('category must be one of the following values')],
      ['tags', { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags must contain no more than 10 elements'],
      [
        'tags',
        { tags: ['x'.repeat(41)] },
        expect.stringContaining('each value in tags must be longer than or equal to 1 and shorter than or equal to 40'),
      ],
      ['tags', { tags: 'history' }, 'tags must be an array'],
    ])('rejects a bad %s with its reason', async (field, overrides, reason) => {
      const response = await as(t, moderator).post('/api/articles').send(validArticle(overrides)).expect(400);
      expect(response.body.errors).toContainEqual({ field, reason });
    });

    it('accepts exactly 200 characters of title and 10 tags after removing duplicates', async () => {
      const tags = [...Array.from({ length: 10 }, (_, i) => `tag${i}`), 'TAG0', 'tag1 '];
      const response = await as(t, moderator)
        .post('/api/articles')
        .send(validArticle({ title: 't'.repeat(200), tags }))
        .expect(201);
      expect(response.body.tags).toHaveLength(10);
    });

    it('rejects fields it does not know (no author or counters from the client)', async () => {
      const response = await as(t, moderator)
        .post('/api/articles')
        .send(validArticle({ authorId: user.user.id, views: 1000 }))
        .expect(400);
      expect(response.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['authorId', 'views']);
    });

    it('sanitises the body on write: stored content carries none of the payloads', async () => {
      const payloads = [
        '<script>alert("xss")</script>',
        '<img src=x onerror=alert(1)>',
        '<a href="javascript:alert(1)">js link</a>',
        '<a href="&#106;avascript:alert(1)">encoded link</a>',
        '<svg onload=alert(1)><circle/></svg>',
        '<iframe src="https://evil.example"></iframe>',
        '<p style="color:red" data-track="1" onclick="alert(1)">styled</p>',
        '<style>body{display:none}</style>',
        '<a href="https://example.com" target="_blank" rel="noopener">fine link</a>',
      ];
      const response = await as(t, moderator)
        .post('/api/articles')
        .send(validArticle({ content: `<p>Safe text</p>${payloads.join('')}` }))
        .expect(201);

      const stored = await t.dataSource.getRepository(Article).findOneByOrFail({ id: response.body.id });
      expect(stored.content).toBe(
        '<p>Safe text</p><a>js link</a><a>encoded link</a><p>styled</p>' +
          '<a href="https://example.com" target="_blank">fine link</a>',
      );
      for (const forbidden of [
        'script',
        'onerror',
        'javascript',
        'svg',
        'iframe',
        'style=',
        '<style',
        'data-',
        'onclick',
        'rel=',
      ]) {
        expect(stored.content).not.toContain(forbidden);
      }
    });
  });

  describe('PATCH /api/articles/:id', () => {
    const create = async (actor: Actor, overrides: Record<string, unknown> = {}) =>
      (await as(t, actor).post('/api/articles').send(validArticle(overrides)).expect(201)).body.id as number;

    it('lets the author edit only the fields sent, +1 point for a changed title or body', async () => {
      const id = await create(moderator, { excerpt: 'Kept', tags: ['kept'] });
      const response = await as(t, moderator).patch(`/api/articles/${id}`).send({ title: ' New title ' }).expect(200);
      expect(response.body).toMatchObject({
        id,
        title: 'New title',
        excerpt: 'Kept',
        tags: ['kept'],
        category: 'Technology',
      });

      expect(await pointsOf(moderator.user.id)).toBe(2);
      expect((await ledgerOf(moderator.user.id)).map((e) => [e.delta, e.reason, e.balanceAfter])).toEqual([
        [1, 'article.created', 1],
        [1, 'article.edited', 2],
      ]);
    });

    it('gives no point for an edit of the tags, category or excerpt only, but keeps the revision', async () => {
      const id = await create(moderator);
      await as(t, moderator)
        .patch(`/api/articles/${id}`)
        .send({ tags: ['new'], category: 'Network History', excerpt: 'Now with excerpt' })
        .expect(200);
      expect(await pointsOf(moderator.user.id)).toBe(1);
      expect(await t.dataSource.getRepository(ArticleRevision).count({ where: { articleId: id } })).toBe(2);
    });

    it('records nothing when the edit changes nothing', async () => {
      const id = await create(moderator);
      await as(t, moderator)
        .patch(`/api/articles/${id}`)
        .send({ title: validArticle().title, content: validArticle().content })
        .expect(200);
      await as(t, moderator).patch(`/api/articles/${id}`).send({}).expect(200);
      expect(await t.dataSource.getRepository(ArticleRevision).count({ where: { articleId: id } })).toBe(1);
      expect(await pointsOf(moderator.user.id)).toBe(1);
      expect((await auditActions()).map((e) => e.action)).toEqual(['article.created']);
    });

    it('refuses another moderator with 403 and a clear message, changing nothing', async () => {
      const id = await create(moderator);
      const response = await as(t, otherModerator).patch(`/api/articles/${id}`).send({ title: 'Hijacked' }).expect(403);
      expect(response.body.message).toBe('You can only edit your own articles.');
      const stored = await t.dataSource.getRepository(Article).findOneByOrFail({ id });
      expect(stored.title).toBe(validArticle().title);
      expect(await pointsOf(otherModerator.user.id)).toBe(0);
    });

    it('refuses an ordinary user with 403 and a signed-out visitor with 401', async () => {
      const id = await create(moderator);
      await as(t, user).patch(`/api/articles/${id}`).send({ title: 'x' }).expect(403);
      await request(t.http).patch(`/api/articles/${id}`).set('Origin', SITE_ORIGIN).send({ title: 'x' }).expect(401);
    });

    it('refuses an author who is no longer a moderator', async () => {
      const id = await create(moderator);
      await t.dataSource.getRepository(User).update({ id: moderator.user.id }, { role: UserRole.User });
      const response = await as(t, moderator).patch(`/api/articles/${id}`).send({ title: 'x' }).expect(403);
      expect(response.body.message).toBe('Only moderators and admins can edit articles.');
    });

    it("lets an admin edit someone else's article: the admin earns the point, the audit names the author", async () => {
      const id = await create(moderator);
      await as(t, admin).patch(`/api/articles/${id}`).send({ content: '<p>Fixed by an admin</p>' }).expect(200);
      expect(await pointsOf(admin.user.id)).toBe(1);
      expect(await pointsOf(moderator.user.id)).toBe(1);
      expect((await auditActions()).at(-1)).toEqual({
        action: 'article.updated',
        actorId: admin.user.id,
        targetUserId: moderator.user.id,
        details: { articleId: id, changedFields: ['content'] },
      });
    });

    it('validates like creation, and refuses null for required fields', async () => {
      const id = await create(moderator);
      const response = await as(t, moderator)
        .patch(`/api/articles/${id}`)
        .send({ title: null, content: '<p></p>', category: 'Cooking', tags: ['x'.repeat(41)] })
        .expect(400);
      expect(response.body.errors.map((e: { field: string }) => e.field)).toEqual(
        expect.arrayContaining(['title', 'content', 'category', 'tags']),
      );
    });

    it('clears the excerpt with null or a blank string', async () => {
      const id = await create(moderator, { excerpt: 'An excerpt' });
      const response = await as(t, moderator).patch(`/api/articles/${id}`).send({ excerpt: '  ' }).expect(200);
      expect(response.body.excerpt).toBeNull();
    });

    it('sanitises edited content too', async () => {
      const id = await create(moderator);
      const response = await as(t, moderator)
        .patch(`/api/articles/${id}`)
        .send({ content: '<p onmouseover="alert(1)">New</p><script>alert(1)</script>' })
        .expect(200);
      expect(response.body.content).toBe('<p>New</p>');
    });

    it.each(['999999', 'abc'])('answers 404 Article Not Found for id %s', async (id) => {
      const response = await as(t, admin).patch(`/api/articles/${id}`).send({ title: 'x' }).expect(404);
      expect(response.body.message).toBe('Article Not Found');
    });

    it('keeps the version from before the first edit of an article written without revisions (demo content)', async () => {
      const article = await createArticle(t.dataSource, moderator.user, {
        title: 'Seeded',
        createdAt: new Date('2024-01-01T00:00:00Z'),
      });
      await as(t, moderator).patch(`/api/articles/${article.id}`).send({ title: 'Edited' }).expect(200);
      const revisions = await t.dataSource
        .getRepository(ArticleRevision)
        .find({ where: { articleId: article.id }, order: { id: 'ASC' } });
      expect(revisions.map((r) => [r.title, r.editorId, r.createdAt.toISOString()])).toEqual([
        ['Seeded', moderator.user.id, '2024-01-01T00:00:00.000Z'],
        ['Edited', moderator.user.id, expect.any(String)],
      ]);
    });
  });

  describe('DELETE /api/articles/:id', () => {
    const create = async (actor: Actor) =>
      (await as(t, actor).post('/api/articles').send(validArticle()).expect(201)).body.id as number;

    it('lets the author delete with 204; the article and its revisions are gone, the audit keeps the title', async () => {
      const id = await create(moderator);
      await as(t, moderator).delete(`/api/articles/${id}`).expect(204);
      await request(t.http).get(`/api/articles/${id}`).expect(404);
      expect(await t.dataSource.getRepository(ArticleRevision).count({ where: { articleId: id } })).toBe(0);
      expect((await auditActions()).at(-1)).toEqual({
        action: 'article.deleted',
        actorId: moderator.user.id,
        targetUserId: null,
        details: { articleId: id },
      });
      // Points earned stay earned.
      expect(await pointsOf(moderator.user.id)).toBe(1);
    });

    it('refuses another moderator with 403, and an ordinary user with 403', async () => {
      const id = await create(moderator);
      const response = await as(t, otherModerator).delete(`/api/articles/${id}`).expect(403);
      expect(response.body.message).toBe('You can only delete your own articles.');
      await as(t, user).delete(`/api/articles/${id}`).expect(403);
      await request(t.http).delete(`/api/articles/${id}`).set('Origin', SITE_ORIGIN).expect(401);
      expect(await t.dataSource.getRepository(Article).count()).toBe(1);
    });

    it('lets an author who is no longer a moderator still delete their own article', async () => {
      const id = await create(moderator);
      await t.dataSource.getRepository(User).update({ id: moderator.user.id }, { role: UserRole.User });
      await as(t, moderator).delete(`/api/articles/${id}`).expect(204);
      expect(await t.dataSource.getRepository(Article).count()).toBe(0);
    });

    it("sends an admin deleting someone else's article to the path that takes a reason (400, nothing deleted)", async () => {
      const id = await create(moderator);
      const response = await as(t, admin).delete(`/api/articles/${id}`).expect(400);
      expect(response.body.errors).toEqual([
        { field: 'reasonCategory', reason: expect.stringContaining('needs a reason') },
      ]);
      expect(await t.dataSource.getRepository(Article).count()).toBe(1);
    });

    it('answers 404 for a missing article', async () => {
      const response = await as(t, admin).delete('/api/articles/999999').expect(404);
      expect(response.body.message).toBe('Article Not Found');
    });
  });

  describe('admin content list and delete', () => {
    it('lists every article newest first, paged, filtered by title', async () => {
      await createArticle(t.dataSource, moderator.user, { title: 'Old one', createdAt: new Date('2024-01-01Z') });
      await createArticle(t.dataSource, otherModerator.user, {
        title: 'New 100% one',
        createdAt: new Date('2025-01-01Z'),
      });
      await createArticle(t.dataSource, admin.user, { title: 'Middle', createdAt: new Date('2024-06-01Z') });

      const first = await as(t, admin).get('/api/admin/articles').query({ limit: 2 }).expect(200);
      expect(first.body.items.map((a: { title: string }) => a.title)).toEqual(['New 100% one', 'Middle']);
      expect(first.body.total).toBe(3);
      const second = await as(t, admin)
        .get('/api/admin/articles')
        .query({ limit: 2, cursor: first.body.nextCursor })
        .expect(200);
      expect(second.body.items.map((a: { title: string }) => a.title)).toEqual(['Old one']);
      expect(second.body.nextCursor).toBeNull();

      const filtered = await as(t, admin).get('/api/admin/articles').query({ q: '100%' }).expect(200);
      expect(filtered.body.items.map((a: { title: string }) => a.title)).toEqual(['New 100% one']);
    });

    it('refuses moderators', async () => {
      await as(t, moderator).get('/api/admin/articles').expect(403);
    });

    const reason = { reasonCategory: 'personal_information', note: 'Named a private address' };

    it('deletes any article with a reason: 204, the note in the audit log, the category in the public log', async () => {
      const article = await createArticle(t.dataSource, moderator.user, { title: 'Unwanted' });
      await as(t, admin).post(`/api/admin/articles/${article.id}/remove`).send(reason).expect(204);
      expect(await t.dataSource.getRepository(Article).count()).toBe(0);
      expect(await auditActions()).toEqual([
        {
          action: 'admin.article.deleted',
          actorId: admin.user.id,
          targetUserId: moderator.user.id,
          details: { articleId: article.id },
        },
      ]);
      const [{ note }] = await t.dataSource.query(`SELECT note FROM audit_log WHERE action = 'admin.article.deleted'`);
      expect(note).toBe(reason.note);
      const log = await request(t.http).get('/api/moderation-log').query({ kind: 'article' }).expect(200);
      expect(log.body.items).toEqual([
        expect.objectContaining({
          subjectKind: 'article',
          action: 'deleted',
          source: 'moderator_review',
          reasonCategory: 'personal_information',
          context: null,
          contextPath: null,
        }),
      ]);
      expect(JSON.stringify(log.body)).not.toContain('Unwanted');
      const missing = await as(t, admin).post(`/api/admin/articles/${article.id}/remove`).send(reason).expect(404);
      expect(missing.body.message).toBe('Article Not Found');
    });

    it('refuses a removal without a reason category or a note, naming the field; nothing is deleted', async () => {
      const article = await createArticle(t.dataSource, moderator.user);
      const noCategory = await as(t, admin)
        .post(`/api/admin/articles/${article.id}/remove`)
        .send({ note: 'why' })
        .expect(400);
      expect(noCategory.body.errors.map((e: { field: string }) => e.field)).toEqual(['reasonCategory']);
      const noNote = await as(t, admin)
        .post(`/api/admin/articles/${article.id}/remove`)
        .send({ reasonCategory: 'spam', note: '  ' })
        .expect(400);
      expect(noNote.body.errors.map((e: { field: string }) => e.field)).toEqual(['note']);
      expect(await t.dataSource.getRepository(Article).count()).toBe(1);
    });

    it('refuses a moderator deleting through the admin route, even their own article', async () => {
      const article = await createArticle(t.dataSource, moderator.user);
      await as(t, moderator).post(`/api/admin/articles/${article.id}/remove`).send(reason).expect(403);
    });
  });
});
