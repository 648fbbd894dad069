import type { PointsLedgerEntryDto } from '@/api/generated/types.gen';
import { formatNumber } from '@/lib/format';

const WIDTH = 240;
const HEIGHT = 48;

/**
 * The balance after each loaded change, oldest to newest, as a small line: where the points came
 * from and went is in the list below; the line shows the overall story at a glance.
 */
export function BalanceTrend({ entries }: { entries: PointsLedgerEntryDto[] }) {
  if (entries.length < 2) return null;
  const balances = [...entries].reverse().map((entry) => entry.balanceAfter);
  const max = Math.max(...balances, 1);
  const step = WIDTH / (balances.length - 1);
  const points = balances
    .map((balance, index) => `${(index * step).toFixed(1)},${(HEIGHT - 2 - (balance / max) * (HEIGHT - 4)).toFixed(1)}`)
    .join(' ');
  const first = balances[0];
  const last = balances[balances.length - 1];
  return (
    <svg
      role="img"
      aria-label={`Balance over the last ${balances.length} changes: from ${formatNumber(first)} to ${formatNumber(last)} points`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-12 w-full max-w-60 text-primary"
      data-testid="balance-trend"
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
