import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  approveHeldCommentMutation,
  removeArticleCommentMutation,
  listHeldCommentsInfiniteOptions,
  listHeldCommentsInfiniteQueryKey,
} from '@/api/generated/@tanstack/react-query.gen';
import type { HeldCommentDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { hasNoItems, nextCursor, pageItems } from '@/lib/pages';
import { articlePath } from '@/lib/paths';
import { afterComment } from '@/components/articles/article-invalidations';
import { ModerationReasonDialog, type ModerationReasonBody } from './moderation-reason-dialog';

const REASONS: Record<NonNullable<HeldCommentDto['heldReason']>, string> = {
  'new-account': 'New account (approval required)',
  'link-spam': 'Looks like link spam (auto-moderation)',
  'personal-info': 'Personal information about someone (phone, address...)',
  reports: 'Reported by several members (held until reviewed)',
};

/**
 * Comments held for a moderator (by the security settings, or because members reported them): a moderator
 * approves (publishes) or deletes each. Shown on the admin Content tab and the moderation page.
 */
export function HeldComments() {
  const queryClient = useQueryClient();
  const held = useInfiniteQuery({
    ...listHeldCommentsInfiniteOptions(),
    initialPageParam: {},
    getNextPageParam: nextCursor,
  });
  const settle = async (comment: HeldCommentDto) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: listHeldCommentsInfiniteQueryKey() }),
      afterComment(queryClient, comment.articleId),
    ]);
  };
  const onError = (error: unknown) =>
    toast({
      title: 'Error',
      description: serverMessage(error) ?? 'Failed to moderate the comment.',
      variant: 'destructive',
    });
  const approve = useMutation({ ...approveHeldCommentMutation(), onError });
  const remove = useMutation({ ...removeArticleCommentMutation(), onError });
  const busy = approve.isPending || remove.isPending;
  // The held comment being rejected: deleting it asks for a reason, as every moderation action does.
  const [rejecting, setRejecting] = useState<HeldCommentDto | null>(null);
  const reject = (comment: HeldCommentDto, body: ModerationReasonBody) =>
    remove.mutate(
      { path: { articleId: comment.articleId, commentId: comment.id }, body },
      {
        onSuccess: () => {
          setRejecting(null);
          toast({ title: 'Comment deleted', variant: 'success' });
          void settle(comment);
        },
      },
    );

  return (
    <section aria-labelledby="held-comments-heading">
      <h2 id="held-comments-heading" className="mb-1 font-serif text-2xl font-bold tracking-tight">
        Comments awaiting approval
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        Held by the Require approval and Auto-moderate security settings, or because several members reported them. Only
        their authors and moderators see them until they are approved.
      </p>
      <QueryState
        query={held}
        loadingLabel="Loading held comments..."
        errorTitle="Failed to load held comments."
        isEmpty={hasNoItems}
        empty={<EmptyState dashed>No comments are waiting for approval.</EmptyState>}
      >
        {(data) => (
          <ul className="flex flex-col gap-3" aria-label="Comments awaiting approval">
            {pageItems(data).map((comment) => (
              <li key={comment.id} className="rounded-lg border bg-card p-4" data-testid="held-comment">
                <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  <span className="font-medium text-foreground">{comment.author.displayName}</span>
                  <span>on</span>
                  <Link to={articlePath(comment.articleId)} className="hover:underline">
                    {comment.articleTitle}
                  </Link>
                  <time dateTime={comment.createdAt}>{formatDate(comment.createdAt)}</time>
                  {comment.heldReason ? <span>· {REASONS[comment.heldReason]}</span> : null}
                </div>
                <p className="mt-2 whitespace-pre-wrap break-words">{comment.content}</p>
                <div className="mt-3 flex gap-2">
                  <Button
                    size="sm"
                    disabled={busy}
                    onClick={() =>
                      approve.mutate(
                        { path: { id: comment.id } },
                        {
                          onSuccess: () => {
                            toast({ title: 'Comment approved', variant: 'success' });
                            void settle(comment);
                          },
                        },
                      )
                    }
                  >
                    Approve
                  </Button>
                  <Button size="sm" variant="destructive" disabled={busy} onClick={() => setRejecting(comment)}>
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <LoadMore query={held} label="Load More" errorText="Failed to load more comments." className="mt-4" />
      <ModerationReasonDialog
        open={rejecting !== null}
        idPrefix="reject-comment"
        title={`Delete ${rejecting?.author.displayName ?? ''}'s comment?`}
        description="It is deleted and never shown on the article."
        confirmLabel="Delete Comment"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onClose={() => setRejecting(null)}
        onConfirm={(body) => rejecting && reject(rejecting, body)}
      />
    </section>
  );
}
