import { describe, expect, it } from 'vitest';
import type { SalesReportDto } from '@/api/generated/types.gen';
import { salesReportCsv } from './sales-csv';

const report: SalesReportDto = {
  from: '2026-11-22',
  to: '2026-11-23',
  currency: 'usd',
  totals: { payments: 2, grossCents: 1999, refunds: 1, refundedCents: 999, netCents: 1000 },
  byDay: [
    { day: '2026-11-22', payments: 0, grossCents: 0, refunds: 0, refundedCents: 0, netCents: 0 },
    { day: '2026-11-23', payments: 2, grossCents: 1999, refunds: 1, refundedCents: 999, netCents: 1000 },
  ],
  byPackage: [
    {
      storeItemId: 'a',
      packageName: 'Value, "big"',
      kind: 'points_pack',
      payments: 1,
      grossCents: 1000,
      refunds: 0,
      refundedCents: 0,
      netCents: 1000,
      pointsCredited: 2500,
    },
  ],
  refunds: [
    {
      paymentId: 'p',
      packageName: 'Premium',
      userId: null,
      username: '=cmd',
      amountCents: 999,
      amountRefundedCents: 999,
      pointsDebited: 500,
      pointsUnrecovered: 599,
      status: 'refunded',
      refundedAt: '2026-11-23T10:00:00.000Z',
      itemsRevoked: [
        { kind: 'flair.purchased', reference: 'flair:3', label: 'Flair "Gold"', points: 1000, restored: false },
      ],
    },
  ],
  disputeTotals: { opened: 1, open: 0, won: 0, lost: 1, lostCents: 1000 },
  disputes: [
    {
      disputeId: 'dp_1',
      paymentId: 'q',
      packageName: 'Value',
      userId: 'u',
      username: 'cellbonder',
      paymentAmountCents: 1000,
      amountCents: 1000,
      reason: 'fraudulent',
      status: 'lost',
      pointsTaken: 2500,
      pointsUnrecovered: 0,
      pointsRestored: 0,
      itemsRevoked: [],
      openedAt: '2026-11-23T11:00:00.000Z',
      closedAt: '2026-11-23T12:00:00.000Z',
    },
  ],
};

describe('salesReportCsv', () => {
  const lines = salesReportCsv(report).split('\r\n');

  it('writes each day with dollar amounts, then the total', () => {
    expect(lines).toContain('2026-11-23,2,19.99,1,9.99,10.00');
    expect(lines).toContain('total,2,19.99,1,9.99,10.00');
  });

  it('quotes commas and quotes, and neutralises formulas', () => {
    expect(lines).toContain('"Value, ""big""",points_pack,1,10.00,0,0.00,10.00,2500');
    expect(lines.some((line) => line.includes(",'=cmd,"))).toBe(true);
  });

  it('lists what each refund undid, and the disputes with where they stand', () => {
    expect(lines).toContain(`2026-11-23T10:00:00.000Z,Premium,'=cmd,9.99,9.99,500,599,"Flair ""Gold"" (1000 points)"`);
    expect(lines).toContain('Disputes,1 opened,lost 10.00');
    expect(lines).toContain('2026-11-23T11:00:00.000Z,Value,cellbonder,10.00,10.00,fraudulent,lost,2500,0,0,');
  });
});
