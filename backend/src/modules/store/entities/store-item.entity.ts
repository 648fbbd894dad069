import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, UpdatedAtColumn } from '../../../common/persistence/timestamps.js';

import { StoreItemKind } from '../store-item-kind.js';
import type { StoreItemRecord } from '../store-item-record.js';

export { StoreItemKind };

/** Retired items stay for the sales history but can no longer be bought. */
export enum StoreItemStatus {
  Active = 'active',
  Retired = 'retired',
}

/**
 * The catalogue the server prices every payment from; clients never name a price themselves. Other
 * modules see an item as StoreItemRecord and name this entity 'StoreItem' in their relations.
 */
@Entity({ name: 'store_items' })
@Index('UQ_store_items_key', ['key'], { unique: true })
@Index('IDX_store_items_kind_status_sort', ['kind', 'status', 'sortOrder'])
export class StoreItem implements StoreItemRecord {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stable identifier clients send (the Donate page's packageType, e.g. 'premium'). */
  @Column({ type: 'varchar', length: 40 })
  key: string;

  @Column({ type: 'enum', enum: StoreItemKind, enumName: 'store_item_kind' })
  kind: StoreItemKind;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  description: string;

  /** Price in cents of `currency`. */
  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  @Column({ type: 'varchar', length: 3, default: 'usd' })
  currency: string;

  /** Points credited when a payment for this item succeeds. */
  @Column({ type: 'integer' })
  points: number;

  /** Marked 'popular' / 'most popular' on the page. */
  @Column({ type: 'boolean', default: false })
  highlighted: boolean;

  @Column({ type: 'enum', enum: StoreItemStatus, enumName: 'store_item_status', default: StoreItemStatus.Active })
  status: StoreItemStatus;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
