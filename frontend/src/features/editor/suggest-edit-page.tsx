import { useQueryClient } from '@tanstack/react-query';
import { Lightbulb } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { suggestArticleEditMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { ArticleDto, CreateArticleDto } from '@/api/generated/types.gen';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorStatus, fieldErrors, serverMessage } from '@/lib/api-error';
import { articlePermissions } from '@/lib/article-permissions';
import { articlePath, suggestionPath } from '@/lib/paths';
import { afterSuggestionChange } from '@/components/articles/article-invalidations';
import { ArticleForm } from './article-form';
import { EditorMessage, RouteArticleEditor } from './editor-gates';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';

export const SUMMARY_MAX_LENGTH = 300;
export const MISSING_SUMMARY = 'Please say briefly why you suggest this change.';

/** /article/:id/suggest: the article editor in suggestion mode, for members who cannot edit the article. */
export function SuggestEditPage() {
  return (
    <RouteArticleEditor
      title={(article) => (article ? `Suggest an edit: ${article.title}` : 'Suggest an Edit')}
      signInFor="suggest edits"
      refusal={(user, article) =>
        articlePermissions(user, article).edit ? (
          <EditorMessage title="You can edit this article">
            You can change this article yourself: use its Edit button instead of suggesting an edit.
          </EditorMessage>
        ) : null
      }
    >
      {(article) => <SuggestForm article={article} />}
    </RouteArticleEditor>
  );
}

function SuggestForm({ article }: { article: ArticleDto }) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [summary, setSummary] = useState('');
  const [summaryError, setSummaryError] = useState<string | undefined>();
  const send = useIdempotentMutation({
    ...suggestArticleEditMutation(),
    onSuccess: (created) => {
      void afterSuggestionChange(queryClient, article.id);
      toast({ title: 'Suggestion sent', description: 'The author and the moderators will review it.' });
      void navigate(suggestionPath(article.id, created.id));
    },
    onError: (error) => {
      if (errorStatus(error) === 400) return; // shown under the fields
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to send the suggestion. Please try again.',
        variant: 'destructive',
      });
    },
  });
  const serverErrors = send.isError ? fieldErrors(send.error) : [];
  const serverSummaryError = serverErrors.find((error) => error.field === 'summary')?.reason;

  const submit = (body: CreateArticleDto) => {
    const why = summary.trim();
    if (!why) {
      setSummaryError(MISSING_SUMMARY);
      document.getElementById(`${id}-summary`)?.focus();
      return;
    }
    send.mutate({
      path: { id: article.id },
      body: { title: body.title, excerpt: body.excerpt ?? null, content: body.content, summary: why },
    });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="mb-4 font-serif text-3xl font-bold tracking-tight">Suggest an Edit</h1>
      <div
        role="note"
        data-testid="suggestion-banner"
        className="mb-8 flex gap-3 rounded-lg border border-amber-500/50 bg-amber-500/10 p-4 text-sm text-amber-950 dark:text-amber-100"
      >
        <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          You are suggesting an edit to &ldquo;{article.title}&rdquo;. Nothing changes until the author, a moderator or
          an admin accepts it; you will be notified of their decision.
        </p>
      </div>
      <ArticleForm
        topics={false}
        initial={{
          title: article.title,
          category: article.category,
          tags: article.tags,
          excerpt: article.excerpt ?? '',
          content: article.content,
        }}
        personalInformationConsequence="The article's editors review your suggestion, with it marked, before anything is published."
        submitLabel="Send Suggestion"
        pendingLabel="Sending..."
        pending={send.isPending}
        serverErrors={serverErrors.filter((error) => error.field !== 'summary')}
        onCancel={() => void navigate(articlePath(article.id))}
        onSubmit={submit}
        extraFields={
          <FormField
            id={`${id}-summary`}
            label={
              <>
                Why <span aria-hidden="true">*</span>
              </>
            }
            hint="A short summary of your change for the reviewer."
            error={summaryError ?? serverSummaryError}
          >
            {(aria) => (
              <Textarea
                {...aria}
                value={summary}
                onChange={(event) => {
                  setSummary(event.target.value);
                  if (event.target.value.trim()) setSummaryError(undefined);
                }}
                rows={2}
                maxLength={SUMMARY_MAX_LENGTH}
                required
                placeholder="e.g. Fixed the date of the first stream"
              />
            )}
          </FormField>
        }
      />
    </div>
  );
}
