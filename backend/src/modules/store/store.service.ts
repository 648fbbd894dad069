import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../../database/postgres-errors.js';
import { AuditService } from '../audit/audit.service.js';
import type { AdminStoreItemDto, StoreItemDto } from './dto/store-item.dto.js';
import type { CreateStoreItemDto, UpdateStoreItemDto } from './dto/save-store-item.dto.js';
import { StoreItemKind, StoreItemStatus, type StoreItem } from './entities/store-item.entity.js';
import { toAdminStoreItemDto, toStoreItemDto } from './store-item.mapper.js';
import { StoreErrors } from './store.errors.js';
import type { StoreItemRecord } from './store-item-record.js';
import { StoreRepository } from './store.repository.js';

/** What a payment is priced from: an active catalogue item, as the server knows it. */
export type PurchasableItem = StoreItemRecord;

/** The catalogue of points packs and donate packages, and its administration. */
@Injectable()
export class StoreService {
  constructor(
    private readonly repository: StoreRepository,
    private readonly audit: AuditService,
    private readonly dataSource: DataSource,
  ) {}

  async listActive(kind?: StoreItemKind): Promise<StoreItemDto[]> {
    return (await this.repository.activeItems(kind)).map(toStoreItemDto);
  }

  /** An active donate package by its key (the Donate page's packageType). */
  async donationPackage(key: string): Promise<PurchasableItem | null> {
    return this.repository.findActiveByKey(StoreItemKind.Donation, key);
  }

  /** An active points pack by its name (what the Store page sends as packageName). */
  async pointsPack(name: string): Promise<PurchasableItem | null> {
    const [item] = await this.repository.findActiveByName(StoreItemKind.PointsPack, name);
    return item ?? null;
  }

  async listForAdmin(): Promise<AdminStoreItemDto[]> {
    const [items, sales] = await Promise.all([this.repository.allItems(), this.repository.salesByItem()]);
    const byItem = new Map(sales.map((row) => [row.store_item_id, row]));
    return items.map((item) => toAdminStoreItemDto(item, byItem.get(item.id)));
  }

  async create(body: CreateStoreItemDto, adminId: string): Promise<AdminStoreItemDto> {
    try {
      const saved = await this.dataSource.transaction(async (manager) => {
        await this.refuseDuplicateName(body.kind, body.name, null, manager);
        const item = await this.repository.insert(
          {
            key: body.key,
            kind: body.kind,
            name: body.name,
            description: body.description ?? '',
            priceCents: body.priceCents,
            points: body.points,
            highlighted: body.highlighted ?? false,
            sortOrder: body.sortOrder ?? 0,
          },
          manager,
        );
        await this.audit.record(
          { actorId: adminId, action: 'admin.store.item-created', details: { itemId: item.id, ...body } },
          manager,
        );
        return item;
      });
      return toAdminStoreItemDto(saved, undefined);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(StoreErrors.keyTaken);
      throw error;
    }
  }

  /** Edits an item, or retires / restores it through `status`; past payments keep what they were sold at. */
  async update(id: string, body: UpdateStoreItemDto, adminId: string): Promise<AdminStoreItemDto> {
    const saved = await this.dataSource.transaction(async (manager) => {
      const item = await this.repository.findById(id, manager);
      if (!item) throw new NotFoundException(StoreErrors.itemNotFound);
      const before = { ...item };
      Object.assign(item, withoutUndefined(body));
      if (item.status === StoreItemStatus.Active)
        await this.refuseDuplicateName(item.kind, item.name, item.id, manager);
      const updated = await this.repository.save(item, manager);
      await this.audit.record(
        {
          actorId: adminId,
          action: body.status === StoreItemStatus.Retired ? 'admin.store.item-retired' : 'admin.store.item-updated',
          details: { itemId: item.id, changes: changesOf(before, body) },
        },
        manager,
      );
      return updated;
    });
    const [sales] = await this.repository.salesByItem(saved.id);
    return toAdminStoreItemDto(saved, sales);
  }

  /** Points packs are bought by name, so two active packs may not share one. */
  private async refuseDuplicateName(
    kind: StoreItemKind,
    name: string,
    exceptId: string | null,
    manager: Parameters<StoreRepository['findActiveByName']>[2],
  ): Promise<void> {
    const same = await this.repository.findActiveByName(kind, name, manager);
    if (same.some((item: StoreItem) => item.id !== exceptId)) throw new ConflictException(StoreErrors.nameTaken);
  }
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function changesOf(before: StoreItem, body: UpdateStoreItemDto): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, to] of Object.entries(body)) {
    const from = (before as unknown as Record<string, unknown>)[key];
    if (to !== undefined && from !== to) changes[key] = { from, to };
  }
  return changes;
}
