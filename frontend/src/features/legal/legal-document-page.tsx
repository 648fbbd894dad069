import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { getLegalDocumentOptions, getLegalDocumentVersionOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { LegalDocumentDto, LegalDocumentKind } from '@/api/generated/types.gen';
import { QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';
import { sanitizeArticleHtml } from '@/lib/sanitize-html';
import { usePageMeta } from '@/lib/use-page-meta';
import { LEGAL_LABELS, legalHistoryPath, legalPath } from './legal-kinds';

/**
 * A legal document: the version in force at /terms, /privacy and /guidelines, or an earlier one at
 * /{kind}/versions/{n}. The body is HTML the server sanitised with the articles' allow-list; it is
 * sanitised again for display, as articles are, so a stored body written before (or around) the
 * server's sanitiser still cannot add scripts or handlers to the page.
 */
export function LegalDocumentPage({ kind }: { kind: LegalDocumentKind }) {
  const { version: versionParam } = useParams();
  const version = versionParam && /^\d{1,9}$/.test(versionParam) ? Number(versionParam) : undefined;
  const current = useQuery({ ...getLegalDocumentOptions({ path: { kind } }), enabled: versionParam === undefined });
  const older = useQuery({
    ...getLegalDocumentVersionOptions({ path: { kind, version: version ?? 0 } }),
    enabled: version !== undefined,
  });
  usePageMeta({ title: LEGAL_LABELS[kind] });
  const query = versionParam === undefined ? current : older;

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      {versionParam !== undefined && version === undefined ? (
        <p role="alert">This version does not exist.</p>
      ) : (
        <QueryState
          query={query}
          loadingLabel={`Loading the ${LEGAL_LABELS[kind]}...`}
          errorTitle="This version could not be loaded."
        >
          {(document) => <LegalDocumentView document={document} isCurrent={versionParam === undefined} />}
        </QueryState>
      )}
    </section>
  );
}

function LegalDocumentView({ document, isCurrent }: { document: LegalDocumentDto; isCurrent: boolean }) {
  const html = useMemo(() => sanitizeArticleHtml(document.body), [document.body]);
  return (
    <article className="flex flex-col gap-6" data-testid="legal-document">
      <header className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl font-bold tracking-tight">{document.title}</h1>
        <p className="text-sm text-muted-foreground">
          Version {document.version} · published{' '}
          <time dateTime={document.publishedAt}>{formatDate(document.publishedAt)}</time>
          {' · '}
          <Link
            to={legalHistoryPath(document.kind)}
            className="rounded-sm underline underline-offset-2 hover:text-primary"
          >
            Version history
          </Link>
        </p>
        {isCurrent ? null : (
          <p className="rounded-md border border-amber-500/50 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950/60 dark:text-amber-100">
            This is an earlier version.{' '}
            <Link to={legalPath(document.kind)} className="font-medium underline underline-offset-2">
              Read the version in force
            </Link>
          </p>
        )}
      </header>
      {/* Sanitised by the server on save and here again, with the article allow-list. */}
      <div className="article-body" data-testid="legal-body" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

export const TermsPage = () => <LegalDocumentPage kind="terms" />;
export const PrivacyPage = () => <LegalDocumentPage kind="privacy" />;
export const GuidelinesPage = () => <LegalDocumentPage kind="guidelines" />;
