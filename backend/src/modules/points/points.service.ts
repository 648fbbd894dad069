import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { toPage } from '../../common/pagination/page.js';
import { decodeIdCursor, encodeIdCursor } from '../../common/pagination/cursor.js';
import { pageLimit } from '../../common/pagination/page-query.js';
import type { ListPointsLedgerQuery } from './dto/list-points-ledger.query.js';
import type { PointsLedgerEntryDto, PointsLedgerPageDto } from './dto/points-ledger.dto.js';
import type { PointsLedgerEntry } from './entities/points-ledger-entry.entity.js';
import { PointsErrors } from './points.errors.js';
import { PointsRepository } from './points.repository.js';
import { UsersService } from '../users/users.service.js';
import { UserErrors } from '../users/users.errors.js';

export interface PointsChange {
  userId: string;
  /** Points to add (positive) or spend (negative); a non-zero integer. */
  delta: number;
  /** Dotted reason, e.g. 'article.created'. */
  reason: string;
  /** What the change is about, e.g. 'article:42'. */
  reference?: string | null;
}

/**
 * The only way a points balance changes: a conditional update that can never take the balance
 * below 0 (the row lock serialises concurrent changes, and each re-checks the condition), and a
 * ledger row with the resulting balance, both in the caller's transaction.
 */
// The kind letter keeps another list's cursor out of this one.
const LEDGER_CURSOR = 'l';

@Injectable()
export class PointsService {
  constructor(
    private readonly repository: PointsRepository,
    private readonly users: UsersService,
  ) {}

  /** Applies a change in the caller's transaction (or in its own when the manager has none). */
  async apply(manager: EntityManager, change: PointsChange): Promise<PointsLedgerEntry> {
    if (!Number.isSafeInteger(change.delta) || change.delta === 0) {
      throw new Error(`A points change must be a non-zero integer, got ${change.delta}`);
    }
    if (!manager.queryRunner?.isTransactionActive) {
      return manager.transaction((transactional) => this.apply(transactional, change));
    }
    const balanceAfter = await this.repository.moveBalance(manager, change.userId, change.delta);
    if (balanceAfter === null) {
      if (!(await this.users.exists(change.userId, manager))) throw new NotFoundException(UserErrors.notFound);
      throw new BadRequestException(PointsErrors.insufficient);
    }
    return this.repository.appendEntry(manager, {
      userId: change.userId,
      delta: change.delta,
      reason: change.reason,
      reference: change.reference ?? null,
      balanceAfter,
    });
  }

  /**
   * Applies the change unless the user already got `perDay` changes of this reason and reference
   * since the start of the UTC day; whether it applied. Callers serialise on the referenced row (e.g.
   * the article's lock), so two concurrent calls cannot both pass the count.
   */
  async applyCappedPerDay(manager: EntityManager, change: PointsChange & { reference: string }, perDay: number) {
    const since = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);
    const given = await this.repository.countEntriesSince(manager, { ...change, since });
    if (given >= perDay) return false;
    await this.apply(manager, change);
    return true;
  }

  /** The user's ledger, newest first: two queries (page, total) whatever the page size. */
  async listForUser(userId: string, query: ListPointsLedgerQuery): Promise<PointsLedgerPageDto> {
    const limit = pageLimit(query);
    const before = query.cursor ? decodeIdCursor(query.cursor, LEDGER_CURSOR) : undefined;
    const [rows, total] = await Promise.all([
      this.repository.entriesPage(userId, before, limit + 1),
      this.repository.countEntries(userId),
    ]);
    return { ...toPage(rows, limit, toLedgerEntryDto, (last) => encodeIdCursor(last.id, LEDGER_CURSOR)), total };
  }
}

function toLedgerEntryDto(entry: PointsLedgerEntry): PointsLedgerEntryDto {
  return {
    id: Number(entry.id),
    delta: entry.delta,
    reason: entry.reason,
    reference: entry.reference,
    balanceAfter: entry.balanceAfter,
    createdAt: entry.createdAt.toISOString(),
  };
}
