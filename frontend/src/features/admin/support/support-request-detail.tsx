import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  eraseSupportRequestMutation,
  getSupportRequestOptions,
  listSupportAssigneesOptions,
  updateSupportRequestMutation,
} from '@/api/generated/@tanstack/react-query.gen';
import type { SupportRequestDetailDto, SupportRequestStatus } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog, type ConfirmRequest } from '@/components/ui/confirm-dialog';
import { Label, Select } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-error';
import { afterSupportChange } from '@/features/admin/invalidations';
import { SupportThread } from './support-thread';
import { formatDay, KIND_LABELS, OUTCOME_LABELS, STATUS_LABELS, STATUSES } from './support-words';
import { MODERATION_REASON_LABELS } from '@irl/shared';

/** One request: who sent it and about what, its assignee and status, the notes, replies and outcome. */
export function SupportRequestDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const request = useQuery(getSupportRequestOptions({ path: { id } }));
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <Button variant="ghost" size="sm" className="self-start lg:hidden" onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the inbox
      </Button>
      <QueryState query={request} loadingLabel="Loading the request..." errorTitle="Failed to load the request.">
        {(data) => <RequestView request={data} onErased={onBack} />}
      </QueryState>
    </div>
  );
}

function RequestView({ request, onErased }: { request: SupportRequestDetailDto; onErased: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const admins = useQuery(listSupportAssigneesOptions());
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const onError = (error: unknown) =>
    toast({ title: 'Error', description: serverMessage(error) ?? 'The change was not saved.', variant: 'destructive' });
  const update = useMutation({
    ...updateSupportRequestMutation(),
    onSuccess: () => void afterSupportChange(queryClient),
    onError,
  });
  const erase = useMutation({
    ...eraseSupportRequestMutation(),
    onSuccess: () => {
      void afterSupportChange(queryClient);
      toast({ title: 'Request erased', variant: 'success' });
      onErased();
    },
    onError,
  });
  const who = request.requesterName ?? request.requester?.username ?? request.requesterEmail;

  const details: [string, React.ReactNode][] = [
    ['From', who],
    ['E-mail', request.requesterEmail],
    ['Account', request.requester ? `@${request.requester.username}` : 'No account (guest)'],
    ...(request.relationship ? [['Relationship', request.relationship] as [string, string]] : []),
    ...(request.subjectPath
      ? [
          [
            'About',
            <Link key="subject" to={request.subjectPath} className="text-primary underline-offset-4 hover:underline">
              {request.subjectTitle ?? request.subjectPath}
            </Link>,
          ] as [string, React.ReactNode],
        ]
      : []),
    ...(request.usernameConflict
      ? [
          ['Wants the username', request.usernameConflict.desiredUsername] as [string, string],
          ['Current username', request.usernameConflict.currentUsername] as [string, string],
        ]
      : []),
    ['Received', formatDay(request.createdAt)],
    ...(request.dueAt ? [['Due', formatDay(request.dueAt)] as [string, string]] : []),
  ];

  return (
    <>
      <Card>
        <CardHeader className="gap-2">
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge variant="secondary">{KIND_LABELS[request.kind]}</Badge>
            <Badge variant="outline">{STATUS_LABELS[request.status]}</Badge>
            {request.overdue ? <Badge className="bg-destructive text-white">Overdue</Badge> : null}
          </div>
          <CardTitle as="h2" className="text-lg wrap-anywhere">
            {request.subjectTitle ?? `${KIND_LABELS[request.kind]} request from ${who}`}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <dl className="grid gap-3 sm:grid-cols-2">
            {details.map(([term, value]) => (
              <div key={term}>
                <dt className="text-xs font-medium text-muted-foreground uppercase">{term}</dt>
                <dd className="text-sm wrap-anywhere">{value}</dd>
              </div>
            ))}
          </dl>
          <div>
            <h3 className="text-xs font-medium text-muted-foreground uppercase">Their request</h3>
            <p className="mt-1 text-sm whitespace-pre-wrap wrap-anywhere">{request.message}</p>
          </div>
          {request.outcome ? (
            <p className="rounded-md border bg-muted/40 px-3 py-2 text-sm">
              Outcome: <strong>{OUTCOME_LABELS[request.outcome.action]}</strong> (
              {MODERATION_REASON_LABELS[request.outcome.reasonCategory]}) on {formatDay(request.outcome.at)}.{' '}
              <span className="text-muted-foreground">Note: {request.outcome.note}</span>
            </p>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-assignee`}>Assignee</Label>
              <Select
                id={`${id}-assignee`}
                value={request.assignee?.id ?? ''}
                disabled={update.isPending}
                onChange={(event) =>
                  update.mutate({ path: { id: request.id }, body: { assigneeId: event.target.value || null } })
                }
              >
                <option value="">Nobody</option>
                {(admins.data ?? []).map((admin) => (
                  <option key={admin.id} value={admin.id}>
                    {admin.username}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-status`}>Request status</Label>
              <Select
                id={`${id}-status`}
                value={request.status}
                disabled={update.isPending}
                onChange={(event) =>
                  update.mutate({
                    path: { id: request.id },
                    body: { status: event.target.value as SupportRequestStatus },
                  })
                }
              >
                {STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {STATUS_LABELS[value]}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() =>
              setConfirm({
                title: 'Erase this request?',
                description: 'The request, its notes and its replies are deleted for good.',
                confirmLabel: 'Erase',
                confirmVariant: 'destructive',
                onConfirm: () => erase.mutate({ path: { id: request.id } }),
              })
            }
          >
            Erase request
          </Button>
        </CardContent>
      </Card>
      <SupportThread request={request} />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
