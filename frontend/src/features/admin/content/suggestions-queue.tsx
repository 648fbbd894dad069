import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { listSuggestionQueueInfiniteOptions } from '@/api/generated/@tanstack/react-query.gen';
import { LoadMore } from '@/components/ui/load-more';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';
import { hasNoItems, nextCursor, pageItems } from '@/lib/pages';
import { articlePath, suggestionPath } from '@/lib/paths';

/** Pending suggested edits on every article, oldest first, a page at a time, each linking to its review view. */
export function SuggestionsQueue() {
  const queue = useInfiniteQuery({
    ...listSuggestionQueueInfiniteOptions({ query: { status: 'pending' } }),
    initialPageParam: {},
    getNextPageParam: nextCursor,
  });
  return (
    <section aria-labelledby="suggestions-heading">
      <h2 id="suggestions-heading" className="mb-1 font-serif text-2xl font-bold tracking-tight">
        Suggestions
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        Edits suggested by members who cannot edit the article. Accepting one saves it as a revision by its suggester.
      </p>
      <QueryState
        query={queue}
        loadingLabel="Loading suggestions..."
        errorTitle="Failed to load suggestions."
        isEmpty={hasNoItems}
        empty={<EmptyState dashed>No suggested edits are waiting for review.</EmptyState>}
      >
        {(data) => (
          <ul className="flex flex-col gap-3" aria-label="Pending suggestions">
            {pageItems(data).map((item) => (
              <li key={item.id} className="rounded-lg border bg-card p-4" data-testid="suggestion-queue-item">
                <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  <span className="font-medium text-foreground">
                    {item.suggester?.displayName ?? 'A deleted account'}
                  </span>
                  <span>on</span>
                  <Link to={articlePath(item.articleId)} className="min-w-0 break-words hover:underline">
                    {item.articleTitle}
                  </Link>
                  <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
                </div>
                <p className="mt-2 break-words">{item.summary}</p>
                <Link
                  to={suggestionPath(item.articleId, item.id)}
                  className="mt-3 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  Review<span className="sr-only"> the suggestion on {item.articleTitle}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <LoadMore query={queue} label="Load More" errorText="Failed to load more suggestions." className="mt-4" />
    </section>
  );
}
