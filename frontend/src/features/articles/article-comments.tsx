import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { listArticleCommentsInfiniteOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { CommentDto, CurrentUserDto } from '@/api/generated/types.gen';
import { LoadMore } from '@/components/ui/load-more';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/query-state';
import { nextCursor } from '@/lib/pages';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { useCommentActions } from './use-comment-actions';

type Props = { articleId: number; user: CurrentUserDto | null };

/** Top-level comments in order, each with its replies (a reply whose parent is not loaded stands alone). */
function threads(items: CommentDto[]): { comment: CommentDto; replies: CommentDto[] }[] {
  const ids = new Set(items.map((item) => item.id));
  const replies = new Map<number, CommentDto[]>();
  for (const item of items) {
    if (item.parentId !== null && ids.has(item.parentId)) {
      replies.set(item.parentId, [...(replies.get(item.parentId) ?? []), item]);
    }
  }
  return items
    .filter((item) => item.parentId === null || !ids.has(item.parentId))
    .map((comment) => ({ comment, replies: replies.get(comment.id) ?? [] }));
}

/**
 * Comments, oldest first, as plain text, with one level of replies; the comment form; delete (with
 * undo) for the author, moderators and admins; hide with a reason for moderators and admins.
 */
export function ArticleComments({ articleId, user }: Props) {
  const path = { id: articleId };
  const comments = useInfiniteQuery({
    ...listArticleCommentsInfiniteOptions({ path }),
    // The first page has no cursor (the path is required in a page parameter object).
    initialPageParam: { path },
    getNextPageParam: nextCursor,
  });
  const actions = useCommentActions(articleId);
  const [replyingTo, setReplyingTo] = useState<{ threadId: number; commentId: number } | null>(null);

  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  const total = comments.data?.pages[0]?.total ?? 0;

  const replyForm = (threadId: number, to: CommentDto) =>
    replyingTo?.threadId === threadId ? (
      <CommentForm
        articleId={articleId}
        signedIn={!!user}
        parentId={replyingTo.commentId}
        label={`Reply to ${to.author.displayName}`}
        placeholder={`Reply to ${to.author.displayName}...`}
        autoFocus
        onCancel={() => setReplyingTo(null)}
        onPosted={() => {
          setReplyingTo(null);
          actions.refresh();
        }}
      />
    ) : null;

  return (
    <section aria-labelledby="comments-heading" className="mt-12 flex flex-col gap-6">
      <h2 id="comments-heading" className="text-xl font-semibold">
        Comments {comments.data ? <span className="text-muted-foreground">({total})</span> : null}
      </h2>
      <CommentForm articleId={articleId} signedIn={!!user} onPosted={actions.refresh} />
      {comments.isPending ? (
        <LoadingState label="Loading comments..." className="justify-start" />
      ) : comments.isError ? (
        <ErrorState
          title="Failed to load comments."
          error={comments.error}
          onRetry={() => void comments.refetch()}
          layout="compact"
        />
      ) : items.length === 0 ? (
        <EmptyState className="text-base">No comments yet. Be the first to share your thoughts.</EmptyState>
      ) : (
        <ol className="flex flex-col gap-4" data-testid="comment-list">
          {threads(items).map(({ comment, replies }) => {
            const replyTarget = items.find((item) => item.id === replyingTo?.commentId) ?? comment;
            return (
              <CommentItem
                key={comment.id}
                comment={comment}
                user={user}
                actions={actions}
                onReply={() => setReplyingTo({ threadId: comment.id, commentId: comment.id })}
              >
                {replies.length > 0 || replyingTo?.threadId === comment.id ? (
                  <div className="ml-6 flex flex-col gap-3 border-l-2 pl-4 sm:ml-12">
                    {replies.length > 0 ? (
                      <ol className="flex flex-col gap-3" aria-label={`Replies to ${comment.author.displayName}`}>
                        {replies.map((reply) => (
                          <CommentItem
                            key={reply.id}
                            comment={reply}
                            user={user}
                            actions={actions}
                            onReply={() => setReplyingTo({ threadId: comment.id, commentId: reply.id })}
                          />
                        ))}
                      </ol>
                    ) : null}
                    {replyForm(comment.id, replyTarget)}
                  </div>
                ) : null}
              </CommentItem>
            );
          })}
        </ol>
      )}
      <LoadMore query={comments} label="Load more comments" />
    </section>
  );
}
