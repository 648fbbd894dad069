import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  adminDeleteArticleMutation,
  listAdminArticlesInfiniteOptions,
  listAdminArticlesInfiniteQueryKey,
} from '@/api/generated/@tanstack/react-query.gen';
import type { ArticleSummaryDto } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { LoadMore } from '@/components/ui/load-more';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-error';
import { shownName } from '@/lib/display-name';
import { formatDate } from '@/lib/format';
import { hasNoItems, nextCursor, pageItems } from '@/lib/pages';
import { articlePath } from '@/lib/paths';
import { afterArticleDelete } from '@/components/articles/article-invalidations';
import { DeadLinks } from './content/dead-links';
import { HeldComments } from './content/held-comments';
import { SubmissionsInbox } from './content/submissions-inbox';
import { SuggestionsQueue } from './content/suggestions-queue';

/**
 * The Content tab: held comments, suggested edits, every article (delete is audited on the server), dead
 * links and the submissions review inbox.
 */
export function ContentTab() {
  return (
    <div className="flex flex-col gap-10">
      <HeldComments />
      <SuggestionsQueue />
      <ArticlesSection />
      <DeadLinks />
      <SubmissionsInbox />
    </div>
  );
}

function ArticlesSection() {
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<ArticleSummaryDto | null>(null);
  const articles = useInfiniteQuery({
    ...listAdminArticlesInfiniteOptions(),
    initialPageParam: {},
    getNextPageParam: nextCursor,
  });
  const remove = useMutation({
    ...adminDeleteArticleMutation(),
    onSuccess: (_data, variables) => {
      void afterArticleDelete(queryClient, variables.path.id);
      void queryClient.invalidateQueries({ queryKey: listAdminArticlesInfiniteQueryKey() });
      toast({ title: 'Article deleted', description: deleting?.title, variant: 'success' });
      setDeleting(null);
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to delete article.',
        variant: 'destructive',
      }),
  });

  return (
    <section aria-labelledby="articles-heading">
      <h2 id="articles-heading" className="mb-4 font-serif text-2xl font-bold tracking-tight">
        Articles
      </h2>
      <QueryState
        query={articles}
        loadingLabel="Loading articles..."
        errorTitle="Failed to load articles."
        isEmpty={hasNoItems}
        empty={<EmptyState dashed>No articles yet.</EmptyState>}
      >
        {(data) => (
          <>
            <div className="relative overflow-x-auto rounded-lg border border-border">
              <table className="w-full text-left text-sm">
                <thead className="bg-muted/50 text-xs uppercase text-muted-foreground">
                  <tr>
                    <th className="px-3 py-2">Title</th>
                    <th className="px-3 py-2">Author</th>
                    <th className="px-3 py-2">Category</th>
                    <th className="px-3 py-2">Created</th>
                    <th className="px-3 py-2 text-right">Views</th>
                    <th className="px-3 py-2">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {pageItems(data).map((article) => (
                    <tr key={article.id} className="border-t border-border" data-testid="admin-article-row">
                      <td className="px-3 py-2">
                        <Link to={articlePath(article.id)} className="font-medium hover:underline">
                          {article.title}
                        </Link>
                        {article.featuredPinned ? (
                          <Badge className="ml-2 align-middle" data-testid="admin-article-pinned">
                            Pinned as Featured
                          </Badge>
                        ) : null}
                      </td>
                      <td className="px-3 py-2">{shownName(article.author)}</td>
                      <td className="px-3 py-2">{article.category}</td>
                      <td className="px-3 py-2 whitespace-nowrap">
                        <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">{article.views}</td>
                      <td className="px-3 py-2 text-right">
                        <Button
                          size="sm"
                          variant="destructive"
                          aria-label={`Delete ${article.title}`}
                          onClick={() => setDeleting(article)}
                        >
                          Delete
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <LoadMore query={articles} label="Load More" errorText="Failed to load more articles." className="mt-4" />
          </>
        )}
      </QueryState>
      <Dialog open={deleting !== null} onOpenChange={(open) => (open ? undefined : setDeleting(null))}>
        <DialogContent>
          <DialogHeading
            title="Delete article?"
            description={`"${deleting?.title ?? ''}" will be deleted. This cannot be undone.`}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={remove.isPending || !deleting}
              onClick={() => deleting && remove.mutate({ path: { id: deleting.id } })}
            >
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
