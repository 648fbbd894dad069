import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { getSubmissionBatchOptions } from '@/api/generated/@tanstack/react-query.gen';
import { downloadSubmissionBatchErrors } from '@/api/generated/sdk.gen';
import type { SubmissionBatchDto } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { QueryState } from '@/components/ui/query-state';
import { formatNumber } from '@/lib/format';
import { usePageMeta } from '@/lib/use-page-meta';
import { batchStage, isCheckingDuplicates, isImporting } from './batch-stage';
import { RejectedRowsTable } from './rejected-rows-table';
import { useBatchOutcomeToast } from './use-batch-outcome-toast';
import { useCsvDownload } from './use-csv-download';

/** How often the page asks for progress while the worker runs. */
const POLL_MS = 1000;

/** /submissions/batches/:batchId: a CSV batch's progress (polled while it runs), counts and rejected rows. */
export function BatchStatusPage() {
  const { batchId = '' } = useParams();
  usePageMeta({ title: 'CSV import' });
  const query = useQuery({
    ...getSubmissionBatchOptions({ path: { id: batchId } }),
    refetchInterval: (q) => (isImporting(q.state.data) || isCheckingDuplicates(q.state.data) ? POLL_MS : false),
  });
  useBatchOutcomeToast(query.data);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">CSV import</h1>
      <QueryState query={query} loadingLabel="Loading import..." errorTitle="Failed to load this import.">
        {(batch) => <BatchStatus batch={batch} />}
      </QueryState>
      <p className="text-sm">
        <Link to="/submissions" className="underline underline-offset-4">
          My submissions
        </Link>
      </p>
    </div>
  );
}

function BatchStatus({ batch }: { batch: SubmissionBatchDto }) {
  const stage = batchStage(batch);
  const failed = batch.status === 'failed';

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <span className="wrap-anywhere">{batch.fileName}</span>
          <Badge
            variant={failed ? 'outline' : 'secondary'}
            className={failed ? 'text-destructive' : undefined}
            data-testid="batch-status"
          >
            {stage.label}
          </Badge>
        </CardTitle>
        <CardDescription>
          {formatNumber(Math.round(batch.sizeBytes / 102.4) / 10)} KB of {batch.type} rows. Accepted rows become pending
          submissions; all submissions are reviewed before being added.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <Progress
            value={batch.progressPercent}
            label="Import progress"
            valueText={`${batch.progressPercent}%: ${stage.text}`}
          />
          <p
            className={failed ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}
            role={failed ? 'alert' : undefined}
            aria-live="polite"
            data-testid="batch-stage"
          >
            {stage.text}
          </p>
        </div>
        <DuplicateCheck batch={batch} />
        <dl className="grid grid-cols-2 gap-4 text-center">
          <div className="rounded-lg border p-3">
            <dt className="text-sm text-muted-foreground">Accepted</dt>
            <dd className="text-2xl font-semibold" data-testid="accepted-rows">
              {formatNumber(batch.acceptedRows)}
            </dd>
          </div>
          <div className="rounded-lg border p-3">
            <dt className="text-sm text-muted-foreground">Rejected</dt>
            <dd className="text-2xl font-semibold" data-testid="rejected-rows">
              {formatNumber(batch.rejectedRows)}
            </dd>
          </div>
        </dl>
        {batch.firstErrors.length > 0 ? (
          <RejectedRowsTable errors={batch.firstErrors} rejectedRows={batch.rejectedRows} />
        ) : null}
        {batch.rejectedRows > 0 ? <DownloadReportButton batch={batch} /> : null}
      </CardContent>
    </Card>
  );
}

function DuplicateCheck({ batch }: { batch: SubmissionBatchDto }) {
  if (isCheckingDuplicates(batch)) {
    return (
      <div className="flex flex-col gap-1" data-testid="duplicate-check">
        <Progress value={batch.duplicatePercent} label="Duplicate check progress" />
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Checking for duplicates... {batch.duplicatePercent}%
        </p>
      </div>
    );
  }
  if (batch.duplicateCheck !== 'done') return null;
  return (
    <p className="text-sm text-muted-foreground" data-testid="duplicate-check">
      {batch.duplicateRows === 0
        ? 'Duplicate check done: no row resembles an existing entry or pending submission.'
        : `Duplicate check done: ${formatNumber(batch.duplicateRows)} ${batch.duplicateRows === 1 ? 'row resembles' : 'rows resemble'} an existing entry or pending submission; reviewers will see them marked as possible duplicates.`}
    </p>
  );
}

function DownloadReportButton({ batch }: { batch: SubmissionBatchDto }) {
  const { busy, download } = useCsvDownload('The report could not be downloaded.');
  const downloadReport = () =>
    download(
      () => downloadSubmissionBatchErrors({ path: { id: batch.id }, parseAs: 'blob' }),
      `${batch.fileName.replace(/\.csv$/i, '')}_errors.csv`,
    );
  return (
    <Button variant="outline" onClick={() => void downloadReport()} disabled={busy} className="self-start">
      <Download aria-hidden className="size-4" />
      Download error report
    </Button>
  );
}
