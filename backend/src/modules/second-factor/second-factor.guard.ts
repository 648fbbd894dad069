import { Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ROLES_KEY } from '../../common/auth/auth.decorators.js';
import { UserRole } from '../users/user-role.js';
import { SecondFactorService } from './second-factor.service.js';

const SKIP_SECOND_FACTOR_KEY = 'auth:skip-second-factor';

/** Opens a role-restricted route to an admin session that has not passed its second factor yet. */
export const WithoutSecondFactor = () => SetMetadata(SKIP_SECOND_FACTOR_KEY, true);

/**
 * Global, after the roles guard: an admin's session reaches routes restricted to moderators or admins
 * only once it passed the second factor, when the admin set one up or the security settings require
 * it. Routes any user may call stay open (an admin acting as a user has no extra power there).
 */
@Injectable()
export class SecondFactorGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly secondFactor: SecondFactorService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES_KEY, targets);
    if (!roles?.some((role) => role !== UserRole.User)) return true;
    if (this.reflector.getAllAndOverride<boolean>(SKIP_SECOND_FACTOR_KEY, targets)) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const user = req.currentUser;
    if (!user || user.role !== UserRole.Admin) return true;
    await this.secondFactor.assertPassed(user, req);
    return true;
  }
}
