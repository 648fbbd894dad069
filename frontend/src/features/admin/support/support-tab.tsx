import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listSupportRequestsOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { SupportRequestKind, SupportRequestStatus, SupportRequestSummaryDto } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label, Select } from '@/components/ui/input';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { cn } from '@/lib/cn';
import { SupportRequestDetail } from './support-request-detail';
import { formatDay, KIND_LABELS, KINDS, STATUS_LABELS, STATUSES } from './support-words';

/**
 * The Support tab: every request to the admins (username conflicts, takedowns, corrections), filtered by
 * status and kind, open ones by due date with the overdue marked; ?request=ID opens one beside the list.
 */
export function SupportTab() {
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const status = (search.get('status') ?? '') as SupportRequestStatus | '';
  const kind = (search.get('kind') ?? '') as SupportRequestKind | '';
  const selected = search.get('request');
  const requests = useQuery(
    listSupportRequestsOptions({ query: { ...(status ? { status } : {}), ...(kind ? { kind } : {}) } }),
  );

  const setParam = (key: string, value: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: key !== 'request' },
    );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <Card className={cn(selected && 'hidden lg:block')}>
        <CardHeader>
          <CardTitle as="h2" className="text-base">
            Support inbox
          </CardTitle>
          <CardDescription>Takedown and correction requests are due 7 days after they arrive.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="grid grid-cols-2 gap-3">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-status`}>Status</Label>
              <Select id={`${id}-status`} value={status} onChange={(event) => setParam('status', event.target.value)}>
                <option value="">All</option>
                {STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {STATUS_LABELS[value]}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-kind`}>Kind</Label>
              <Select id={`${id}-kind`} value={kind} onChange={(event) => setParam('kind', event.target.value)}>
                <option value="">All</option>
                {KINDS.map((value) => (
                  <option key={value} value={value}>
                    {KIND_LABELS[value]}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          <QueryState
            query={requests}
            loadingLabel="Loading requests..."
            errorTitle="Failed to load the support requests."
            layout="compact"
            isEmpty={(data) => data.length === 0}
            empty={<EmptyState>No requests here.</EmptyState>}
          >
            {(data) => (
              <ul aria-label="Support requests" className="flex flex-col gap-2">
                {data.map((request) => (
                  <li key={request.id}>
                    <RequestRow
                      request={request}
                      selected={request.id === selected}
                      onOpen={() => setParam('request', request.id)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </CardContent>
      </Card>
      {selected ? (
        <SupportRequestDetail key={selected} id={selected} onBack={() => setParam('request', null)} />
      ) : (
        <p className="hidden self-center text-center text-sm text-muted-foreground lg:block">
          Choose a request to read it.
        </p>
      )}
    </div>
  );
}

function RequestRow({
  request,
  selected,
  onOpen,
}: {
  request: SupportRequestSummaryDto;
  selected: boolean;
  onOpen: () => void;
}) {
  const who = request.requesterName ?? request.requester?.username ?? request.requesterEmail;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'flex w-full flex-col gap-1 rounded-md border p-3 text-left text-sm hover:bg-muted/50',
        selected && 'border-primary bg-muted/50',
      )}
    >
      <span className="flex flex-wrap items-center gap-1.5">
        <Badge variant="secondary">{KIND_LABELS[request.kind]}</Badge>
        <Badge variant="outline">{STATUS_LABELS[request.status]}</Badge>
        {request.overdue ? <Badge className="bg-destructive text-white">Overdue</Badge> : null}
      </span>
      <span className="font-medium wrap-anywhere">{request.subjectTitle ?? who}</span>
      <span className="text-xs text-muted-foreground wrap-anywhere">
        {request.subjectTitle ? `${who} · ` : ''}
        {request.dueAt ? `Due ${formatDay(request.dueAt)}` : `Received ${formatDay(request.createdAt)}`}
        {request.assignee ? ` · ${request.assignee.username}` : ''}
      </span>
    </button>
  );
}
