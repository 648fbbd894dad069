import { ForbiddenException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { FEATURE_KEY, type RestrictableFeature } from '../../../common/auth/auth.decorators.js';
import { UserRole } from '../../users/user-role.js';
import { SettingsErrors } from '../../settings/settings.errors.js';
import { SettingsService } from '../../settings/settings.service.js';

/** Enforces the admin's four switches: who may use Browse Content, Flair Store, Content Creation and Direct Messages. */
@Injectable()
export class FeatureAccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly settings: SettingsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const feature = this.reflector.getAllAndOverride<RestrictableFeature | undefined>(FEATURE_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!feature) return true;
    const user = context.switchToHttp().getRequest<Request>().currentUser;
    if (user?.role === UserRole.Admin) return true;
    if (await this.settings.isOpenToEveryone(feature)) return true;
    throw new ForbiddenException(SettingsErrors.featureAdminsOnly);
  }
}
