import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { decodeCursor, encodeCursor } from '../../common/pagination/cursor.js';
import { AccountAliasesService } from '../users/account-aliases.service.js';
import { shownName } from '../users/display-name.js';
import {
  DEFAULT_AUDIT_PAGE_SIZE,
  type AuditLogEntryDto,
  type AuditLogPageDto,
  type AuditUserDto,
  type ListAuditLogQuery,
} from './dto/audit-log-entry.dto.js';

interface EntryRow {
  id: string;
  action: string;
  details: Record<string, unknown>;
  created_at: Date;
  cursor_at: string;
  actor_id: string | null;
  target_user_id: string | null;
  [column: string]: unknown;
}

type NameRow = Record<string, unknown> & { id: string };

const USER_COLUMNS = ['username', 'email', 'first_name', 'last_name', 'show_real_name', 'display_name_preference'];
const userColumns = (alias: string) => USER_COLUMNS.map((c) => `${alias}.${c} AS ${alias}_${c}`).join(', ');
const ALIASES = ['actor', 'target'] as const;

/*
 * Entries where the user (under its id or the ids of accounts merged into it) acted or was acted upon, newest first. The two halves of the OR each use
 * their own index ((actor_id, created_at) and (target_user_id, created_at)); the names come from
 * LEFT JOINs because the log outlives deleted accounts.
 */
const ENTRIES_SQL = `
  SELECT l.id::text AS id, l.action, l.details, l.created_at,
         to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at,
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
  LEFT JOIN users actor ON actor.id = l.actor_id
  LEFT JOIN users target ON target.id = l.target_user_id
  ORDER BY l.created_at DESC, l.id DESC
  LIMIT $4`;

/**
 * Reads the audit log for the admin's 'View Activity Log'. Entries keep the ids they were written
 * with; the id of a merged account resolves to the account that absorbed it (its log and its name).
 */
@Injectable()
export class AuditLogService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly aliases: AccountAliasesService,
  ) {}

  async forUser(userId: string, query: ListAuditLogQuery): Promise<AuditLogPageDto> {
    const [exists] = await this.dataSource.query<unknown[]>(`SELECT 1 FROM users WHERE id = $1`, [userId]);
    const currentId = exists ? userId : await this.aliases.mergedInto(userId);
    if (!currentId) throw new NotFoundException('User Not Found');
    const ids = [currentId, ...(await this.aliases.formerIdsOf(currentId))];
    const limit = query.limit ?? DEFAULT_AUDIT_PAGE_SIZE;
    const cursor = query.cursor ? decodeCursor(query.cursor) : null;
    const rows = await this.dataSource.query<EntryRow[]>(ENTRIES_SQL, [
      ids,
      cursor?.createdAt ?? null,
      cursor?.id ?? null,
      limit + 1,
    ]);
    const items = rows.slice(0, limit);
    await this.nameMergedAccounts(items);
    const last = items.at(-1);
    const nextCursor =
      rows.length > limit && last ? encodeCursor({ createdAt: last.cursor_at, id: Number(last.id) }) : null;
    return { items: items.map(toEntry), nextCursor };
  }

  /** Ids without a user row may belong to merged accounts: show the name of the account they joined. */
  private async nameMergedAccounts(rows: EntryRow[]): Promise<void> {
    const unnamed = new Set<string>();
    for (const row of rows) {
      for (const alias of ALIASES) {
        const id = alias === 'actor' ? row.actor_id : row.target_user_id;
        if (id && row[`${alias}_username`] === null) unnamed.add(id);
      }
    }
    const current = await this.aliases.currentIdsOf([...unnamed]);
    if (current.size === 0) return;
    const users = await this.dataSource.query<NameRow[]>(
      `SELECT id, ${USER_COLUMNS.join(', ')} FROM users WHERE id = ANY($1::uuid[])`,
      [[...new Set(current.values())]],
    );
    const byId = new Map(users.map((user) => [user.id, user]));
    for (const row of rows) {
      for (const alias of ALIASES) {
        const id = alias === 'actor' ? row.actor_id : row.target_user_id;
        const user = id ? byId.get(current.get(id) ?? '') : undefined;
        if (!user) continue;
        for (const column of USER_COLUMNS) row[`${alias}_${column}`] = user[column];
      }
    }
  }
}

function toEntry(row: EntryRow): AuditLogEntryDto {
  return {
    id: row.id,
    action: row.action,
    actor: toAuditUser(row, 'actor', row.actor_id),
    target: toAuditUser(row, 'target', row.target_user_id),
    details: row.details,
    createdAt: row.created_at.toISOString(),
  };
}

function toAuditUser(row: EntryRow, alias: string, id: string | null): AuditUserDto | null {
  if (!id) return null;
  const username = row[`${alias}_username`] as string | null;
  if (username === null) return { id, username: null, displayName: 'Deleted user' };
  return {
    id,
    username,
    displayName: shownName({
      id,
      username,
      email: row[`${alias}_email`] as string | null,
      firstName: row[`${alias}_first_name`] as string | null,
      lastName: row[`${alias}_last_name`] as string | null,
      showRealName: row[`${alias}_show_real_name`] as boolean,
      displayNamePreference: row[`${alias}_display_name_preference`] as string,
    }),
  };
}
