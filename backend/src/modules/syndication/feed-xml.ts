/** One article as a feed entry. */
export interface FeedItem {
  title: string;
  url: string;
  summary: string;
  author: string;
  category: string;
  tags: string[];
  published: Date;
  updated: Date;
}

export interface FeedChannel {
  title: string;
  description: string;
  /** The page the feed belongs to (absolute). */
  pageUrl: string;
  /** The feed's own address (absolute). */
  selfUrl: string;
  items: FeedItem[];
}

export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
}

// Characters XML 1.0 forbids outright (control characters other than tab, newline, carriage return).
// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text or attribute value safe inside XML: the five special characters escaped, forbidden ones dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** RSS 2.0 with an atom:link to itself and dc:creator for the author's name (RSS's author wants an e-mail). */
export function renderRss(channel: FeedChannel): string {
  const items = channel.items.map((item) =>
    [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(item.url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
      `      <pubDate>${item.published.toUTCString()}</pubDate>`,
      `      <dc:creator>${escapeXml(item.author)}</dc:creator>`,
      `      <category>${escapeXml(item.category)}</category>`,
      ...item.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      `      <description>${escapeXml(item.summary)}</description>`,
      '    </item>',
    ].join('\n'),
  );
  const newest = channel.items[0]?.published;
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.pageUrl)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml" />`,
    ...(newest ? [`    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Atom 1.0; the feed's updated time is the newest entry's (or the epoch for an empty feed, so it stays stable). */
export function renderAtom(channel: FeedChannel): string {
  const updated = channel.items.reduce((latest, item) => Math.max(latest, item.updated.getTime()), 0);
  const entries = channel.items.map((item) =>
    [
      '  <entry>',
      `    <title>${escapeXml(item.title)}</title>`,
      `    <link href="${escapeXml(item.url)}" />`,
      `    <id>${escapeXml(item.url)}</id>`,
      `    <published>${item.published.toISOString()}</published>`,
      `    <updated>${item.updated.toISOString()}</updated>`,
      `    <author><name>${escapeXml(item.author)}</name></author>`,
      `    <category term="${escapeXml(item.category)}" />`,
      ...item.tags.map((tag) => `    <category term="${escapeXml(tag)}" />`),
      `    <summary>${escapeXml(item.summary)}</summary>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    XML_DECLARATION,
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeXml(channel.title)}</title>`,
    `  <subtitle>${escapeXml(channel.description)}</subtitle>`,
    `  <id>${escapeXml(channel.pageUrl)}</id>`,
    `  <link href="${escapeXml(channel.pageUrl)}" />`,
    `  <link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/atom+xml" />`,
    `  <updated>${new Date(updated).toISOString()}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

export function renderSitemap(urls: SitemapUrl[]): string {
  const entries = urls.map((url) =>
    url.lastmod
      ? `  <url><loc>${escapeXml(url.loc)}</loc><lastmod>${url.lastmod.toISOString()}</lastmod></url>`
      : `  <url><loc>${escapeXml(url.loc)}</loc></url>`,
  );
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
