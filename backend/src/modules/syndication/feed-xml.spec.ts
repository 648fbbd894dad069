import { escapeXml, renderSitemap } from './feed-xml.js';
import { isSyndicationPath } from './syndication-paths.js';

describe('feed XML', () => {
  it('escapes the five special characters and drops characters XML forbids', () => {
    expect(escapeXml(`a & b < c > d "e" 'f'\u0000\u0008\u000B g\u0009\n`)).toBe(
      'a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos; g\u0009\n',
    );
  });

  it('writes one <url> per address with an optional lastmod', () => {
    const xml = renderSitemap([
      { loc: 'https://site.example/tag/r%26d?x=1&y=2' },
      { loc: 'https://site.example/article/1', lastmod: new Date('2025-01-02T03:04:05Z') },
    ]);
    expect(xml).toContain('<url><loc>https://site.example/tag/r%26d?x=1&amp;y=2</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://site.example/article/1</loc><lastmod>2025-01-02T03:04:05.000Z</lastmod></url>',
    );
  });

  it('recognises only the syndication paths', () => {
    for (const path of [
      '/feed.xml',
      '/atom.xml',
      '/sitemap.xml',
      '/robots.txt',
      '/category/technology/feed.xml',
      '/tag/a%20b/atom.xml',
    ])
      expect(isSyndicationPath(path)).toBe(true);
    for (const path of ['/category/technology', '/tag/x', '/tag/x/feed.json', '/api/feed.xml', '/feed.xml/x'])
      expect(isSyndicationPath(path)).toBe(false);
  });
});
