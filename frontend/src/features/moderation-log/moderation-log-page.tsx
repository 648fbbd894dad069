import {
  MODERATION_REASON_LABELS,
  MODERATION_SOURCE_LABELS,
  MODERATION_SOURCES,
  MODERATION_SUBJECT_KINDS,
  MODERATION_SUBJECT_LABELS,
  type ModerationSource,
  type ModerationSubjectKind,
} from '@irl/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { listModerationLogInfiniteOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { ModerationLogEntryDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import { LoadMore } from '@/components/ui/load-more';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';
import { hasNoItems, nextCursor, pageItems } from '@/lib/pages';
import { usePageMeta } from '@/lib/use-page-meta';

const ACTION_WORDS: Record<ModerationLogEntryDto['action'], string> = {
  hidden: 'hidden',
  restored: 'restored',
  deleted: 'removed',
  edited: 'corrected',
  dismissed: 'reports dismissed',
  warned: 'author warned',
  suspended: 'account suspended',
  banned: 'account banned',
  reinstated: 'account reinstated',
};

/** Only a path of this site becomes a link (the server sets it; a stray value stays plain text). */
const isSitePath = (path: string | null): path is string => !!path && path.startsWith('/') && !path.startsWith('//');

const isKind = (value: string | null): value is ModerationSubjectKind =>
  (MODERATION_SUBJECT_KINDS as readonly string[]).includes(value ?? '');
const isSource = (value: string | null): value is ModerationSource =>
  (MODERATION_SOURCES as readonly string[]).includes(value ?? '');

/**
 * The public moderation log (/moderation-log): what was acted on, why and what set it in motion,
 * newest first, filtered by kind (and source) through the address so a filtered view can be shared.
 */
export function ModerationLogPage() {
  usePageMeta({
    title: 'Moderation log',
    description: 'Every moderation action on this wiki: what was acted on, why, and what set it in motion.',
  });
  const [params, setParams] = useSearchParams();
  const kind = isKind(params.get('kind')) ? (params.get('kind') as ModerationSubjectKind) : undefined;
  const source = isSource(params.get('source')) ? (params.get('source') as ModerationSource) : undefined;
  const log = useInfiniteQuery({
    ...listModerationLogInfiniteOptions({ query: { kind, source } }),
    initialPageParam: {},
    getNextPageParam: nextCursor,
  });

  const setFilter = (name: 'kind' | 'source', value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl font-bold tracking-tight">Moderation log</h1>
        <p className="text-muted-foreground">
          Every time a moderator hides or removes something, corrects an entry after a request, or suspends an account,
          it is listed here with the reason and what set it in motion. The people involved and what was removed are
          never shown.
        </p>
      </header>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div role="group" aria-label="Kind" className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant={kind ? 'outline' : 'default'}
            aria-pressed={!kind}
            onClick={() => setFilter('kind', undefined)}
          >
            All
          </Button>
          {MODERATION_SUBJECT_KINDS.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={kind === value ? 'default' : 'outline'}
              aria-pressed={kind === value}
              onClick={() => setFilter('kind', value)}
            >
              {MODERATION_SUBJECT_LABELS[value]}
            </Button>
          ))}
        </div>
        <div className="sm:w-64">
          <FormField id="moderation-log-source" label="Set in motion by">
            {(aria) => (
              <Select
                {...aria}
                value={source ?? ''}
                onChange={(event) => setFilter('source', event.target.value || undefined)}
              >
                <option value="">Anything</option>
                {MODERATION_SOURCES.map((value) => (
                  <option key={value} value={value}>
                    {MODERATION_SOURCE_LABELS[value]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>
      </div>

      <QueryState
        query={log}
        loadingLabel="Loading the moderation log..."
        errorTitle="Failed to load the moderation log."
        isEmpty={hasNoItems}
        empty={<EmptyState dashed>No moderation actions {kind || source ? 'match these filters' : 'yet'}.</EmptyState>}
      >
        {(data) => (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {data.pages[0]?.total ?? 0} {data.pages[0]?.total === 1 ? 'action' : 'actions'}
            </p>
            <ol className="flex flex-col divide-y rounded-md border" aria-label="Moderation actions">
              {pageItems(data).map((entry) => (
                <ModerationLogRow key={entry.id} entry={entry} />
              ))}
            </ol>
            <LoadMore query={log} label="Load More" align="start" />
          </>
        )}
      </QueryState>
    </section>
  );
}

function ModerationLogRow({ entry }: { entry: ModerationLogEntryDto }) {
  return (
    <li className="flex flex-col gap-1 p-4" data-testid="moderation-log-entry">
      <p className="font-medium">
        {MODERATION_SUBJECT_LABELS[entry.subjectKind]} {ACTION_WORDS[entry.action]}
        <span className="text-muted-foreground">
          {' · '}
          {entry.action === 'restored'
            ? `reverses an action taken for: ${MODERATION_REASON_LABELS[entry.reasonCategory]}`
            : MODERATION_REASON_LABELS[entry.reasonCategory]}
        </span>
      </p>
      <p className="text-sm text-muted-foreground">
        <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time> · {MODERATION_SOURCE_LABELS[entry.source]}
        {entry.context ? (
          <>
            {' · '}
            {isSitePath(entry.contextPath) ? (
              <Link to={entry.contextPath} className="rounded-sm underline-offset-2 hover:underline">
                {entry.context}
              </Link>
            ) : (
              entry.context
            )}
          </>
        ) : null}
      </p>
    </li>
  );
}
