import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { ArticleCategory } from '@irl/shared';
import { CategorySelectField } from '@/components/articles/category-select-field';

type BrowseFiltersProps = {
  id: string;
  category: ArticleCategory | undefined;
  onCategoryChange: (category: ArticleCategory | undefined) => void;
  tag: string;
  onTagChange: (tag: string) => void;
  onClear: () => void;
};

/** The panel behind 'More Filters': one category and one tag, both sent to the server. */
export function BrowseFilters({ id, category, onCategoryChange, tag, onTagChange, onClear }: BrowseFiltersProps) {
  const categoryId = useId();
  const tagId = useId();
  return (
    <div
      id={id}
      role="group"
      aria-label="Filters"
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <CategorySelectField id={categoryId} value={category} onChange={onCategoryChange} />
      <FormField id={tagId} label="Tag">
        {(aria) => (
          <Input
            {...aria}
            value={tag}
            onChange={(event) => onTagChange(event.target.value)}
            placeholder="e.g. travel"
            autoComplete="off"
          />
        )}
      </FormField>
      <Button variant="ghost" onClick={onClear} disabled={!category && !tag}>
        Clear filters
      </Button>
    </div>
  );
}
