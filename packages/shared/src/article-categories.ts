/** The fixed list of ten article categories, in their order. Labels are stored as-is. */
export const ARTICLE_CATEGORIES = [
  'Justin.tv Era',
  'Twitch IRL',
  'YouTube IRL',
  'Drama & Events',
  'Technology',
  'Network History',
  'Culture & Community',
  'Moderation & Safety',
  'Platform Changes',
  'Streamer Profiles',
] as const;

export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export function isArticleCategory(value: string | null | undefined): value is ArticleCategory {
  return (ARTICLE_CATEGORIES as readonly string[]).includes(value ?? '');
}

/** The address segment of a category (/category/{slug}): lower case, '&' spelled 'and', every other run of signs one '-'. */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
