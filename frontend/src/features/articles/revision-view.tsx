import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getArticleRevisionOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { ArticleRevisionDetailDto, DiffLineDto } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { sanitizeArticleHtml } from '@/lib/sanitize-html';
import { HistoryError } from './revision-format';

/** One revision, loaded when chosen: its fields compared with the previous one, the line diff and the text. */
export function RevisionDetail({ articleId, revisionId }: { articleId: number; revisionId: number }) {
  const detail = useQuery(getArticleRevisionOptions({ path: { id: articleId, revisionId } }));
  if (detail.isPending) return <Spinner label="Loading revision..." showLabel />;
  if (detail.isError) return <HistoryError error={detail.error} retry={() => void detail.refetch()} />;
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
