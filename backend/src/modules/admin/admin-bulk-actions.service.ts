import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { AuditService } from '../audit/audit.service.js';
import { isRootUser } from '../users/root-user.js';
import { UserRole } from '../users/user-role.js';
import { UsersService } from '../users/users.service.js';
import { AdminRolesRepository } from './admin-roles.repository.js';
import { AdminUsersService } from './admin-users.service.js';
import { ValidationFailedException } from '../../common/pipes/validation.pipe.js';
import { ModerationLogErrors } from '../moderation-log/moderation-log.errors.js';
import { AdminErrors } from './admin.errors.js';
import type { BanUserDto } from './dto/admin-user.dto.js';
import type { BulkActionDto, BulkActionResultDto, BulkActionSkipDto, RoleSummaryDto } from './dto/bulk-action.dto.js';

export const ROLE_DESCRIPTIONS: Record<UserRole, { name: string; description: string }> = {
  [UserRole.User]: { name: 'User', description: 'View content, create articles, comment' },
  [UserRole.Moderator]: {
    name: 'Moderator',
    description: 'All user permissions, plus moderate comments and manage content',
  },
  [UserRole.Admin]: {
    name: 'Admin',
    description: 'All moderator permissions, plus user management and system configuration',
  },
};

/** A bulk ban's reason, as a single ban takes it: the category and note are required (400 per field). */
function banOf(body: BulkActionDto): BanUserDto {
  const { reasonCategory, note, durationDays } = body.payload ?? {};
  const errors = [
    ...(reasonCategory ? [] : [{ field: 'payload.reasonCategory', reason: ModerationLogErrors.reasonCategoryInvalid }]),
    ...(note ? [] : [{ field: 'payload.note', reason: ModerationLogErrors.noteRequired }]),
  ];
  if (errors.length > 0) throw new ValidationFailedException(errors, AdminErrors.banReasonRequired);
  return { reasonCategory: reasonCategory!, note: note!, durationDays };
}

/**
 * Promote or ban many users at once, one by one through the single-user admin actions (each audited
 * on its own, bans end sessions), skipping the root account and the acting admin.
 */
@Injectable()
export class AdminBulkActionsService {
  constructor(
    private readonly adminUsers: AdminUsersService,
    private readonly users: UsersService,
    private readonly roles: AdminRolesRepository,
    private readonly audit: AuditService,
  ) {}

  async run(body: BulkActionDto, adminId: string): Promise<BulkActionResultDto> {
    const ban = body.action === 'ban' ? banOf(body) : null;
    const skipped: BulkActionSkipDto[] = [];
    let updated = 0;
    for (const userId of body.userIds) {
      if (isRootUser(userId)) {
        skipped.push({ userId, reason: 'root' });
        continue;
      }
      if (userId === adminId) {
        skipped.push({ userId, reason: 'self' });
        continue;
      }
      const user = await this.users.findById(userId);
      if (!user) {
        skipped.push({ userId, reason: 'not-found' });
        continue;
      }
      // Promotion never lowers an admin; a ban of someone already banned changes nothing.
      const unchanged = body.action === 'promote' ? user.role !== UserRole.User : user.isBanned;
      if (unchanged) {
        skipped.push({ userId, reason: 'unchanged' });
        continue;
      }
      try {
        if (body.action === 'promote') await this.adminUsers.changeRole(userId, UserRole.Moderator, adminId);
        else await this.adminUsers.ban(userId, adminId, ban!);
        updated += 1;
      } catch (error) {
        // The single-user rules decide: another admin is ROOT's to change, so skip rather than fail the batch.
        if (error instanceof ForbiddenException) skipped.push({ userId, reason: 'admin' });
        else if (error instanceof NotFoundException || error instanceof BadRequestException)
          skipped.push({ userId, reason: 'not-found' });
        else throw error;
      }
    }
    const result: BulkActionResultDto = { action: body.action, requested: body.userIds.length, updated, skipped };
    await this.audit.record({
      actorId: adminId,
      action: 'admin.bulk-action',
      details: {
        action: body.action,
        requested: result.requested,
        updated,
        skipped,
      },
    });
    return result;
  }

  async roleSummaries(): Promise<RoleSummaryDto[]> {
    const counts = await this.roles.countByRole();
    return Object.values(UserRole).map((role) => ({ role, ...ROLE_DESCRIPTIONS[role], count: counts.get(role) ?? 0 }));
  }
}
