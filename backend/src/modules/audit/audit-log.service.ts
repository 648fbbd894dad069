import { Injectable, NotFoundException } from '@nestjs/common';
import { cursorId } from '../../common/pagination/cursor.js';
import { toPage } from '../../common/pagination/page.js';
import { pageLimit } from '../../common/pagination/page-query.js';
import { decodeTimeCursor, encodeTimeCursor } from '../../common/pagination/time-cursor.js';
import { shownName } from '../users/display-name.js';
import { assertMayActOnAccount } from '../users/account-authority.js';
import { UserRole } from '../users/user-role.js';
import { UserErrors } from '../users/users.errors.js';
import { UsersService } from '../users/users.service.js';
import type { EntryRow } from './audit.repository.js';
import { AuditRepository } from './audit.repository.js';
import {
  DEFAULT_AUDIT_PAGE_SIZE,
  type AuditLogEntryDto,
  type AuditLogPageDto,
  type AuditUserDto,
  type ListAuditLogQuery,
} from './dto/audit-log-entry.dto.js';

/**
 * Reads the audit log for the admin's 'View Activity Log'. A merge re-points the merged account's
 * entries to the account that absorbed it; the old id in the address still leads to that account.
 */
@Injectable()
export class AuditLogService {
  constructor(
    private readonly audit: AuditRepository,
    private readonly users: UsersService,
  ) {}

  /** `adminId`: the admin asking; another admin's log is ROOT's alone. */
  async forUser(userId: string, adminId: string, query: ListAuditLogQuery): Promise<AuditLogPageDto> {
    const limit = pageLimit(query, DEFAULT_AUDIT_PAGE_SIZE);
    const cursor = query.cursor ? decodeTimeCursor(query.cursor) : undefined;
    const after = cursor && { at: cursor.at, id: cursorId(cursor.key) };
    const currentId = await this.users.currentIdOf(userId);
    const user = currentId ? await this.users.findById(currentId) : null;
    if (!currentId || !user) throw new NotFoundException(UserErrors.notFound);
    assertMayActOnAccount({ id: adminId, role: UserRole.Admin }, user);
    const rows = await this.audit.entriesOf(currentId, limit + 1, after);
    return toPage(rows, limit, toEntry, (last) => encodeTimeCursor({ at: last.cursor_at, key: last.id }));
  }
}

function toEntry(row: EntryRow): AuditLogEntryDto {
  return {
    id: row.id,
    action: row.action,
    actor: toAuditUser(row, 'actor', row.actor_id),
    target: toAuditUser(row, 'target', row.target_user_id),
    details: row.details,
    note: (row.note as string | null) ?? null,
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
