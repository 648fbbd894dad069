import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { UserRole } from '../../modules/users/user-role.js';
import type { User } from '../../modules/users/entities/user.entity.js';

export const IS_PUBLIC_KEY = 'auth:public';
export const ROLES_KEY = 'auth:roles';
export const FEATURE_KEY = 'auth:feature';

/** Opens a route to signed-out visitors (every route needs a session otherwise). */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);

/** Narrows a route to users holding one of these roles (admins hold every role). */
export const Roles = (...roles: UserRole[]) => SetMetadata(ROLES_KEY, roles);

/** Features an admin can restrict to admins only. */
export enum RestrictableFeature {
  Browse = 'browse',
  Store = 'store',
  Contribute = 'contribute',
  Messages = 'messages',
}

/** Marks a route as part of a restrictable feature: when restricted, only admins pass. */
export const RequiresFeature = (feature: RestrictableFeature) => SetMetadata(FEATURE_KEY, feature);

/** The signed-in user (routes that are not @Public always have one). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): User | undefined => {
  return context.switchToHttp().getRequest<Request>().currentUser;
});
