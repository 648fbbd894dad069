import type { HideCommentDto, ModerationReasonDto } from '@/api/generated/types.gen';
import { createElement } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteArticleCommentMutation,
  hideArticleCommentMutation,
  removeArticleCommentMutation,
  restoreArticleCommentMutation,
  unhideArticleCommentMutation,
} from '@/api/generated/@tanstack/react-query.gen';
import { toast } from '@/components/ui/toast';
import { ToastAction } from '@/components/ui/toast/toast';
import { serverMessage } from '@/lib/api-error';
import { afterComment } from '@/components/articles/article-invalidations';

/** How long the undo toast stays (the server accepts the undo for longer). */
export const UNDO_TOAST_MS = 10_000;

/** Delete (with an Undo in its toast), hide and show again, for one article's comments. */
export function useCommentActions(articleId: number) {
  const queryClient = useQueryClient();
  const refresh = () => void afterComment(queryClient, articleId);

  const restore = useMutation({
    ...restoreArticleCommentMutation(),
    onSuccess: () => {
      refresh();
      toast({ title: 'Comment restored' });
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to restore comment. Please try again.',
        variant: 'destructive',
      });
    },
  });

  /** The toast after a deletion, with its Undo. */
  const deletedToast = (path: { articleId: number; commentId: number }) =>
    toast({
      title: 'Comment deleted',
      duration: UNDO_TOAST_MS,
      action: createElement(
        ToastAction,
        {
          altText: 'Undo deleting the comment',
          className:
            'inline-flex h-8 shrink-0 items-center rounded-md border px-3 text-sm font-medium hover:bg-secondary focus-visible:outline-2 focus-visible:outline-ring',
          onClick: () => restore.mutate({ path }),
        },
        'Undo',
      ),
    });

  const remove = useMutation({
    ...deleteArticleCommentMutation(),
    onSuccess: (_data, variables) => {
      refresh();
      deletedToast(variables.path);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to delete comment. Please try again.',
        variant: 'destructive',
      });
    },
  });

  // A moderator's removal of someone else's comment, with a reason; undone the same way.
  const removeWithReason = useMutation({
    ...removeArticleCommentMutation(),
    onSuccess: (_data, variables) => {
      refresh();
      deletedToast(variables.path);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to delete comment. Please try again.',
        variant: 'destructive',
      });
    },
  });

  const hide = useMutation({
    ...hideArticleCommentMutation(),
    onSuccess: () => {
      refresh();
      toast({ title: 'Comment hidden', description: 'Readers now see that a moderator hid it.' });
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to hide comment. Please try again.',
        variant: 'destructive',
      });
    },
  });

  const unhide = useMutation({
    ...unhideArticleCommentMutation(),
    onSuccess: () => {
      refresh();
      toast({ title: 'Comment shown again', description: 'Everyone can read it again.' });
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to show the comment again. Please try again.',
        variant: 'destructive',
      });
    },
  });

  return {
    refresh,
    remove: (commentId: number) => remove.mutate({ path: { articleId, commentId } }),
    removeWithReason: (commentId: number, body: ModerationReasonDto, onDone: () => void) =>
      removeWithReason.mutate({ path: { articleId, commentId }, body }, { onSuccess: onDone }),
    removing: remove.isPending || removeWithReason.isPending,
    hide: (commentId: number, body: HideCommentDto, onDone: () => void) =>
      hide.mutate({ path: { articleId, commentId }, body }, { onSuccess: onDone }),
    hiding: hide.isPending,
    unhide: (commentId: number) => unhide.mutate({ path: { articleId, commentId } }),
    unhiding: unhide.isPending,
  };
}

export type CommentActions = ReturnType<typeof useCommentActions>;
