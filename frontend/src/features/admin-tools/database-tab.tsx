import { useQuery } from '@tanstack/react-query';
import { getDatabaseStatusOptions } from '@/api/generated/@tanstack/react-query.gen';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { formatNumber } from '@/lib/format';
import { Stat } from './stat';
import { formatBytes } from './format-bytes';

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
              {data.largestTables.length === 0 ? (
                <EmptyState>No tables to show.</EmptyState>
              ) : (
                <div className="relative overflow-x-auto rounded-xl border">
                  <table className="w-full text-sm">
                    <caption className="sr-only">Largest tables</caption>
                    <thead className="bg-muted/50 text-left">
                      <tr>
                        <th scope="col" className="px-3 py-2 font-medium">
                          Table
                        </th>
                        <th scope="col" className="px-3 py-2 text-right font-medium">
                          Rows
                        </th>
                        <th scope="col" className="px-3 py-2 text-right font-medium">
                          Size
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.largestTables.map((table) => (
                        <tr key={table.name} className="border-t">
                          <th scope="row" className="px-3 py-2 text-left font-mono font-normal">
                            {table.name}
                          </th>
                          <td className="px-3 py-2 text-right tabular-nums">{formatNumber(table.rows)}</td>
                          <td className="px-3 py-2 text-right tabular-nums">{formatBytes(table.sizeBytes)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </QueryState>
  );
}
