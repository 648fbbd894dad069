import { AlertCircle, Check, CloudOff, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { DraftStatus } from './use-article-draft';

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** The autosave's state beside the form's buttons, announced politely to screen readers. */
export function DraftStatusLine({
  status,
  savedAt,
  onRetry,
}: {
  status: DraftStatus;
  savedAt: string | null;
  onRetry: () => void;
}) {
  return (
    <p role="status" aria-live="polite" className="flex items-center gap-1.5 text-sm text-muted-foreground">
      {status === 'saving' ? (
        <>
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Saving...
        </>
      ) : status === 'saved' ? (
        <span
          className="flex items-center gap-1.5"
          title={savedAt ? `Saved at ${timeFormat.format(new Date(savedAt))}` : undefined}
        >
          <Check className="size-4" aria-hidden="true" />
          Draft saved
        </span>
      ) : status === 'offline' ? (
        <>
          <CloudOff className="size-4" aria-hidden="true" />
          Offline: draft kept on this device
        </>
      ) : status === 'error' ? (
        <span className="flex items-center gap-1.5 text-destructive">
          <AlertCircle className="size-4" aria-hidden="true" />
          Draft not saved
          <Button variant="link" size="sm" className="h-auto p-0" onClick={onRetry}>
            Retry
          </Button>
        </span>
      ) : null}
    </p>
  );
}
