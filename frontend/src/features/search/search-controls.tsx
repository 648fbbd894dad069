import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Label, Select } from '@/components/ui/input';
import { CategorySelectField } from '@/components/articles/category-select-field';
import { isSearchSort, SEARCH_SORTS, type SearchFilters } from './search-params';
import type { SearchPageState } from './use-search-page';

/** The order menu: changing it searches again at once. */
export function SearchSortSelect({ search }: { search: SearchPageState }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="whitespace-nowrap">
        Sort by
      </Label>
      <div className="w-44">
        <Select
          id={id}
          value={search.sort}
          onChange={(event) => {
            if (isSearchSort(event.target.value)) search.setSort(event.target.value);
          }}
        >
          {SEARCH_SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

/**
 * Category, tag, author and date range, applied together with 'Apply filters' (they become URL
 * parameters). The form is remounted when the URL changes, so it always starts from the URL.
 */
export function SearchFiltersForm({ search }: { search: SearchPageState }) {
  const [draft, setDraft] = useState<SearchFilters>(search.filters);
  const ids = { category: useId(), tag: useId(), author: useId(), from: useId(), to: useId() };
  const set = (key: keyof SearchFilters, value: string) => setDraft((previous) => ({ ...previous, [key]: value }));
  const rangeError =
    draft.from && draft.to && draft.to < draft.from ? 'The end date is before the start date.' : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rangeError) return;
    search.setFilters(draft);
  };

  return (
    <form onSubmit={onSubmit} aria-label="Filters" className="grid gap-4 p-4 pt-0 sm:grid-cols-2 lg:grid-cols-3">
      <CategorySelectField
        id={ids.category}
        value={draft.category}
        onChange={(category) => setDraft((previous) => ({ ...previous, category }))}
      />
      <FormField id={ids.tag} label="Tag">
        {(aria) => (
          <Input
            {...aria}
            value={draft.tag ?? ''}
            onChange={(event) => set('tag', event.target.value)}
            placeholder="e.g. travel"
            autoComplete="off"
            maxLength={40}
          />
        )}
      </FormField>
      <FormField id={ids.author} label="Author">
        {(aria) => (
          <Input
            {...aria}
            value={draft.author ?? ''}
            onChange={(event) => set('author', event.target.value)}
            placeholder="username"
            autoComplete="off"
            maxLength={40}
          />
        )}
      </FormField>
      <FormField id={ids.from} label="Published from">
        {(aria) => (
          <Input {...aria} type="date" value={draft.from ?? ''} onChange={(event) => set('from', event.target.value)} />
        )}
      </FormField>
      <FormField id={ids.to} label="Published until" error={rangeError}>
        {(aria) => (
          <Input {...aria} type="date" value={draft.to ?? ''} onChange={(event) => set('to', event.target.value)} />
        )}
      </FormField>
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-1">
        <Button type="submit">Apply filters</Button>
        <Button type="button" variant="ghost" onClick={search.clearFilters} disabled={!search.filtersSet}>
          Clear filters
        </Button>
      </div>
    </form>
  );
}
