import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isoMicros } from '../../common/pagination/time-cursor.js';
import type { AccountMergePair } from '../../common/account-merge/account-merge-step.js';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';
import type { AuditAction, AuditDetailKey, ModerationAuditAction } from './audit-actions.js';
import { AuditLogEntry } from './entities/audit-log-entry.entity.js';

/** One entry; its details may hold only the keys its action declares (see audit-actions.ts). */
export interface AuditRecord<A extends AuditAction = AuditAction> {
  actorId: string | null;
  targetUserId?: string | null;
  action: A;
  details?: [AuditDetailKey<A>] extends [never] ? Record<string, never> : Partial<Record<AuditDetailKey<A>, unknown>>;
  /** A moderation action's note (moderation actions only; cleared when the target's account is deleted). */
  note?: A extends ModerationAuditAction ? string | null : never;
}

export interface EntryRow {
  id: string;
  action: string;
  details: Record<string, unknown>;
  created_at: Date;
  cursor_at: string;
  actor_id: string | null;
  target_user_id: string | null;
  [column: string]: unknown;
}

const USER_COLUMNS = ['username', 'email', 'first_name', 'last_name', 'show_real_name', 'display_name_preference'];
const userColumns = (alias: string) => USER_COLUMNS.map((c) => `${alias}.${c} AS ${alias}_${c}`).join(', ');

/*
 * Entries where the user acted or was acted upon, newest first. The two halves of the OR each use
 * their own index ((actor_id, created_at) and (target_user_id, created_at)). Names come from LEFT
 * JOINs because the log outlives deleted accounts (a merge re-points the merged account's entries).
 */
const ENTRIES_SQL = `
  SELECT l.id::text AS id, l.action, l.details, l.note, l.created_at, ${isoMicros('l.created_at')} AS cursor_at,
         l.actor_id, l.target_user_id, ${userColumns('actor')}, ${userColumns('target')}
  FROM (
    (SELECT * FROM audit_log WHERE actor_id = $1
       AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::bigint))
       ORDER BY created_at DESC, id DESC LIMIT $4)
    UNION
    (SELECT * FROM audit_log WHERE target_user_id = $1
       AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::bigint))
       ORDER BY created_at DESC, id DESC LIMIT $4)
  ) l
  LEFT JOIN users actor ON actor.id = l.actor_id
  LEFT JOIN users target ON target.id = l.target_user_id
  ORDER BY l.created_at DESC, l.id DESC
  LIMIT $4`;

/** The SQL of the audit log. */
@Injectable()
export class AuditRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async append(entry: AuditRecord, manager?: EntityManager): Promise<void> {
    const repository = this.manager(manager).getRepository(AuditLogEntry);
    await repository.save(
      repository.create({
        actorId: entry.actorId,
        targetUserId: entry.targetUserId ?? null,
        action: entry.action,
        details: entry.details ?? {},
        note: entry.note ?? null,
      }),
    );
  }

  /** Account deletion: moderators' notes about the user go (they may name or describe them); how many. */
  async clearNotesAbout(manager: EntityManager, userId: string): Promise<number> {
    const cleared = await returnedRows(
      manager,
      `UPDATE audit_log SET note = NULL WHERE target_user_id = $1 AND note IS NOT NULL RETURNING id`,
      [userId],
    );
    return cleared.length;
  }

  /** A support request's erasure: the notes on its outcome go with it (they may describe its sender); how many. */
  async clearNotesOfSupportRequests(manager: EntityManager, requestIds: string[]): Promise<number> {
    if (requestIds.length === 0) return 0;
    const cleared = await returnedRows(
      manager,
      `UPDATE audit_log SET note = NULL
       WHERE action LIKE 'support.request.%' AND details->>'requestId' = ANY($1::text[]) AND note IS NOT NULL
       RETURNING id`,
      [requestIds],
    );
    return cleared.length;
  }

  /** `limit` entries of the user's log, newest first, after the (time, id) position when given. */
  entriesOf(userId: string, limit: number, after?: { at: string; id: string }): Promise<EntryRow[]> {
    return this.manager().query<EntryRow[]>(ENTRIES_SQL, [userId, after?.at ?? null, after?.id ?? null, limit]);
  }

  /** Account merge: the source's entries, as actor and as target, become the target's; how many moved. */
  async moveToUser(manager: EntityManager, { sourceId, targetId }: AccountMergePair): Promise<number> {
    const moved = await returnedRows(
      manager,
      `UPDATE audit_log
       SET actor_id = CASE WHEN actor_id = $1 THEN $2::uuid ELSE actor_id END,
           target_user_id = CASE WHEN target_user_id = $1 THEN $2::uuid ELSE target_user_id END
       WHERE actor_id = $1 OR target_user_id = $1
       RETURNING 1 AS moved`,
      [sourceId, targetId],
    );
    return moved.length;
  }
}
