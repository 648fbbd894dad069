import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { SessionsService } from '../auth/sessions.service.js';
import { resolveDisplayName } from '../users/display-name.js';
import type { UserRole } from '../users/user-role.js';
import { User } from '../users/entities/user.entity.js';
import { isRootUser } from '../users/root-user.js';
import type { AdminUserDto, ListAdminUsersQuery } from './dto/admin-user.dto.js';
import { UserErrors } from '../users/users.errors.js';

export const ROOT_PROTECTED_MESSAGE = 'The root account cannot be changed.';

export function toAdminUserDto(user: User): AdminUserDto {
  return {
    id: user.id,
    username: user.username,
    displayName: isRootUser(user.id) ? 'ROOT' : resolveDisplayName(user),
    email: user.email,
    role: user.role,
    isBanned: user.isBanned,
    banReason: user.banReason,
    isRoot: isRootUser(user.id),
    primaryPlatform: user.primaryPlatform,
    profileImageUrl: user.profileImageUrl,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Role changes and bans. The root account is untouchable; a ban ends every session of the user. */
@Injectable()
export class AdminUsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
  ) {}

  async list(query: ListAdminUsersQuery): Promise<AdminUserDto[]> {
    const builder = this.users.createQueryBuilder('user').orderBy('user.created_at', 'DESC').take(500);
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      builder.andWhere(
        new Brackets((or) => {
          or.where("ltrim(user.username, '@') ILIKE :pattern", { pattern })
            .orWhere('user.display_name ILIKE :pattern', { pattern })
            .orWhere("concat_ws(' ', user.first_name, user.last_name) ILIKE :pattern", { pattern });
        }),
      );
    }
    if (query.role) builder.andWhere('user.role = :role', { role: query.role });
    if (query.status === 'active') builder.andWhere('user.is_banned = false');
    if (query.status === 'banned') builder.andWhere('user.is_banned = true');
    return (await builder.getMany()).map(toAdminUserDto);
  }

  async changeRole(userId: string, role: UserRole, adminId: string): Promise<AdminUserDto> {
    const user = await this.changeable(userId);
    const previous = user.role;
    user.role = role;
    const saved = await this.users.save(user);
    await this.audit.record({
      actorId: adminId,
      targetUserId: user.id,
      action: 'admin.user.role-changed',
      details: { from: previous, to: role },
    });
    return toAdminUserDto(saved);
  }

  async ban(userId: string, adminId: string, reason: string | undefined): Promise<AdminUserDto> {
    const user = await this.changeable(userId);
    if (user.id === adminId) throw new BadRequestException('You cannot ban yourself.');
    user.isBanned = true;
    user.banReason = reason?.trim() || null;
    const saved = await this.users.save(user);
    await this.sessions.endAllForUser(user.id);
    await this.audit.record({
      actorId: adminId,
      targetUserId: user.id,
      action: 'admin.user.banned',
      details: { reason: user.banReason },
    });
    return toAdminUserDto(saved);
  }

  async unban(userId: string, adminId: string): Promise<AdminUserDto> {
    const user = await this.changeable(userId);
    user.isBanned = false;
    user.banReason = null;
    const saved = await this.users.save(user);
    await this.audit.record({ actorId: adminId, targetUserId: user.id, action: 'admin.user.unbanned' });
    return toAdminUserDto(saved);
  }

  private async changeable(userId: string): Promise<User> {
    if (isRootUser(userId)) throw new ForbiddenException(ROOT_PROTECTED_MESSAGE);
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw new NotFoundException(UserErrors.notFound);
    return user;
  }
}
