import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  getArticleOptions,
  getArticleRevisionOptions,
  listArticleRevisionsOptions,
} from '@/api/generated/@tanstack/react-query.gen';
import type { ArticleRevisionDetailDto, ArticleRevisionSummaryDto, DiffLineDto } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadingScreen, Spinner } from '@/components/ui/spinner';
import { errorMessage, errorStatus } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { articlePath } from '@/lib/paths';
import { sanitizeArticleHtml } from '@/lib/sanitize-html';
import { usePageMeta } from '@/lib/use-page-meta';
import { ArticleNotFound } from './article-not-found';
import { parseArticleId } from './article-page';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function ErrorBlock({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-2 rounded-lg border p-4 text-sm">
      <p>{errorStatus(error) === 401 ? 'Please sign in to see the history.' : errorMessage(error)}</p>
      <Button variant="outline" size="sm" onClick={retry}>
        Retry
      </Button>
    </div>
  );
}

/** /article/:id/history: the versions of an article, newest first, each with its line diff. */
export function ArticleHistoryPage() {
  const articleId = parseArticleId(useParams().id);
  const path = { id: articleId ?? 0 };
  const article = useQuery({ ...getArticleOptions({ path }), enabled: articleId !== null });
  const revisions = useQuery({ ...listArticleRevisionsOptions({ path }), enabled: articleId !== null });
  const [chosen, setChosen] = useState<number | null>(null);
  const selectedId = chosen ?? revisions.data?.[0]?.id ?? null;
  usePageMeta({ title: article.data ? `History: ${article.data.title}` : 'Article History' });

  if (articleId === null || (article.isError && errorStatus(article.error) === 404)) return <ArticleNotFound />;
  if (article.isPending || revisions.isPending) return <LoadingScreen />;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <Link
        to={articlePath(articleId)}
        className="mb-6 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the article
      </Link>
      <h1 className="mb-1 font-serif text-3xl font-bold tracking-tight">Revision History</h1>
      {article.data ? <p className="mb-8 text-muted-foreground">{article.data.title}</p> : null}
      {revisions.isError ? (
        <ErrorBlock error={revisions.error} retry={() => void revisions.refetch()} />
      ) : revisions.data.length === 0 ? (
        <p className="text-muted-foreground">No revisions recorded for this article yet.</p>
      ) : (
        <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
          <RevisionList revisions={revisions.data} selectedId={selectedId} onSelect={setChosen} />
          {selectedId !== null ? <RevisionDetail articleId={articleId} revisionId={selectedId} /> : null}
        </div>
      )}
    </div>
  );
}

function RevisionList({
  revisions,
  selectedId,
  onSelect,
}: {
  revisions: ArticleRevisionSummaryDto[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  return (
    <nav aria-label="Revisions">
      <ol className="flex flex-col gap-2">
        {revisions.map((revision) => (
          <li key={revision.id}>
            <button
              type="button"
              onClick={() => onSelect(revision.id)}
              aria-current={revision.id === selectedId ? 'true' : undefined}
              className={cn(
                'w-full rounded-lg border p-3 text-left text-sm transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
                revision.id === selectedId && 'border-primary bg-primary/10',
              )}
            >
              <span className="block font-medium">Revision {revision.number}</span>
              <span className="block text-xs text-muted-foreground">
                {dateTime.format(new Date(revision.createdAt))} by {revision.editor?.displayName ?? 'a deleted account'}
              </span>
              <span className="mt-1 block text-xs">{revision.summary}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function RevisionDetail({ articleId, revisionId }: { articleId: number; revisionId: number }) {
  const detail = useQuery(getArticleRevisionOptions({ path: { id: articleId, revisionId } }));
  if (detail.isPending) return <Spinner label="Loading revision..." showLabel />;
  if (detail.isError) return <ErrorBlock error={detail.error} retry={() => void detail.refetch()} />;
  return <RevisionView detail={detail.data} />;
}

function RevisionView({ detail }: { detail: ArticleRevisionDetailDto }) {
  const { revision, previous, changedFields, diff } = detail;
  const html = useMemo(() => sanitizeArticleHtml(revision.content), [revision.content]);
  const fields: { label: string; value: string; before?: string; changed: boolean }[] = [
    { label: 'Title', value: revision.title, before: previous?.title, changed: changedFields.includes('title') },
    {
      label: 'Category',
      value: revision.category,
      before: previous?.category,
      changed: changedFields.includes('category'),
    },
    {
      label: 'Excerpt',
      value: revision.excerpt ?? '(none)',
      before: previous ? (previous.excerpt ?? '(none)') : undefined,
      changed: changedFields.includes('excerpt'),
    },
    {
      label: 'Tags',
      value: revision.tags.join(', ') || '(none)',
      before: previous ? previous.tags.join(', ') || '(none)' : undefined,
      changed: changedFields.includes('tags'),
    },
  ];
  return (
    <section aria-labelledby="revision-heading" className="flex min-w-0 flex-col gap-6" data-testid="revision-detail">
      <header>
        <h2 id="revision-heading" className="text-xl font-semibold">
          Revision {revision.number}
        </h2>
        <p className="text-sm text-muted-foreground">
          Saved {formatDate(revision.createdAt)} by {revision.editor?.displayName ?? 'a deleted account'}
          {previous ? ` - compared with revision ${previous.number}` : ' - the first version'}
        </p>
      </header>
      <dl className="grid gap-3 rounded-lg border p-4 text-sm sm:grid-cols-[8rem_1fr]">
        {fields.map((field) => (
          <div key={field.label} className="contents">
            <dt className="font-medium">
              {field.label} {field.changed ? <Badge variant="muted">changed</Badge> : null}
            </dt>
            <dd className="min-w-0 break-words">
              {field.changed && previous && field.before !== undefined ? (
                <>
                  <del className="text-red-700 dark:text-red-400">{field.before}</del>{' '}
                  <ins className="text-green-700 no-underline dark:text-green-400">{field.value}</ins>
                </>
              ) : (
                field.value
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="mb-2 font-semibold">Changes to the text</h3>
        <DiffView lines={diff} />
      </div>
      <details className="rounded-lg border p-4">
        <summary className="cursor-pointer font-medium">Show this version</summary>
        <div className="article-body mt-4" dangerouslySetInnerHTML={{ __html: html }} />
      </details>
    </section>
  );
}

const MARKERS = { added: '+', removed: '-', same: ' ' } as const;
const LABELS = { added: 'Added: ', removed: 'Removed: ', same: '' } as const;

export function DiffView({ lines }: { lines: DiffLineDto[] }) {
  if (lines.length === 0) return <p className="text-sm text-muted-foreground">The text did not change.</p>;
  return (
    <ol
      className="overflow-x-auto rounded-lg border font-mono text-sm"
      data-testid="revision-diff"
      aria-label="Line diff"
    >
      {lines.map((line, index) => (
        <li
          // The diff is static for a revision; position is its identity.
          key={index}
          data-diff={line.type}
          className={cn(
            'flex gap-3 px-3 py-1 whitespace-pre-wrap',
            line.type === 'added' && 'bg-green-500/15 text-green-900 dark:text-green-200',
            line.type === 'removed' && 'bg-red-500/15 text-red-900 dark:text-red-200',
          )}
        >
          <span aria-hidden="true" className="w-3 shrink-0 select-none">
            {MARKERS[line.type]}
          </span>
          <span className="min-w-0 break-words">
            <span className="sr-only">{LABELS[line.type]}</span>
            {line.text}
          </span>
        </li>
      ))}
    </ol>
  );
}
