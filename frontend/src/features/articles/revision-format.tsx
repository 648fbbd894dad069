import { ErrorState } from '@/components/ui/query-state';
import { errorStatus } from '@/lib/api-error';

export const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The history's error block: a sign-in hint for 401, else the server's status and message. */
export function HistoryError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <ErrorState
      error={error}
      onRetry={retry}
      layout="compact"
      className="rounded-lg border p-4"
      detail={errorStatus(error) === 401 ? 'Please sign in to see the history.' : undefined}
    />
  );
}
