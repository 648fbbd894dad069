import type { Article } from '../../src/modules/articles/entities/article.entity.js';
import { createArticle } from '../factories/article.factory.js';
import { as, type Actor } from '../articles/article-fixtures.js';
import type { TestApp } from '../utils/test-app.js';
import { articleCounters, auditEntries } from './engagement-helpers.js';
import { useCommentScene } from './engagement-scene.js';

type NotificationRow = { user_id: string; title: string; reference: string };

describe('Showing a hidden comment again, and reply notifications', () => {
  const scene = useCommentScene({ title: 'Backpack streams' });
  const { path, post } = scene;
  let t: TestApp;
  let article: Article;
  let writer: Actor;
  let alice: Actor;
  let bob: Actor;
  let moderator: Actor;
  beforeEach(() => {
    ({ t, article, writer, alice, bob, moderator } = scene);
  });

  const notificationsOf = (actor: Actor) =>
    t.dataSource.query<NotificationRow[]>(
      `SELECT user_id, title, reference FROM notifications WHERE user_id = $1 ORDER BY created_at, id`,
      [actor.user.id],
    );

  describe('un-hiding', () => {
    it('shows the comment to everyone again, counts it again and audits it', async () => {
      const comment = await post(alice, { content: 'a fair point' });
      await as(t, moderator)
        .post(path(`/${comment.id}/hide`))
        .send({ reason: 'off topic', reasonCategory: 'harassment' })
        .expect(200);
      expect((await articleCounters(t.dataSource, article.id)).commentCount).toBe(0);

      const shown = await as(t, moderator)
        .post(path(`/${comment.id}/unhide`))
        .expect(200);
      expect(shown.body).toMatchObject({ state: 'visible', content: 'a fair point', hiddenReason: null });
      const listed = (await as(t, bob).get(path()).expect(200)).body;
      expect(listed.items).toEqual([
        expect.objectContaining({ id: comment.id, state: 'visible', content: 'a fair point' }),
      ]);
      expect(listed.total).toBe(1);
      expect((await articleCounters(t.dataSource, article.id)).commentCount).toBe(1);

      const audit = await auditEntries(t.dataSource, 'moderation.comment.unhidden');
      expect(audit).toEqual([
        expect.objectContaining({
          actor_id: moderator.user.id,
          target_user_id: alice.user.id,
          details: { articleId: article.id, commentId: comment.id },
        }),
      ]);

      // A comment that is not hidden is left as it is (no second audit entry, no double count).
      await as(t, moderator)
        .post(path(`/${comment.id}/unhide`))
        .expect(200);
      expect(await auditEntries(t.dataSource, 'moderation.comment.unhidden')).toHaveLength(1);
      expect((await articleCounters(t.dataSource, article.id)).commentCount).toBe(1);
    });

    it('is for moderators only (403) and answers 404 for a comment of another article or a deleted one', async () => {
      const comment = await post(alice, { content: 'x' });
      await as(t, moderator)
        .post(path(`/${comment.id}/hide`))
        .send({ reason: 'r', reasonCategory: 'harassment' })
        .expect(200);
      await as(t, alice)
        .post(path(`/${comment.id}/unhide`))
        .expect(403);

      const other = await createArticle(t.dataSource, writer.user);
      await as(t, moderator).post(`/api/articles/${other.id}/comments/${comment.id}/unhide`).expect(404);
      await as(t, moderator)
        .post(path(`/${comment.id}/remove`))
        .send({ reasonCategory: 'spam', note: 'Advertising' })
        .expect(204);
      await as(t, moderator)
        .post(path(`/${comment.id}/unhide`))
        .expect(404);
      expect(await auditEntries(t.dataSource, 'moderation.comment.unhidden')).toEqual([]);
    });
  });

  describe('reply notifications', () => {
    it("notifies the author of the comment answered, and the article's author of the new comment", async () => {
      const top = await post(alice, { content: 'first!' });
      await post(bob, { content: 'welcome', parentId: top.id });

      const forAlice = await notificationsOf(alice);
      expect(forAlice).toEqual([
        expect.objectContaining({ title: 'bob replied to your comment on "Backpack streams"' }),
      ]);
      const forWriter = (await notificationsOf(writer)).map((row) => row.title);
      expect(forWriter).toEqual(['alice commented on "Backpack streams"', 'bob commented on "Backpack streams"']);
    });

    it('does not notify someone replying to themselves, and gives an article author replied to one notification', async () => {
      const top = await post(alice, { content: 'a thought' });
      await post(alice, { content: 'and another', parentId: top.id });
      expect(await notificationsOf(alice)).toEqual([]);

      const own = await post(writer, { content: 'author here' });
      await post(bob, { content: 'hello author', parentId: own.id });
      const forWriter = (await notificationsOf(writer)).map((row) => row.title);
      expect(forWriter.filter((title) => title.startsWith('bob'))).toEqual([
        'bob replied to your comment on "Backpack streams"',
      ]);
    });

    it("follows the comment author's 'articles' notification preference", async () => {
      const top = await post(alice, { content: 'quiet please' });
      await t.dataSource.query(
        `INSERT INTO notification_preferences (user_id, articles) VALUES ($1, false)
         ON CONFLICT (user_id) DO UPDATE SET articles = false`,
        [alice.user.id],
      );
      await post(bob, { content: 'reply', parentId: top.id });
      expect(await notificationsOf(alice)).toEqual([]);
    });
  });
});
