import request from 'supertest';
import { createArticle } from '../factories/article.factory.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { createUser } from '../factories/user.factory.js';
import { useTestApp } from '../utils/test-app.js';
import { as, captureQueries, signedIn } from './article-fixtures.js';

/** The similarity query's opening (article-reading.repository.ts). */
const SIMILARITY_QUERY = 'WITH "source" AS';

describe('Category and tag pages, related articles', () => {
  const t = useTestApp();

  it('lists the ten categories with slugs, descriptions and counts', async () => {
    const author = await createUser(t.dataSource);
    await createArticle(t.dataSource, author, { category: 'Drama & Events' });
    await createArticle(t.dataSource, author, { category: 'Drama & Events' });
    await createArticle(t.dataSource, author, { category: 'Technology' });

    const response = await request(t.http).get('/api/topics/categories').expect(200);
    expect(response.body).toHaveLength(10);
    const drama = response.body.find((c: { slug: string }) => c.slug === 'drama-and-events');
    expect(drama).toMatchObject({ name: 'Drama & Events', articleCount: 2 });
    expect(drama.description.length).toBeGreaterThan(20);
    expect(response.body.find((c: { slug: string }) => c.slug === 'youtube-irl').articleCount).toBe(0);

    const one = await request(t.http).get('/api/topics/categories/technology').expect(200);
    expect(one.body).toMatchObject({ name: 'Technology', slug: 'technology', articleCount: 1 });
    const missing = await request(t.http).get('/api/topics/categories/cooking').expect(404);
    expect(missing.body.message).toBe('Category Not Found');
  });

  it('describes a tag with its count, whatever the case in the address', async () => {
    const author = await createUser(t.dataSource);
    await createArticle(t.dataSource, author, { tags: ['bonding', 'backpack'] });
    await createArticle(t.dataSource, author, { tags: ['bonding'] });
    const response = await request(t.http).get('/api/topics/tags/Bonding').expect(200);
    expect(response.body).toEqual({ tag: 'bonding', description: 'Articles tagged bonding', articleCount: 2 });
    const unused = await request(t.http).get('/api/topics/tags/nothing').expect(200);
    expect(unused.body.articleCount).toBe(0);
    const tooLong = await request(t.http)
      .get(`/api/topics/tags/${'x'.repeat(41)}`)
      .expect(400);
    expect(tooLong.body.errors[0].field).toBe('tag');
  });

  it('relates articles by shared tags and category first, then text, never itself', async () => {
    const author = await createUser(t.dataSource);
    const source = await createArticle(t.dataSource, author, {
      title: 'Bonded cellular backpacks',
      category: 'Technology',
      tags: ['bonding', 'backpack'],
    });
    const twoTags = await createArticle(t.dataSource, author, {
      title: 'Unrelated words',
      category: 'Twitch IRL',
      tags: ['backpack', 'bonding'],
    });
    const tagAndCategory = await createArticle(t.dataSource, author, {
      title: 'Something else',
      category: 'Technology',
      tags: ['bonding'],
    });
    const categoryOnly = await createArticle(t.dataSource, author, { title: 'Encoders', category: 'Technology' });
    const textOnly = await createArticle(t.dataSource, author, {
      title: 'Cellular backpacks on the street',
      category: 'Culture & Community',
    });
    await createArticle(t.dataSource, author, { title: 'Cooking show', category: 'YouTube IRL' });

    const response = await request(t.http).get(`/api/articles/${source.id}/related`).expect(200);
    expect(response.body.map((a: { id: number }) => a.id)).toEqual([
      twoTags.id,
      tagAndCategory.id,
      categoryOnly.id,
      textOnly.id,
    ]);
    expect(response.body[0].author.username).toBe(author.username);

    await request(t.http).get('/api/articles/999999/related').expect(404);
  });

  it('reuses an article’s related list for a while, and computes it again as soon as the article is edited', async () => {
    const writer = await signedIn(t.dataSource, { username: 'writer', role: UserRole.Moderator });
    const source = await createArticle(t.dataSource, writer.user, {
      title: 'Bonded cellular backpacks',
      category: 'Technology',
      tags: ['bonding'],
    });
    const bonding = await createArticle(t.dataSource, writer.user, {
      title: 'Modems',
      category: 'YouTube IRL',
      tags: ['bonding'],
    });
    const related = async () =>
      ((await request(t.http).get(`/api/articles/${source.id}/related`).expect(200)).body as { id: number }[]).map(
        (article) => article.id,
      );

    const first = await captureQueries(t.dataSource, related);
    expect(first.filter((sql) => sql.includes(SIMILARITY_QUERY))).toHaveLength(1);
    let ids: number[] = [];
    const again = await captureQueries(t.dataSource, async () => {
      ids = await related();
    });
    expect(again.filter((sql) => sql.includes(SIMILARITY_QUERY))).toHaveLength(0);
    expect(ids).toEqual([bonding.id]);

    // Another article's title is read fresh: only the ranked ids are kept.
    await t.dataSource.query(`UPDATE articles SET title = 'Bonded modems' WHERE id = $1`, [bonding.id]);
    const cards = (await request(t.http).get(`/api/articles/${source.id}/related`).expect(200)).body;
    expect(cards.map((a: { title: string }) => a.title)).toEqual(['Bonded modems']);

    const backpack = await createArticle(t.dataSource, writer.user, {
      title: 'Rigs',
      category: 'YouTube IRL',
      tags: ['backpack'],
    });
    await as(t, writer)
      .patch(`/api/articles/${source.id}`)
      .send({ tags: ['backpack'] })
      .expect(200);
    const edited = await captureQueries(t.dataSource, async () => {
      ids = await related();
    });
    expect(edited.filter((sql) => sql.includes(SIMILARITY_QUERY))).toHaveLength(1);
    expect(ids[0]).toBe(backpack.id);

    await t.dataSource.query(`DELETE FROM articles WHERE id = $1`, [source.id]);
    await request(t.http).get(`/api/articles/${source.id}/related`).expect(404);
  });
});
