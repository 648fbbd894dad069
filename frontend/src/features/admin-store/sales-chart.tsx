import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SalesDayDto } from '@/api/generated/types.gen';
import { formatMoney } from '@/lib/money';

/** Money in and refunds out per day, as bars; the table below carries the same figures for screen readers. */
export function SalesChart({ days, currency }: { days: SalesDayDto[]; currency: string }) {
  const data = days.map((day) => ({
    day: day.day.slice(5),
    Sales: day.grossCents / 100,
    Refunds: day.refundedCents / 100,
  }));
  return (
    <figure className="grid gap-2">
      <div className="h-64 w-full" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" className="stroke-border" vertical={false} />
            <XAxis dataKey="day" tick={{ fontSize: 12, fill: 'currentColor' }} interval="preserveStartEnd" />
            <YAxis
              tick={{ fontSize: 12, fill: 'currentColor' }}
              tickFormatter={(value: number) => formatMoney(Math.round(value * 100), currency)}
              width={64}
            />
            <Tooltip
              formatter={(value) => formatMoney(Math.round(Number(value) * 100), currency)}
              contentStyle={{
                background: 'var(--color-card)',
                border: '1px solid var(--color-border)',
                borderRadius: 8,
              }}
            />
            <Legend />
            <Bar dataKey="Sales" fill="var(--color-primary)" radius={[4, 4, 0, 0]} />
            <Bar dataKey="Refunds" fill="var(--color-destructive)" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-muted-foreground">Sales and refunds per day (UTC)</figcaption>
    </figure>
  );
}
