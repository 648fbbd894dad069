import { Injectable, NotFoundException } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { cursorUuid } from '../../common/pagination/cursor.js';
import { toPage } from '../../common/pagination/page.js';
import { DEFAULT_PAGE_SIZE, type PageQuery } from '../../common/pagination/page-query.js';
import { decodeTimeCursor, encodeTimeCursor } from '../../common/pagination/time-cursor.js';
import { ValidationFailedException } from '../../common/pipes/validation.pipe.js';
import { isPlaceholderUser } from '../users/placeholder-user.js';
import { userFromRow } from '../users/user-row.js';
import { toUserSummary } from '../users/user-summary.js';
import { UserErrors } from '../users/users.errors.js';
import { UsersService } from '../users/users.service.js';
import { RegisterBlockListener, type BlockListener } from './block-listener.js';
import { BlocksRepository } from './blocks.repository.js';
import { BlockErrors } from './blocks.errors.js';
import type { BlockStatusDto } from './dto/block-status.dto.js';
import type { BlockedUserPageDto } from './dto/blocked-user-page.dto.js';

/**
 * Blocking and unblocking (both idempotent), the caller's list, and the question other modules ask
 * ("has X blocked Y?"). The blocked person is never told: modules that refuse them answer as they
 * would for any other reason.
 */
@Injectable()
export class BlocksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly blocks: BlocksRepository,
    private readonly users: UsersService,
    private readonly discovery: DiscoveryService,
  ) {}

  /** Blocking twice is the same as once; the first block also runs every BlockListener (follows go). */
  async block(blockerId: string, blockedId: string): Promise<BlockStatusDto> {
    await this.assertBlockable(blockerId, blockedId);
    await this.dataSource.transaction(async (manager) => {
      await this.blocks.insert(blockerId, blockedId, manager);
      // Also on a repeated block, so a follow that slipped in between is removed as well.
      for (const listener of this.listeners()) await listener.onBlocked(manager, blockerId, blockedId);
    });
    return { userId: blockedId, blocked: true };
  }

  /** Unblocking someone you do not block changes nothing and succeeds. */
  async unblock(blockerId: string, blockedId: string): Promise<BlockStatusDto> {
    await this.assertBlockable(blockerId, blockedId);
    await this.blocks.delete(blockerId, blockedId);
    return { userId: blockedId, blocked: false };
  }

  async status(blockerId: string, blockedId: string): Promise<BlockStatusDto> {
    await this.assertBlockable(blockerId, blockedId);
    return { userId: blockedId, blocked: await this.blocks.exists(blockerId, blockedId) };
  }

  /** Newest block first; three queries whatever the page size. */
  async list(blockerId: string, query: PageQuery): Promise<BlockedUserPageDto> {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const cursor = query.cursor ? decodeTimeCursor(query.cursor) : null;
    if (cursor) cursorUuid(cursor.key);
    const [total, rows] = await Promise.all([
      this.blocks.count(blockerId),
      this.blocks.page(blockerId, cursor, limit + 1),
    ]);
    const page = toPage(
      rows,
      limit,
      (row) => toUserSummary(userFromRow(row, 'user')!),
      (last) => encodeTimeCursor({ at: last.cursor_at, key: last.user_id }),
    );
    return { ...page, total };
  }

  /** Whether `blockerId` has blocked `blockedId` (for other modules' refusals). */
  hasBlocked(blockerId: string, blockedId: string, manager?: EntityManager): Promise<boolean> {
    return this.blocks.exists(blockerId, blockedId, manager);
  }

  /** The ids among `userIds` the viewer has blocked, in one query (for flags on lists). */
  async blockedAmong(viewerId: string, userIds: string[]): Promise<Set<string>> {
    return new Set(await this.blocks.blockedAmong(viewerId, [...new Set(userIds)]));
  }

  private async assertBlockable(blockerId: string, blockedId: string): Promise<void> {
    if (blockedId === blockerId) {
      throw new ValidationFailedException([{ field: 'userId', reason: BlockErrors.selfBlock }], BlockErrors.selfBlock);
    }
    if (isPlaceholderUser(blockedId) || !(await this.users.findById(blockedId))) {
      throw new NotFoundException(UserErrors.notFound);
    }
  }

  private listeners(): BlockListener[] {
    return this.discovery
      .getProviders({ metadataKey: RegisterBlockListener.KEY })
      .map((wrapper) => wrapper.instance as BlockListener);
  }
}
