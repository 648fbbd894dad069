import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SubmissionBatchDto } from '@/api/generated/types.gen';
import { toast } from '@/components/ui/toast';
import { formatNumber } from '@/lib/format';
import { isImporting } from './batch-stage';

/** Navigation state the upload panel opens the batch page with. */
export interface JustUploaded {
  justUploaded: true;
}

/**
 * One toast when a batch ends that this page watched being imported, or that was just uploaded (a small
 * file may be done before the page first asks): success only when every row was accepted, a warning
 * naming the rejected rows otherwise, the reason when the file failed. A batch that had already ended
 * when the page was opened otherwise gets none (the page itself says how it went).
 */
export function useBatchOutcomeToast(batch: SubmissionBatchDto | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  const watched = useRef((location.state as JustUploaded | null)?.justUploaded === true);
  useEffect(() => {
    if (!batch) return;
    if (isImporting(batch)) {
      watched.current = true;
      return;
    }
    if (!watched.current) return;
    watched.current = false;
    // Told once: reopening the page from history does not repeat it.
    if (location.state) void navigate(location.pathname, { replace: true, state: null });
    if (batch.status === 'failed') {
      toast({ title: 'Upload Failed', description: batch.failureReason ?? undefined, variant: 'destructive' });
    } else if (batch.rejectedRows > 0) {
      toast({
        title: 'Import Finished With Rejected Rows',
        description: `${formatNumber(batch.rejectedRows)} of ${formatNumber(batch.processedRows)} rows were rejected; the page lists why.`,
      });
    } else {
      toast({
        title: 'Upload Successful',
        description: 'Your file has been uploaded and processed successfully!',
        variant: 'success',
      });
    }
  }, [batch, location.pathname, location.state, navigate]);
}
