import request from 'supertest';
import { SiteSettingsService } from '../../src/modules/site-settings/site-settings.service.js';
import { approved } from '../archive/archive-fixtures.js';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { SITE_ORIGIN } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';

// The built index.html folds long meta tags over several lines, like Vite's output.
const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<title>IRL Stream History</title>
<meta
  name="description"
  content="The site's own description"
/>
<meta property="og:type" content="website" />
<meta property="og:title" content="IRL Stream History" />
<meta property="og:image" content="/og-image.png" />
<meta name="twitter:card" content="summary_large_image" />
</head><body><div id="root"></div></body></html>`;

/** The content attribute of one meta tag in a raw HTML page, decoded the way a preview bot reads it. */
function meta(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const tags = html.match(new RegExp(`<meta\\s+${attribute}="${key}"[^>]*>`, 'gi')) ?? [];
  expect(tags.length).toBeLessThanOrEqual(1);
  return /content="([^"]*)"/
    .exec(tags[0] ?? '')?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('Link previews in the HTML of shareable pages', () => {
  const t = useTestApp({ spaIndexHtml: INDEX_HTML });

  beforeEach(async () => {
    await t.app.get(SiteSettingsService).refresh();
  });

  it("gives an article's address its title, description, image and canonical URL", async () => {
    const author = await createUser(t.dataSource, { username: 'historian' });
    const article = await createArticle(t.dataSource, author, {
      title: 'The "Tokyo" stream & its <aftermath>',
      excerpt: null,
      content: `<p>It began on a train.</p><img src="https://img.example/tokyo.jpg" alt="" /><p>${'Then it went on. '.repeat(30)}</p>`,
    });

    for (const path of [`/article/${article.id}`, `/articles/${article.id}`]) {
      const page = await request(t.http).get(path).expect(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      const html = page.text;
      expect(html).toContain(
        '<title>The &quot;Tokyo&quot; stream &amp; its &lt;aftermath&gt; - IRL Stream History</title>',
      );
      expect(meta(html, 'property', 'og:title')).toBe('The "Tokyo" stream & its <aftermath>');
      expect(meta(html, 'property', 'og:type')).toBe('article');
      expect(meta(html, 'property', 'og:url')).toBe(`${SITE_ORIGIN}${path}`);
      expect(meta(html, 'property', 'og:image')).toBe('https://img.example/tokyo.jpg');
      expect(meta(html, 'name', 'twitter:image')).toBe('https://img.example/tokyo.jpg');
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
      const description = meta(html, 'property', 'og:description')!;
      expect(description.startsWith('It began on a train. Then it went on.')).toBe(true);
      expect(description.endsWith('…')).toBe(true);
      expect(description.length).toBeLessThanOrEqual(201);
      expect(meta(html, 'name', 'description')).toBe(description);
      expect(meta(html, 'name', 'twitter:description')).toBe(description);
      expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}${path}" />`);
      // Nothing of the body's markup reaches the head as markup.
      expect(html).not.toContain('<aftermath>');
    }
  });

  it('uses the excerpt when there is one, and the site image when the body has none', async () => {
    const author = await createUser(t.dataSource, { username: 'writer' });
    const article = await createArticle(t.dataSource, author, {
      title: 'Quiet one',
      excerpt: 'A short summary.',
      content: '<p>Body.</p><img src="javascript:alert(1)" />',
    });
    const html = (await request(t.http).get(`/article/${article.id}`).expect(200)).text;
    expect(meta(html, 'property', 'og:description')).toBe('A short summary.');
    expect(meta(html, 'property', 'og:image')).toBe(`${SITE_ORIGIN}/og-image.png`);
  });

  it("gives an archive entry's address its name, description and first photo", async () => {
    const entry = await approved(t, {
      type: 'person',
      name: 'Justin Kan',
      description: 'Co-founder of Justin.tv, who streamed his life around the clock in 2007.',
      details: { photos: ['https://img.example/justin.jpg'] },
    });
    const html = (await request(t.http).get(`/archive/person/${entry.slug}`).expect(200)).text;
    expect(html).toContain('<title>Justin Kan - IRL Stream History</title>');
    expect(meta(html, 'property', 'og:title')).toBe('Justin Kan');
    expect(meta(html, 'property', 'og:description')).toBe(
      'Co-founder of Justin.tv, who streamed his life around the clock in 2007.',
    );
    expect(meta(html, 'property', 'og:image')).toBe('https://img.example/justin.jpg');
  });

  it('answers 404 with the page for an address where nothing exists, and the site metadata elsewhere', async () => {
    for (const path of ['/article/999999', '/articles/99999999999', '/archive/person/nobody', '/archive/planet/mars']) {
      const page = await request(t.http).get(path).expect(404);
      expect(page.text).toContain('<div id="root"></div>');
      expect(meta(page.text, 'property', 'og:title')).toBe('IRL Stream History');
    }
    const home = (await request(t.http).get('/browse').expect(200)).text;
    expect(meta(home, 'property', 'og:title')).toBe('IRL Stream History');
    expect(meta(home, 'property', 'og:image')).toBe(`${SITE_ORIGIN}/og-image.png`);
    expect(home).not.toContain('rel="canonical"');
  });
});
