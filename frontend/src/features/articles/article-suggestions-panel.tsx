import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { listArticleSuggestionsInfiniteOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { ArticleDto, ArticleSuggestionSummaryDto, CurrentUserDto } from '@/api/generated/types.gen';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';
import { hasNoItems, nextCursor, pageItems } from '@/lib/pages';
import { suggestionPath } from '@/lib/paths';

/** Whether the user reviews the article's suggested edits (its author, moderators, admins). */
export function reviewsSuggestions(user: CurrentUserDto, article: ArticleDto): boolean {
  return user.id === article.authorId || user.role === 'moderator' || user.role === 'admin';
}

/**
 * Pending suggested edits on the article page: every one for its reviewers (with a link to review
 * it), the member's own for anyone else (to see or withdraw it). Nothing is shown when there are none,
 * nor while they load.
 */
export function ArticleSuggestionsPanel({ article, user }: { article: ArticleDto; user: CurrentUserDto | null }) {
  const suggestions = useInfiniteQuery({
    ...listArticleSuggestionsInfiniteOptions({ path: { id: article.id } }),
    initialPageParam: { path: { id: article.id } },
    getNextPageParam: nextCursor,
    enabled: !!user,
  });
  // Nothing is drawn while they load: most articles have none, and a spinner that then vanished
  // would move the article up under the reader.
  if (!user || suggestions.isPending) return null;
  const reviewer = reviewsSuggestions(user, article);
  return (
    <QueryState query={suggestions} errorTitle="Failed to load suggested edits." isEmpty={hasNoItems}>
      {(data) => (
        <section
          aria-labelledby="article-suggestions-heading"
          className="mb-8 rounded-lg border border-amber-500/50 bg-amber-500/5 p-4"
          data-testid="article-suggestions"
        >
          <h2 id="article-suggestions-heading" className="mb-3 font-semibold">
            {reviewer ? 'Pending suggestions' : 'Your pending suggestion'}
          </h2>
          <ul className="flex flex-col gap-2">
            {pageItems(data).map((item) => (
              <SuggestionRow key={item.id} item={item} reviewer={reviewer} />
            ))}
          </ul>
          <LoadMore
            query={suggestions}
            label="Load More"
            errorText="Failed to load more suggestions."
            size="sm"
            align="start"
            className="mt-3"
          />
        </section>
      )}
    </QueryState>
  );
}

function SuggestionRow({ item, reviewer }: { item: ArticleSuggestionSummaryDto; reviewer: boolean }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
      <span className="min-w-0 break-words">
        <span className="font-medium">{item.suggester?.displayName ?? 'A deleted account'}</span>: {item.summary}{' '}
        <time className="text-muted-foreground" dateTime={item.createdAt}>
          ({formatDate(item.createdAt)})
        </time>
      </span>
      <Link
        to={suggestionPath(item.articleId, item.id)}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {reviewer ? 'Review' : 'View or withdraw'}
        <span className="sr-only"> the suggestion by {item.suggester?.displayName ?? 'a deleted account'}</span>
      </Link>
    </li>
  );
}
