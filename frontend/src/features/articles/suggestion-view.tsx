import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { ArticleSuggestionDetailDto } from '@/api/generated/types.gen';
import {
  PersonalInformationWarning,
  usePersonalInformation,
} from '@/components/moderation/personal-information-warning';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { articlePath } from '@/lib/paths';
import { sanitizeArticleHtml } from '@/lib/sanitize-html';
import { DiffView } from './revision-view';
import { SuggestionDecision } from './suggestion-decision';

export const STATUS_LABELS: Record<ArticleSuggestionDetailDto['status'], string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

export const STALE_MESSAGE =
  'The article has changed since this suggestion was written, so it can no longer be accepted. Decline it and ask for a new suggestion against the current text.';

/** One suggested edit: who and why, the title and excerpt before and after, the body's line diff, and the decision. */
export function SuggestionView({ suggestion }: { suggestion: ArticleSuggestionDetailDto }) {
  const html = useMemo(() => sanitizeArticleHtml(suggestion.content), [suggestion.content]);
  // The suggested text's personal information, marked for whoever decides (the same rule the server holds comments by).
  const personalInformation = usePersonalInformation(
    suggestion.status === 'pending' ? [suggestion.title, suggestion.excerpt ?? '', suggestion.content].join('\n') : '',
    { html: true },
  );
  const fields = [
    { label: 'Title', before: suggestion.currentTitle, after: suggestion.title },
    { label: 'Excerpt', before: suggestion.currentExcerpt ?? '(none)', after: suggestion.excerpt ?? '(none)' },
  ];
  return (
    <section aria-labelledby="suggestion-heading" className="flex min-w-0 flex-col gap-6" data-testid="suggestion-view">
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 id="suggestion-heading" className="font-serif text-3xl font-bold tracking-tight">
            Suggested Edit
          </h1>
          <Badge variant={suggestion.status === 'pending' ? 'default' : 'muted'} data-testid="suggestion-status">
            {STATUS_LABELS[suggestion.status]}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          To{' '}
          <Link to={articlePath(suggestion.articleId)} className="font-medium text-foreground hover:underline">
            {suggestion.articleTitle}
          </Link>{' '}
          by {suggestion.suggester?.displayName ?? 'a deleted account'} on{' '}
          <time dateTime={suggestion.createdAt}>{formatDate(suggestion.createdAt)}</time>
        </p>
        <p className="rounded-lg border bg-muted/40 p-3 text-sm break-words">
          <span className="font-medium">Why: </span>
          {suggestion.summary}
        </p>
      </header>
      {suggestion.status === 'pending' && suggestion.stale ? (
        <p role="alert" className="rounded-lg border border-destructive/50 p-3 text-sm text-destructive">
          {STALE_MESSAGE}
        </p>
      ) : null}
      <PersonalInformationWarning
        matches={personalInformation}
        title="Personal information in the suggested text"
        advice="Accept only if the person made it public themselves;"
        consequence="otherwise decline and say why."
      />
      <dl className="grid gap-3 rounded-lg border p-4 text-sm sm:grid-cols-[8rem_1fr]">
        {fields.map((field) => (
          <div key={field.label} className="contents">
            <dt className="font-medium">
              {field.label} {field.before !== field.after ? <Badge variant="muted">changed</Badge> : null}
            </dt>
            <dd className="min-w-0 break-words">
              {field.before !== field.after ? (
                <>
                  <del className="text-red-700 dark:text-red-400">{field.before}</del>{' '}
                  <ins className="text-green-700 no-underline dark:text-green-400">{field.after}</ins>
                </>
              ) : (
                field.after
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div>
        <h2 className="mb-2 font-semibold">Changes to the text</h2>
        <DiffView lines={suggestion.diff} />
      </div>
      <details className="rounded-lg border p-4">
        <summary className="cursor-pointer font-medium">Show the suggested text</summary>
        <div className="article-body mt-4" dangerouslySetInnerHTML={{ __html: html }} />
      </details>
      <SuggestionDecision suggestion={suggestion} />
    </section>
  );
}
