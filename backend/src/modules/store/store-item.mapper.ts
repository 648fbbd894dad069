import type { AdminStoreItemDto, StoreItemDto } from './dto/store-item.dto.js';
import type { StoreItem } from './entities/store-item.entity.js';
import type { StoreItemSalesRow } from './store.repository.js';
import { bonusPercent } from './store-item.rules.js';

export function toStoreItemDto(item: StoreItem): StoreItemDto {
  return {
    id: item.id,
    key: item.key,
    kind: item.kind,
    name: item.name,
    description: item.description,
    price: item.priceCents / 100,
    priceCents: item.priceCents,
    currency: item.currency,
    points: item.points,
    bonusPercent: bonusPercent(item.priceCents, item.points),
    highlighted: item.highlighted,
    status: item.status,
  };
}

export function toAdminStoreItemDto(item: StoreItem, sales: StoreItemSalesRow | undefined): AdminStoreItemDto {
  return {
    ...toStoreItemDto(item),
    sales: sales?.sales ?? 0,
    refunds: sales?.refunds ?? 0,
    netRevenueCents: sales?.net_revenue_cents ?? 0,
    sortOrder: item.sortOrder,
    createdAt: item.createdAt.toISOString(),
  };
}
