import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Label, Select } from '@/components/ui/input';
import { ARTICLE_CATEGORIES, type ArticleCategory, isArticleCategory } from '@/lib/categories';

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
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={categoryId}>Category</Label>
        <Select
          id={categoryId}
          value={category ?? ''}
          onChange={(event) => onCategoryChange(isArticleCategory(event.target.value) ? event.target.value : undefined)}
        >
          <option value="">All categories</option>
          {ARTICLE_CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={tagId}>Tag</Label>
        <Input
          id={tagId}
          value={tag}
          onChange={(event) => onTagChange(event.target.value)}
          placeholder="e.g. travel"
          autoComplete="off"
        />
      </div>
      <Button variant="ghost" onClick={onClear} disabled={!category && !tag}>
        Clear filters
      </Button>
    </div>
  );
}
