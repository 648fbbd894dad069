import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { shownFlairs, type FlairBadgeDto } from '../users/flair-badge.js';
import { UserRole } from '../users/user-role.js';
import { UsersService } from '../users/users.service.js';
import { assertMayActOnAccount } from '../users/account-authority.js';
import type { StoreFlairDto, UserFlairDto } from './dto/flair.dto.js';
import { toBadge, toFlairDto, toUserFlairDto } from './flair.mapper.js';
import { FlairErrors } from './flairs.errors.js';
import { FlairsRepository } from './flairs.repository.js';

/**
 * The actor acts on their own flairs, or is an admin (whose actions on others are audited) acting on a
 * member's or moderator's; another admin's flairs are ROOT's alone.
 */
export function assertOwnFlairsOrAdmin(
  actor: Pick<SessionUser, 'id' | 'role'>,
  owner: Pick<SessionUser, 'id' | 'role'>,
): void {
  if (actor.id !== owner.id && actor.role !== UserRole.Admin) throw new ForbiddenException(FlairErrors.notYours);
  assertMayActOnAccount(actor, owner);
}

/** The catalogue as the store shows it, owned flairs, the one active flair, and flairs shown next to users. */
@Injectable()
export class FlairsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: FlairsRepository,
    private readonly users: UsersService,
    private readonly audit: AuditService,
  ) {}

  /** The store's flairs with what the signed-in user owns and where their applications stand. */
  async storeCatalogue(userId: string): Promise<StoreFlairDto[]> {
    const [flairs, owned, applications] = await Promise.all([
      this.repository.storeCatalogue(),
      this.repository.userFlairsOf(userId),
      this.repository.latestApplicationsOf(userId),
    ]);
    const ownedById = new Map(owned.map((row) => [row.flairId, row]));
    const applicationById = new Map(applications.map((row) => [row.flairId, row]));
    const now = Date.now();
    return flairs.map((flair) => {
      const application = applicationById.get(flair.id);
      const retryAfter = application?.retryAfter;
      return {
        ...toFlairDto(flair),
        owned: ownedById.has(flair.id),
        isActive: ownedById.get(flair.id)?.isActive ?? false,
        applicationStatus: application?.status ?? null,
        nextApplicationAt: retryAfter && retryAfter.getTime() > now ? retryAfter.toISOString() : null,
      };
    });
  }

  async userFlairs(actor: SessionUser, userId: string): Promise<UserFlairDto[]> {
    assertOwnFlairsOrAdmin(actor, await this.existing(userId));
    const rows = await this.repository.userFlairsOf(userId);
    return rows.map((row) => toUserFlairDto({ ...row, flair: row.flair! }));
  }

  /** The flairs shown next to a user: role flairs, then the chosen one (at most 3). */
  async shownFlairsOf(userId: string): Promise<FlairBadgeDto[]> {
    const user = await this.existing(userId);
    const badges = await this.chosenBadges([userId]);
    return shownFlairs(user.role, badges.get(userId) ?? []);
  }

  /** The chosen (active) flair of each user, as badges: one query for any number of users. */
  async chosenBadges(userIds: string[]): Promise<Map<string, FlairBadgeDto[]>> {
    const rows = await this.repository.activeFlairsOf([...new Set(userIds)]);
    const byUser = new Map<string, FlairBadgeDto[]>();
    for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), toBadge(row.flair)]);
    return byUser;
  }

  /** Makes one owned flair the active one; every other flair of the user goes inactive. */
  async activate(actor: SessionUser, userId: string, flairId: number): Promise<UserFlairDto[]> {
    assertOwnFlairsOrAdmin(actor, await this.existing(userId));
    await this.dataSource.transaction(async (manager) => {
      await this.repository.lockUserFlairs(manager, userId);
      const owned = await this.repository.findUserFlair(userId, flairId, manager);
      if (!owned) throw new NotFoundException(FlairErrors.notOwned);
      await this.repository.deactivateAll(manager, userId);
      await this.repository.activate(manager, userId, flairId);
      if (actor.id !== userId) {
        await this.audit.record(
          { actorId: actor.id, targetUserId: userId, action: 'admin.flair.activated', details: { flairId } },
          manager,
        );
      }
    });
    return this.userFlairs(actor, userId);
  }

  async deactivateAll(actor: SessionUser, userId: string): Promise<UserFlairDto[]> {
    assertOwnFlairsOrAdmin(actor, await this.existing(userId));
    await this.dataSource.transaction(async (manager) => {
      await this.repository.lockUserFlairs(manager, userId);
      const changed = await this.repository.deactivateAll(manager, userId);
      if (actor.id !== userId) {
        await this.audit.record(
          { actorId: actor.id, targetUserId: userId, action: 'admin.flair.deactivated', details: { changed } },
          manager,
        );
      }
    });
    return this.userFlairs(actor, userId);
  }

  /** 404 before any permission check, so an unknown id reads the same to everyone. */
  private async existing(userId: string): Promise<Pick<SessionUser, 'id' | 'role'>> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException(FlairErrors.userNotFound);
    return user;
  }
}
