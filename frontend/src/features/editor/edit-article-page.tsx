import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { updateArticleMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { ArticleDto } from '@/api/generated/types.gen';
import { toast } from '@/components/ui/toast';
import { fieldErrors } from '@/lib/api-error';
import { articlePermissions } from '@/lib/article-permissions';
import { articlePath } from '@/lib/paths';
import { afterArticleWrite } from './invalidations';
import { referenceInputs } from './article-form-values';
import { DraftedArticleForm } from './drafted-article-form';
import { EditorMessage, RouteArticleEditor } from './editor-gates';

/** /article/:id/edit: the create form, prefilled, saved with PATCH. */
export function EditArticlePage() {
  return (
    <RouteArticleEditor
      title={(article) => (article ? `Edit: ${article.title}` : 'Edit Article')}
      signInFor="edit articles"
      refusal={(user, article) =>
        articlePermissions(user, article).edit ? null : (
          <EditorMessage title="Access Restricted">
            Only the article&apos;s author (as a moderator) or an administrator can edit this article.
          </EditorMessage>
        )
      }
    >
      {(article, user) => <EditForm article={article} userId={user.id} />}
    </RouteArticleEditor>
  );
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
