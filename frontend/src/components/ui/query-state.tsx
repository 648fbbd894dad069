import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Spinner } from './spinner';

/** The part of a TanStack query (plain or infinite) these states read. */
export type QueryLike<TData> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: TData | undefined;
  refetch: () => unknown;
};

/**
 * 'block' centres the state in the space of the content it replaces (pages, tabs, cards);
 * 'compact' keeps it small and left-aligned (side cards, panels inside dialogs, comment lists).
 */
export type StateLayout = 'block' | 'compact';

/** The vertical room of a 'block' state; a `className` given to a state replaces it (cn does not merge). */
const DEFAULT_SPACING = 'py-12';

export function LoadingState({
  label = 'Loading...',
  layout = 'block',
  className,
}: {
  label?: string;
  layout?: StateLayout;
  className?: string;
}) {
  if (layout === 'compact') return <Spinner label={label} className={className} />;
  return (
    <div className={cn('flex justify-center', className ?? DEFAULT_SPACING)}>
      <Spinner label={label} showLabel />
    </div>
  );
}

/** What failed, the server's status and message, and Retry. */
export function ErrorState({
  title,
  error,
  onRetry,
  layout = 'block',
  className,
  detail,
  titleAs = 'p',
}: {
  title?: ReactNode;
  error: unknown;
  onRetry: () => void;
  layout?: StateLayout;
  className?: string;
  /** Replaces the default 'status: message' line (e.g. a sign-in hint for a 401). */
  detail?: ReactNode;
  /** A page-level error names the page: render the title as its heading. */
  titleAs?: 'p' | 'h1' | 'h2';
}) {
  const compact = layout === 'compact';
  const Title = titleAs;
  return (
    <div
      role="alert"
      className={cn(
        compact ? 'flex flex-col items-start gap-2 text-sm' : 'flex flex-col items-center gap-3 text-center',
        className ?? (compact ? undefined : DEFAULT_SPACING),
      )}
    >
      {title ? <Title className={compact ? undefined : 'font-medium'}>{title}</Title> : null}
      <p className={cn(!compact && 'text-sm', (Boolean(title) || !compact) && 'text-muted-foreground')}>
        {detail ?? errorMessage(error)}
      </p>
      <Button variant="outline" size={compact ? 'sm' : 'default'} onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

/** A whole page that failed to load: its title as the page heading, the server's reason and Retry. */
export function PageErrorState({
  title,
  query,
}: {
  title: string;
  query: Pick<QueryLike<unknown>, 'error' | 'refetch'>;
}) {
  return (
    <ErrorState
      title={<span className="text-2xl font-semibold">{title}</span>}
      titleAs="h1"
      error={query.error}
      onRetry={() => void query.refetch()}
      className="mx-auto max-w-xl px-4 py-24"
    />
  );
}

/** The text shown when a list has nothing in it; 'dashed' frames it like the missing cards. */
export function EmptyState({
  children,
  dashed = false,
  className,
  testId,
}: {
  children: ReactNode;
  dashed?: boolean;
  className?: string;
  testId?: string;
}) {
  return (
    <p
      className={cn(
        'text-muted-foreground',
        dashed ? 'rounded-xl border border-dashed text-center' : 'text-sm',
        className ?? (dashed ? DEFAULT_SPACING : undefined),
      )}
      data-testid={testId}
    >
      {children}
    </p>
  );
}

type QueryStateProps<TData> = {
  query: QueryLike<TData>;
  /** Read out while loading ('Loading articles...'). */
  loadingLabel?: string;
  /** Shown instead of the spinner while loading: a skeleton in the shape of the content. */
  loading?: ReactNode;
  /** The first line of the error state ('Failed to load articles.'). */
  errorTitle?: ReactNode;
  layout?: StateLayout;
  /** Extra classes for the loading and error blocks (e.g. more padding on a page). */
  className?: string;
  /** True when the loaded data has nothing to show; `empty` is shown instead of the children. */
  isEmpty?: (data: TData) => boolean;
  empty?: ReactNode;
  children: (data: TData) => ReactNode;
};

/**
 * Loading, error (with Retry) and empty states of one query in one place, so every screen shows
 * the same three states; the children render the loaded data.
 */
export function QueryState<TData>({
  query,
  loadingLabel,
  loading,
  errorTitle,
  layout = 'block',
  className,
  isEmpty,
  empty,
  children,
}: QueryStateProps<TData>) {
  if (query.isPending) {
    return loading ?? <LoadingState label={loadingLabel} layout={layout} className={className} />;
  }
  if (query.isError || query.data === undefined) {
    return (
      <ErrorState
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        layout={layout}
        className={className}
      />
    );
  }
  if (isEmpty?.(query.data)) return <>{empty ?? null}</>;
  return <>{children(query.data)}</>;
}
