import type { ReactNode } from 'react';
import type { DisputeReportDto, RefundDto, RevokedItemDto } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/query-state';
import { formatDate, formatNumber } from '@/lib/format';

const DISPUTE_STATUS: Record<string, string> = {
  needs_response: 'Needs response',
  under_review: 'Under review',
  won: 'Won',
  lost: 'Lost',
  prevented: 'Prevented',
  warning_needs_response: 'Inquiry',
  warning_under_review: 'Inquiry under review',
  warning_closed: 'Inquiry closed',
};

/** Stripe's dispute status in words (a status added later reads as its own words). */
export function disputeStatusLabel(status: string): string {
  return DISPUTE_STATUS[status] ?? status.replace(/_/g, ' ');
}

/** The purchases a refund or dispute undid, e.g. 'Flair "Gold" (1,000 points), given back'. */
function RevokedItems({ items }: { items: RevokedItemDto[] }) {
  if (items.length === 0) return <span className="text-muted-foreground">None</span>;
  return (
    <ul className="grid gap-0.5">
      {items.map((item) => (
        <li key={`${item.reference}-${item.points}`}>
          {item.label} ({formatNumber(item.points)} points){item.restored ? ', given back' : ''}
        </li>
      ))}
    </ul>
  );
}

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto rounded-xl border">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-left">
          <tr>
            {head.map((label, index) => (
              <th
                key={label}
                scope="col"
                className={index >= 3 ? 'px-3 py-2 text-right font-medium' : 'px-3 py-2 font-medium'}
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

const CELL = 'px-3 py-2';
const NUMBER = 'px-3 py-2 text-right tabular-nums';

/** Refunds of the period, with the points taken back and the purchases undone to take them. */
export function RefundsSection({ refunds, money }: { refunds: RefundDto[]; money: (cents: number) => string }) {
  return (
    <section className="grid gap-2" aria-labelledby="sales-refunds">
      <h3 id="sales-refunds" className="text-lg font-semibold">
        Refunds
      </h3>
      <p className="text-sm text-muted-foreground">
        A refund takes back the points it paid for. When the buyer has spent them, what they bought with them since
        (flairs, boosts) is undone, newest first; points spent on what cannot be undone are shown as not recovered.
      </p>
      {refunds.length === 0 ? (
        <EmptyState>No refunds in this period.</EmptyState>
      ) : (
        <Table
          head={['Date', 'Package', 'Buyer', 'Refunded', 'Points taken back', 'Not recovered', 'Purchases undone']}
        >
          {refunds.map((row) => (
            <tr key={row.paymentId} className="border-t align-top">
              <td className={CELL}>{formatDate(row.refundedAt)}</td>
              <td className={CELL}>{row.packageName}</td>
              <td className={CELL}>{row.username ?? 'Deleted account'}</td>
              <td className={NUMBER}>
                {money(row.amountRefundedCents)} of {money(row.amountCents)}
              </td>
              <td className={NUMBER}>{formatNumber(row.pointsDebited)}</td>
              <td className={NUMBER}>{formatNumber(row.pointsUnrecovered)}</td>
              <td className={`${CELL} text-right`}>
                <RevokedItems items={row.itemsRevoked} />
              </td>
            </tr>
          ))}
        </Table>
      )}
    </section>
  );
}

/** Disputes opened in the period: where each stands and what it took back or gave back. */
export function DisputesSection({
  disputes,
  money,
}: {
  disputes: DisputeReportDto[];
  money: (cents: number) => string;
}) {
  return (
    <section className="grid gap-2" aria-labelledby="sales-disputes">
      <h3 id="sales-disputes" className="text-lg font-semibold">
        Disputes
      </h3>
      <p className="text-sm text-muted-foreground">
        While a card holder&apos;s bank holds the money of a dispute, its share of the points is taken back as a refund
        would; a dispute won gives back what it took.
      </p>
      {disputes.length === 0 ? (
        <EmptyState>No disputes in this period.</EmptyState>
      ) : (
        <Table
          head={[
            'Opened',
            'Package',
            'Buyer',
            'Disputed',
            'Status',
            'Points taken back',
            'Not recovered',
            'Purchases undone',
          ]}
        >
          {disputes.map((row) => (
            <tr key={row.disputeId} className="border-t align-top">
              <td className={CELL}>{formatDate(row.openedAt)}</td>
              <td className={CELL}>
                {row.packageName}
                <span className="block text-xs text-muted-foreground">Reason: {row.reason.replace(/_/g, ' ')}</span>
              </td>
              <td className={CELL}>{row.username ?? 'Deleted account'}</td>
              <td className={NUMBER}>
                {money(row.amountCents)} of {money(row.paymentAmountCents)}
              </td>
              <td className={`${CELL} text-right`}>
                <Badge variant={row.status === 'won' ? 'default' : row.status === 'lost' ? 'outline' : 'muted'}>
                  {disputeStatusLabel(row.status)}
                </Badge>
              </td>
              <td className={NUMBER}>
                {formatNumber(row.pointsTaken)}
                {row.pointsRestored > 0 ? (
                  <span className="block text-xs text-muted-foreground">
                    {formatNumber(row.pointsRestored)} given back
                  </span>
                ) : null}
              </td>
              <td className={NUMBER}>{formatNumber(row.pointsUnrecovered)}</td>
              <td className={`${CELL} text-right`}>
                <RevokedItems items={row.itemsRevoked} />
              </td>
            </tr>
          ))}
        </Table>
      )}
    </section>
  );
}
