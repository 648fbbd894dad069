import request from 'supertest';
import { UserRole } from '../../src/modules/users/user-role.js';
import { createArticle } from '../factories/article.factory.js';
import { as, signedIn, validArticle, type Actor } from '../articles/article-fixtures.js';
import { SITE_ORIGIN } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';

const fields = (overrides: Record<string, string> = {}) => ({
  title: 'Half a title',
  excerpt: '',
  content: '<p>Started writing</p>',
  category: '',
  tags: 'justintv, ',
  ...overrides,
});

describe('Article drafts', () => {
  const t = useTestApp();
  let writer: Actor;
  let other: Actor;

  beforeEach(async () => {
    writer = await signedIn(t.dataSource, { role: UserRole.Moderator });
    other = await signedIn(t.dataSource, { role: UserRole.Admin });
  });

  const put = (actor: Actor, body: object, articleId?: number | string) =>
    request(t.http)
      .put('/api/article-drafts')
      .query(articleId === undefined ? {} : { articleId })
      .set('Cookie', actor.cookie)
      .set('Origin', SITE_ORIGIN)
      .send(body);
  const get = async (actor: Actor, articleId?: number) =>
    (
      await as(t, actor)
        .get(`/api/article-drafts${articleId === undefined ? '' : `?articleId=${articleId}`}`)
        .expect(200)
    ).body as { draft: Record<string, unknown> | null };
  const draftRows = async () =>
    (await t.dataSource.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM "article_drafts"`))[0].count;

  it('has no draft at first, saves one as typed, and overwrites it', async () => {
    expect(await get(writer)).toEqual({ draft: null });

    const saved = await put(writer, fields()).expect(200);
    expect(saved.body).toEqual({ articleId: null, ...fields(), references: null, updatedAt: expect.any(String) });

    await put(writer, fields({ title: 'A whole title', content: '<p>More</p><script>x()</script>' })).expect(200);
    const { draft } = await get(writer);
    expect(draft).toMatchObject({ title: 'A whole title', content: '<p>More</p>' });
    expect(await draftRows()).toBe(1);
  });

  it("keeps each user's drafts apart, and each article's apart from the new-article form", async () => {
    const article = await createArticle(t.dataSource, writer.user);
    await put(writer, fields({ title: 'new one' })).expect(200);
    await put(writer, fields({ title: 'edit of the article' }), article.id).expect(200);
    await put(other, fields({ title: "someone else's" })).expect(200);

    expect((await get(writer)).draft?.title).toBe('new one');
    expect((await get(writer, article.id)).draft?.title).toBe('edit of the article');
    expect((await get(other)).draft?.title).toBe("someone else's");
    expect((await get(other, article.id)).draft).toBeNull();

    await as(t, other).delete('/api/article-drafts').expect(204);
    expect((await get(other)).draft).toBeNull();
    expect((await get(writer)).draft?.title).toBe('new one');
  });

  it('deletes the new-article draft when the article is published, and the edit draft when it is saved', async () => {
    await put(writer, fields()).expect(200);
    const published = await as(t, writer).post('/api/articles').send(validArticle()).expect(201);
    expect((await get(writer)).draft).toBeNull();

    await put(writer, fields({ title: 'Edited' }), published.body.id).expect(200);
    await put(other, fields({ title: 'Admin also editing' }), published.body.id).expect(200);
    await as(t, writer).patch(`/api/articles/${published.body.id}`).send({ title: 'Edited' }).expect(200);
    expect((await get(writer, published.body.id)).draft).toBeNull();
    // Only the saver's draft goes: another editor's unsaved work stays.
    expect((await get(other, published.body.id)).draft?.title).toBe('Admin also editing');
  });

  it('answers 404 for a draft of a missing article and 400 naming a bad field', async () => {
    const missing = await put(writer, fields(), 999999).expect(404);
    expect(missing.body.message).toBe('Article Not Found');

    const badId = await put(writer, fields(), 'abc').expect(400);
    expect(badId.body.errors).toEqual([{ field: 'articleId', reason: 'articleId must be a positive whole number.' }]);

    const tooLong = await put(writer, fields({ title: 'x'.repeat(201) })).expect(400);
    expect(tooLong.body.errors.map((e: { field: string }) => e.field)).toEqual(['title']);
    expect(await draftRows()).toBe(0);
  });

  it("keeps the sources cited so far, checked like an article's, so a restored citation still resolves", async () => {
    const vod = { kind: 'stream', platform: 'twitch', videoType: 'vod', videoId: '123456', timestamp: '1:23:45' };
    const cited = fields({ content: '<p>First rig<sup data-cite="1">1</sup></p>' });
    await put(writer, { ...cited, references: [vod] }).expect(200);
    const { draft } = await get(writer);
    expect(draft).toMatchObject({
      content: '<p>First rig<sup data-cite="1">1</sup></p>',
      references: [{ ...vod, url: null, title: null, publisher: null, date: null }],
    });

    const bad = await put(writer, { ...cited, references: [{ ...vod, timestamp: 'soon' }] }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('references.0.timestamp');
    // A save without sources records none (null), and the rejected one changed nothing.
    expect((await get(writer)).draft).toMatchObject({ references: [{ videoId: '123456' }] });
    await put(writer, fields()).expect(200);
    expect((await get(writer)).draft).toMatchObject({ references: null });
  });

  it('is for those who write articles: a plain user gets 403', async () => {
    const member = await signedIn(t.dataSource);
    await put(member, fields()).expect(403);
    await as(t, member).get('/api/article-drafts').expect(403);
  });
});
