import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository, type EntityManager } from 'typeorm';
import { pageLimit } from '../../common/pagination/page-query.js';
import type { ListPointsLedgerQuery } from './dto/list-points-ledger.query.js';
import type { PointsLedgerEntryDto, PointsLedgerPageDto } from './dto/points-ledger.dto.js';
import { PointsLedgerEntry } from './entities/points-ledger-entry.entity.js';
import { decodeLedgerCursor, encodeLedgerCursor } from './ledger-cursor.js';
import { UserErrors } from '../users/users.errors.js';

export const INSUFFICIENT_POINTS = 'Insufficient points';

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
@Injectable()
export class PointsService {
  constructor(@InjectRepository(PointsLedgerEntry) private readonly ledger: Repository<PointsLedgerEntry>) {}

  /** Applies a change in the caller's transaction (or in its own when the manager has none). */
  async apply(manager: EntityManager, change: PointsChange): Promise<PointsLedgerEntry> {
    if (!Number.isSafeInteger(change.delta) || change.delta === 0) {
      throw new Error(`A points change must be a non-zero integer, got ${change.delta}`);
    }
    if (!manager.queryRunner?.isTransactionActive) {
      return manager.transaction((transactional) => this.apply(transactional, change));
    }
    const [rows] = await manager.query<[{ available_points: number }[], number]>(
      `UPDATE "users" SET "available_points" = "available_points" + $2
       WHERE "id" = $1 AND "available_points" + $2 >= 0
       RETURNING "available_points"`,
      [change.userId, change.delta],
    );
    if (rows.length === 0) {
      const exists = await manager.query<unknown[]>(`SELECT 1 FROM "users" WHERE "id" = $1`, [change.userId]);
      if (exists.length === 0) throw new NotFoundException(UserErrors.notFound);
      throw new BadRequestException(INSUFFICIENT_POINTS);
    }
    const repository = manager.getRepository(PointsLedgerEntry);
    return repository.save(
      repository.create({
        userId: change.userId,
        delta: change.delta,
        reason: change.reason,
        reference: change.reference ?? null,
        balanceAfter: rows[0].available_points,
      }),
    );
  }

  /** The user's ledger, newest first: two queries (page, total) whatever the page size. */
  async listForUser(userId: string, query: ListPointsLedgerQuery): Promise<PointsLedgerPageDto> {
    const limit = pageLimit(query);
    const before = query.cursor ? decodeLedgerCursor(query.cursor) : undefined;
    const [rows, total] = await Promise.all([
      this.ledger.find({
        where: { userId, ...(before ? { id: LessThan(before) } : {}) },
        order: { id: 'DESC' },
        take: limit + 1,
      }),
      this.ledger.count({ where: { userId } }),
    ]);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      items: items.map(toLedgerEntryDto),
      total,
      nextCursor: rows.length > limit && last ? encodeLedgerCursor(last.id) : null,
    };
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
