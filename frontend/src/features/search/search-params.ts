import type { ArticleSearchSort, SearchArticlesData } from '@/api/generated/types.gen';
import { type ArticleCategory, isArticleCategory } from '@irl/shared';

export type SearchArticlesQuery = NonNullable<SearchArticlesData['query']>;

/** The orders offered, in the order of the sort menu (relevance is the default and is not written to the URL). */
export const SEARCH_SORTS = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'newest', label: 'Newest' },
  { value: 'views', label: 'Most viewed' },
  { value: 'likes', label: 'Most liked' },
] as const satisfies readonly { value: ArticleSearchSort; label: string }[];

export function isSearchSort(value: string | null): value is ArticleSearchSort {
  return SEARCH_SORTS.some((sort) => sort.value === value);
}

/** The filters of the search page, as written in its URL (all optional). */
export type SearchFilters = {
  category?: ArticleCategory;
  tag?: string;
  author?: string;
  from?: string;
  to?: string;
};

export const FILTER_KEYS = ['category', 'tag', 'author', 'from', 'to'] as const;

/**
 * The search state read from the URL. Values the page cannot offer are sent as they are when the
 * server decides (sort, dates: it answers 400 naming the field); an unknown category is dropped.
 */
export function readSearchParams(params: URLSearchParams) {
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const category = params.get('category');
  const filters: SearchFilters = {
    ...(isArticleCategory(category) ? { category } : {}),
    ...(text('tag') ? { tag: text('tag') } : {}),
    ...(text('author') ? { author: text('author') } : {}),
    ...(text('from') ? { from: text('from') } : {}),
    ...(text('to') ? { to: text('to') } : {}),
  };
  const sortParam = params.get('sort');
  const sort: ArticleSearchSort = isSearchSort(sortParam) ? sortParam : 'relevance';
  // exact=true: the words as typed even when a correction would find something ("Search instead for").
  return { q: text('q') ?? '', sort, filters, exact: params.get('exact') === 'true' };
}

/** The URL of a search: only the parameters that are set, relevance left out. */
export function searchUrl(q: string, sort: ArticleSearchSort, filters: SearchFilters, exact = false): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (exact && q.trim()) params.set('exact', 'true');
  if (sort !== 'relevance') params.set('sort', sort);
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}

export function hasFilters(filters: SearchFilters): boolean {
  return FILTER_KEYS.some((key) => Boolean(filters[key]));
}
