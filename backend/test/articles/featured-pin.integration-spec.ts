import request from 'supertest';
import { Article } from '../../src/modules/articles/entities/article.entity.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { ROOT_USER_ID } from '../../src/modules/users/root-user.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { createArticle } from '../factories/article.factory.js';
import { auditEntries } from '../engagement/engagement-helpers.js';
import { SITE_ORIGIN } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';
import { as, signedIn, type Actor } from './article-fixtures.js';

describe("The Featured pin and the root admin's byline", () => {
  const t = useTestApp();
  let admin: Actor;
  let member: Actor;
  let older: Article;
  let newest: Article;

  beforeEach(async () => {
    admin = await signedIn(t.dataSource, { username: 'boss', role: UserRole.Admin });
    member = await signedIn(t.dataSource, { username: 'reader' });
    older = await createArticle(t.dataSource, member.user, { createdAt: new Date('2024-01-01T00:00:00Z') });
    newest = await createArticle(t.dataSource, member.user);
  });

  const pin = (actor: Actor, id: number) =>
    request(t.http)
      .put(`/api/admin/articles/${id}/featured-pin`)
      .set('Cookie', actor.cookie)
      .set('Origin', SITE_ORIGIN);
  const featured = async () =>
    (await request(t.http).get('/api/articles/featured-pin').expect(200)).body as { article: { id: number } | null };

  it('has no pin at first, so the home page features the newest article as before', async () => {
    expect(await featured()).toEqual({ article: null });
  });

  it('lets an admin pin an older article, marks it in the lists, moves the pin and unpins it, auditing each change', async () => {
    await pin(admin, older.id).expect(204);
    expect((await featured()).article?.id).toBe(older.id);
    const page = await as(t, admin).get('/api/admin/articles').expect(200);
    const marks = Object.fromEntries(
      (page.body.items as { id: number; featuredPinned: boolean }[]).map((a) => [a.id, a.featuredPinned]),
    );
    expect(marks).toEqual({ [older.id]: true, [newest.id]: false });
    expect((await as(t, member).get(`/api/articles/${older.id}`).expect(200)).body.featuredPinned).toBe(true);

    // Pinning another article replaces the pin: one pinned article at most.
    await pin(admin, newest.id).expect(204);
    expect((await featured()).article?.id).toBe(newest.id);
    const [{ n }] = await t.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM articles WHERE featured_pinned_at IS NOT NULL`,
    );
    expect(n).toBe(1);

    await as(t, admin).delete(`/api/admin/articles/${newest.id}/featured-pin`).expect(204);
    expect(await featured()).toEqual({ article: null });

    const pinned = await auditEntries(t.dataSource, 'article.featured.pinned');
    expect(pinned.map((row) => [row.actor_id, row.details.articleId])).toEqual([
      [admin.user.id, older.id],
      [admin.user.id, newest.id],
    ]);
    const unpinned = await auditEntries(t.dataSource, 'article.featured.unpinned');
    expect(unpinned.map((row) => row.details.articleId)).toEqual([newest.id]);
  });

  it('refuses members and moderators (403) and answers 404 for an unknown article', async () => {
    const moderator = await signedIn(t.dataSource, { username: 'mod', role: UserRole.Moderator });
    await pin(member, older.id).expect(403);
    await pin(moderator, older.id).expect(403);
    await as(t, member).delete(`/api/admin/articles/${older.id}/featured-pin`).expect(403);
    expect(await featured()).toEqual({ article: null });

    const missing = await pin(admin, 999999).expect(404);
    expect(missing.body.message).toBe('Article Not Found');
    await as(t, admin).delete('/api/admin/articles/999999/featured-pin').expect(404);
    expect(await auditEntries(t.dataSource, 'article.featured.pinned')).toEqual([]);
  });

  it('marks the root admin in every embedded user, so bylines show ROOT without a link to a profile others cannot open', async () => {
    const root = await t.dataSource.getRepository(User).findOneByOrFail({ id: ROOT_USER_ID });
    const byRoot = await createArticle(t.dataSource, root);
    const article = (await as(t, member).get(`/api/articles/${byRoot.id}`).expect(200)).body;
    expect(article.author).toMatchObject({ isRoot: true, displayName: 'ROOT' });
    expect(article.authorName).toBe('ROOT');
    const other = (await as(t, member).get(`/api/articles/${older.id}`).expect(200)).body;
    expect(other.author.isRoot).toBe(false);
    // Others get 'User Not Found' for the root profile: that is why the byline has no link.
    await as(t, member).get('/api/profiles/root').expect(404);
  });
});
