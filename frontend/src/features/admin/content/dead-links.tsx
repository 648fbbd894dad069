import { useInfiniteQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { checkCitedLinksMutation, listDeadLinksInfiniteOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { DeadLinkDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { hasNoItems, nextCursor, pageItems } from '@/lib/pages';
import { articlePath } from '@/lib/paths';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';

const editPath = (articleId: number) => `${articlePath(articleId)}/edit`;

/** What the last check got from the address. */
function lastStatus(link: DeadLinkDto): string {
  if (link.statusCode !== null) return `HTTP ${link.statusCode}`;
  return link.error ?? 'No answer';
}

/**
 * "Dead links": references whose address the weekly check found gone (404, 410), failing (5xx) or
 * unreachable, with the article to fix; admins can run the check now (it runs in the worker).
 */
export function DeadLinks() {
  const links = useInfiniteQuery({
    ...listDeadLinksInfiniteOptions(),
    initialPageParam: {},
    getNextPageParam: nextCursor,
  });
  const check = useIdempotentMutation({
    ...checkCitedLinksMutation(),
    onSuccess: () =>
      toast({
        title: 'Link check started',
        description: 'Every cited link is being checked. Refresh this list in a few minutes.',
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to start the link check.',
        variant: 'destructive',
      }),
  });
  const lastCheckedAt = links.data?.pages[0]?.lastCheckedAt ?? null;

  return (
    <section aria-labelledby="dead-links-heading">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="dead-links-heading" className="font-serif text-2xl font-bold tracking-tight">
            Dead links
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="dead-links-last-checked">
            {lastCheckedAt ? (
              <>
                Last checked <time dateTime={lastCheckedAt}>{formatDate(lastCheckedAt)}</time>. Checked weekly.
              </>
            ) : (
              'Not checked yet. Cited links are checked weekly.'
            )}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => check.mutate({})} disabled={check.isPending}>
          <RefreshCw aria-hidden="true" />
          {check.isPending ? 'Starting...' : 'Check links now'}
        </Button>
      </div>
      <QueryState
        query={links}
        loadingLabel="Loading dead links..."
        errorTitle="Failed to load dead links."
        isEmpty={hasNoItems}
        empty={<EmptyState dashed>No dead links found.</EmptyState>}
      >
        {(data) => (
          <>
            <div className="relative overflow-x-auto rounded-lg border border-border">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">References whose link the last check found dead</caption>
                <thead className="bg-muted/50 text-xs text-muted-foreground uppercase">
                  <tr>
                    <th className="px-3 py-2">Article</th>
                    <th className="px-3 py-2">Source</th>
                    <th className="px-3 py-2">Last status</th>
                    <th className="px-3 py-2">Checked</th>
                    <th className="px-3 py-2">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {pageItems(data).map((link) => (
                    <tr
                      key={`${link.articleId}-${link.referenceNumber}`}
                      className="border-t border-border align-top"
                      data-testid="dead-link-row"
                    >
                      <td className="px-3 py-2">
                        <Link to={articlePath(link.articleId)} className="font-medium hover:underline">
                          {link.articleTitle}
                        </Link>
                      </td>
                      <td className="max-w-xs px-3 py-2">
                        <span className="text-muted-foreground">[{link.referenceNumber}]</span> {link.source}
                        <a
                          href={link.url}
                          target="_blank"
                          rel="noopener noreferrer nofollow"
                          className="block truncate text-xs text-primary hover:underline"
                        >
                          {link.url}
                        </a>
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">{lastStatus(link)}</td>
                      <td className="px-3 py-2 whitespace-nowrap">
                        <time dateTime={link.checkedAt}>{formatDate(link.checkedAt)}</time>
                      </td>
                      <td className="px-3 py-2 text-right">
                        <Button asChild size="sm" variant="outline">
                          <Link to={editPath(link.articleId)} aria-label={`Edit ${link.articleTitle}`}>
                            Edit
                          </Link>
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <LoadMore query={links} label="Load More" errorText="Failed to load more dead links." className="mt-4" />
          </>
        )}
      </QueryState>
    </section>
  );
}
