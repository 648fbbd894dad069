import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { NotificationKind } from '../notifications/notification-kind.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { PointsTakeBackService } from '../points/points-take-back.service.js';
import type { RevokedPurchase } from '../points/points-purchases.js';
import type { Payment } from './entities/payment.entity.js';

/** Where the member reads what moved: their points history. */
const POINTS_PAGE = '/points';

type Purchases = Pick<RevokedPurchase, 'spendReason' | 'reference'>[];

export interface TakeBackNotice {
  kind: 'refund' | 'dispute';
  /** Names the event: the same key is notified once. */
  key: string;
  taken: number;
  unrecovered: number;
  revoked: Purchases;
}

export interface GiveBackNotice {
  key: string;
  points: number;
  restored: Purchases;
  /** Purchases not given back: their points stay in the balance. */
  kept: Purchases;
}

function points(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'point' : 'points'}`;
}

/**
 * Tells the member, in their notification centre (and e-mail, as their account-change preference
 * says), what a refund or a dispute of their payment took back or gave back. Written in the
 * transaction that moved the points, so the notice and the change commit together.
 */
@Injectable()
export class ReversalNotices {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly takeBack: PointsTakeBackService,
  ) {}

  async takenBack(manager: EntityManager, payment: Payment, notice: TakeBackNotice): Promise<void> {
    if (!payment.userId) return;
    const labels = await this.labels(notice.revoked);
    const lines = [
      notice.kind === 'refund'
        ? `${points(notice.taken)} bought with it were taken back.`
        : `Your bank disputes this payment. Until the dispute is decided, ${points(notice.taken)} bought with it are taken back.`,
      labels.length > 0 ? `Removed to cover points already spent: ${labels.join(', ')}.` : '',
      notice.unrecovered > 0 ? `${points(notice.unrecovered)} had been spent on what cannot be taken back.` : '',
    ];
    await this.notify(manager, payment, {
      key: notice.key,
      title:
        notice.kind === 'refund'
          ? `Your payment for ${payment.packageName} was refunded`
          : `Your payment for ${payment.packageName} is disputed`,
      body: lines.filter(Boolean).join(' '),
    });
  }

  async givenBack(manager: EntityManager, payment: Payment, notice: GiveBackNotice): Promise<void> {
    if (!payment.userId) return;
    const [restored, kept] = await Promise.all([this.labels(notice.restored), this.labels(notice.kept)]);
    const lines = [
      `The dispute was decided for the payment: ${points(notice.points)} taken back were given back.`,
      restored.length > 0 ? `Given back: ${restored.join(', ')}.` : '',
      kept.length > 0 ? `Not given back, their points stay in your balance: ${kept.join(', ')}.` : '',
    ];
    await this.notify(manager, payment, {
      key: notice.key,
      title: `Your payment for ${payment.packageName} stands`,
      body: lines.filter(Boolean).join(' '),
    });
  }

  async disputeLost(manager: EntityManager, payment: Payment, key: string): Promise<void> {
    if (!payment.userId) return;
    await this.notify(manager, payment, {
      key,
      title: `The dispute of your payment for ${payment.packageName} is closed`,
      body: 'Your bank reversed the payment; the points taken back stay taken back.',
    });
  }

  private async labels(items: Purchases): Promise<string[]> {
    if (items.length === 0) return [];
    const labels = await this.takeBack.describe(items);
    return items.map((item) => labels.get(item.reference) ?? item.reference);
  }

  private notify(manager: EntityManager, payment: Payment, text: { key: string; title: string; body: string }) {
    return this.notifications.notify(manager, {
      userId: payment.userId!,
      kind: NotificationKind.AccountChange,
      reference: text.key,
      title: text.title,
      body: text.body,
      link: POINTS_PAGE,
    });
  }
}
