import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  approveSubmissionBatchMutation,
  rejectSubmissionBatchMutation,
} from '@/api/generated/@tanstack/react-query.gen';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-error';
import { pluralize } from '@/lib/format';
import { afterSubmissionDecision } from '@/features/admin/invalidations';
import { REASON_REQUIRED } from './review-dialog';

/** Bulk decisions on the pending rows of one CSV batch. */
export function BatchActions({ batchId }: { batchId: string }) {
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const done = (title: string) => (result: { decided: number }) => {
    void afterSubmissionDecision(queryClient);
    toast({ title, description: `${result.decided} ${pluralize(result.decided, 'submission')}` });
    setRejecting(false);
    setReason('');
  };
  const failed = (error: unknown) =>
    toast({ title: 'Review Failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
  const approve = useMutation({
    ...approveSubmissionBatchMutation(),
    onSuccess: done('Batch Approved'),
    onError: failed,
  });
  const reject = useMutation({
    ...rejectSubmissionBatchMutation(),
    onSuccess: done('Batch Rejected'),
    onError: failed,
  });
  const path = { batchId };

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="batch-actions">
      <span className="text-sm text-muted-foreground">Every pending submission of this batch:</span>
      <Button size="sm" disabled={approve.isPending} onClick={() => approve.mutate({ path })}>
        {approve.isPending ? 'Approving...' : 'Approve all'}
      </Button>
      <Button size="sm" variant="destructive" onClick={() => setRejecting(true)}>
        Reject all
      </Button>
      <Dialog open={rejecting} onOpenChange={setRejecting}>
        <DialogContent>
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!reason.trim()) return setReasonError(REASON_REQUIRED);
              setReasonError(undefined);
              reject.mutate({ path, body: { reason: reason.trim() } });
            }}
          >
            <DialogHeading
              title="Reject the batch"
              description="Every pending submission of this CSV batch is rejected with this reason."
            />
            <FormField id="batch-reject-reason" label="Reason" error={reasonError}>
              {(aria) => (
                <Textarea {...aria} rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
              )}
            </FormField>
            <DialogActions
              onCancel={() => setRejecting(false)}
              confirmLabel="Reject all"
              pendingLabel="Rejecting..."
              pending={reject.isPending}
              confirmVariant="destructive"
            />
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
