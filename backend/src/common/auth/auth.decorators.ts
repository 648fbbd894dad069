import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { SessionUser } from './session-user.js';
import type { UserRole } from './user-role.js';

export const IS_PUBLIC_KEY = 'auth:public';
export const ROLES_KEY = 'auth:roles';
export const FEATURE_KEY = 'auth:feature';
export const SKIP_SECOND_FACTOR_KEY = 'auth:skip-second-factor';

/** Opens a route to signed-out visitors (every route needs a session otherwise). */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);

/** Narrows a route to users holding one of these roles (admins hold every role). */
export const Roles = (...roles: UserRole[]) => SetMetadata(ROLES_KEY, roles);

/**
 * The second-factor steps themselves: @Roles on this route is checked against the account's stored
 * role, so an admin whose second factor is pending can reach the step that lifts it.
 */
export const WithoutSecondFactor = () => SetMetadata(SKIP_SECOND_FACTOR_KEY, true);

/** Features an admin can restrict to admins only. */
export enum RestrictableFeature {
  Browse = 'browse',
  Store = 'store',
  Contribute = 'contribute',
  Messages = 'messages',
}

/** Marks a route as part of a restrictable feature: when restricted, only admins pass. */
export const RequiresFeature = (feature: RestrictableFeature) => SetMetadata(FEATURE_KEY, feature);

/**
 * The signed-in user, with the role this request may act with (routes that are not @Public always
 * have one). An admin whose second factor is pending has a member's role here.
 */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionUser | undefined => {
    return context.switchToHttp().getRequest<Request>().currentUser;
  },
);

/**
 * The signed-in account with its stored role, for the second-factor steps only: everything else
 * reads @CurrentUser(), which carries the role this session may act with.
 */
export const SignedInAccount = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionUser | undefined => {
    const req = context.switchToHttp().getRequest<Request>();
    return req.signedInAccount ?? req.currentUser;
  },
);
