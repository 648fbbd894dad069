import type { SalesDayDto } from '@/api/generated/types.gen';
import { SvgChart } from '@/components/charts/svg-chart';
import { formatMoney } from '@/lib/money';

/** Money in and refunds out per day, as bars; the disclosure under it carries the same figures as a table. */
export function SalesChart({ days, currency }: { days: SalesDayDto[]; currency: string }) {
  return (
    <SvgChart
      label="Sales and refunds per day (UTC)"
      kind="bars"
      categories={days.map((day) => day.day)}
      formatCategory={(day) => day.slice(5)}
      series={[
        { label: 'Sales', color: 'var(--color-primary)', values: days.map((day) => day.grossCents) },
        { label: 'Refunds', color: 'var(--color-destructive)', values: days.map((day) => day.refundedCents) },
      ]}
      formatValue={(cents) => formatMoney(Math.round(cents), currency)}
      tableCaption="Sales and refunds per day (UTC)"
      caption="Sales and refunds per day (UTC)"
    />
  );
}
