import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { getSalesReportOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { SalesPackageDto, SalesReportDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, FIGURES_TABLE_LOOK, type DataTableColumn } from '@/components/ui/data-table';
import { Label, Select } from '@/components/ui/input';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { formatDate, formatNumber, pluralize } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { SalesChart } from './sales-chart';
import { downloadText, salesReportCsv } from './sales-csv';
import { DisputesSection, RefundsSection } from './sales-reversals';

const RANGES = [7, 30, 90, 365] as const;

/** Sales Reports: totals, a chart by day, sales by package, refunds and disputes, from the payments tables; CSV export. */
export function SalesReportsTab() {
  const [days, setDays] = useState<number>(30);
  const report = useQuery(getSalesReportOptions({ query: { days } }));
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="sales-range">Period</Label>
          <Select id="sales-range" value={days} onChange={(e) => setDays(Number(e.target.value))} className="w-48">
            {RANGES.map((range) => (
              <option key={range} value={range}>
                Last {range} days
              </option>
            ))}
          </Select>
        </div>
        <Button
          variant="outline"
          disabled={!report.data}
          onClick={() =>
            report.data &&
            downloadText(salesReportCsv(report.data), `sales-${report.data.from}-to-${report.data.to}.csv`)
          }
        >
          <Download aria-hidden />
          Export CSV
        </Button>
      </div>
      <QueryState query={report} loadingLabel="Loading sales..." errorTitle="Could not load the sales report">
        {(data) => <SalesReport report={data} />}
      </QueryState>
    </div>
  );
}

function Total({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card>
      <CardHeader>
        <CardDescription>{label}</CardDescription>
        <CardTitle as="h3" className="text-2xl">
          {value}
        </CardTitle>
      </CardHeader>
      {detail ? <CardContent className="text-xs text-muted-foreground">{detail}</CardContent> : null}
    </Card>
  );
}

/** Sales by package: the package names the row, then right-aligned figures. */
function packageColumns(money: (cents: number) => string): DataTableColumn<SalesPackageDto>[] {
  const figure = (header: string, value: (row: SalesPackageDto) => string): DataTableColumn<SalesPackageDto> => ({
    header,
    cell: value,
    className: 'text-right',
  });
  return [
    {
      header: 'Package',
      rowHeader: true,
      cellClassName: 'text-left font-medium',
      cell: (row) => (
        <>
          {row.packageName}
          <span className="block text-xs font-normal text-muted-foreground">
            {row.kind === 'donation' ? 'Donate package' : 'Points pack'}
          </span>
        </>
      ),
    },
    figure('Payments', (row) => formatNumber(row.payments)),
    figure('Gross', (row) => money(row.grossCents)),
    figure('Refunded', (row) => money(row.refundedCents)),
    figure('Net', (row) => money(row.netCents)),
    figure('Points credited', (row) => formatNumber(row.pointsCredited)),
  ];
}

function SalesReport({ report }: { report: SalesReportDto }) {
  const money = (cents: number) => formatMoney(cents, report.currency);
  const { totals, disputeTotals } = report;
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <Total label="Gross sales" value={money(totals.grossCents)} detail={pluralize(totals.payments, 'payment')} />
        <Total label="Refunded" value={money(totals.refundedCents)} detail={pluralize(totals.refunds, 'refund')} />
        <Total label="Net" value={money(totals.netCents)} />
        <Total
          label="Average sale"
          value={totals.payments > 0 ? money(Math.round(totals.grossCents / totals.payments)) : money(0)}
        />
        <Total
          label="Lost to disputes"
          value={money(disputeTotals.lostCents)}
          detail={`${pluralize(disputeTotals.opened, 'dispute')}, ${formatNumber(disputeTotals.open)} open`}
        />
      </div>
      {totals.payments === 0 && totals.refunds === 0 ? (
        <EmptyState dashed>
          No sales between {formatDate(report.from)} and {formatDate(report.to)}.
        </EmptyState>
      ) : (
        <SalesChart days={report.byDay} currency={report.currency} />
      )}
      <section className="grid gap-2" aria-labelledby="sales-by-package">
        <h3 id="sales-by-package" className="text-lg font-semibold">
          By package
        </h3>
        <DataTable
          columns={packageColumns(money)}
          rows={report.byPackage}
          rowKey={(row) => row.storeItemId}
          look={FIGURES_TABLE_LOOK}
          empty={<EmptyState>No package sold in this period.</EmptyState>}
        />
      </section>
      <RefundsSection refunds={report.refunds} money={money} />
      <DisputesSection disputes={report.disputes} money={money} />
    </div>
  );
}
