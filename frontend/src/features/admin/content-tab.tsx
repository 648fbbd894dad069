import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  adminRemoveArticleMutation,
  listAdminArticlesInfiniteOptions,
  listAdminArticlesInfiniteQueryKey,
} from '@/api/generated/@tanstack/react-query.gen';
import type { ArticleSummaryDto } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
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
import { HeldComments } from '@/components/moderation/held-comments';
import { ModerationReasonDialog } from '@/components/moderation/moderation-reason-dialog';
import { SubmissionsInbox } from './content/submissions-inbox';
import { SuggestionsQueue } from './content/suggestions-queue';

/**
 * The Content tab: held comments, suggested edits, every article (delete is audited on the server), dead
 * links and the submissions review inbox.
 */
export function ContentTab() {
  return (
    <div className="flex flex-col gap-10">
      <p className="text-sm">
        <Link to="/moderation" className="font-medium underline underline-offset-4">
          Open the moderation inbox
        </Link>{' '}
        to review what members reported.
      </p>
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
    ...adminRemoveArticleMutation(),
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
            <DataTable
              columns={articleColumns(setDeleting)}
              rows={pageItems(data)}
              rowKey={(article) => article.id}
              rowTestId={() => 'admin-article-row'}
            />
            <LoadMore query={articles} label="Load More" errorText="Failed to load more articles." className="mt-4" />
          </>
        )}
      </QueryState>
      <ModerationReasonDialog
        open={deleting !== null}
        idPrefix="remove-article"
        title="Delete article?"
        description={`"${deleting?.title ?? ''}" and its comments, likes and history will be deleted. This cannot be undone.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={(body) => deleting && remove.mutate({ path: { id: deleting.id }, body })}
      />
    </section>
  );
}

function articleColumns(onDelete: (article: ArticleSummaryDto) => void): DataTableColumn<ArticleSummaryDto>[] {
  return [
    {
      header: 'Title',
      cell: (article) => (
        <>
          <Link to={articlePath(article.id)} className="font-medium hover:underline">
            {article.title}
          </Link>
          {article.featuredPinned ? (
            <Badge className="ml-2 align-middle" data-testid="admin-article-pinned">
              Pinned as Featured
            </Badge>
          ) : null}
        </>
      ),
    },
    { header: 'Author', cell: (article) => shownName(article.author) },
    { header: 'Category', cell: (article) => article.category },
    {
      header: 'Created',
      cellClassName: 'whitespace-nowrap',
      cell: (article) => <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>,
    },
    { header: 'Views', className: 'text-right', cellClassName: 'tabular-nums', cell: (article) => article.views },
    {
      header: <span className="sr-only">Actions</span>,
      cellClassName: 'text-right',
      cell: (article) => (
        <Button
          size="sm"
          variant="destructive"
          aria-label={`Delete ${article.title}`}
          onClick={() => onDelete(article)}
        >
          Delete
        </Button>
      ),
    },
  ];
}
