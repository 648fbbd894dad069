import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  approveSubmissionMutation,
  getAdminSubmissionOptions,
  rejectSubmissionMutation,
} from '@/api/generated/@tanstack/react-query.gen';
import type { AdminSubmissionDto } from '@/api/generated/types.gen';
import { DuplicateHints } from '@/components/submissions/duplicate-hints';
import { SubmissionStatusBadge } from '@/components/submissions/submission-status-badge';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import { ReasonedDecision } from '@/components/ui/reasoned-decision';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { afterSubmissionDecision } from '@/features/admin/invalidations';
import { PersonalInformationWarning } from '@/components/moderation/personal-information-warning';
import { SubmissionFieldsView } from './submission-fields-view';

export const REASON_REQUIRED = 'A reason is required to reject a submission';

/** The Review view: every field, possible duplicates, Approve, or Reject with a required reason. */
export function ReviewDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const submission = useQuery({ ...getAdminSubmissionOptions({ path: { id: id ?? '' } }), enabled: id !== null });
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogHeading title="Review Submission" description="Check every field before deciding." />
        <QueryState query={submission} loadingLabel="Loading submission..." errorTitle="Failed to load the submission.">
          {(data) => <ReviewBody key={data.id} submission={data} onDone={onClose} />}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}

function ReviewBody({ submission, onDone }: { submission: AdminSubmissionDto; onDone: () => void }) {
  const queryClient = useQueryClient();
  const decided = (title: string) => {
    void afterSubmissionDecision(queryClient);
    toast({ title, description: submission.name });
    onDone();
  };
  const failed = (error: unknown) => {
    void afterSubmissionDecision(queryClient);
    toast({ title: 'Review Failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
  };
  const approve = useMutation({
    ...approveSubmissionMutation(),
    onSuccess: () => decided('Submission Approved'),
    onError: failed,
  });
  const reject = useMutation({
    ...rejectSubmissionMutation(),
    onSuccess: () => decided('Submission Rejected'),
    onError: failed,
  });
  const busy = approve.isPending || reject.isPending;
  const path = { id: submission.id };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span className="font-medium uppercase tracking-wide text-muted-foreground">{submission.type}</span>
        <SubmissionStatusBadge status={submission.status} />
        <span className="text-muted-foreground">
          by {submission.submittedBy.displayName} on{' '}
          <time dateTime={submission.submittedAt}>{formatDate(submission.submittedAt)}</time>
          {submission.batchRow !== null ? ` (CSV row ${submission.batchRow})` : ''}
        </span>
      </div>
      <DuplicateHints candidates={submission.possibleDuplicates} title="Possible duplicate: this may already exist" />
      <PersonalInformationWarning
        matches={submission.personalInformation}
        title="Personal information found"
        advice="Approve only if the person made it public themselves;"
        consequence="otherwise reject with the reason, so the submitter can send it again without it."
      />
      <SubmissionFieldsView fields={submission.fields} />
      {submission.status === 'pending' ? (
        <div className="flex flex-col gap-3 border-t border-border pt-4">
          <ReasonedDecision
            id="reject-reason"
            reasonLabel="Reason (required to reject; sent to the submitter)"
            reasonRequired={REASON_REQUIRED}
            busy={busy}
            refuse={{
              label: 'Reject',
              pendingLabel: 'Rejecting...',
              pending: reject.isPending,
              onRefuse: (reason) => reject.mutate({ path, body: { reason } }),
            }}
            approve={{
              label: 'Approve',
              pendingLabel: 'Approving...',
              pending: approve.isPending,
              onApprove: () => approve.mutate({ path }),
            }}
          />
        </div>
      ) : (
        <div className="flex flex-col gap-2 border-t border-border pt-4 text-sm">
          {submission.reviewedBy ? (
            <p>
              Decided by {submission.reviewedBy.displayName}
              {submission.reviewedAt ? ` on ${formatDate(submission.reviewedAt)}` : ''}.
            </p>
          ) : null}
          {submission.reviewReason ? <p>Reason: {submission.reviewReason}</p> : null}
          {submission.archiveEntry ? (
            <Link
              className="text-primary underline-offset-4 hover:underline"
              to={`/archive/${submission.archiveEntry.type}/${submission.archiveEntry.slug}`}
            >
              Open the archive entry
            </Link>
          ) : null}
        </div>
      )}
    </div>
  );
}
