import { useMutation, useQueryClient } from '@tanstack/react-query';
import { History, Lightbulb, Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { adminRemoveArticleMutation, deleteArticleMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { ArticleDto, CurrentUserDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { articlePermissions } from '@/lib/article-permissions';
import { suggestEditPath } from '@/lib/paths';
import { afterArticleDelete } from '@/components/articles/article-invalidations';
import { ModerationReasonDialog } from '@/components/moderation/moderation-reason-dialog';
import { serverMessage } from '@/lib/api-error';

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
      {can.remove ? <DeleteArticleButton article={article} own={article.author.id === user?.id} /> : null}
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

/**
 * Delete with a confirmation. An author deletes their own article at once; an admin deleting someone
 * else's gives a reason, as every moderation action does.
 */
function DeleteArticleButton({ article, own }: { article: ArticleDto; own: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const done = {
    onSuccess: () => {
      setConfirming(false);
      void afterArticleDelete(queryClient, article.id);
      toast({ title: 'Article deleted', description: 'The article has been removed.' });
      void navigate('/');
    },
    onError: (error: unknown) => {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to delete article. Please try again.',
        variant: 'destructive',
      });
    },
  };
  const remove = useMutation({ ...deleteArticleMutation(), ...done });
  const removeWithReason = useMutation({ ...adminRemoveArticleMutation(), ...done });
  const description = (
    <>&ldquo;{article.title}&rdquo; and its comments, likes and history will be removed. This cannot be undone.</>
  );
  const trigger = (
    <Button variant="outline" size="sm" className="text-destructive" onClick={() => setConfirming(true)}>
      <Trash2 aria-hidden="true" />
      Delete
    </Button>
  );
  if (!own) {
    return (
      <>
        {trigger}
        <ModerationReasonDialog
          open={confirming}
          idPrefix="remove-article"
          title="Delete this article?"
          description={description}
          confirmLabel="Delete Article"
          pendingLabel="Deleting..."
          pending={removeWithReason.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={(body) => removeWithReason.mutate({ path: { id: article.id }, body })}
        />
      </>
    );
  }
  return (
    <Dialog open={confirming} onOpenChange={setConfirming}>
      {trigger}
      <DialogContent>
        <DialogHeading title="Delete this article?" description={description} />
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
