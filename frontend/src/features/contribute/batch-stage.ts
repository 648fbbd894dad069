import type { SubmissionBatchDto } from '@/api/generated/types.gen';
import { formatNumber } from '@/lib/format';

/** What a batch is doing now, as the page names it: a short label and one sentence. */
export interface BatchStage {
  label: 'Queued' | 'Counting rows' | 'Reading rows' | 'Checking duplicates' | 'Done' | 'Failed';
  text: string;
}

/** Still on the import queue or being imported: the page polls. */
export const isImporting = (batch: SubmissionBatchDto | undefined) =>
  batch?.status === 'queued' || batch?.status === 'processing';

/** The import is done and the worker is comparing its rows with the archive and pending submissions. */
export const isCheckingDuplicates = (batch: SubmissionBatchDto | undefined) =>
  batch?.status === 'completed' && batch.duplicateCheck === 'checking';

/** Says truthfully where the batch is: nothing is called done before its rows were read. */
export function batchStage(batch: SubmissionBatchDto): BatchStage {
  switch (batch.status) {
    case 'queued':
      return { label: 'Queued', text: 'Waiting for its turn: no row has been read yet.' };
    case 'processing':
      return batch.totalRows === null
        ? { label: 'Counting rows', text: 'Counting the rows and checking the header...' }
        : {
            label: 'Reading rows',
            text: `Reading rows: ${formatNumber(batch.processedRows)} of ${formatNumber(batch.totalRows)}`,
          };
    case 'completed':
      if (batch.duplicateCheck === 'checking') {
        return { label: 'Checking duplicates', text: rowsRead(batch) };
      }
      return { label: 'Done', text: rowsRead(batch) };
    case 'failed':
      return { label: 'Failed', text: batch.failureReason ?? 'The import stopped.' };
  }
}

function rowsRead(batch: SubmissionBatchDto): string {
  const rows = `${formatNumber(batch.processedRows)} ${batch.processedRows === 1 ? 'row' : 'rows'}`;
  return `All ${rows} read: ${formatNumber(batch.acceptedRows)} accepted, ${formatNumber(batch.rejectedRows)} rejected.`;
}
