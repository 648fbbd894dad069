import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { searchArticlesInfiniteOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { SearchArticlesData } from '@/api/generated/types.gen';
import { type ArticleCategory, isArticleCategory } from '@/lib/categories';
import { nextCursor } from '@/lib/pages';
import { useDebouncedSearchParam } from './use-debounced-search-param';

/** A multiple of 2 and 3, so full pages fill the two- and three-column grids. */
export const BROWSE_PAGE_SIZE = 24;

type SearchArticlesQuery = NonNullable<SearchArticlesData['query']>;

/** The browse screen's state: the words, category and tag kept in the URL, and the paged search. */
export function useBrowseSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [searchText, setSearchText] = useDebouncedSearchParam('q');
  const [tagText, setTagText] = useDebouncedSearchParam('tag');

  const q = (searchParams.get('q') ?? '').trim();
  const tag = (searchParams.get('tag') ?? '').trim();
  const categoryParam = searchParams.get('category');
  const category = isArticleCategory(categoryParam) ? categoryParam : undefined;
  const [filtersOpen, setFiltersOpen] = useState(() => Boolean(category || tag));

  const query: SearchArticlesQuery = {
    limit: BROWSE_PAGE_SIZE,
    ...(q ? { q } : {}),
    ...(category ? { category } : {}),
    ...(tag ? { tag } : {}),
  };
  const articles = useInfiniteQuery({
    // Full-text search on the server (typo tolerant); without words it lists newest first.
    ...searchArticlesInfiniteOptions({ query }),
    // The first page has no cursor; each later page passes the previous page's nextCursor.
    initialPageParam: {},
    getNextPageParam: nextCursor,
    // Keep the current cards on screen while a new search loads.
    placeholderData: keepPreviousData,
  });

  const setCategory = (next: ArticleCategory | undefined) => {
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next) params.set('category', next);
        else params.delete('category');
        return params;
      },
      { replace: true },
    );
  };
  const clearFilters = () => {
    setTagText('');
    setCategory(undefined);
  };

  return {
    articles,
    items: articles.data?.pages.flatMap((page) => page.items) ?? [],
    total: articles.data?.pages[0]?.total,
    /** True when total is the server's estimate (past 1,000 matches it stops counting). */
    totalIsEstimate: articles.data?.pages[0]?.totalIsEstimate ?? false,
    /** The trimmed words searched for ('' when browsing). */
    q,
    searchText,
    setSearchText,
    category,
    setCategory,
    tag,
    tagText,
    setTagText,
    clearFilters,
    filtersOpen,
    toggleFilters: () => setFiltersOpen((open) => !open),
    activeFilterCount: Number(Boolean(category)) + Number(Boolean(tag)),
  };
}

export type BrowseSearch = ReturnType<typeof useBrowseSearch>;
