import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { searchArticlesInfiniteOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { ArticleSearchSort } from '@/api/generated/types.gen';
import { nextCursor } from '@/lib/pages';
import { hasFilters, readSearchParams, type SearchArticlesQuery, type SearchFilters, searchUrl } from './search-params';

export const SEARCH_PAGE_SIZE = 20;

/** The search page's state: words, order and filters kept in the URL (shareable), and the paged search. */
export function useSearchPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { q, sort, filters, exact } = readSearchParams(searchParams);

  const query: SearchArticlesQuery = {
    limit: SEARCH_PAGE_SIZE,
    ...(q ? { q } : {}),
    ...(q && exact ? { exact } : {}),
    ...(sort !== 'relevance' ? { sort } : {}),
    ...filters,
  };
  const results = useInfiniteQuery({
    ...searchArticlesInfiniteOptions({ query }),
    initialPageParam: {},
    getNextPageParam: nextCursor,
    // Keep the current results on screen while another order or filter loads.
    placeholderData: keepPreviousData,
  });
  const firstPage = results.data?.pages[0];

  // Another order or filter keeps the same words, as typed when they were asked for as typed.
  const go = (nextQ: string, nextSort: ArticleSearchSort, nextFilters: SearchFilters) =>
    void navigate(searchUrl(nextQ, nextSort, nextFilters, exact));

  return {
    results,
    items: results.data?.pages.flatMap((page) => page.items) ?? [],
    total: firstPage?.total,
    totalIsEstimate: firstPage?.totalIsEstimate ?? false,
    /** The words the results are for instead of the typed ones ("Showing results for"): these found nothing. */
    correctedQuery: firstPage?.correctedQuery ?? null,
    /** A correction that finds more than the typed words, whose results these are ("Did you mean"). */
    suggestedQuery: firstPage?.suggestedQuery ?? null,
    q,
    sort,
    filters,
    filtersSet: hasFilters(filters),
    setSort: (next: ArticleSearchSort) => go(q, next, filters),
    setFilters: (next: SearchFilters) => go(q, sort, next),
    clearFilters: () => go(q, sort, {}),
    /** The URL of the same search with other words (the "Did you mean" link). */
    urlFor: (words: string) => searchUrl(words, sort, filters),
    /** The URL of the same search for the words exactly as typed (the "Search instead for" link). */
    exactUrl: searchUrl(q, sort, filters, true),
  };
}

export type SearchPageState = ReturnType<typeof useSearchPage>;
