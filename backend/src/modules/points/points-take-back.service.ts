import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';
import { RegisterPointsPurchaseKind, type PointsPurchaseKind, type RevokedPurchase } from './points-purchases.js';
import { PointsRepository } from './points.repository.js';
import { PointsService } from './points.service.js';

export interface TakeBackRequest {
  userId: string;
  /** Points to take back (a refund's or a dispute's share of what was credited). */
  points: number;
  /** The reference of the credit being taken back (e.g. 'payment:<id>'): only purchases made after it are undone. */
  creditReference: string;
  /** Ledger reason and reference of the points taken. */
  reason: string;
  reference: string;
}

export interface TakeBackResult {
  /** Points taken from the balance (after any revoked purchase returned its price to it). */
  taken: number;
  /** Points that could not be taken: spent on something that cannot be undone. */
  unrecovered: number;
  /** Purchases undone, in the order they were undone (newest purchase first). */
  revoked: RevokedPurchase[];
}

export interface GiveBackRequest<T extends RevokedPurchase> {
  userId: string;
  /** Points to credit back (what a take-back took). */
  points: number;
  reason: string;
  reference: string;
  /** The purchases that take-back undid, in the order it undid them. */
  revoked: T[];
}

function isPurchaseKind(value: unknown): value is PointsPurchaseKind {
  const kind = value as Partial<PointsPurchaseKind> | null;
  return typeof kind?.spendReason === 'string' && typeof kind.revoke === 'function';
}

/**
 * Taking bought points back, and giving them back. The balance never goes below 0 and every
 * movement is a ledger row in the caller's transaction:
 * - a take-back takes from the balance; when the balance does not cover it, purchases made with
 *   points since the credit are undone, newest first, each returning its price to the balance (a
 *   ledger row of its kind's revoke reason), until it does; what is still missing is unrecovered;
 * - a give-back credits the points again and gives back the undone purchases, oldest first, each
 *   charged its price again (a ledger row of its kind's spend reason) while the balance covers it.
 * The user's balance row is locked first, so a purchase racing with a take-back either commits
 * before it (and may be undone) or sees the balance it left.
 */
@Injectable()
export class PointsTakeBackService implements OnApplicationBootstrap {
  private kinds = new Map<string, PointsPurchaseKind>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly repository: PointsRepository,
    private readonly points: PointsService,
  ) {}

  onApplicationBootstrap(): void {
    for (const wrapper of this.discovery.getProviders({ metadataKey: RegisterPointsPurchaseKind.KEY })) {
      const kind = wrapper.instance as unknown;
      if (!isPurchaseKind(kind))
        throw new Error(`${String(kind)} is registered as a points purchase kind but is not one`);
      if (this.kinds.has(kind.spendReason)) throw new Error(`Two points purchase kinds spend as ${kind.spendReason}`);
      this.kinds.set(kind.spendReason, kind);
    }
  }

  async takeBack(manager: EntityManager, request: TakeBackRequest): Promise<TakeBackResult> {
    const { userId, points, creditReference, reason, reference } = request;
    if (points <= 0) return { taken: 0, unrecovered: 0, revoked: [] };
    let balance = await this.repository.lockedBalance(manager, userId);
    const revoked: RevokedPurchase[] = [];
    if (balance < points) {
      const spendings = await this.repository.spendingsAfterCredit(manager, {
        userId,
        creditReference,
        reasons: [...this.kinds.keys()],
      });
      for (const spending of spendings) {
        if (balance >= points) break;
        const kind = this.kinds.get(spending.reason)!;
        if (!(await kind.revoke(manager, userId, spending.reference))) continue;
        const entry = await this.points.apply(manager, {
          userId,
          delta: spending.points,
          reason: kind.revokeReason,
          reference: spending.reference,
        });
        balance = entry.balanceAfter;
        revoked.push({ spendReason: spending.reason, reference: spending.reference, points: spending.points });
      }
    }
    const taken = Math.min(points, balance);
    if (taken > 0) await this.points.apply(manager, { userId, delta: -taken, reason, reference });
    return { taken, unrecovered: points - taken, revoked };
  }

  /** Credits `points` back, then gives back what can be of the undone purchases; the ones given back. */
  async giveBack<T extends RevokedPurchase>(manager: EntityManager, request: GiveBackRequest<T>): Promise<T[]> {
    const { userId, points, reason, reference } = request;
    if (points > 0) await this.points.apply(manager, { userId, delta: points, reason, reference });
    const restored: T[] = [];
    for (const item of [...request.revoked].reverse()) {
      const kind = this.kinds.get(item.spendReason);
      if (!kind || (await this.repository.lockedBalance(manager, userId)) < item.points) continue;
      if (!(await kind.restore(manager, userId, item.reference))) continue;
      await this.points.apply(manager, {
        userId,
        delta: -item.points,
        reason: kind.spendReason,
        reference: item.reference,
      });
      restored.push(item);
    }
    return restored;
  }

  /** Words for undone purchases (e.g. 'Flair "Gold"'), by reference; a reference no kind knows reads as itself. */
  async describe(items: Pick<RevokedPurchase, 'spendReason' | 'reference'>[]): Promise<Map<string, string>> {
    const labels = new Map<string, string>();
    const byKind = new Map<string, string[]>();
    for (const item of items) byKind.set(item.spendReason, [...(byKind.get(item.spendReason) ?? []), item.reference]);
    for (const [spendReason, references] of byKind) {
      const described = (await this.kinds.get(spendReason)?.describe(references)) ?? new Map<string, string>();
      for (const reference of references) labels.set(reference, described.get(reference) ?? reference);
    }
    return labels;
  }
}
