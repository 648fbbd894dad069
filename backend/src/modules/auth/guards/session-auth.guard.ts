import { banMessage, isBannedNow } from '../../users/ban-state.js';
import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AuthErrors } from '../../../common/auth/auth.errors.js';
import { IS_PUBLIC_KEY } from '../../../common/auth/auth.decorators.js';
import { UsersService } from '../../users/users.service.js';
import { SecuritySettingsErrors } from '../../security-settings/security-settings.errors.js';
import { SecuritySettingsService } from '../../security-settings/security-settings.service.js';
import { userOfSession } from '../session-user.js';
import { SessionsService } from '../sessions.service.js';
import { ActingUserService } from '../acting-user.service.js';

/**
 * Global and deny-by-default: loads the session's user on every request (so a role change or a
 * ban takes effect at once; the session store reads it with the session, in the same statement), settles
 * the role it acts with (ActingUserService) and refuses non-@Public routes without one. A banned user's session ends here and the answer says why.
 */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly security: SecuritySettingsService,
    private readonly actingUsers: ActingUserService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    const userId = req.session?.userId;
    if (userId) {
      const lastActiveBefore = req.session.lastActiveAt;
      if (!this.security.touchSession(req)) {
        await this.sessions.destroy(req);
        throw new UnauthorizedException(SecuritySettingsErrors.sessionExpired);
      }
      // Save the activity now rather than when the response ends: a long request (a live stream)
      // would otherwise write the row back after the session was signed out from elsewhere.
      if (req.session.lastActiveAt !== lastActiveBefore) await this.sessions.save(req);
      const user = await userOfSession(req, userId, this.users);
      if (user && isBannedNow(user)) {
        await this.sessions.destroy(req);
        throw new ForbiddenException(banMessage(user));
      }
      if (user) await this.actingUsers.settle(req, user);
      else await this.sessions.destroy(req);
    }
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!isPublic && !req.currentUser) throw new UnauthorizedException(AuthErrors.signInRequired);
    return true;
  }
}
