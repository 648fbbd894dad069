import { Search, SlidersHorizontal } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { BrowseCategoryChips } from './browse-category-chips';
import { BrowseFilters } from './browse-filters';
import type { BrowseSearch } from './use-browse-search';

/** The search box, the 'More Filters' toggle, the category chips and, when open, the category and tag filters. */
export function BrowseSearchBar({ search }: { search: BrowseSearch }) {
  const searchId = useId();
  const filtersId = useId();
  return (
    <div className="mb-8 flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row">
        <div role="search" className="relative flex-1">
          <label htmlFor={searchId} className="sr-only">
            Search articles by title or content
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            value={search.searchText}
            onChange={(event) => search.setSearchText(event.target.value)}
            placeholder="Search articles by title or content..."
            className="h-11 pl-9 text-base sm:text-sm"
            autoComplete="off"
          />
        </div>
        <Button
          variant="outline"
          className="h-11"
          aria-expanded={search.filtersOpen}
          aria-controls={filtersId}
          onClick={search.toggleFilters}
        >
          <SlidersHorizontal aria-hidden="true" />
          More Filters
          {search.activeFilterCount > 0 ? (
            <Badge className="ml-1 px-1.5" aria-label="filters active">
              {search.activeFilterCount}
            </Badge>
          ) : null}
        </Button>
      </div>
      <BrowseCategoryChips category={search.category} onCategoryChange={search.setCategory} />
      {search.filtersOpen ? (
        <BrowseFilters
          id={filtersId}
          category={search.category}
          onCategoryChange={search.setCategory}
          tag={search.tagText}
          onTagChange={search.setTagText}
          onClear={search.clearFilters}
        />
      ) : null}
    </div>
  );
}
