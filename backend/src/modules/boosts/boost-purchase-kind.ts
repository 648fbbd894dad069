import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterPointsPurchaseKind,
  labelsOf,
  referencedId,
  type PointsPurchaseKind,
} from '../points/points-purchases.js';
import { BOOST_REVOKE_REASON, BOOST_SPEND_REASON } from './boost-rules.js';
import { BoostsRepository } from './boosts.repository.js';

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
    const boostId = referencedId(reference, 'boost');
    return boostId !== null && this.repository.revoke(manager, userId, boostId);
  }

  restore(): Promise<boolean> {
    return Promise.resolve(false);
  }

  async describe(references: string[]): Promise<Map<string, string>> {
    const ids = references.map((reference) => referencedId(reference, 'boost')).filter((id) => id !== null);
    return labelsOf(references, 'boost', await this.repository.titles(ids), (title) => `Boost of "${title}"`);
  }
}
