import type { ListArticlesData } from '@/api/generated/types.gen';

/** The category filter accepted by GET /api/articles (an inline union in the generated types). */
export type ArticleCategory = NonNullable<NonNullable<ListArticlesData['query']>['category']>;

/**
 * The fixed list of ten categories, in the backend's order
 * (backend/src/modules/articles/article-categories.ts). The generated types only carry them as
 * a union, so the runtime list lives here and the checks below keep the two in step.
 */
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
] as const satisfies readonly ArticleCategory[];

// Fails to compile if the API gains a category this list lacks.
type MissingCategory = Exclude<ArticleCategory, (typeof ARTICLE_CATEGORIES)[number]>;
const _allCategoriesListed: [MissingCategory] extends [never] ? true : MissingCategory = true;

export function isArticleCategory(value: string | null | undefined): value is ArticleCategory {
  return (ARTICLE_CATEGORIES as readonly string[]).includes(value ?? '');
}

/**
 * The address segment of a category (/category/{slug}): lower case, '&' spelled 'and', every other
 * run of signs one '-'. The server's category pages use the same rule (article-topics.ts).
 */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
