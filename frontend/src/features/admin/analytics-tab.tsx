import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getAnalyticsOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { AnalyticsDayDto, AnalyticsDto } from '@/api/generated/types.gen';
import { type ChartKind, type ChartSeries, SvgChart } from '@/components/charts/svg-chart';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label, Select } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { formatNumber } from '@/lib/format';

const PERIODS = [7, 30, 90] as const;
type Period = (typeof PERIODS)[number];

/** Chart colours from the theme's palette variables, so both themes read well. */
const COLORS = ['var(--primary)', '#0ea5e9', '#f59e0b', '#10b981', '#ef4444', '#8b5cf6'];

type DailyKey = Exclude<keyof AnalyticsDayDto, 'day'>;

const FIGURES: { key: keyof AnalyticsDto['totals']; label: string }[] = [
  { key: 'signUps', label: 'Sign-ups' },
  { key: 'activeUsers', label: 'Active users' },
  { key: 'articles', label: 'Articles' },
  { key: 'comments', label: 'Comments' },
  { key: 'likes', label: 'Likes' },
  { key: 'views', label: 'Views' },
  { key: 'messages', label: 'Messages' },
  { key: 'submissions', label: 'Submissions' },
  { key: 'pointsEarned', label: 'Points earned' },
  { key: 'pointsSpent', label: 'Points spent' },
];

function formatMoney(cents: number): string {
  return new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(cents / 100);
}

const shortDay = (day: string) => day.slice(5);

/** The Analytics tab: real figures over 7, 30 or 90 days and their daily charts. */
export function AnalyticsTab() {
  const [days, setDays] = useState<Period>(30);
  const analytics = useQuery(getAnalyticsOptions({ query: { days } }));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="analytics-period">Period</Label>
          <Select
            id="analytics-period"
            className="w-40"
            value={days}
            onChange={(event) => setDays(Number(event.target.value) as Period)}
          >
            {PERIODS.map((value) => (
              <option key={value} value={value}>
                Last {value} days
              </option>
            ))}
          </Select>
        </div>
      </div>
      <QueryState query={analytics} loadingLabel="Loading analytics..." errorTitle="Failed to load analytics.">
        {(data) => <Figures data={data} />}
      </QueryState>
    </div>
  );
}

function Figures({ data }: { data: AnalyticsDto }) {
  return (
    <>
      <dl
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
        aria-label={`Totals of the last ${data.days} days`}
      >
        {FIGURES.map(({ key, label }) => (
          <Figure key={key} id={key} label={label} value={formatNumber(data.totals[key] ?? 0)} />
        ))}
        <Figure id="revenue" label="Revenue" value={formatMoney(data.totals.revenueCents)} />
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        {CHARTS.map((chart) => (
          <ChartCard key={chart.title} data={data} {...chart} />
        ))}
      </div>
    </>
  );
}

/** One total of the period. */
function Figure({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="rounded-lg border bg-card p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums" data-testid={`figure-${id}`}>
        {value}
      </dd>
    </div>
  );
}

type ChartCardProps = {
  data: AnalyticsDto;
  kind: ChartKind;
  title: string;
  description: string;
  /** Field of the daily figures, its name in the legend, its colour. */
  series: [DailyKey, string, string][];
  formatValue?: (value: number) => string;
};

const CHARTS: Omit<ChartCardProps, 'data'>[] = [
  {
    kind: 'line',
    title: 'People',
    description: 'New accounts and distinct active users per day',
    series: [
      ['signUps', 'Sign-ups', COLORS[0]],
      ['activeUsers', 'Active users', COLORS[1]],
    ],
  },
  {
    kind: 'stacked-bars',
    title: 'Contributions',
    description: 'Articles, comments, likes, messages and submissions per day',
    series: [
      ['articles', 'Articles', COLORS[0]],
      ['comments', 'Comments', COLORS[1]],
      ['likes', 'Likes', COLORS[2]],
      ['messages', 'Messages', COLORS[3]],
      ['submissions', 'Submissions', COLORS[5]],
    ],
  },
  {
    kind: 'area',
    title: 'Views',
    description: 'Article views per day (one per reader per article per day)',
    series: [['views', 'Views', COLORS[1]]],
  },
  {
    kind: 'bars',
    title: 'Points',
    description: 'Points earned and spent per day',
    series: [
      ['pointsEarned', 'Earned', COLORS[3]],
      ['pointsSpent', 'Spent', COLORS[4]],
    ],
  },
  {
    kind: 'line',
    title: 'Revenue',
    description: 'Payments per day, net of refunds',
    series: [['revenueCents', 'Revenue (USD)', COLORS[0]]],
    formatValue: (cents) => formatMoney(cents),
  },
];

function ChartCard({ data, kind, title, description, series, formatValue }: ChartCardProps) {
  const lines: ChartSeries[] = series.map(([key, label, color]) => ({
    label,
    color,
    values: data.daily.map((day) => day[key]),
  }));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <SvgChart
          label={`${title}: ${description}`}
          kind={kind}
          categories={data.daily.map((day) => day.day)}
          formatCategory={shortDay}
          series={lines}
          integers={formatValue === undefined}
          formatValue={formatValue ?? formatNumber}
          tableCaption={`${title} per day, last ${data.days} days`}
        />
      </CardContent>
    </Card>
  );
}
