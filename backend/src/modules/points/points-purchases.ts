/* The public type file of the points module for things sold for points (flairs, boosts, ...). */
import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';

/**
 * One kind of thing bought with points. Its purchases are ledger rows with `spendReason` and a
 * reference naming the item (e.g. `flair:7`); a take-back of bought points (a refund, a dispute) may
 * undo such purchases when the balance no longer covers what it takes. The kind changes only its
 * own rows: PointsTakeBackService writes every points movement.
 */
export interface PointsPurchaseKind {
  /** The ledger reason its purchases are written with, e.g. 'flair.purchased'. */
  readonly spendReason: string;
  /** The ledger reason of the points a revoked purchase returns, e.g. 'flair.revoked'. */
  readonly revokeReason: string;
  /**
   * Undoes the purchase named by `reference` in the caller's transaction if it still can be undone;
   * false when it cannot (no longer held, or used up, such as a boost whose window has passed).
   */
  revoke(manager: EntityManager, userId: string, reference: string): Promise<boolean>;
  /** Gives back a purchase revoked earlier; false when it cannot be given back (its points then stay points). */
  restore(manager: EntityManager, userId: string, reference: string): Promise<boolean>;
  /** Words for the items named by these references (e.g. 'Flair "Gold"'), for reports and notifications. */
  describe(references: string[]): Promise<Map<string, string>>;
}

/** A purchase a take-back undid: which kind, which item, and the points it had cost. */
export interface RevokedPurchase {
  spendReason: string;
  reference: string;
  points: number;
}

/**
 * Marks a provider as a kind of points purchase; PointsTakeBackService discovers every marked
 * provider, so a module that sells something for points registers it by decorating a provider.
 */
export const RegisterPointsPurchaseKind = DiscoveryService.createDecorator<void>();

/** The id in a purchase's ledger reference (`flair:7` with prefix 'flair' is '7'), or null for another shape. */
export function referencedId(reference: string, prefix: string): string | null {
  const match = /^([a-z_]+):(\d{1,18})$/.exec(reference);
  return match && match[1] === prefix ? match[2] : null;
}

/** Labels for the references whose id has a name, e.g. 'Flair "Gold"' (a reference without one is left out). */
export function labelsOf(
  references: string[],
  prefix: string,
  names: Map<string, string>,
  label: (name: string) => string,
): Map<string, string> {
  const labels = new Map<string, string>();
  for (const reference of references) {
    const name = names.get(referencedId(reference, prefix) ?? '');
    if (name !== undefined) labels.set(reference, label(name));
  }
  return labels;
}
