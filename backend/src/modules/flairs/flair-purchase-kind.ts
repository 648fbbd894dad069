import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterPointsPurchaseKind,
  labelsOf,
  referencedId,
  type PointsPurchaseKind,
} from '../points/points-purchases.js';
import { FlairSource } from './entities/user-flair.entity.js';
import { FLAIR_PURCHASE_REASON } from './flair-purchases.service.js';
import { FlairsRepository } from './flairs.repository.js';

/** Ledger reason of the points a revoked flair returns. */
export const FLAIR_REVOKE_REASON = 'flair.revoked';

function flairIdOf(reference: string): number | null {
  const id = Number(referencedId(reference, 'flair') ?? NaN);
  return id <= 2_147_483_647 ? id : null; // flairs.id is an integer
}

/**
 * Flairs as a thing bought with points (ledger reference `flair:<id>`): a take-back removes a bought
 * flair from its owner (also when it is the chosen one), and a give-back returns it unless they own
 * it again by then. Flairs granted through an application were not bought and are never removed.
 */
@Injectable()
@RegisterPointsPurchaseKind()
export class FlairPurchaseKind implements PointsPurchaseKind {
  readonly spendReason = FLAIR_PURCHASE_REASON;
  readonly revokeReason = FLAIR_REVOKE_REASON;

  constructor(private readonly repository: FlairsRepository) {}

  async revoke(manager: EntityManager, userId: string, reference: string): Promise<boolean> {
    const flairId = flairIdOf(reference);
    if (flairId === null) return false;
    await this.repository.lockUserFlairs(manager, userId);
    return this.repository.deletePurchasedUserFlair(manager, userId, flairId);
  }

  async restore(manager: EntityManager, userId: string, reference: string): Promise<boolean> {
    const flairId = flairIdOf(reference);
    if (flairId === null) return false;
    await this.repository.lockUserFlairs(manager, userId);
    return this.repository.insertUserFlair(manager, userId, flairId, FlairSource.Purchase);
  }

  async describe(references: string[]): Promise<Map<string, string>> {
    const names = await this.repository.displayNames(references.map(flairIdOf).filter((id) => id !== null));
    const byId = new Map([...names].map(([id, name]) => [String(id), name]));
    return labelsOf(references, 'flair', byId, (name) => `Flair "${name}"`);
  }
}
