import type { RevokedItemDto, SalesReportDto } from '@/api/generated/types.gen';

function cell(value: string | number): string {
  const text = String(value);
  // Quote what CSV needs quoted, and neutralise leading formula characters for spreadsheets.
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The purchases a refund or dispute undid, in one cell. */
const purchases = (items: RevokedItemDto[]) =>
  items.map((item) => `${item.label} (${item.points} points${item.restored ? ', given back' : ''})`).join('; ');

/** The report as CSV: one section by day, one by package, one of refunds, one of disputes. */
export function salesReportCsv(report: SalesReportDto): string {
  const rows: (string | number)[][] = [
    ['Sales by day', `${report.from} to ${report.to}`, `currency ${report.currency.toUpperCase()}`],
    ['day', 'payments', 'gross', 'refunds', 'refunded', 'net'],
    ...report.byDay.map((d) => [
      d.day,
      d.payments,
      dollars(d.grossCents),
      d.refunds,
      dollars(d.refundedCents),
      dollars(d.netCents),
    ]),
    [
      'total',
      report.totals.payments,
      dollars(report.totals.grossCents),
      report.totals.refunds,
      dollars(report.totals.refundedCents),
      dollars(report.totals.netCents),
    ],
    [],
    ['Sales by package'],
    ['package', 'kind', 'payments', 'gross', 'refunds', 'refunded', 'net', 'points credited'],
    ...report.byPackage.map((p) => [
      p.packageName,
      p.kind,
      p.payments,
      dollars(p.grossCents),
      p.refunds,
      dollars(p.refundedCents),
      dollars(p.netCents),
      p.pointsCredited,
    ]),
    [],
    ['Refunds'],
    [
      'refunded at',
      'package',
      'user',
      'amount',
      'refunded',
      'points taken back',
      'points not recovered',
      'purchases undone',
    ],
    ...report.refunds.map((r) => [
      r.refundedAt,
      r.packageName,
      r.username ?? '(deleted account)',
      dollars(r.amountCents),
      dollars(r.amountRefundedCents),
      r.pointsDebited,
      r.pointsUnrecovered,
      purchases(r.itemsRevoked),
    ]),
    [],
    ['Disputes', `${report.disputeTotals.opened} opened`, `lost ${dollars(report.disputeTotals.lostCents)}`],
    [
      'opened at',
      'package',
      'user',
      'amount',
      'disputed',
      'reason',
      'status',
      'points taken back',
      'points not recovered',
      'points given back',
      'purchases undone',
    ],
    ...report.disputes.map((d) => [
      d.openedAt,
      d.packageName,
      d.username ?? '(deleted account)',
      dollars(d.paymentAmountCents),
      dollars(d.amountCents),
      d.reason,
      d.status,
      d.pointsTaken,
      d.pointsUnrecovered,
      d.pointsRestored,
      purchases(d.itemsRevoked),
    ]),
  ];
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Saves text as a file through a temporary link. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
