import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import {
  cancelMassMessageMutation,
  getMassMessageOptions,
  getMassMessageQueryKey,
  listMassMessagesQueryKey,
} from '@/api/generated/@tanstack/react-query.gen';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { usePageMeta } from '@/lib/use-page-meta';
import { reachedPercent, RECIPIENT_LABELS } from './mass-message-labels';

const POLL_MS = 1000;

/** /admin/communications/mass-messages/:id: the fan-out's progress, cancel, and the final count. */
export function MassMessageStatusPage() {
  usePageMeta({ title: 'Mass Message' });
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const message = useQuery({
    ...getMassMessageOptions({ path: { id } }),
    refetchInterval: (query) =>
      query.state.data?.status === 'queued' || query.state.data?.status === 'running' ? POLL_MS : false,
  });
  const { confirm, dialog } = useConfirm();
  const cancel = useMutation({
    ...cancelMassMessageMutation(),
    onSuccess: (data) => {
      queryClient.setQueryData(getMassMessageQueryKey({ path: { id } }), data);
      void queryClient.invalidateQueries({ queryKey: listMassMessagesQueryKey() });
      toast({ title: 'Mass message cancelled', description: `${data.done} of ${data.total} recipients reached.` });
    },
    onError: (error) => toast({ title: 'Could not cancel', description: errorMessage(error), variant: 'destructive' }),
  });

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <Link
        to="/admin/communications?tab=mass-messaging"
        className="flex items-center gap-1 text-sm text-muted-foreground hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Communications
      </Link>
      <QueryState query={message} loadingLabel="Loading mass message..." errorTitle="Failed to load the mass message.">
        {(data) => {
          const active = data.status === 'queued' || data.status === 'running';
          return (
            <Card>
              <CardHeader>
                <CardTitle className="flex flex-wrap items-center gap-3">
                  <h1 className="text-2xl font-bold tracking-tight">{data.subject}</h1>
                  <Badge
                    data-testid="mass-message-status"
                    variant={data.status === 'completed' ? 'default' : 'secondary'}
                  >
                    {data.status}
                  </Badge>
                </CardTitle>
              </CardHeader>
              <CardContent className="flex flex-col gap-4">
                <p className="text-sm whitespace-pre-wrap text-muted-foreground">{data.content}</p>
                <Progress
                  value={reachedPercent(data)}
                  valueText={`${data.done} of ${data.total}`}
                  label="Recipients reached"
                />
                <p className="text-sm" data-testid="mass-message-count" aria-live="polite">
                  {active
                    ? `${data.done} of ${data.total} recipients`
                    : `${data.status === 'completed' ? 'Delivered to' : 'Reached'} ${data.done} of ${data.total} recipients`}
                  {data.emailed > 0 ? `, ${data.emailed} e-mailed` : ''}
                </p>
                <dl className="grid grid-cols-2 gap-2 text-sm text-muted-foreground">
                  <dt>Recipients</dt>
                  <dd>{RECIPIENT_LABELS[data.recipients]}</dd>
                  <dt>Sent</dt>
                  <dd>{formatDate(data.createdAt)}</dd>
                  {data.finishedAt ? (
                    <>
                      <dt>Finished</dt>
                      <dd>{formatDate(data.finishedAt)}</dd>
                    </>
                  ) : null}
                </dl>
                {data.failure ? (
                  <p role="alert" className="text-sm text-destructive">
                    {data.failure}
                  </p>
                ) : null}
                {active ? (
                  <Button
                    variant="destructive"
                    className="self-start"
                    disabled={cancel.isPending}
                    onClick={() =>
                      confirm({
                        title: 'Stop sending this mass message?',
                        description: `Recipients not reached yet (${data.total - data.done} of ${data.total}) do not get it. This cannot be resumed.`,
                        confirmLabel: 'Stop Sending',
                        cancelLabel: 'Keep Sending',
                        onConfirm: () => cancel.mutate({ path: { id } }),
                      })
                    }
                  >
                    Cancel
                  </Button>
                ) : null}
              </CardContent>
            </Card>
          );
        }}
      </QueryState>
      {dialog}
    </section>
  );
}
