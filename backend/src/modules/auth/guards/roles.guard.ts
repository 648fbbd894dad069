import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ROLES_KEY, SKIP_SECOND_FACTOR_KEY } from '../../../common/auth/auth.decorators.js';
import { AuthErrors } from '../../../common/auth/auth.errors.js';
import { roleIncludes } from '../../../common/auth/role-rank.js';
import type { UserRole } from '../../users/user-role.js';
import { ActingUserService } from '../acting-user.service.js';

/**
 * Enforces @Roles(...) from the method, else the class, against the role the request acts with. When
 * only a pending second factor stands between an admin and the route, the 403 carries its code so
 * the SPA can show the code prompt or the set-up. The second-factor steps (@WithoutSecondFactor) are
 * checked against the account's stored role.
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly actingUsers: ActingUserService,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES_KEY, targets);
    if (!roles?.length) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const stepOfSecondFactor = this.reflector.getAllAndOverride<boolean>(SKIP_SECOND_FACTOR_KEY, targets);
    const user = stepOfSecondFactor ? (req.signedInAccount ?? req.currentUser) : req.currentUser;
    if (!user) throw new UnauthorizedException(AuthErrors.signInRequired);
    if (roles.some((role) => roleIncludes(user.role, role))) return true;
    const account = req.signedInAccount;
    if (req.secondFactorPending && account && roles.some((role) => roleIncludes(account.role, role))) {
      throw this.actingUsers.pendingRefusal(req.secondFactorPending);
    }
    throw new ForbiddenException(AuthErrors.noPermission);
  }
}
