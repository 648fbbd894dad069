import { useQuery } from '@tanstack/react-query';
import { getSystemHealthOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { QueueStatusDto, SystemHealthDto } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, FIGURES_TABLE_LOOK, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { formatDate, formatNumber } from '@/lib/format';
import { formatBytes, formatDuration } from './format-bytes';
import { Stat } from './stat';

// Live figures: refresh while the tab is open.
const REFRESH_MS = 15_000;

/** A right-aligned count of jobs; `highlight` marks one that needs attention. */
function jobCountColumn(
  header: string,
  count: (queue: QueueStatusDto) => number,
  highlight?: (queue: QueueStatusDto) => boolean,
): DataTableColumn<QueueStatusDto> {
  return {
    header,
    cell: (queue) =>
      highlight?.(queue) ? (
        <span className="font-semibold text-destructive">{formatNumber(count(queue))}</span>
      ) : (
        formatNumber(count(queue))
      ),
    className: 'text-right',
    cellClassName: 'tabular-nums',
  };
}

const QUEUE_COLUMNS: DataTableColumn<QueueStatusDto>[] = [
  { header: 'Queue', cell: (queue) => queue.name, rowHeader: true, cellClassName: 'text-left font-mono font-normal' },
  jobCountColumn('Waiting', (queue) => queue.waiting),
  jobCountColumn('Active', (queue) => queue.active),
  jobCountColumn('Delayed', (queue) => queue.delayed),
  jobCountColumn(
    'Failed',
    (queue) => queue.failed,
    (queue) => queue.failed > 0,
  ),
  jobCountColumn('Completed', (queue) => queue.completed),
];

function StatusBadge({ ok, children }: { ok: boolean; children: string }) {
  return (
    <Badge variant={ok ? 'default' : 'outline'} className={ok ? undefined : 'text-destructive'}>
      {children}
    </Badge>
  );
}

/** System Health: the API process, Redis, the workers and the job queues, as measured now. */
export function SystemHealthTab() {
  const health = useQuery({ ...getSystemHealthOptions(), refetchInterval: REFRESH_MS });
  return (
    <QueryState query={health} loadingLabel="Loading system health..." errorTitle="Could not load the system health">
      {(data) => <HealthView data={data} />}
    </QueryState>
  );
}

function HealthView({ data }: { data: SystemHealthDto }) {
  const memoryPercent = data.memory.systemTotalBytes
    ? Math.round(((data.memory.systemTotalBytes - data.memory.systemFreeBytes) / data.memory.systemTotalBytes) * 100)
    : 0;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          Overall:{' '}
          <StatusBadge ok={data.status === 'healthy'}>{data.status === 'healthy' ? 'Healthy' : 'Degraded'}</StatusBadge>{' '}
          · Node {data.nodeVersion} · checked {new Date(data.checkedAt).toLocaleTimeString()}
        </p>
        {/* The dashboard is a server page, so a full page load rather than a router link. */}
        <a href="/admin/queues" className={buttonClassName('outline')}>
          Open the queue dashboard
        </a>
      </div>
      <dl className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Uptime" hint={`Machine: ${formatDuration(data.systemUptimeSeconds)}`}>
          {formatDuration(data.uptimeSeconds)}
        </Stat>
        <Stat
          label="CPU"
          hint={`Load ${data.cpu.loadAverage.map((load) => load.toFixed(2)).join(' / ')} on ${data.cpu.cores} cores`}
        >
          {`${data.cpu.processPercent.toFixed(1)}%`}
        </Stat>
        <Stat
          label="Memory"
          hint={`Heap ${formatBytes(data.memory.heapUsedBytes)} of ${formatBytes(data.memory.heapTotalBytes)}; machine ${memoryPercent}% used`}
        >
          {formatBytes(data.memory.rssBytes)}
        </Stat>
        <Stat
          label="Event-loop delay"
          hint={`p99 ${data.eventLoop.p99Ms.toFixed(1)} ms, max ${data.eventLoop.maxMs.toFixed(1)} ms`}
        >
          {`${data.eventLoop.meanMs.toFixed(1)} ms`}
        </Stat>
      </dl>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Redis</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-1 text-sm wrap-anywhere">
            <p>
              <StatusBadge ok={data.redis.status === 'up'}>{data.redis.status === 'up' ? 'Up' : 'Down'}</StatusBadge>
              {data.redis.latencyMs !== null ? ` ${data.redis.latencyMs.toFixed(1)} ms` : null}
            </p>
            {data.redis.error ? <p className="text-destructive">{data.redis.error}</p> : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Workers</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2 text-sm wrap-anywhere">
            <p>
              <StatusBadge ok={data.worker.status === 'up'}>
                {data.worker.status === 'up' ? 'Up' : data.worker.status === 'down' ? 'Down' : 'Unknown'}
              </StatusBadge>
            </p>
            {data.worker.workers.length === 0 ? (
              <EmptyState>No worker heartbeats.</EmptyState>
            ) : (
              <ul className="grid gap-1">
                {data.worker.workers.map((worker) => (
                  <li key={worker.id} className="flex flex-wrap justify-between gap-x-2">
                    <span className="font-mono">{worker.id}</span>
                    <span className="text-muted-foreground">
                      last beat {Math.round(worker.ageMs / 1000)}s ago ({formatDate(worker.lastBeatAt)})
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Queues</CardTitle>
        </CardHeader>
        <CardContent>
          <DataTable
            columns={QUEUE_COLUMNS}
            rows={data.queues}
            rowKey={(queue) => queue.name}
            caption="Job queues"
            look={FIGURES_TABLE_LOOK}
            empty={<EmptyState>No queue figures (Redis is down).</EmptyState>}
          />
        </CardContent>
      </Card>
    </div>
  );
}
