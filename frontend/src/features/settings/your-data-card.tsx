import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, FileArchive, FileJson } from 'lucide-react';
import {
  getDataExportStatusOptions,
  getDataExportStatusQueryKey,
  startDataExportMutation,
} from '@/api/generated/@tanstack/react-query.gen';
import type { DataExportDto, DataExportStatusDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { QueryState } from '@/components/ui/query-state';
import { errorStatus, serverMessage } from '@/lib/api-error';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';

/** How often the card asks for progress while the worker builds the export. */
const POLL_MS = 1000;

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

const isInProgress = (item: DataExportDto | null | undefined) =>
  item?.status === 'queued' || item?.status === 'running';

/** Completed and still inside its window (the server also says so; the page may have been open a while). */
const isDownloadable = (item: DataExportDto | null | undefined): item is DataExportDto =>
  item?.status === 'completed' &&
  item.jsonUrl !== null &&
  (item.expiresAt === null || new Date(item.expiresAt).getTime() > Date.now());

function formatSize(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * "Your data": requests an export of everything the site holds about the user, follows the worker's
 * progress, then offers the JSON and zip downloads until their links expire.
 */
export function YourDataCard({ className }: { className?: string }) {
  const queryClient = useQueryClient();
  const status = useQuery({
    ...getDataExportStatusOptions(),
    staleTime: 0,
    refetchInterval: (query) => (isInProgress(query.state.data?.latest) ? POLL_MS : false),
  });
  const start = useIdempotentMutation({
    ...startDataExportMutation(),
    onSuccess: (created) =>
      queryClient.setQueryData<DataExportStatusDto>(getDataExportStatusQueryKey(), (current) => ({
        exportsPerDay: current?.exportsPerDay ?? 0,
        latest: created,
      })),
    // An export already running elsewhere (another tab): show it.
    onError: (error) => {
      if (errorStatus(error) === 409) void queryClient.invalidateQueries({ queryKey: getDataExportStatusQueryKey() });
    },
  });

  return (
    <Card className={className} role="region" aria-labelledby="your-data-title">
      <CardHeader>
        <CardTitle as="h2" id="your-data-title">
          Your data
        </CardTitle>
        <CardDescription>
          Download a copy of everything we hold about you: your profile, sign-in accounts, articles, comments, likes,
          follows, messages, points, flairs, submissions and settings.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <QueryState
          query={status}
          loadingLabel="Loading your data exports..."
          errorTitle="Failed to load your data exports."
          className="py-6"
        >
          {({ latest }) => (
            <ExportState
              latest={latest}
              starting={start.isPending}
              startError={
                start.isError
                  ? (serverMessage(start.error) ?? 'The export could not be started. Please try again.')
                  : null
              }
              onStart={() => start.mutate({})}
            />
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function ExportState({
  latest,
  starting,
  startError,
  onStart,
}: {
  latest: DataExportDto | null;
  starting: boolean;
  startError: string | null;
  onStart: () => void;
}) {
  const running = isInProgress(latest);
  const ready = isDownloadable(latest) ? latest : null;
  const expired = latest?.status === 'expired' || (latest?.status === 'completed' && !ready);

  return (
    <div className="flex flex-col gap-4">
      {running && latest ? (
        <div className="flex flex-col gap-1">
          <Progress value={latest.progressPercent} label="Export progress" />
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {latest.status === 'queued' ? 'Waiting to start...' : `Preparing your data... ${latest.progressPercent}%`}
          </p>
        </div>
      ) : null}

      {ready ? (
        <div className="flex flex-col gap-3 rounded-md border p-4" data-testid="data-export-ready">
          <p className="text-sm font-medium" aria-live="polite">
            Your data is ready.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <a href={ready.jsonUrl ?? undefined} download>
                <FileJson aria-hidden className="size-4" />
                Download JSON
                <span className="text-muted-foreground">({formatSize(ready.jsonBytes)})</span>
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={ready.zipUrl ?? undefined} download>
                <FileArchive aria-hidden className="size-4" />
                Download ZIP
                <span className="text-muted-foreground">({formatSize(ready.zipBytes)})</span>
              </a>
            </Button>
          </div>
          {ready.expiresAt ? (
            <p className="text-sm text-muted-foreground">
              These links expire on <time dateTime={ready.expiresAt}>{formatDateTime(ready.expiresAt)}</time>.
            </p>
          ) : null}
        </div>
      ) : null}

      {expired ? (
        <p className="text-sm text-muted-foreground">
          Your last export has expired and was deleted. Request a new one to download your data again.
        </p>
      ) : null}

      {latest?.status === 'failed' ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {latest.failureReason ?? 'The export could not be prepared; please request a new one.'}
        </p>
      ) : null}

      {startError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {startError}
        </p>
      ) : null}

      <Button onClick={onStart} disabled={running || starting} className="self-start">
        <Download aria-hidden className="size-4" />
        {running || starting ? 'Preparing your data...' : 'Download my data'}
      </Button>
    </div>
  );
}
