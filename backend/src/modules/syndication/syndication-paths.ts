/**
 * The addresses the syndication module serves outside /api (they are plain files to feed readers and
 * crawlers): the latest articles as RSS 2.0 and Atom, the same per category and per tag, the sitemap
 * and robots.txt.
 */
export const SYNDICATION_ROUTES = [
  'feed.xml',
  'atom.xml',
  'category/:slug/feed.xml',
  'category/:slug/atom.xml',
  'tag/:tag/feed.xml',
  'tag/:tag/atom.xml',
  'sitemap.xml',
  'robots.txt',
] as const;

const SYNDICATION_PATH =
  /^\/(?:feed\.xml|atom\.xml|sitemap\.xml|robots\.txt|(?:category|tag)\/[^/]+\/(?:feed|atom)\.xml)$/;

/** True for a request path the syndication controller answers (so the SPA fallback leaves it alone). */
export function isSyndicationPath(path: string): boolean {
  return SYNDICATION_PATH.test(path);
}

/** The feeds of a page: '' for the whole site, `/category/{slug}` or `/tag/{tag}`. */
export function feedPaths(pagePath: string): { rss: string; atom: string } {
  return { rss: `${pagePath}/feed.xml`, atom: `${pagePath}/atom.xml` };
}

export function categoryPagePath(slug: string): string {
  return `/category/${slug}`;
}

export function tagPagePath(tag: string): string {
  return `/tag/${encodeURIComponent(tag)}`;
}
