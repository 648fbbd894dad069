import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { NotificationKind } from '../notifications/notification-kind.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { UsersService } from '../users/users.service.js';
import { assertMayActOnAccount } from '../users/account-authority.js';
import { UserRole } from '../users/user-role.js';
import { BADGE_RULES } from './badge-rules.js';
import { toAdminBadgeDto, toUserBadgeDto } from './badge.mapper.js';
import { BadgeErrors } from './badges.errors.js';
import { BadgesRepository } from './badges.repository.js';
import type { AdminBadgeDto, UserBadgeDto } from './dto/badge.dto.js';
import type { Badge } from './entities/badge.entity.js';

/**
 * Badges: the catalogue with real holder counts, who holds what, the admins' hand awards and
 * revocations (audited; a retired badge is awarded no more), and the evaluation of the activity rules (run by the worker on a schedule,
 * see BadgeRulesJob). Every award tells the user with a notification in the same transaction.
 */
@Injectable()
export class BadgesService {
  private readonly logger = new Logger('Badges');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: BadgesRepository,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
  ) {}

  async catalogue(): Promise<AdminBadgeDto[]> {
    return (await this.repository.catalogueWithCounts()).map(toAdminBadgeDto);
  }

  async heldBy(userId: string): Promise<UserBadgeDto[]> {
    if (!(await this.users.exists(userId))) throw new NotFoundException(BadgeErrors.userNotFound);
    return (await this.repository.heldBy(userId)).map(toUserBadgeDto);
  }

  async award(adminId: string, badgeId: number, userId: string): Promise<UserBadgeDto> {
    await this.dataSource.transaction(async (manager) => {
      // Locked, so a retirement committing meanwhile cannot let this award through.
      const badge = await this.repository.lockBadge(badgeId, manager);
      if (!badge) throw new NotFoundException(BadgeErrors.notFound);
      if (badge.retiredAt) throw new ConflictException(BadgeErrors.retired);
      const holder = await this.users.findById(userId, manager);
      if (!holder) throw new NotFoundException(BadgeErrors.userNotFound);
      // Admin route: the actor acts as an admin; another admin's badges are ROOT's alone.
      assertMayActOnAccount({ id: adminId, role: UserRole.Admin }, holder);
      const awardedAt = await this.repository.awardByAdmin(manager, userId, badgeId);
      if (!awardedAt) throw new ConflictException(BadgeErrors.alreadyHeld);
      await this.audit.record(
        {
          actorId: adminId,
          targetUserId: userId,
          action: 'admin.badge.awarded',
          details: { badgeId, slug: badge.slug, name: badge.name },
        },
        manager,
      );
      await this.tellEarned(manager, userId, badge);
    });
    const held = await this.repository.heldBy(userId);
    const row = held.find((item) => item.badge.id === badgeId);
    if (!row) throw new NotFoundException(BadgeErrors.notHeld);
    return toUserBadgeDto(row);
  }

  async revoke(adminId: string, badgeId: number, userId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const badge = await this.repository.findBadge(badgeId, manager);
      if (!badge) throw new NotFoundException(BadgeErrors.notFound);
      const holder = await this.users.findById(userId, manager);
      if (holder) assertMayActOnAccount({ id: adminId, role: UserRole.Admin }, holder);
      if (!(await this.repository.revoke(manager, userId, badgeId))) throw new NotFoundException(BadgeErrors.notHeld);
      await this.audit.record(
        {
          actorId: adminId,
          targetUserId: userId,
          action: 'admin.badge.revoked',
          details: { badgeId, slug: badge.slug, name: badge.name },
        },
        manager,
      );
    });
  }

  /**
   * Runs every activity rule once: one INSERT … SELECT per badge awards it to everyone who now
   * qualifies and never held it. Safe to run concurrently or twice (the unique key decides).
   */
  async evaluateRules(): Promise<{ awarded: number }> {
    let awarded = 0;
    for (const badge of await this.repository.ruleBadges()) {
      const rule = badge.rule ? BADGE_RULES[badge.rule] : undefined;
      if (!rule) {
        this.logger.warn(`Badge ${badge.slug} names an unknown rule ${badge.rule ?? ''}`);
        continue;
      }
      awarded += await this.dataSource.transaction(async (manager) => {
        const userIds = await this.repository.awardByRule(manager, badge.id, rule.sql);
        for (const userId of userIds) await this.tellEarned(manager, userId, badge);
        return userIds.length;
      });
    }
    if (awarded > 0) this.logger.log(`Awarded ${awarded} badges`);
    return { awarded };
  }

  private tellEarned(manager: EntityManager, userId: string, badge: Badge): Promise<void> {
    return this.notifications.notify(manager, {
      userId,
      kind: NotificationKind.BadgeEarned,
      reference: `badge:${badge.slug}`,
      title: `You earned the ${badge.name} badge`,
      body: badge.description,
      link: '/profile',
    });
  }
}
