import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  createArticleCommentMutation,
  deleteArticleCommentMutation,
  listArticleCommentsInfiniteOptions,
} from '@/api/generated/@tanstack/react-query.gen';
import type { CommentDto, CurrentUserDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/query-state';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { formatDate } from '@/lib/format';
import { profilePath } from '@/lib/paths';
import { afterComment } from '@/lib/query-invalidation';
import { Avatar } from '@/components/ui/avatar';
import { nextCursor } from '@/lib/pages';
import { FlairBadges } from '@/components/users/flair-badge';

type Props = { articleId: number; user: CurrentUserDto | null };

/** Comments, oldest first, as plain text; the comment form; delete for the author, moderators and admins. */
export function ArticleComments({ articleId, user }: Props) {
  const queryClient = useQueryClient();
  const path = { id: articleId };
  const comments = useInfiniteQuery({
    ...listArticleCommentsInfiniteOptions({ path }),
    // The first page has no cursor (the path is required in a page parameter object).
    initialPageParam: { path },
    getNextPageParam: nextCursor,
  });
  const refresh = () => void afterComment(queryClient, articleId);
  const remove = useMutation({
    ...deleteArticleCommentMutation(),
    onSuccess: () => {
      refresh();
      toast({ title: 'Comment deleted' });
    },
    onError: (error) => {
      console.error('Mutation error:', error);
      toast({ title: 'Error', description: 'Failed to delete comment. Please try again.', variant: 'destructive' });
    },
  });

  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  const total = comments.data?.pages[0]?.total ?? 0;
  const canDelete = (comment: CommentDto) =>
    !!user && (comment.author.id === user.id || user.role === 'admin' || user.role === 'moderator');

  return (
    <section aria-labelledby="comments-heading" className="mt-12 flex flex-col gap-6">
      <h2 id="comments-heading" className="text-xl font-semibold">
        Comments {comments.data ? <span className="text-muted-foreground">({total})</span> : null}
      </h2>
      <CommentForm articleId={articleId} signedIn={!!user} onPosted={refresh} />
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
          {items.map((comment) => (
            <li key={comment.id} className="flex gap-3 rounded-lg border bg-card p-4" data-testid="comment">
              <Link to={profilePath(comment.author.username)} tabIndex={-1} aria-hidden="true">
                <Avatar name={comment.author.displayName} imageUrl={comment.author.profileImageUrl} />
              </Link>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-2 text-sm">
                  <Link to={profilePath(comment.author.username)} className="font-medium hover:underline">
                    {comment.author.displayName}
                  </Link>
                  <FlairBadges flairs={comment.author.flairs} />
                  <time dateTime={comment.createdAt} className="text-muted-foreground">
                    {formatDate(comment.createdAt)}
                  </time>
                  {comment.heldReason ? (
                    <span className="rounded-full border border-amber-500/50 px-2 py-0.5 text-xs font-medium text-amber-700 dark:text-amber-300">
                      Awaiting approval
                    </span>
                  ) : null}
                  {canDelete(comment) ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="ml-auto text-muted-foreground"
                      aria-label={`Delete comment by ${comment.author.displayName}`}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate({ path: { articleId, commentId: comment.id } })}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  ) : null}
                </div>
                {/* Plain text, never HTML; line breaks kept. */}
                <p className="mt-1 break-words whitespace-pre-wrap">{comment.content}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
      <LoadMore query={comments} label="Load more comments" />
    </section>
  );
}

function CommentForm({
  articleId,
  signedIn,
  onPosted,
}: {
  articleId: number;
  signedIn: boolean;
  onPosted: () => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const post = useMutation({
    ...createArticleCommentMutation(),
    onSuccess: (comment) => {
      setText('');
      onPosted();
      toast(
        comment.heldReason
          ? {
              title: 'Comment posted!',
              description: 'A moderator will review it before others can see it.',
            }
          : { title: 'Comment posted!', description: 'Your comment has been added to the article.' },
      );
    },
    onError: (error) => {
      console.error('Mutation error:', error);
      toast({ title: 'Error', description: 'Failed to post comment. Please try again.', variant: 'destructive' });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!signedIn) {
      toast({ title: 'Please sign in', description: 'You need to be signed in to comment.', variant: 'destructive' });
      return;
    }
    const content = text.trim();
    if (!content) {
      toast({ title: 'Empty comment', description: 'Please write a comment before posting.', variant: 'destructive' });
      return;
    }
    post.mutate({ path: { id: articleId }, body: { content } });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        Write a comment
      </label>
      <Textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={3}
        maxLength={5000}
        placeholder={signedIn ? 'Share your thoughts or add to the history...' : 'Sign in to join the discussion'}
      />
      {!signedIn ? <p className="text-sm text-muted-foreground">You need to be signed in to comment.</p> : null}
      <Button type="submit" className="self-end" disabled={post.isPending}>
        {post.isPending ? 'Posting...' : 'Post Comment'}
      </Button>
    </form>
  );
}
