import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type ArticleCategory, isArticleCategory } from '@irl/shared';
import { BROWSE_PAGE_SIZE, browseArticlesOptions, type SearchArticlesQuery } from './browse-query';
import { useDebouncedSearchParam } from './use-debounced-search-param';

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
    ...browseArticlesOptions(query),
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
