import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { getArticleSuggestionOptions } from '@/api/generated/@tanstack/react-query.gen';
import { PageErrorState } from '@/components/ui/query-state';
import { LoadingScreen } from '@/components/ui/spinner';
import { errorStatus } from '@/lib/api-error';
import { articlePath, parseArticleId } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { SuggestionView } from './suggestion-view';

/** /article/:id/suggestions/:suggestionId: one suggested edit, for its suggester and the article's reviewers. */
export function SuggestionReviewPage() {
  const params = useParams();
  const articleId = parseArticleId(params.id);
  const suggestionId = parseArticleId(params.suggestionId);
  const suggestion = useQuery({
    ...getArticleSuggestionOptions({ path: { suggestionId: suggestionId ?? 0 } }),
    enabled: suggestionId !== null,
  });
  usePageMeta({ title: 'Suggested Edit' });

  const status = suggestion.isError ? errorStatus(suggestion.error) : undefined;
  const missing =
    suggestionId === null || status === 404 || (suggestion.data && suggestion.data.articleId !== articleId);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      {articleId !== null ? (
        <Link
          to={articlePath(articleId)}
          className="mb-8 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the article
        </Link>
      ) : null}
      {missing ? (
        <Message title="Suggestion Not Found">This suggestion does not exist or its article has been removed.</Message>
      ) : status === 403 ? (
        <Message title="Access Restricted">
          Only the member who suggested this edit and the article&apos;s author, moderators and admins can see it.
        </Message>
      ) : suggestion.isPending ? (
        <LoadingScreen />
      ) : suggestion.isError ? (
        <PageErrorState title="Failed to load the suggestion." query={suggestion} />
      ) : (
        <SuggestionView suggestion={suggestion.data} />
      )}
    </div>
  );
}

function Message({ title, children }: { title: string; children: string }) {
  return (
    <section className="flex flex-col items-center gap-3 py-16 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{children}</p>
    </section>
  );
}
