import type { SubmissionStatus } from '@/api/generated/types.gen';
import { cn } from '@/lib/cn';

const STYLES: Record<SubmissionStatus, string> = {
  pending: 'border-amber-500/40 bg-amber-500/10 text-amber-800 dark:text-amber-300',
  approved: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-800 dark:text-emerald-300',
  rejected: 'border-red-500/40 bg-red-500/10 text-red-800 dark:text-red-300',
};

const LABELS: Record<SubmissionStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

/** A submission's status; anything but pending or approved reads as rejected. */
export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  const known = status === 'pending' || status === 'approved' ? status : 'rejected';
  return (
    <span
      data-testid="submission-status"
      className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', STYLES[known])}
    >
      {LABELS[known]}
    </span>
  );
}
