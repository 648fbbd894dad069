import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { BaseRepository } from '../../database/base.repository.js';
import { StoreItem, StoreItemKind, StoreItemStatus } from './entities/store-item.entity.js';

export interface StoreItemSalesRow {
  store_item_id: string;
  sales: number;
  refunds: number;
  net_revenue_cents: number;
}

export type NewStoreItem = Pick<
  StoreItem,
  'key' | 'kind' | 'name' | 'description' | 'priceCents' | 'points' | 'highlighted' | 'sortOrder'
>;

/** The queries on store_items (and the sales figures read from payments, a read model). */
@Injectable()
export class StoreRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  private items(transaction?: EntityManager) {
    return this.manager(transaction).getRepository(StoreItem);
  }

  activeItems(kind?: StoreItemKind): Promise<StoreItem[]> {
    return this.items().find({
      where: { status: StoreItemStatus.Active, ...(kind ? { kind } : {}) },
      order: { kind: 'ASC', sortOrder: 'ASC', priceCents: 'ASC' },
    });
  }

  allItems(): Promise<StoreItem[]> {
    return this.items().find({ order: { kind: 'ASC', status: 'ASC', sortOrder: 'ASC', priceCents: 'ASC' } });
  }

  findById(id: string, transaction?: EntityManager): Promise<StoreItem | null> {
    return this.items(transaction).findOne({ where: { id } });
  }

  findActiveByKey(kind: StoreItemKind, key: string): Promise<StoreItem | null> {
    return this.items().findOne({ where: { kind, key, status: StoreItemStatus.Active } });
  }

  /** Active items of a kind whose name matches, ignoring case. */
  findActiveByName(kind: StoreItemKind, name: string, transaction?: EntityManager): Promise<StoreItem[]> {
    return this.items(transaction)
      .createQueryBuilder('item')
      .where('item.kind = :kind AND item.status = :status AND lower(item.name) = lower(:name)', {
        kind,
        status: StoreItemStatus.Active,
        name,
      })
      .getMany();
  }

  insert(item: NewStoreItem, transaction?: EntityManager): Promise<StoreItem> {
    const items = this.items(transaction);
    return items.save(items.create(item));
  }

  save(item: StoreItem, transaction?: EntityManager): Promise<StoreItem> {
    return this.items(transaction).save(item);
  }

  /** Paid, refunded and net figures per item (or of one item), from the payments table. */
  salesByItem(itemId?: string): Promise<StoreItemSalesRow[]> {
    return this.dataSource.query(
      `SELECT store_item_id,
              count(*) FILTER (WHERE status IN ('succeeded', 'partially_refunded', 'refunded'))::int AS sales,
              count(*) FILTER (WHERE status IN ('partially_refunded', 'refunded'))::int AS refunds,
              coalesce(sum(amount_cents - amount_refunded_cents)
                FILTER (WHERE status IN ('succeeded', 'partially_refunded', 'refunded')), 0)::int AS net_revenue_cents
       FROM payments ${itemId ? 'WHERE store_item_id = $1' : ''} GROUP BY store_item_id`,
      itemId ? [itemId] : [],
    );
  }
}
