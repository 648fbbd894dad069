import request from 'supertest';
import { SiteSetting } from '../../src/modules/settings/entities/site-setting.entity.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { createTestApp, resetDatabase, type TestApp, useTestApp } from '../utils/test-app.js';
import { as, bulkArticles, signedIn, titles, validArticle, type Actor } from './article-fixtures.js';

interface SearchItem {
  title: string;
  highlightTitle: string;
  highlightPreview: string;
}

describe('Article search (GET /api/articles/search)', () => {
  const t = useTestApp();
  let reader: Actor;
  let author: User;

  beforeEach(async () => {
    reader = await signedIn(t.dataSource);
    author = await createUser(t.dataSource, { role: UserRole.Moderator });
  });

  const search = (query: Record<string, unknown>) => as(t, reader).get('/api/articles/search').query(query);

  it('finds a word despite a typo ("bonidng" finds "bonding") and highlights the real word', async () => {
    await createArticle(t.dataSource, author, {
      title: 'Cellular bonding explained',
      content: '<p>Rigs combine several modems.</p>',
    });
    await createArticle(t.dataSource, author, { title: 'Ban waves', content: '<p>Nothing about rigs here.</p>' });

    const response = await search({ q: 'bonidng' }).expect(200);
    expect(titles(response.body)).toEqual(['Cellular bonding explained']);
    expect(response.body).toMatchObject({ total: 1, correctedQuery: 'bonding', suggestedQuery: null });
    expect(response.body.items[0].highlightTitle).toBe('Cellular <mark>bonding</mark> explained');
  });

  it('corrects typos in words of the body too, and in several words at once', async () => {
    await createArticle(t.dataSource, author, {
      title: 'Gear',
      content: '<p>The backpack held a bonding encoder.</p>',
    });
    const response = await search({ q: 'backpak bonidng' }).expect(200);
    expect(titles(response.body)).toEqual(['Gear']);
    expect(response.body.items[0].highlightPreview).toContain('<mark>backpack</mark>');
  });

  it('ranks title matches above excerpt matches above body matches', async () => {
    await createArticle(t.dataSource, author, {
      title: 'Other topic',
      content: `<p>${'Bonding bonding bonding, more bonding. '.repeat(5)}</p>`,
      createdAt: new Date('2025-03-01Z'),
    });
    await createArticle(t.dataSource, author, {
      title: 'Bonding basics',
      content: '<p>An introduction.</p>',
      createdAt: new Date('2024-01-01Z'),
    });
    await createArticle(t.dataSource, author, {
      title: 'Middle',
      excerpt: 'All about bonding',
      content: '<p>Text.</p>',
      createdAt: new Date('2025-01-01Z'),
    });
    await createArticle(t.dataSource, author, { title: 'Unrelated', content: '<p>Nothing.</p>' });

    const response = await search({ q: 'bonding' }).expect(200);
    expect(titles(response.body)).toEqual(['Bonding basics', 'Middle', 'Other topic']);
    expect(response.body.total).toBe(3);
  });

  it('shows the corrected search, labelled, only when the words as typed find nothing', async () => {
    await createArticle(t.dataSource, author, { title: 'Bonding backpack', content: '<p>x</p>' });
    await createArticle(t.dataSource, author, { title: 'Bonding only', content: '<p>y</p>' });
    // "bonding bakcpack": the typed words need both (no article has "bakcpack"), so they find nothing.
    const corrected = await search({ q: 'bonding bakcpack' }).expect(200);
    expect(titles(corrected.body)).toEqual(['Bonding backpack']);
    expect(corrected.body).toMatchObject({ correctedQuery: 'bonding backpack', suggestedQuery: null });
    // "Search instead for": the typed words, nothing found, the correction only offered.
    const typed = await search({ q: 'bonding bakcpack', exact: 'true' }).expect(200);
    expect(typed.body).toMatchObject({ items: [], total: 0, correctedQuery: null, suggestedQuery: 'bonding backpack' });
    const refused = await search({ q: 'bonding', exact: 'yes' }).expect(400);
    expect(refused.body.errors.map((e: { field: string }) => e.field)).toEqual(['exact']);
    // "bonding" alone matches both exactly: the title match ranks by rank, then newest id.
    const exact = await search({ q: 'bonding' }).expect(200);
    expect(titles(exact.body).sort()).toEqual(['Bonding backpack', 'Bonding only']);
  });

  it('escapes HTML in highlights: only <mark> is markup', async () => {
    await createArticle(t.dataSource, author, {
      title: '<img src=x onerror=alert(1)> Bonding & "rigs"',
      content: '<p>Say &lt;script&gt;alert(1)&lt;/script&gt; about bonding &amp; more.</p>',
    });
    const response = await search({ q: 'bonding' }).expect(200);
    const [item] = response.body.items as SearchItem[];
    expect(item.highlightTitle).toBe('&lt;img src=x onerror=alert(1)&gt; <mark>Bonding</mark> &amp; &quot;rigs&quot;');
    // The passage keeps the text that looks like markup, escaped (ts_headline ends passages at a word).
    expect(item.highlightPreview).toBe(
      'Say &lt;script&gt;alert(1)&lt;/script&gt; about <mark>bonding</mark> &amp; more',
    );
    for (const html of [item.highlightTitle, item.highlightPreview]) {
      expect(html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    }
  });

  it('combines words with the category and tag filters', async () => {
    await createArticle(t.dataSource, author, { title: 'Bonding tech', category: 'Technology', tags: ['gear'] });
    await createArticle(t.dataSource, author, { title: 'Bonding drama', category: 'Drama & Events', tags: ['gear'] });
    await createArticle(t.dataSource, author, { title: 'Bonding other', category: 'Technology', tags: ['misc'] });

    const byCategory = await search({ q: 'bonding', category: 'Drama & Events' }).expect(200);
    expect(titles(byCategory.body)).toEqual(['Bonding drama']);
    const byBoth = await search({ q: 'bonding', category: 'Technology', tag: 'GEAR' }).expect(200);
    expect(titles(byBoth.body)).toEqual(['Bonding tech']);
    expect(byBoth.body.total).toBe(1);
  });

  it('without words lists the filtered articles newest first, escaped, without marks', async () => {
    await createArticle(t.dataSource, author, { title: 'Old <b>', tags: ['x'], createdAt: new Date('2024-01-01Z') });
    await createArticle(t.dataSource, author, { title: 'New', tags: ['x'], createdAt: new Date('2025-01-01Z') });
    await createArticle(t.dataSource, author, { title: 'Untagged', createdAt: new Date('2026-01-01Z') });

    const response = await search({ tag: 'x', q: '   ' }).expect(200);
    expect(titles(response.body)).toEqual(['New', 'Old <b>']);
    expect(response.body.items[1]).toMatchObject({
      highlightTitle: 'Old &lt;b&gt;',
      highlightPreview: expect.any(String),
    });
    expect(response.body.total).toBe(2);
  });

  it('pages ranked results with a cursor, without repeats', async () => {
    for (let i = 0; i < 5; i += 1) {
      await createArticle(t.dataSource, author, {
        title: i % 2 ? `Bonding part ${i}` : `Part ${i}`,
        content: `<p>${'bonding '.repeat(i + 1)}</p>`,
      });
    }
    const whole = await search({ q: 'bonding', limit: 50 }).expect(200);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response: request.Response = await search({ q: 'bonding', limit: 2, ...(cursor ? { cursor } : {}) }).expect(
        200,
      );
      expect(response.body.total).toBe(5);
      seen.push(...titles(response.body));
      cursor = response.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(titles(whole.body));
    expect(seen.slice(0, 2).every((title) => title.startsWith('Bonding'))).toBe(true);
  });

  it('past 1,000 matches ranks the first 1,001 found, pages them by keyset to the end and flags the total as an estimate', async () => {
    await bulkArticles(t.dataSource, author.id, 1100, 'bonding');

    const first = await search({ q: 'bonding', limit: 50 }).expect(200);
    expect(first.body.totalIsEstimate).toBe(true);
    expect(first.body.total).toBeGreaterThan(1000);
    const seen = new Set<number>();
    let body = first.body as { items: { id: number }[]; nextCursor: string | null; totalIsEstimate: boolean };
    let pages = 1;
    for (;;) {
      for (const item of body.items) seen.add(item.id);
      if (!body.nextCursor) break;
      body = (await search({ q: 'bonding', limit: 50, cursor: body.nextCursor }).expect(200)).body;
      expect(body.totalIsEstimate).toBe(true);
      pages += 1;
    }
    // Every ranked candidate once, over 21 pages; the deep pages answer like the first.
    expect(seen.size).toBe(1001);
    expect(pages).toBe(21);
  });

  it('past 1,000 matches takes the title matches as candidates first, wherever the index has them', async () => {
    await bulkArticles(t.dataSource, author.id, 1100, 'bonding');
    // Written after 1,100 articles that mention the word in their body only.
    await createArticle(t.dataSource, author, { title: 'Bonding at last', content: '<p>Late news.</p>' });
    const first = await search({ q: 'bonding', limit: 5 }).expect(200);
    expect(first.body.totalIsEstimate).toBe(true);
    expect(titles(first.body)[0]).toBe('Bonding at last');
  });

  it('past 1,000 matches of several words takes next the articles with one of the words in their title', async () => {
    await bulkArticles(t.dataSource, author.id, 1100, 'bonding backpack');
    // Its title holds one of the two words; 1,100 older articles hold both in their body only.
    await createArticle(t.dataSource, author, { title: 'Backpack rigs', content: '<p>Bonding here.</p>' });
    const first = await search({ q: 'bonding backpack', limit: 5 }).expect(200);
    expect(first.body.totalIsEstimate).toBe(true);
    expect(titles(first.body)[0]).toBe('Backpack rigs');
  });

  it('corrects a typo to the known word fewest edits away, not the one sharing the most letter triples', async () => {
    await createArticle(t.dataSource, author, {
      title: 'His straps',
      content: '<p>Straps and his gear, legal notes.</p>',
    });
    await createArticle(t.dataSource, author, { title: 'Stream history', content: '<p>A legendary night.</p>' });
    const response = await search({ q: 'straem histroy' }).expect(200);
    expect(response.body.correctedQuery).toBe('stream history');
    expect(titles(response.body)).toEqual(['Stream history']);
    const legendary = await search({ q: 'legandary' }).expect(200);
    expect(legendary.body.correctedQuery).toBe('legendary');
  });

  it('counts exactly up to 1,000 matches', async () => {
    await bulkArticles(t.dataSource, author.id, 1000, 'bonding');
    const response = await search({ q: 'bonding', limit: 1 }).expect(200);
    expect(response.body).toMatchObject({ total: 1000, totalIsEstimate: false });
  });

  it('answers searches without meaningful words with an empty page, not an error', async () => {
    await createArticle(t.dataSource, author, { title: 'The stream' });
    for (const q of ['the', '"', '-', '!!!', 'or', '<>']) {
      const response = await search({ q }).expect(200);
      expect(response.body).toEqual({
        items: [],
        total: 0,
        totalIsEstimate: false,
        nextCursor: null,
        correctedQuery: null,
        suggestedQuery: null,
      });
    }
    await search({ q: "'; DROP TABLE articles; --" }).expect(200);
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM articles')).toEqual([{ n: 1 }]);
  });

  it('never drops a word like no known word: "twitch zzzzqqqqxxxx" finds nothing and offers nothing', async () => {
    for (let i = 0; i < 3; i += 1) await createArticle(t.dataSource, author, { title: `Twitch story ${i}` });
    await createArticle(t.dataSource, author, { title: 'Bonding rigs', content: '<p>x</p>' });
    for (const q of ['twitch zzzzqqqqxxxx', 'bonidng xyzzyq', 'twitch твитчвв', `twitch ${'x'.repeat(60)}`]) {
      const response = await search({ q }).expect(200);
      expect({ q, body: response.body }).toEqual({
        q,
        body: {
          items: [],
          total: 0,
          totalIsEstimate: false,
          nextCursor: null,
          correctedQuery: null,
          suggestedQuery: null,
        },
      });
    }
  });

  it('reads a hyphen inside a word as part of it, never as an exclusion that widens the search', async () => {
    await createArticle(t.dataSource, author, { title: 'Twitch story', content: '<p>An article, no doubt.</p>' });
    await createArticle(t.dataSource, author, { title: 'Bonding rigs', content: '<p>x</p>' });
    for (const q of ['zzzzqqqqxxxx-no-such-article', 'zzzzqqqqxxxx -', 'bonidng-zzzzqqqqxxxx', '-- - -']) {
      const response = await search({ q }).expect(200);
      expect({ q, titles: titles(response.body), corrected: response.body.correctedQuery }).toEqual({
        q,
        titles: [],
        corrected: null,
      });
    }
    // A leading minus still excludes a word.
    const excluded = await search({ q: 'story OR rigs -bonding' }).expect(200);
    expect(titles(excluded.body)).toEqual(['Twitch story']);
  });

  it('takes an excluded word as typed, never correcting it', async () => {
    await createArticle(t.dataSource, author, { title: 'Bonding rigs', content: '<p>x</p>' });
    await createArticle(t.dataSource, author, { title: 'Backpack rigs', content: '<p>y</p>' });
    const response = await search({ q: 'rigs -bonidng' }).expect(200);
    expect(titles(response.body).sort()).toEqual(['Backpack rigs', 'Bonding rigs']);
    expect(response.body).toMatchObject({ correctedQuery: null, suggestedQuery: null });
  });

  it('keeps the results of the words as typed and offers a correction that finds more ("Did you mean")', async () => {
    await createArticle(t.dataSource, author, { title: 'Bonding only', content: '<p>x</p>' });
    await createArticle(t.dataSource, author, { title: 'Backpack gear', content: '<p>y</p>' });
    const response = await search({ q: 'bonding or backpak' }).expect(200);
    expect(titles(response.body)).toEqual(['Bonding only']);
    expect(response.body).toMatchObject({ total: 1, correctedQuery: null, suggestedQuery: 'bonding or backpack' });
    const suggested = await search({ q: response.body.suggestedQuery }).expect(200);
    expect(titles(suggested.body).sort()).toEqual(['Backpack gear', 'Bonding only']);
  });

  it('corrects to a word found in a title rather than an equally close stop word or body word ("justn kan")', async () => {
    await createArticle(t.dataSource, author, { title: 'Justin Kan streams again', content: '<p>Kan is back.</p>' });
    await createArticle(t.dataSource, author, {
      title: 'Other things',
      content: '<p>It justs works, just like Kan said.</p>',
    });
    const response = await search({ q: 'justn kan' }).expect(200);
    expect(response.body).toMatchObject({ correctedQuery: 'justin kan', suggestedQuery: null });
    expect(titles(response.body)).toEqual(['Justin Kan streams again']);
  });

  it('pages the corrected results with the correction on every page', async () => {
    for (let i = 0; i < 3; i += 1) await createArticle(t.dataSource, author, { title: `Bonding part ${i}` });
    const first = await search({ q: 'bonidng', limit: 2 }).expect(200);
    expect(first.body).toMatchObject({ total: 3, correctedQuery: 'bonding' });
    const second = await search({ q: 'bonidng', limit: 2, cursor: first.body.nextCursor }).expect(200);
    expect(second.body).toMatchObject({ total: 3, correctedQuery: 'bonding', nextCursor: null });
    expect(titles(second.body)).toHaveLength(1);
  });

  it('rejects bad parameters with their field', async () => {
    const response = await search({ q: 'x'.repeat(201), limit: 51, category: 'Cooking', feed: 'latest' }).expect(400);
    expect(response.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'category',
      'feed',
      'limit',
      'q',
    ]);
    const badCursor = await search({ q: 'bonding', cursor: 'nope' }).expect(400);
    expect(badCursor.body.message).toBe('cursor is not a valid page cursor');
  });

  it('returns the corrected words when a typo was corrected, and null when the words were used as typed', async () => {
    await createArticle(t.dataSource, author, { title: 'Bonding backpack', content: '<p>Rigs and modems.</p>' });
    const typo = await search({ q: 'bonidng  backpak' }).expect(200);
    expect(typo.body.correctedQuery).toBe('bonding backpack');
    expect(titles(typo.body)).toEqual(['Bonding backpack']);
    const exact = await search({ q: 'bonding' }).expect(200);
    expect(exact.body.correctedQuery).toBeNull();
    // A word like no known word leaves no correction at all; nor does a word matching nothing alone.
    const unknown = await search({ q: 'bonidng xyzzyq' }).expect(200);
    expect(unknown.body).toMatchObject({ items: [], total: 0, correctedQuery: null, suggestedQuery: null });
    const nothing = await search({ q: 'xyzzyq' }).expect(200);
    expect(nothing.body).toMatchObject({ items: [], total: 0, correctedQuery: null });
  });

  it('highlights the body passage where a word matched', async () => {
    await createArticle(t.dataSource, author, {
      title: 'Gear talk',
      content: `<p>${'Intro words here. '.repeat(30)}The streamer used a bonding encoder on the train.</p>`,
    });
    const response = await search({ q: 'bonding' }).expect(200);
    expect(response.body.items[0].highlightPreview).toContain('<mark>bonding</mark> encoder');
  });

  it('sorts by newest, most viewed and most liked, with and without words, paging by keyset', async () => {
    const a = await createArticle(t.dataSource, author, {
      title: 'Bonding alpha',
      views: 5,
      likeCount: 30,
      createdAt: new Date('2024-01-01Z'),
    });
    const b = await createArticle(t.dataSource, author, {
      title: 'Other beta',
      content: '<p>bonding</p>',
      views: 50,
      likeCount: 1,
      createdAt: new Date('2025-01-01Z'),
    });
    const c = await createArticle(t.dataSource, author, {
      title: 'Other gamma',
      content: '<p>bonding bonding</p>',
      views: 20,
      likeCount: 10,
      createdAt: new Date('2023-01-01Z'),
    });
    await createArticle(t.dataSource, author, { title: 'Unrelated', views: 999, likeCount: 999 });
    const order = async (query: Record<string, unknown>) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: request.Response = await search({ ...query, limit: 1, ...(cursor ? { cursor } : {}) }).expect(200);
        seen.push(...titles(page.body));
        cursor = page.body.nextCursor;
      } while (cursor);
      return seen;
    };
    expect(await order({ q: 'bonding' })).toEqual([a.title, c.title, b.title]);
    expect(await order({ q: 'bonding', sort: 'newest' })).toEqual([b.title, a.title, c.title]);
    expect(await order({ q: 'bonding', sort: 'views' })).toEqual([b.title, c.title, a.title]);
    expect(await order({ q: 'bonding', sort: 'likes' })).toEqual([a.title, c.title, b.title]);
    expect(await order({ sort: 'views' })).toEqual(['Unrelated', b.title, c.title, a.title]);
    expect(await order({ sort: 'likes', category: 'Technology' })).toEqual(['Unrelated', a.title, c.title, b.title]);
    const views = await search({ sort: 'views', limit: 2 }).expect(200);
    expect(views.body).toMatchObject({ total: 4, totalIsEstimate: false, correctedQuery: null });
    // A cursor of one order is refused by another.
    await search({ q: 'bonding', sort: 'likes', cursor: views.body.nextCursor }).expect(400);
  });

  it('filters by author and publication dates, with and without words', async () => {
    const other = await createUser(t.dataSource, { role: UserRole.Moderator });
    await createArticle(t.dataSource, author, { title: 'Bonding 2023', createdAt: new Date('2023-06-01T12:00:00Z') });
    await createArticle(t.dataSource, author, { title: 'Bonding 2024', createdAt: new Date('2024-06-01T23:59:00Z') });
    await createArticle(t.dataSource, other, {
      title: 'Bonding by other',
      createdAt: new Date('2024-06-02T00:00:00Z'),
    });

    const byAuthor = await search({ q: 'bonding', author: `@${other.username.toUpperCase()}` }).expect(200);
    expect(titles(byAuthor.body)).toEqual(['Bonding by other']);
    const inRange = await search({ q: 'bonding', from: '2024-01-01', to: '2024-06-01' }).expect(200);
    expect(titles(inRange.body)).toEqual(['Bonding 2024']);
    const since = await search({ from: '2024-06-01', author: author.username }).expect(200);
    expect(titles(since.body)).toEqual(['Bonding 2024']);
    const until = await search({ to: '2023-12-31', sort: 'likes' }).expect(200);
    expect(titles(until.body)).toEqual(['Bonding 2023']);
    const nobody = await search({ q: 'bonding', author: 'no-such-user' }).expect(200);
    expect(nobody.body).toMatchObject({ items: [], total: 0 });
  });

  it('rejects an unknown sort, bad dates and a range that ends before it starts, naming the field', async () => {
    const fields = async (query: Record<string, unknown>) =>
      [...new Set(((await search(query).expect(400)).body.errors as { field: string }[]).map((e) => e.field))].sort();
    expect(await fields({ q: 'x', sort: 'random' })).toEqual(['sort']);
    expect(await fields({ from: '2024-02-30', to: 'yesterday' })).toEqual(['from', 'to']);
    expect(await fields({ from: '2024-05-01', to: '2024-04-30' })).toEqual(['to']);
    expect(await fields({ author: 'x'.repeat(41) })).toEqual(['author']);
    await search({ from: '2024-05-01', to: '2024-05-01' }).expect(200);
  });

  it('needs sign-in, and follows the Browse restriction when admins set it', async () => {
    await request(t.http).get('/api/articles/search').query({ q: 'x' }).expect(401);
    await t.dataSource.getRepository(SiteSetting).save({ key: 'feature_access', value: 'admins', updatedBy: null });
    const refused = await search({ q: 'x' }).expect(403);
    expect(refused.body.message).toBe('This feature is available to admins only.');
    const admin = await signedIn(t.dataSource, { role: UserRole.Admin });
    await as(t, admin).get('/api/articles/search').query({ q: 'x' }).expect(200);
  });

  it('finds an article by its new words right after an edit', async () => {
    const moderator = await signedIn(t.dataSource, { role: UserRole.Moderator });
    const created = await as(t, moderator).post('/api/articles').send(validArticle()).expect(201);
    await as(t, moderator)
      .patch(`/api/articles/${created.body.id}`)
      .send({ content: '<p>Now about skateboarding streams.</p>' })
      .expect(200);
    const exact = await search({ q: 'skateboarding' }).expect(200);
    expect(exact.body.total).toBe(1);
    const typo = await search({ q: 'skatebaording' }).expect(200);
    expect(typo.body.total).toBe(1);
  });
});

describe('Article tags (GET /api/articles/tags)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await resetDatabase(t.dataSource);
  });
  afterAll(() => t.close());

  it('lists tags with counts, most used first then by name, to anyone', async () => {
    const author = await createUser(t.dataSource);
    await createArticle(t.dataSource, author, { tags: ['bonding', 'gear'] });
    await createArticle(t.dataSource, author, { tags: ['bonding', 'history'] });
    await createArticle(t.dataSource, author, { tags: ['bonding', 'gear'] });
    await createArticle(t.dataSource, author, { tags: [] });

    const response = await request(t.http).get('/api/articles/tags').expect(200);
    expect(response.body).toEqual([
      { tag: 'bonding', count: 3 },
      { tag: 'gear', count: 2 },
      { tag: 'history', count: 1 },
    ]);
  });

  it('keeps the top 100', async () => {
    const author = await createUser(t.dataSource);
    for (let i = 0; i < 11; i += 1) {
      await createArticle(t.dataSource, author, { tags: Array.from({ length: 10 }, (_, j) => `t${i}-${j}`) });
    }
    const response = await request(t.http).get('/api/articles/tags').expect(200);
    expect(response.body).toHaveLength(100);
    expect(response.body[0]).toEqual({ tag: 'bonding', count: 3 });
  });
});
