import { Injectable } from '@nestjs/common';
import { PointsTakeBackService } from '../points/points-take-back.service.js';
import type {
  RevokedItemDto,
  SalesDayDto,
  SalesPackageDto,
  SalesReportDto,
  SalesTotalsDto,
} from './dto/sales-report.dto.js';
import type { PaymentRevokedItem } from './entities/payment-revoked-item.entity.js';
import { PaymentDisputesRepository } from './payment-disputes.repository.js';
import { PaymentsRepository } from './payments.repository.js';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;
const REFUNDS_SHOWN = 100;
const DISPUTES_SHOWN = 100;

/** Sales figures for admins, read from the payments table (UTC days). */
@Injectable()
export class SalesReportsService {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly disputes: PaymentDisputesRepository,
    private readonly takeBack: PointsTakeBackService,
  ) {}

  async report(days = DEFAULT_DAYS, now = new Date()): Promise<SalesReportDto> {
    const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS);
    const from = new Date(to.getTime() - days * DAY_MS);
    const [dayRows, packageRows, refundRows, disputeRows, disputeTotals] = await Promise.all([
      this.repository.salesByDay(from, to),
      this.repository.salesByPackage(from, to),
      this.repository.refunds(from, to, REFUNDS_SHOWN),
      this.disputes.disputes(from, to, DISPUTES_SHOWN),
      this.disputes.totals(from, to),
    ]);
    const revoked = await this.revokedItems([...refundRows.map((r) => r.id), ...disputeRows.map((d) => d.payment_id)]);
    const byDate = new Map(dayRows.map((row) => [row.day, row]));
    const byDay: SalesDayDto[] = [];
    for (let time = from.getTime(); time < to.getTime(); time += DAY_MS) {
      const day = new Date(time).toISOString().slice(0, 10);
      const row = byDate.get(day);
      byDay.push({
        day,
        ...totals(row?.payments ?? 0, row?.gross_cents ?? 0, row?.refunds ?? 0, row?.refunded_cents ?? 0),
      });
    }
    const byPackage: SalesPackageDto[] = packageRows.map((row) => ({
      storeItemId: row.store_item_id,
      packageName: row.package_name,
      kind: row.item_kind,
      pointsCredited: row.points_credited,
      ...totals(row.payments, row.gross_cents, row.refunds, row.refunded_cents),
    }));
    const sum = (pick: (day: SalesDayDto) => number) => byDay.reduce((acc, day) => acc + pick(day), 0);
    return {
      from: from.toISOString().slice(0, 10),
      to: new Date(to.getTime() - DAY_MS).toISOString().slice(0, 10),
      currency: 'usd',
      totals: totals(
        sum((d) => d.payments),
        sum((d) => d.grossCents),
        sum((d) => d.refunds),
        sum((d) => d.refundedCents),
      ),
      byDay,
      byPackage,
      refunds: refundRows.map((row) => ({
        paymentId: row.id,
        packageName: row.package_name,
        userId: row.user_id,
        username: row.username,
        amountCents: row.amount_cents,
        amountRefundedCents: row.amount_refunded_cents,
        pointsDebited: row.points_debited,
        pointsUnrecovered: row.points_unrecovered,
        status: row.status,
        refundedAt: new Date(row.refunded_at).toISOString(),
        itemsRevoked: revoked.byRefund.get(row.id) ?? [],
      })),
      disputeTotals: {
        opened: disputeTotals.opened,
        open: disputeTotals.open,
        won: disputeTotals.won,
        lost: disputeTotals.lost,
        lostCents: disputeTotals.lost_cents,
      },
      disputes: disputeRows.map((row) => ({
        disputeId: row.id,
        paymentId: row.payment_id,
        packageName: row.package_name,
        userId: row.user_id,
        username: row.username,
        paymentAmountCents: row.payment_amount_cents,
        amountCents: row.amount_cents,
        reason: row.reason,
        status: row.status,
        pointsTaken: row.points_taken,
        pointsUnrecovered: row.points_unrecovered,
        pointsRestored: row.points_restored,
        itemsRevoked: revoked.byDispute.get(row.id) ?? [],
        openedAt: new Date(row.opened_at).toISOString(),
        closedAt: row.closed_at ? new Date(row.closed_at).toISOString() : null,
      })),
    };
  }

  /** The purchases undone by the refunds (by payment) and by the disputes (by dispute) of these payments, in words. */
  private async revokedItems(paymentIds: string[]) {
    const items = await this.disputes.revokedItemsOf([...new Set(paymentIds)]);
    const labels = await this.takeBack.describe(items);
    const byRefund = new Map<string, RevokedItemDto[]>();
    const byDispute = new Map<string, RevokedItemDto[]>();
    for (const item of items) {
      const [map, key] = item.disputeId ? [byDispute, item.disputeId] : [byRefund, item.paymentId];
      map.set(key, [...(map.get(key) ?? []), toRevokedItemDto(item, labels)]);
    }
    return { byRefund, byDispute };
  }
}

function toRevokedItemDto(item: PaymentRevokedItem, labels: Map<string, string>): RevokedItemDto {
  return {
    kind: item.spendReason,
    reference: item.reference,
    label: labels.get(item.reference) ?? item.reference,
    points: item.points,
    restored: item.restoredAt !== null,
  };
}

function totals(payments: number, grossCents: number, refunds: number, refundedCents: number): SalesTotalsDto {
  return { payments, grossCents, refunds, refundedCents, netCents: grossCents - refundedCents };
}
