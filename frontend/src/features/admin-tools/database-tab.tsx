import { useQuery } from '@tanstack/react-query';
import { getDatabaseStatusOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { TableStatusDto } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, FIGURES_TABLE_LOOK, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { formatNumber } from '@/lib/format';
import { Stat } from './stat';
import { formatBytes } from './format-bytes';

const TABLE_SIZE_COLUMNS: DataTableColumn<TableStatusDto>[] = [
  { header: 'Table', cell: (table) => table.name, rowHeader: true, cellClassName: 'text-left font-mono font-normal' },
  { header: 'Rows', cell: (table) => formatNumber(table.rows), className: 'text-right', cellClassName: 'tabular-nums' },
  {
    header: 'Size',
    cell: (table) => formatBytes(table.sizeBytes),
    className: 'text-right',
    cellClassName: 'tabular-nums',
  },
];

/** Database: connection, size and the largest tables, measured by the server. */
export function DatabaseTab() {
  const status = useQuery(getDatabaseStatusOptions());
  return (
    <QueryState
      query={status}
      loadingLabel="Loading database status..."
      errorTitle="Could not load the database status"
    >
      {(data) => (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
          <dl className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Stat label="Connection status">
              <Badge
                variant={data.connectionStatus === 'healthy' ? 'default' : 'outline'}
                className={data.connectionStatus === 'healthy' ? undefined : 'text-destructive'}
              >
                {data.connectionStatus === 'healthy' ? 'Healthy' : 'Unhealthy'}
              </Badge>
            </Stat>
            <Stat label="Total tables">{formatNumber(data.totalTables)}</Stat>
            <Stat label="Total records">{formatNumber(data.totalRecords)}</Stat>
            <Stat label="Database size">{data.databaseSize}</Stat>
          </dl>
          {data.error ? (
            <p role="alert" className="text-sm text-destructive">
              {data.error}
            </p>
          ) : null}
          <Card>
            <CardHeader>
              <CardTitle>Largest tables</CardTitle>
            </CardHeader>
            <CardContent>
              <DataTable
                columns={TABLE_SIZE_COLUMNS}
                rows={data.largestTables}
                rowKey={(table) => table.name}
                caption="Largest tables"
                look={FIGURES_TABLE_LOOK}
                empty={<EmptyState>No tables to show.</EmptyState>}
              />
            </CardContent>
          </Card>
        </div>
      )}
    </QueryState>
  );
}
