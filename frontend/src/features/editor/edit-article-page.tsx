import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { updateArticleMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { ArticleDto } from '@/api/generated/types.gen';
import { PageErrorState } from '@/components/ui/query-state';
import { LoadingScreen } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { fieldErrors } from '@/lib/api-error';
import { articlePermissions } from '@/lib/article-permissions';
import { articlePath } from '@/lib/paths';
import { afterArticleWrite } from './invalidations';
import { useSession } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';
import { useRouteArticle } from '@/lib/use-route-article';
import { referenceInputs } from './article-form-values';
import { DraftedArticleForm } from './drafted-article-form';
import { EditorMessage, PleaseSignIn } from './editor-gates';

/** /article/:id/edit: the create form, prefilled, saved with PATCH. */
export function EditArticlePage() {
  const { article, notFound } = useRouteArticle();
  const session = useSession();
  usePageMeta({ title: article.data ? `Edit: ${article.data.title}` : 'Edit Article' });

  if (notFound) {
    return (
      <EditorMessage title="Article Not Found">
        The article you&apos;re looking for doesn&apos;t exist or has been removed.
      </EditorMessage>
    );
  }
  if (session.isPending || article.isPending) return <LoadingScreen />;
  const { user } = session;
  if (!user) return <PleaseSignIn what="edit articles" />;
  if (article.isError) {
    return <PageErrorState title="Failed to load the article." query={article} />;
  }
  if (!articlePermissions(user, article.data).edit) {
    return (
      <EditorMessage title="Access Restricted">
        Only the article&apos;s author (as a moderator) or an administrator can edit this article.
      </EditorMessage>
    );
  }
  return <EditForm article={article.data} userId={user.id} />;
}

function EditForm({ article, userId }: { article: ArticleDto; userId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useMutation({
    ...updateArticleMutation(),
    onSuccess: (updated) => {
      void afterArticleWrite(queryClient, updated);
      toast({ title: 'Article updated', description: 'Your changes have been saved.' });
      void navigate(articlePath(article.id));
    },
    onError: (error) => {
      console.error('Mutation error:', error);
      toast({ title: 'Error', description: 'Failed to update article. Please try again.', variant: 'destructive' });
    },
  });

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="mb-8 font-serif text-3xl font-bold tracking-tight">Edit Article</h1>
      <DraftedArticleForm
        userId={userId}
        articleId={article.id}
        initial={{
          title: article.title,
          category: article.category,
          tags: article.tags,
          excerpt: article.excerpt ?? '',
          content: article.content,
          references: referenceInputs(article.references),
        }}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
        pending={save.isPending}
        serverErrors={save.isError ? fieldErrors(save.error) : []}
        onCancel={() => void navigate(articlePath(article.id))}
        onSubmit={(body) =>
          // Blank excerpt on edit removes it (the API takes null for that).
          save.mutateAsync({ path: { id: article.id }, body: { ...body, excerpt: body.excerpt ?? null } })
        }
      />
    </div>
  );
}
