import { useState } from 'react';
import type { AdminFlairApplicationDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { FlairBadge } from '@/components/users/flair-badge';
import { formatDate } from '@/lib/format';
import type { FlairManagement } from './use-flair-management';
import { UserNameLink } from '@/components/users/user-name-link';

/** Pending flair applications, oldest first: approve grants the flair, deny blocks a new one for a month. */
export function FlairApplicationsReview({ management }: { management: FlairManagement }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Applications</CardTitle>
        <CardDescription>
          Approving grants the flair. Denying blocks a new application for that flair for one month.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={management.applications}
          loadingLabel="Loading applications..."
          errorTitle="Failed to load the applications."
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState dashed testId="no-applications">
              No applications are waiting for review.
            </EmptyState>
          }
        >
          {(list) => (
            <ul className="flex flex-col gap-3">
              {list.map((application) => (
                <ApplicationRow key={application.id} application={application} management={management} />
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function ApplicationRow({
  application,
  management,
}: {
  application: AdminFlairApplicationDto;
  management: FlairManagement;
}) {
  const [reason, setReason] = useState('');
  const busy = management.approve.isPending || management.deny.isPending;
  const { confirm, dialog } = useConfirm();
  const review = { path: { id: application.id }, body: reason.trim() ? { reason: reason.trim() } : {} };
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4" data-testid={`application-${application.id}`}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <FlairBadge flair={application.flair} />
        <span>
          from <UserNameLink user={application.applicant} className="font-medium hover:underline" /> as{' '}
          <span className="font-medium">{application.applicantName}</span>
        </span>
        <span className="ml-auto text-muted-foreground">{formatDate(application.createdAt)}</span>
      </div>
      <p className="text-sm whitespace-pre-wrap">{application.reasonNote}</p>
      {application.proofLinks.length > 0 || application.mediaProof ? (
        <ul className="flex flex-col gap-1 text-sm">
          {[...application.proofLinks, ...(application.mediaProof ? [application.mediaProof] : [])].map((link) => (
            <li key={link}>
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="wrap-anywhere text-primary hover:underline"
              >
                {link}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Input
          aria-label={`Reason for application ${application.id}`}
          placeholder="Reason (optional, shown to the applicant)"
          className="max-w-sm flex-1"
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <Button size="sm" disabled={busy} onClick={() => management.approve.mutate(review)}>
          Approve
        </Button>
        <Button
          size="sm"
          variant="destructive"
          disabled={busy}
          onClick={() =>
            confirm({
              title: `Deny ${application.applicantName}'s application?`,
              description: `They cannot apply for ${application.flair.displayName} again for a month.`,
              confirmLabel: 'Deny Application',
              onConfirm: () => management.deny.mutate(review),
            })
          }
        >
          Deny
        </Button>
        {dialog}
      </div>
    </li>
  );
}
