import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { createArticleMutation } from '@/api/generated/@tanstack/react-query.gen';
import { LoadingScreen } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { fieldErrors } from '@/lib/api-error';
import { articlePath } from '@/lib/paths';
import { afterArticleWrite } from './invalidations';
import { useSession } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';
import { EMPTY_ARTICLE } from './article-form-values';
import { DraftedArticleForm } from './drafted-article-form';
import { EditorMessage, PleaseSignIn } from './editor-gates';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';

/** /create and /contribute: moderators and admins publish here. */
export function CreateArticlePage() {
  usePageMeta({ title: 'Create Article' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const publish = useIdempotentMutation({
    ...createArticleMutation(),
    onSuccess: (article) => {
      void afterArticleWrite(queryClient);
      toast({ title: 'Article published!', description: 'Your article has been successfully published.' });
      void navigate(articlePath(article.id));
    },
    onError: (error) => {
      console.error('Mutation error:', error);
      toast({ title: 'Error', description: 'Failed to publish article. Please try again.', variant: 'destructive' });
    },
  });

  if (session.isPending) return <LoadingScreen />;
  const { user } = session;
  if (!user) return <PleaseSignIn what="create articles" />;
  if (user.role !== 'admin' && user.role !== 'moderator') {
    return (
      <EditorMessage title="Access Restricted">Only administrators and moderators can create articles.</EditorMessage>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="mb-2 font-serif text-3xl font-bold tracking-tight">Create Article</h1>
      <p className="mb-8 text-muted-foreground">Add a piece of IRL streaming history to the archive.</p>
      <DraftedArticleForm
        userId={user.id}
        articleId={null}
        initial={EMPTY_ARTICLE}
        submitLabel="Publish"
        pendingLabel="Publishing..."
        pending={publish.isPending}
        serverErrors={publish.isError ? fieldErrors(publish.error) : []}
        onSubmit={(body) => publish.mutateAsync({ body })}
      />
    </div>
  );
}
