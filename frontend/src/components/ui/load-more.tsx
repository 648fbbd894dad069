import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { Button, type ButtonSize, type ButtonVariant } from './button';
import { Spinner } from './spinner';

/** The part of a TanStack infinite query the block reads. */
export type InfiniteLike = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError?: boolean;
  error?: unknown;
  fetchNextPage: () => unknown;
};

type LoadMoreProps = {
  query: InfiniteLike;
  /** The button's text ('Load More Articles'). */
  label: string;
  /** Read out while the next page loads. */
  loadingLabel?: string;
  /** Shown with the server's message when the next page failed ('Failed to load more articles.'). */
  errorText?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Centred under a grid (default) or at the start of a narrow panel. */
  align?: 'center' | 'start';
  className?: string;
};

/** The 'Load More' button under a paged list: hidden on the last page, busy while the next one loads. */
export function LoadMore({
  query,
  label,
  loadingLabel = 'Loading...',
  errorText,
  variant = 'outline',
  size = 'default',
  align = 'center',
  className,
}: LoadMoreProps) {
  return (
    <>
      {errorText && query.isFetchNextPageError ? (
        <div role="alert" className="mt-6 text-center text-sm text-destructive">
          {errorText} {errorMessage(query.error)}
        </div>
      ) : null}
      {query.hasNextPage ? (
        <div className={cn('flex', align === 'start' ? 'justify-start' : 'justify-center', className)}>
          <Button
            variant={variant}
            size={size}
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? <Spinner label={loadingLabel} /> : null}
            {label}
          </Button>
        </div>
      ) : null}
    </>
  );
}
