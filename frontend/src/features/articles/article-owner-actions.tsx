import { useMutation, useQueryClient } from '@tanstack/react-query';
import { History, Lightbulb, Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { deleteArticleMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { ArticleDto, CurrentUserDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { articlePermissions } from '@/lib/article-permissions';
import { suggestEditPath } from '@/lib/paths';
import { afterArticleDelete } from '@/components/articles/article-invalidations';

export function articleEditPath(id: number): string {
  return `/article/${id}/edit`;
}

export function articleHistoryPath(id: number): string {
  return `/article/${id}/history`;
}

/**
 * Edit, History and Delete (with a confirmation dialog) on the article page; signed-in members who
 * cannot edit the article get "Suggest an edit" instead of Edit.
 */
export function ArticleOwnerActions({ article, user }: { article: ArticleDto; user: CurrentUserDto | null }) {
  const can = articlePermissions(user, article);
  if (!can.edit && !can.remove && !can.history && !can.suggest) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {can.edit ? <OwnerLink to={articleEditPath(article.id)} Icon={Pencil} label="Edit" /> : null}
      {can.suggest ? <OwnerLink to={suggestEditPath(article.id)} Icon={Lightbulb} label="Suggest an edit" /> : null}
      {can.history ? <OwnerLink to={articleHistoryPath(article.id)} Icon={History} label="History" /> : null}
      {can.remove ? <DeleteArticleButton article={article} /> : null}
    </div>
  );
}

function OwnerLink({ to, Icon, label }: { to: string; Icon: LucideIcon; label: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={to}>
        <Icon aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}

function DeleteArticleButton({ article }: { article: ArticleDto }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
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
  return (
    <Dialog open={confirming} onOpenChange={setConfirming}>
      <Button variant="outline" size="sm" className="text-destructive" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
      <DialogContent>
        <DialogHeading
          title="Delete this article?"
          description={
            <>
              &ldquo;{article.title}&rdquo; and its comments, likes and history will be removed. This cannot be undone.
            </>
          }
        />
        <DialogActions
          onCancel={() => setConfirming(false)}
          confirmVariant="destructive"
          confirmLabel="Delete Article"
          pendingLabel="Deleting..."
          pending={remove.isPending}
          onConfirm={() => remove.mutate({ path: { id: article.id } })}
        />
      </DialogContent>
    </Dialog>
  );
}
