import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { listArticleCategoriesOptions, listArticleTagsOptions } from '@/api/generated/@tanstack/react-query.gen';
import { CategoryLink, TagLink } from '@/components/articles/topic-links';
import { Button } from '@/components/ui/button';
import { DidYouMean } from './search-correction';
import type { SearchPageState } from './use-search-page';

const POPULAR_TAGS = 12;
const POPULAR_CATEGORIES = 6;

/** No results: the fixed wording, then help (a correction that finds some, clearing filters, popular tags and categories). */
export function SearchEmptyState({ search }: { search: SearchPageState }) {
  const tags = useQuery(listArticleTagsOptions());
  const categories = useQuery(listArticleCategoriesOptions());
  const popularTags = (tags.data ?? []).slice(0, POPULAR_TAGS);
  const popularCategories = (categories.data ?? [])
    .filter((category) => category.articleCount > 0)
    .sort((a, b) => b.articleCount - a.articleCount)
    .slice(0, POPULAR_CATEGORIES);

  return (
    <div
      className="flex flex-col items-center gap-5 rounded-xl border border-dashed bg-card/60 px-6 py-12 text-center"
      data-testid="search-empty"
    >
      <p className="text-lg text-muted-foreground">No articles found matching your criteria.</p>
      <DidYouMean search={search} />
      {search.filtersSet ? (
        <Button variant="outline" onClick={search.clearFilters}>
          Clear filters
        </Button>
      ) : null}
      <PopularTopics id="search-popular-tags" title="Popular tags">
        {popularTags.map(({ tag }) => (
          <li key={tag}>
            <TagLink tag={tag} />
          </li>
        ))}
      </PopularTopics>
      <PopularTopics id="search-popular-categories" title="Popular categories">
        {popularCategories.map((category) => (
          <li key={category.slug}>
            <CategoryLink category={category.name} />
          </li>
        ))}
      </PopularTopics>
    </div>
  );
}

/** A titled list of topic links to try instead; nothing when it has no item. */
function PopularTopics({ id, title, children }: { id: string; title: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col items-center gap-2">
      <h2 id={id} className="text-sm font-semibold">
        {title}
      </h2>
      <ul className="flex max-w-2xl flex-wrap justify-center gap-1.5">{children}</ul>
    </section>
  );
}
