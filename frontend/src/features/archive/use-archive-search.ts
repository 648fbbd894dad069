import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listArchiveEntriesInfiniteOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { ArchiveType, ListArchiveEntriesData } from '@/api/generated/types.gen';
import { nextCursor } from '@/lib/pages';
import { isArchiveType } from './archive-model';

export const ARCHIVE_PAGE_SIZE = 24;
const SEARCH_DELAY_MS = 300;

type ListQuery = NonNullable<ListArchiveEntriesData['query']>;

/** The archive index's state: type and words kept in the URL (?type=&q=), and the paged list. */
export function useArchiveSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const typeParam = searchParams.get('type');
  const type = isArchiveType(typeParam) ? typeParam : undefined;
  const q = (searchParams.get('q') ?? '').trim();
  const [searchText, setSearchText] = useState(searchParams.get('q') ?? '');

  // The words reach the URL (and the server) once typing pauses. The timer starts from the input's
  // change, never from an effect: an effect would re-run on navigation (setSearchParams changes with
  // the location) and write ?q= onto the next page's URL. Leaving the page cancels it.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const changeSearchText = (text: string) => {
    setSearchText(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (text.trim()) params.set('q', text);
          else params.delete('q');
          return params;
        },
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
  };

  const query: ListQuery = { limit: ARCHIVE_PAGE_SIZE, ...(type ? { type } : {}), ...(q ? { q } : {}) };
  const entries = useInfiniteQuery({
    ...listArchiveEntriesInfiniteOptions({ query }),
    initialPageParam: {},
    getNextPageParam: nextCursor,
    placeholderData: keepPreviousData,
  });

  const setType = (next: ArchiveType | undefined) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next) params.set('type', next);
        else params.delete('type');
        return params;
      },
      { replace: true },
    );

  return {
    entries,
    items: entries.data?.pages.flatMap((page) => page.items) ?? [],
    total: entries.data?.pages[0]?.total,
    type,
    setType,
    q,
    searchText,
    setSearchText: changeSearchText,
  };
}
