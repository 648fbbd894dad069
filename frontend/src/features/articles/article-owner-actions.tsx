import { useMutation, useQueryClient } from '@tanstack/react-query';
import { History, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { deleteArticleMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { ArticleDto, CurrentUserDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { afterArticleDelete } from '@/lib/query-invalidation';

export function articleEditPath(id: number): string {
  return `/article/${id}/edit`;
}

export function articleHistoryPath(id: number): string {
  return `/article/${id}/history`;
}

/** Who sees which button (the server enforces the same: edit/delete by the author or an admin). */
export function ownerPermissions(user: CurrentUserDto | null, article: ArticleDto) {
  const isAuthor = !!user && user.id === article.authorId;
  const isAdmin = user?.role === 'admin';
  return {
    edit: isAdmin || (isAuthor && user?.role === 'moderator'),
    remove: isAdmin || isAuthor,
    history: isAdmin || isAuthor || user?.role === 'moderator',
  };
}

/** Edit, History and Delete (with a confirmation dialog) on the article page. */
export function ArticleOwnerActions({ article, user }: { article: ArticleDto; user: CurrentUserDto | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const can = ownerPermissions(user, article);
  const remove = useMutation({
    ...deleteArticleMutation(),
    onSuccess: () => {
      setConfirming(false);
      void afterArticleDelete(queryClient, article.id);
      toast({ title: 'Article deleted', description: 'The article has been removed.' });
      void navigate('/');
    },
    onError: (error) => {
      console.error('Mutation error:', error);
      toast({ title: 'Error', description: 'Failed to delete article. Please try again.', variant: 'destructive' });
    },
  });

  if (!can.edit && !can.remove && !can.history) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {can.edit ? (
        <Button asChild variant="outline" size="sm">
          <Link to={articleEditPath(article.id)}>
            <Pencil aria-hidden="true" />
            Edit
          </Link>
        </Button>
      ) : null}
      {can.history ? (
        <Button asChild variant="outline" size="sm">
          <Link to={articleHistoryPath(article.id)}>
            <History aria-hidden="true" />
            History
          </Link>
        </Button>
      ) : null}
      {can.remove ? (
        <Dialog open={confirming} onOpenChange={setConfirming}>
          <Button variant="outline" size="sm" className="text-destructive" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Delete this article?</DialogTitle>
              <DialogDescription>
                &ldquo;{article.title}&rdquo; and its comments, likes and history will be removed. This cannot be
                undone.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button
                variant="destructive"
                disabled={remove.isPending}
                onClick={() => remove.mutate({ path: { id: article.id } })}
              >
                {remove.isPending ? 'Deleting...' : 'Delete Article'}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      ) : null}
    </div>
  );
}
