import { NotificationKind } from '../notifications/notification-kind.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { AuditService } from '../audit/audit.service.js';
import { SessionsService } from '../auth/sessions.service.js';
import { shownName } from '../users/display-name.js';
import { UserRole } from '../users/user-role.js';
import type { UserRecord } from '../users/user-record.js';
import { UsersService } from '../users/users.service.js';
import { isPlaceholderUser } from '../users/placeholder-user.js';
import { isRootUser } from '../users/root-user.js';
import { assertMayActOnAccount } from '../users/account-authority.js';
import type { AdminUserDto, AdminUserPageDto, BanUserDto, ListAdminUsersQuery } from './dto/admin-user.dto.js';
import { MODERATION_REASON_LABELS, type ModerationReasonCategory } from '@irl/shared';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ModerationLogService } from '../moderation-log/moderation-log.service.js';
import { isBannedNow } from '../users/ban-state.js';

const DAY_MS = 24 * 60 * 60 * 1000;
import { cursorUuid } from '../../common/pagination/cursor.js';
import { pageLimit } from '../../common/pagination/page-query.js';
import { toPage } from '../../common/pagination/page.js';
import { decodeTimeCursor, encodeTimeCursor } from '../../common/pagination/time-cursor.js';
import { UserErrors } from '../users/users.errors.js';
import { AdminErrors } from './admin.errors.js';

export function toAdminUserDto(user: UserRecord): AdminUserDto {
  return {
    id: user.id,
    username: user.username,
    displayName: shownName(user),
    email: user.email,
    role: user.role,
    isBanned: isBannedNow(user),
    banReason: isBannedNow(user) ? user.banReason : null,
    bannedUntil: isBannedNow(user) ? (user.bannedUntil?.toISOString() ?? null) : null,
    banReasonCategory: isBannedNow(user) ? (user.banReasonCategory as ModerationReasonCategory | null) : null,
    isRoot: isRootUser(user.id),
    primaryPlatform: user.primaryPlatform,
    profileImageUrl: user.profileImageUrl,
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * Role changes and bans. The root account is untouchable, other admins are changed by ROOT only; a ban
 * ends every session of the user.
 */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly moderationLog: ModerationLogService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Newest accounts first, paged on the server; `total` counts every match of the filters. */
  async list(query: ListAdminUsersQuery): Promise<AdminUserPageDto> {
    const limit = pageLimit(query);
    const cursor = query.cursor ? decodeTimeCursor(query.cursor) : undefined;
    const after = cursor && { at: cursor.at, key: cursorUuid(cursor.key) };
    const { rows, total } = await this.users.searchPage(
      {
        text: query.q,
        matchEmail: true,
        role: query.role,
        banned: query.status === 'active' ? false : query.status === 'banned' ? true : undefined,
        limit: limit + 1,
      },
      after,
    );
    const page = toPage(
      rows,
      limit,
      (row) => toAdminUserDto(row.user),
      (last) => encodeTimeCursor({ at: last.at, key: last.user.id }),
    );
    return { ...page, total };
  }

  async changeRole(userId: string, role: UserRole, adminId: string): Promise<AdminUserDto> {
    const user = await this.changeable(userId, adminId);
    const previous = user.role;
    const saved = await this.updated(this.users.changeRole(user.id, role));
    // Live streams were opened under the old role: end them so they reconnect under the new one.
    await this.sessions.endStreamsForUser(user.id);
    await this.audit.record({
      actorId: adminId,
      targetUserId: user.id,
      action: 'admin.user.role-changed',
      details: { from: previous, to: role },
    });
    if (previous !== role) {
      await this.notifications.notify(undefined, {
        userId: user.id,
        kind: NotificationKind.AccountChange,
        reference: `role:${role}:${saved.updatedAt.toISOString()}`,
        title: `Your role was changed to ${role}`,
        link: '/settings/profile',
      });
    }
    return toAdminUserDto(saved);
  }

  /**
   * Bans (no duration) or suspends for `durationDays`; banning again replaces the reason and end. The
   * person is told the reason category; the note goes to the audit log; the public moderation log
   * records the kind of action and its category, never who.
   */
  async ban(userId: string, adminId: string, body: BanUserDto): Promise<AdminUserDto> {
    const user = await this.changeable(userId, adminId);
    if (user.id === adminId) throw new BadRequestException(AdminErrors.banSelf);
    const until = body.durationDays ? new Date(Date.now() + body.durationDays * DAY_MS) : null;
    const saved = await this.dataSource.transaction(async (manager) => {
      const banned = await this.updated(
        this.users.ban(
          user.id,
          { reason: MODERATION_REASON_LABELS[body.reasonCategory], category: body.reasonCategory, until },
          manager,
        ),
      );
      await this.audit.record(
        {
          actorId: adminId,
          targetUserId: user.id,
          action: 'admin.user.banned',
          details: { reasonCategory: body.reasonCategory, until: until?.toISOString() ?? null },
          note: body.note,
        },
        manager,
      );
      await this.moderationLog.record(
        {
          subjectKind: 'profile',
          action: until ? 'suspended' : 'banned',
          source: 'moderator_review',
          reasonCategory: body.reasonCategory,
        },
        manager,
      );
      return banned;
    });
    await this.sessions.endAllForUser(user.id);
    return toAdminUserDto(saved);
  }

  /** Lifts a ban or suspension (the undo of a ban); lifting someone not banned changes nothing. */
  async unban(userId: string, adminId: string): Promise<AdminUserDto> {
    const user = await this.changeable(userId, adminId);
    if (!user.isBanned) return toAdminUserDto(user);
    const category = user.banReasonCategory as ModerationReasonCategory | null;
    const saved = await this.dataSource.transaction(async (manager) => {
      const lifted = await this.updated(this.users.unban(user.id, manager));
      await this.audit.record(
        {
          actorId: adminId,
          targetUserId: user.id,
          action: 'admin.user.unbanned',
          details: { reasonCategory: category },
        },
        manager,
      );
      await this.moderationLog.record(
        {
          subjectKind: 'profile',
          action: 'reinstated',
          source: 'moderator_review',
          reasonCategory: category ?? 'other',
        },
        manager,
      );
      return lifted;
    });
    return toAdminUserDto(saved);
  }

  /**
   * The user an admin may change: never ROOT; another admin only by ROOT (admins manage users and
   * moderators, so one admin cannot ban or demote the others and take the site over).
   */
  private async changeable(userId: string, actorId: string): Promise<UserRecord> {
    if (isRootUser(userId)) throw new ForbiddenException(AdminErrors.rootProtected);
    const user = await this.users.findById(userId);
    // The placeholder that deleted accounts' rows are credited to is nobody: as if it did not exist.
    if (!user || isPlaceholderUser(user.id)) throw new NotFoundException(UserErrors.notFound);
    // Admin routes only: the actor acts as an admin here.
    assertMayActOnAccount({ id: actorId, role: UserRole.Admin }, user, AdminErrors.adminsByRootOnly);
    return user;
  }

  /** The row after a change; 404 when the user vanished meanwhile. */
  private async updated(change: Promise<UserRecord | null>): Promise<UserRecord> {
    const user = await change;
    if (!user) throw new NotFoundException(UserErrors.notFound);
    return user;
  }
}
