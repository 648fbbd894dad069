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

const CELL = 'px-3 py-2';
const NUMBER = 'px-3 py-2 text-right tabular-nums';

/** A titled table of refunds or disputes, with what it means and its empty state. */
function ReversalsSection({
  id,
  title,
  note,
  empty,
  head,
  children,
}: {
  id: string;
  title: string;
  note: string;
  empty: string | null;
  head: string[];
  children: ReactNode;
}) {
  return (
    <section className="grid gap-2" aria-labelledby={id}>
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      <p className="text-sm text-muted-foreground">{note}</p>
      {empty ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left">
              <tr>
                {head.map((label, index) => (
                  <th
                    key={label}
                    scope="col"
                    className={index >= 3 ? `${CELL} text-right font-medium` : `${CELL} font-medium`}
                  >
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The cells every reversal row starts with: when, which package, whose payment. */
function PaymentCells({
  at,
  packageName,
  detail,
  username,
}: {
  at: string;
  packageName: string;
  detail?: string;
  username: string | null;
}) {
  return (
    <>
      <td className={CELL}>{formatDate(at)}</td>
      <td className={CELL}>
        {packageName}
        {detail ? <span className="block text-xs text-muted-foreground">{detail}</span> : null}
      </td>
      <td className={CELL}>{username ?? 'Deleted account'}</td>
    </>
  );
}

/** The cells every reversal row ends with: points not recovered and the purchases undone. */
function UndoneCells({ unrecovered, items }: { unrecovered: number; items: RevokedItemDto[] }) {
  return (
    <>
      <td className={NUMBER}>{formatNumber(unrecovered)}</td>
      <td className={`${CELL} text-right`}>
        <RevokedItems items={items} />
      </td>
    </>
  );
}

/** Refunds of the period, with the points taken back and the purchases undone to take them. */
export function RefundsSection({ refunds, money }: { refunds: RefundDto[]; money: (cents: number) => string }) {
  return (
    <ReversalsSection
      id="sales-refunds"
      title="Refunds"
      note="A refund takes back the points it paid for. When the buyer has spent them, what they bought with them since (flairs, boosts) is undone, newest first; points spent on what cannot be undone are shown as not recovered."
      empty={refunds.length === 0 ? 'No refunds in this period.' : null}
      head={['Date', 'Package', 'Buyer', 'Refunded', 'Points taken back', 'Not recovered', 'Purchases undone']}
    >
      {refunds.map((row) => (
        <tr key={row.paymentId} className="border-t align-top">
          <PaymentCells at={row.refundedAt} packageName={row.packageName} username={row.username} />
          <td className={NUMBER}>
            {money(row.amountRefundedCents)} of {money(row.amountCents)}
          </td>
          <td className={NUMBER}>{formatNumber(row.pointsDebited)}</td>
          <UndoneCells unrecovered={row.pointsUnrecovered} items={row.itemsRevoked} />
        </tr>
      ))}
    </ReversalsSection>
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
    <ReversalsSection
      id="sales-disputes"
      title="Disputes"
      note="While a card holder's bank holds the money of a dispute, its share of the points is taken back as a refund would; a dispute won gives back what it took."
      empty={disputes.length === 0 ? 'No disputes in this period.' : null}
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
          <PaymentCells
            at={row.openedAt}
            packageName={row.packageName}
            detail={`Reason: ${row.reason.replace(/_/g, ' ')}`}
            username={row.username}
          />
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
              <span className="block text-xs text-muted-foreground">{formatNumber(row.pointsRestored)} given back</span>
            ) : null}
          </td>
          <UndoneCells unrecovered={row.pointsUnrecovered} items={row.itemsRevoked} />
        </tr>
      ))}
    </ReversalsSection>
  );
}
