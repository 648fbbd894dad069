import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ROLES_KEY } from '../../../common/auth/auth.decorators.js';
import { AuthErrors } from '../../../common/auth/auth.errors.js';
import { roleIncludes } from '../../../common/auth/role-rank.js';
import type { UserRole } from '../../users/user-role.js';

/** Enforces @Roles(...) from the method, else the class. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles?.length) return true;
    const user = context.switchToHttp().getRequest<Request>().currentUser;
    if (!user) throw new UnauthorizedException(AuthErrors.signInRequired);
    if (!roles.some((role) => roleIncludes(user.role, role))) {
      throw new ForbiddenException(AuthErrors.noPermission);
    }
    return true;
  }
}
