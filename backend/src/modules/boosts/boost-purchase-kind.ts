import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RegisterPointsPurchaseKind, type PointsPurchaseKind } from '../points/points-purchases.js';
import { BOOST_REVOKE_REASON, BOOST_SPEND_REASON } from './boost-rules.js';
import { BoostsRepository } from './boosts.repository.js';

function boostIdOf(reference: string): string | null {
  const match = /^boost:(\d{1,18})$/.exec(reference);
  return match ? match[1] : null;
}

/**
 * Boosts as a thing bought with points (ledger reference `boost:<id>`): a take-back revokes a boost
 * that is waiting or holding the slot (one whose window has passed was used up and stays); a revoked
 * boost is never given back, because its window cannot be, so a give-back leaves its price as points.
 */
@Injectable()
@RegisterPointsPurchaseKind()
export class BoostPurchaseKind implements PointsPurchaseKind {
  readonly spendReason = BOOST_SPEND_REASON;
  readonly revokeReason = BOOST_REVOKE_REASON;

  constructor(private readonly repository: BoostsRepository) {}

  async revoke(manager: EntityManager, userId: string, reference: string): Promise<boolean> {
    const boostId = boostIdOf(reference);
    return boostId !== null && this.repository.revoke(manager, userId, boostId);
  }

  restore(): Promise<boolean> {
    return Promise.resolve(false);
  }

  async describe(references: string[]): Promise<Map<string, string>> {
    const titles = await this.repository.titles(references.map(boostIdOf).filter((id): id is string => id !== null));
    const labels = new Map<string, string>();
    for (const reference of references) {
      const title = titles.get(boostIdOf(reference) ?? '');
      if (title !== undefined) labels.set(reference, `Boost of "${title}"`);
    }
    return labels;
  }
}
