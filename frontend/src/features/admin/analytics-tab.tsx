import { useQuery } from '@tanstack/react-query';
import { type ReactElement, useState } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { getAnalyticsOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { AnalyticsDayDto, AnalyticsDto } from '@/api/generated/types.gen';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label, Select } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { formatNumber } from '@/lib/format';
import { FeatureAccessCard } from './feature-access-card';

const PERIODS = [7, 30, 90] as const;
type Period = (typeof PERIODS)[number];

/** Chart colours from the theme's palette variables, so both themes read well. */
const COLORS = ['var(--primary)', '#0ea5e9', '#f59e0b', '#10b981', '#ef4444', '#8b5cf6'];

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

/** The Analytics tab: real figures over 7, 30 or 90 days, their daily charts, and who may use which feature. */
export function AnalyticsTab() {
  const [days, setDays] = useState<Period>(30);
  const analytics = useQuery(getAnalyticsOptions({ query: { days } }));

  return (
    <div className="flex flex-col gap-6">
      <FeatureAccessCard />
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
          <div key={key} className="rounded-lg border bg-card p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums" data-testid={`figure-${key}`}>
              {formatNumber(data.totals[key] ?? 0)}
            </dd>
          </div>
        ))}
        <div className="rounded-lg border bg-card p-3">
          <dt className="text-xs text-muted-foreground">Revenue</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums" data-testid="figure-revenue">
            {formatMoney(data.totals.revenueCents)}
          </dd>
        </div>
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard title="People" description="New accounts and distinct active users per day">
          <LineChart data={data.daily}>
            <Axes />
            <Line type="monotone" dataKey="signUps" name="Sign-ups" stroke={COLORS[0]} dot={false} strokeWidth={2} />
            <Line
              type="monotone"
              dataKey="activeUsers"
              name="Active users"
              stroke={COLORS[1]}
              dot={false}
              strokeWidth={2}
            />
          </LineChart>
        </ChartCard>
        <ChartCard title="Contributions" description="Articles, comments, likes, messages and submissions per day">
          <BarChart data={data.daily}>
            <Axes />
            <Bar dataKey="articles" name="Articles" stackId="c" fill={COLORS[0]} />
            <Bar dataKey="comments" name="Comments" stackId="c" fill={COLORS[1]} />
            <Bar dataKey="likes" name="Likes" stackId="c" fill={COLORS[2]} />
            <Bar dataKey="messages" name="Messages" stackId="c" fill={COLORS[3]} />
            <Bar dataKey="submissions" name="Submissions" stackId="c" fill={COLORS[5]} />
          </BarChart>
        </ChartCard>
        <ChartCard title="Views" description="Article views per day (one per reader per article per day)">
          <AreaChart data={data.daily}>
            <Axes />
            <Area type="monotone" dataKey="views" name="Views" stroke={COLORS[1]} fill={COLORS[1]} fillOpacity={0.2} />
          </AreaChart>
        </ChartCard>
        <ChartCard title="Points" description="Points earned and spent per day">
          <BarChart data={data.daily}>
            <Axes />
            <Bar dataKey="pointsEarned" name="Earned" fill={COLORS[3]} />
            <Bar dataKey="pointsSpent" name="Spent" fill={COLORS[4]} />
          </BarChart>
        </ChartCard>
        <ChartCard title="Revenue" description="Payments per day, net of refunds">
          <LineChart data={data.daily.map((day: AnalyticsDayDto) => ({ ...day, revenue: day.revenueCents / 100 }))}>
            <Axes />
            <Line
              type="monotone"
              dataKey="revenue"
              name="Revenue (USD)"
              stroke={COLORS[0]}
              dot={false}
              strokeWidth={2}
            />
          </LineChart>
        </ChartCard>
      </div>
    </>
  );
}

function Axes() {
  return (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
      <XAxis dataKey="day" tickFormatter={shortDay} fontSize={12} stroke="currentColor" />
      <YAxis allowDecimals={false} fontSize={12} width={40} stroke="currentColor" />
      <Tooltip contentStyle={{ background: 'var(--card)', border: '1px solid var(--border)', color: 'inherit' }} />
      <Legend />
    </>
  );
}

function ChartCard({ title, description, children }: { title: string; description: string; children: ReactElement }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="h-64 text-muted-foreground" role="img" aria-label={`${title}: ${description}`}>
          <ResponsiveContainer width="100%" height="100%">
            {children}
          </ResponsiveContainer>
        </div>
      </CardContent>
    </Card>
  );
}
