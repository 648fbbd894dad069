import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { listLegalDocumentVersionsInfiniteOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { LegalDocumentKind } from '@/api/generated/types.gen';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';
import { hasNoItems, nextCursor, pageItems } from '@/lib/pages';
import { usePageMeta } from '@/lib/use-page-meta';
import { LEGAL_LABELS, legalPath, legalVersionPath } from './legal-kinds';

/** Every published version of a document, newest first, each opening on its own page. */
export function LegalHistoryPage({ kind }: { kind: LegalDocumentKind }) {
  const label = LEGAL_LABELS[kind];
  usePageMeta({ title: `${label}: version history` });
  const versions = useInfiniteQuery({
    ...listLegalDocumentVersionsInfiniteOptions({ path: { kind } }),
    initialPageParam: { path: { kind } },
    getNextPageParam: nextCursor,
  });
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl font-bold tracking-tight">{label}: version history</h1>
        <p className="text-muted-foreground">
          Every version ever published, newest first.{' '}
          <Link to={legalPath(kind)} className="rounded-sm underline underline-offset-2 hover:text-primary">
            Read the version in force
          </Link>
        </p>
      </header>
      <QueryState
        query={versions}
        loadingLabel="Loading the versions..."
        errorTitle="The versions could not be loaded."
        isEmpty={hasNoItems}
        empty={<p className="text-muted-foreground">Nothing has been published yet.</p>}
      >
        {(data) => (
          <>
            <ol className="flex flex-col divide-y rounded-md border" aria-label="Versions">
              {pageItems(data).map((item, index) => (
                <li key={item.version} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
                  <Link
                    to={index === 0 ? legalPath(kind) : legalVersionPath(kind, item.version)}
                    className="font-medium hover:text-primary"
                  >
                    Version {item.version}: {item.title}
                  </Link>
                  <span className="text-sm text-muted-foreground">
                    <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
                    {index === 0 ? ' · in force' : null}
                  </span>
                </li>
              ))}
            </ol>
            <LoadMore query={versions} label="Load More" align="start" />
          </>
        )}
      </QueryState>
    </section>
  );
}

export const TermsHistoryPage = () => <LegalHistoryPage kind="terms" />;
export const PrivacyHistoryPage = () => <LegalHistoryPage kind="privacy" />;
export const GuidelinesHistoryPage = () => <LegalHistoryPage kind="guidelines" />;
