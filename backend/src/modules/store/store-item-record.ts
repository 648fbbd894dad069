import type { StoreItemKind } from './store-item-kind.js';

/**
 * A catalogue item as other modules' entities hold it (a payment's `storeItem`). Public type of the
 * store module; its StoreItem entity implements it, so the two cannot drift apart.
 */
export interface StoreItemRecord {
  id: string;
  /** Stable identifier clients send (e.g. 'premium'). */
  key: string;
  kind: StoreItemKind;
  name: string;
  /** Price in cents of `currency`. */
  priceCents: number;
  currency: string;
  /** Points credited when a payment for this item succeeds. */
  points: number;
}
