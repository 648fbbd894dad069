import Parser from 'rss-parser';
import request from 'supertest';
import { SiteSettingsService } from '../../src/modules/site-settings/site-settings.service.js';
import { approved } from '../archive/archive-fixtures.js';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { SITE_ORIGIN } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';

const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<title>IRL Stream History</title>
<meta name="description" content="The site's own description" />
</head><body><div id="root"></div></body></html>`;

const parser = new Parser();

describe('Feeds, sitemap and robots.txt', () => {
  const t = useTestApp({ spaIndexHtml: INDEX_HTML });

  beforeEach(async () => {
    await t.app.get(SiteSettingsService).refresh();
  });

  async function seed() {
    const author = await createUser(t.dataSource, { username: 'historian' });
    const old = await createArticle(t.dataSource, author, {
      title: 'Old & "quoted" <stream>',
      excerpt: 'Ampersands & angle <brackets> survive',
      category: 'Justin.tv Era',
      tags: ['lifecasting'],
      createdAt: new Date('2024-01-01T00:00:00Z'),
    });
    const recent = await createArticle(t.dataSource, author, {
      title: 'Bonded backpacks',
      category: 'Technology',
      tags: ['bonding', 'gear'],
      createdAt: new Date('2025-06-01T00:00:00Z'),
    });
    return { author, old, recent };
  }

  it('serves the latest articles as RSS 2.0 that a feed parser reads, newest first, escaped', async () => {
    const { old, recent } = await seed();
    const response = await request(t.http).get('/feed.xml').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const feed = await parser.parseString(response.text);
    expect(feed.title).toBe('IRL Stream History');
    expect(feed.items.map((item) => item.title)).toEqual([recent.title, old.title]);
    expect(feed.items[1]).toMatchObject({
      link: `${SITE_ORIGIN}/article/${old.id}`,
      guid: `${SITE_ORIGIN}/article/${old.id}`,
      content: 'Ampersands & angle <brackets> survive',
      creator: 'historian',
      isoDate: '2024-01-01T00:00:00.000Z',
    });
    expect(feed.items[0].categories).toEqual(['Technology', 'bonding', 'gear']);
  });

  it('serves Atom, and per category and per tag feeds with only their articles', async () => {
    const { old, recent } = await seed();
    const atom = await request(t.http).get('/atom.xml').expect(200);
    expect(atom.headers['content-type']).toMatch(/^application\/atom\+xml/);
    const atomFeed = await parser.parseString(atom.text);
    expect(atomFeed.items.map((item) => item.link)).toEqual([
      `${SITE_ORIGIN}/article/${recent.id}`,
      `${SITE_ORIGIN}/article/${old.id}`,
    ]);
    expect(atomFeed.items[1].title).toBe(old.title);
    expect(atomFeed.items[1].author).toBe('historian');

    const category = await parser.parseString(
      (await request(t.http).get('/category/justin-tv-era/feed.xml').expect(200)).text,
    );
    expect(category.title).toBe('Justin.tv Era - IRL Stream History');
    expect(category.link).toBe(`${SITE_ORIGIN}/category/justin-tv-era`);
    expect(category.items.map((item) => item.title)).toEqual([old.title]);
    const categoryAtom = await parser.parseString(
      (await request(t.http).get('/category/technology/atom.xml').expect(200)).text,
    );
    expect(categoryAtom.items.map((item) => item.title)).toEqual([recent.title]);

    const tag = await parser.parseString((await request(t.http).get('/tag/Bonding/feed.xml').expect(200)).text);
    expect(tag.description).toBe('Articles tagged bonding');
    expect(tag.items.map((item) => item.title)).toEqual([recent.title]);
    const tagAtom = await parser.parseString((await request(t.http).get('/tag/lifecasting/atom.xml').expect(200)).text);
    expect(tagAtom.items.map((item) => item.title)).toEqual([old.title]);

    await request(t.http).get('/category/cooking/feed.xml').expect(404);
    const empty = await parser.parseString((await request(t.http).get('/tag/nobody-uses/feed.xml').expect(200)).text);
    expect(empty.items).toEqual([]);
  });

  it('lists articles, categories, tags and archive entries in the sitemap, and points robots.txt at it', async () => {
    const { old, recent } = await seed();
    const entry = await approved(t, { type: 'person', name: 'Justin Kan', description: 'Co-founder of Justin.tv.' });
    const sitemap = await request(t.http).get('/sitemap.xml').expect(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...sitemap.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${SITE_ORIGIN}/`,
        `${SITE_ORIGIN}/article/${recent.id}`,
        `${SITE_ORIGIN}/article/${old.id}`,
        `${SITE_ORIGIN}/category/drama-and-events`,
        `${SITE_ORIGIN}/tag/bonding`,
        `${SITE_ORIGIN}/tag/lifecasting`,
        `${SITE_ORIGIN}/archive/person/${entry.slug}`,
      ]),
    );
    expect(locs).toHaveLength(1 + 2 + 10 + 3 + 1);

    const robots = await request(t.http).get('/robots.txt').expect(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.text).toContain('Disallow: /api/');
    expect(robots.text).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  });

  it('links the feeds from the server-rendered category, tag and site pages', async () => {
    await seed();
    const category = (await request(t.http).get('/category/technology').expect(200)).text;
    expect(category).toContain('<title>Technology - IRL Stream History</title>');
    expect(category).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Technology - IRL Stream History (RSS)" href="/category/technology/feed.xml" />',
    );
    expect(category).toContain('type="application/atom+xml" title="Technology - IRL Stream History (Atom)"');
    const tag = (await request(t.http).get('/tag/bonding').expect(200)).text;
    expect(tag).toContain('<title>#bonding - IRL Stream History</title>');
    expect(tag).toContain('href="/tag/bonding/feed.xml"');
    expect(tag).toContain('content="Articles tagged bonding"');
    const home = (await request(t.http).get('/').expect(200)).text;
    expect(home).toContain(
      '<link rel="alternate" type="application/rss+xml" title="IRL Stream History (RSS)" href="/feed.xml" />',
    );
    await request(t.http).get('/category/cooking').expect(404);
    await request(t.http).get('/tag/nobody-uses').expect(404);
  });
});
