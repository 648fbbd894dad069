import { ARTICLE_CATEGORIES, type ArticleCategory } from '@irl/shared';
import { cn } from '@/lib/cn';

type BrowseCategoryChipsProps = {
  category: ArticleCategory | undefined;
  onCategoryChange: (category: ArticleCategory | undefined) => void;
};

const chipClass =
  'rounded-full border px-3 py-1 text-sm font-medium transition-colors hover:border-primary hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';
const activeClass = 'border-primary bg-primary text-primary-foreground hover:text-primary-foreground';

/** The categories as one-click chips above the results ('All' clears the category); pressed shows the active one. */
export function BrowseCategoryChips({ category, onCategoryChange }: BrowseCategoryChipsProps) {
  return (
    <div role="group" aria-label="Categories" className="flex flex-wrap gap-2">
      <button
        type="button"
        aria-pressed={!category}
        className={cn(chipClass, !category && activeClass)}
        onClick={() => onCategoryChange(undefined)}
      >
        All
      </button>
      {ARTICLE_CATEGORIES.map((name) => (
        <button
          key={name}
          type="button"
          aria-pressed={category === name}
          className={cn(chipClass, category === name && activeClass)}
          onClick={() => onCategoryChange(category === name ? undefined : name)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
