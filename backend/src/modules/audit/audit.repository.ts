import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isoMicros } from '../../common/pagination/time-cursor.js';
import { BaseRepository } from '../../database/base.repository.js';
import { AuditLogEntry } from './entities/audit-log-entry.entity.js';

export interface AuditRecord {
  actorId: string | null;
  targetUserId?: string | null;
  action: string;
  details?: Record<string, unknown>;
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
 * Entries where one of the user's ids (its own and those of accounts merged into it) acted or was
 * acted upon, newest first. The two halves of the OR each use their own index ((actor_id, created_at)
 * and (target_user_id, created_at)). Names come from LEFT JOINs because the log outlives deleted
 * accounts; the id of a merged account is named after the account it joined (account_merges).
 */
const ENTRIES_SQL = `
  SELECT l.id::text AS id, l.action, l.details, l.created_at, ${isoMicros('l.created_at')} AS cursor_at,
         l.actor_id, l.target_user_id, ${userColumns('actor')}, ${userColumns('target')}
  FROM (
    (SELECT * FROM audit_log WHERE actor_id = ANY($1::uuid[])
       AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::bigint))
       ORDER BY created_at DESC, id DESC LIMIT $4)
    UNION
    (SELECT * FROM audit_log WHERE target_user_id = ANY($1::uuid[])
       AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::bigint))
       ORDER BY created_at DESC, id DESC LIMIT $4)
  ) l
  LEFT JOIN account_merges actor_merge ON actor_merge.source_user_id = l.actor_id
  LEFT JOIN users actor ON actor.id = COALESCE(actor_merge.target_user_id, l.actor_id)
  LEFT JOIN account_merges target_merge ON target_merge.source_user_id = l.target_user_id
  LEFT JOIN users target ON target.id = COALESCE(target_merge.target_user_id, l.target_user_id)
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
      }),
    );
  }

  /** `limit` entries of the given user ids' log, newest first, after the (time, id) position when given. */
  entriesOf(userIds: string[], limit: number, after?: { at: string; id: string }): Promise<EntryRow[]> {
    return this.manager().query<EntryRow[]>(ENTRIES_SQL, [userIds, after?.at ?? null, after?.id ?? null, limit]);
  }
}
