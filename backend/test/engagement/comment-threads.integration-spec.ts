import request from 'supertest';
import type { Article } from '../../src/modules/articles/entities/article.entity.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { createArticle } from '../factories/article.factory.js';
import { as, signedIn, type Actor } from '../articles/article-fixtures.js';
import type { TestApp } from '../utils/test-app.js';
import { articleCounters, auditEntries } from './engagement-helpers.js';
import { useCommentScene } from './engagement-scene.js';

type Listed = { id: number; parentId: number | null; content: string; state: string; hiddenReason: string | null };

describe('Comment replies, hiding and undoing a deletion', () => {
  const scene = useCommentScene();
  const { path, post } = scene;
  let t: TestApp;
  let article: Article;
  let alice: Actor;
  let bob: Actor;
  let moderator: Actor;
  beforeEach(() => {
    ({ t, article, alice, bob, moderator } = scene);
  });

  const list = async (actor?: Actor) => {
    const response = actor ? await as(t, actor).get(path()).expect(200) : await request(t.http).get(path()).expect(200);
    return response.body as { items: Listed[]; total: number };
  };
  const count = async () => (await articleCounters(t.dataSource, article.id)).commentCount;

  describe('replies', () => {
    it('attaches a reply to its comment, and a reply to a reply to the top-level comment', async () => {
      const top = await post(alice, { content: 'top' });
      const reply = await post(bob, { content: 'reply', parentId: top.id });
      const replyToReply = await post(alice, { content: 'reply to reply', parentId: reply.id });

      expect(reply.parentId).toBe(top.id);
      expect(replyToReply.parentId).toBe(top.id);
      const listed = await list();
      expect(listed.items.map((c) => [c.content, c.parentId])).toEqual([
        ['top', null],
        ['reply', top.id],
        ['reply to reply', top.id],
      ]);
      expect(listed.total).toBe(3);
      expect(await count()).toBe(3);
    });

    it('refuses a reply to a comment of another article, to a deleted one, and a malformed parentId', async () => {
      const other = await createArticle(t.dataSource, alice.user);
      const elsewhere = (await as(t, alice).post(`/api/articles/${other.id}/comments`).send({ content: 'x' })).body;
      const refused = await as(t, bob).post(path()).send({ content: 'r', parentId: elsewhere.id }).expect(404);
      expect(refused.body.message).toBe('The comment you are replying to no longer exists.');

      const gone = await post(alice, { content: 'gone' });
      await as(t, alice)
        .delete(path(`/${gone.id}`))
        .expect(204);
      await as(t, bob).post(path()).send({ content: 'r', parentId: gone.id }).expect(404);

      const malformed = await as(t, bob).post(path()).send({ content: 'r', parentId: 'seven' }).expect(400);
      expect(malformed.body.errors).toEqual([{ field: 'parentId', reason: 'parentId must be the id of a comment.' }]);
      expect(await count()).toBe(0);
    });

    it('keeps a deleted comment with replies as a place holder without its text', async () => {
      const top = await post(alice, { content: 'secret words' });
      await post(bob, { content: 'reply', parentId: top.id });
      await as(t, alice)
        .delete(path(`/${top.id}`))
        .expect(204);

      const listed = await list(bob);
      expect(listed.items.map((c) => [c.state, c.content])).toEqual([
        ['deleted', ''],
        ['visible', 'reply'],
      ]);
      expect(listed.total).toBe(1);
    });
  });

  describe('hiding', () => {
    it('refuses a plain user with 403 and lets a moderator hide with a reason, audited', async () => {
      const comment = await post(alice, { content: 'rude words' });
      await as(t, bob)
        .post(path(`/${comment.id}/hide`))
        .send({ reason: 'rude', reasonCategory: 'harassment' })
        .expect(403);
      await as(t, alice)
        .post(path(`/${comment.id}/hide`))
        .send({ reason: 'rude', reasonCategory: 'harassment' })
        .expect(403);
      expect(await count()).toBe(1);

      const hidden = await as(t, moderator)
        .post(path(`/${comment.id}/hide`))
        .send({ reason: '  Insults  ', reasonCategory: 'harassment' })
        .expect(200);

      expect(hidden.body).toMatchObject({ state: 'hidden', content: 'rude words', hiddenReason: 'Insults' });
      expect(await count()).toBe(0);
      expect(await auditEntries(t.dataSource, 'moderation.comment.hidden')).toEqual([
        {
          actor_id: moderator.user.id,
          target_user_id: alice.user.id,
          action: 'moderation.comment.hidden',
          details: { articleId: article.id, commentId: comment.id },
        },
      ]);
      // The note stays with staff; the public log says what, why and where, not who.
      const [{ note }] = await t.dataSource.query(
        `SELECT note FROM audit_log WHERE action = 'moderation.comment.hidden'`,
      );
      expect(note).toBe('Insults');
      const log = await request(t.http).get('/api/moderation-log').expect(200);
      expect(log.body.items).toEqual([
        expect.objectContaining({
          subjectKind: 'comment',
          action: 'hidden',
          source: 'moderator_review',
          reasonCategory: 'harassment',
          context: article.title,
          contextPath: `/article/${article.id}`,
        }),
      ]);
    });

    it('asks for a reason category from the list', async () => {
      const comment = await post(alice, { content: 'rude words' });
      const response = await as(t, moderator)
        .post(path(`/${comment.id}/hide`))
        .send({ reason: 'Insults', reasonCategory: 'rudeness' })
        .expect(400);
      expect(response.body.errors).toEqual([
        { field: 'reasonCategory', reason: 'Choose a reason category from the list.' },
      ]);
      expect(await count()).toBe(1);
    });

    it('shows the text and reason to moderators only', async () => {
      const comment = await post(alice, { content: 'rude words' });
      await as(t, moderator)
        .post(path(`/${comment.id}/hide`))
        .send({ reason: 'Insults', reasonCategory: 'harassment' })
        .expect(200);

      for (const reader of [undefined, alice, bob]) {
        const [item] = (await list(reader)).items;
        expect(item).toMatchObject({ state: 'hidden', content: '', hiddenReason: null });
      }
      const admin = await signedIn(t.dataSource, { role: UserRole.Admin });
      for (const reader of [moderator, admin]) {
        const [item] = (await list(reader)).items;
        expect(item).toMatchObject({ state: 'hidden', content: 'rude words', hiddenReason: 'Insults' });
      }
      expect((await list()).total).toBe(0);
    });

    it('uncounts a comment once when hidden twice, and asks for a reason', async () => {
      const comment = await post(alice, { content: 'x' });
      const blank = await as(t, moderator)
        .post(path(`/${comment.id}/hide`))
        .send({ reason: '   ', reasonCategory: 'harassment' })
        .expect(400);
      expect(blank.body.errors).toEqual([{ field: 'reason', reason: 'Please give a reason for hiding this comment.' }]);
      await as(t, moderator)
        .post(path(`/${comment.id}/hide`))
        .send({ reason: 'one', reasonCategory: 'harassment' })
        .expect(200);
      const again = await as(t, moderator)
        .post(path(`/${comment.id}/hide`))
        .send({ reason: 'two', reasonCategory: 'harassment' })
        .expect(200);
      expect(again.body.hiddenReason).toBe('two');
      expect(await count()).toBe(0);
    });
  });

  describe('soft delete and undo', () => {
    it('restores a deleted comment within the undo window and counts it again', async () => {
      const comment = await post(alice, { content: 'oops' });
      await as(t, alice)
        .delete(path(`/${comment.id}`))
        .expect(204);
      expect(await count()).toBe(0);
      expect((await list()).items).toEqual([]);

      const restored = await as(t, alice)
        .post(path(`/${comment.id}/restore`))
        .expect(200);

      expect(restored.body).toMatchObject({ id: comment.id, state: 'visible', content: 'oops' });
      expect(await count()).toBe(1);
      expect((await list()).items.map((c) => c.content)).toEqual(['oops']);
      expect(await auditEntries(t.dataSource, 'comment.restored')).toHaveLength(1);
    });

    it('refuses to restore after the undo window, for someone else, and a comment that is not deleted', async () => {
      const comment = await post(alice, { content: 'oops' });
      await as(t, bob)
        .post(path(`/${comment.id}/restore`))
        .expect(404);
      await as(t, alice)
        .delete(path(`/${comment.id}`))
        .expect(204);
      const other = await as(t, bob)
        .post(path(`/${comment.id}/restore`))
        .expect(403);
      expect(other.body.message).toBe('You can only restore comments you could delete.');

      await t.dataSource.query(
        `UPDATE "article_comments" SET "deleted_at" = now() - interval '31 seconds' WHERE "id" = $1`,
        [comment.id],
      );
      const late = await as(t, alice)
        .post(path(`/${comment.id}/restore`))
        .expect(409);
      expect(late.body.message).toBe('This comment can no longer be restored: the time to undo has passed.');
      expect(await count()).toBe(0);
    });

    it('lets a moderator undo their own removal of a hidden comment without counting it', async () => {
      const comment = await post(alice, { content: 'x' });
      await as(t, moderator)
        .post(path(`/${comment.id}/hide`))
        .send({ reason: 'spam', reasonCategory: 'harassment' })
        .expect(200);
      await as(t, moderator)
        .post(path(`/${comment.id}/remove`))
        .send({ reasonCategory: 'spam', note: 'Advertising' })
        .expect(204);
      expect(await count()).toBe(0);
      const restored = await as(t, moderator)
        .post(path(`/${comment.id}/restore`))
        .expect(200);
      expect(restored.body.state).toBe('hidden');
      expect(await count()).toBe(0);
      await as(t, moderator)
        .post(path(`/${comment.id}/unhide`))
        .expect(200);

      // The public log tells each half, a reversal under the category of what it reverses (newest first).
      const log = await request(t.http).get('/api/moderation-log').query({ kind: 'comment' }).expect(200);
      expect(
        log.body.items.map((e: { action: string; reasonCategory: string }) => [e.action, e.reasonCategory]),
      ).toEqual([
        ['restored', 'harassment'],
        ['restored', 'spam'],
        ['deleted', 'spam'],
        ['hidden', 'harassment'],
      ]);
    });
  });
});
