import type { INestApplication, Type } from '@nestjs/common';
import { METHOD_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { DECORATORS } from '@nestjs/swagger';
import { FEATURE_KEY, IS_PUBLIC_KEY, ROLES_KEY, type RestrictableFeature } from '../common/auth/auth.decorators.js';
import { roleIncludes } from '../common/auth/role-rank.js';
import { isIdempotent } from '../common/idempotency/idempotent.decorator.js';
import { rateLimitOf, type RateLimitKind } from '../common/throttling/rate-limits.js';
import type { UserRole } from '../common/auth/user-role.js';

/** What the guards and pipes of one route enforce, read from the same metadata they read. */
export interface RouteRules {
  operationId: string;
  isPublic: boolean;
  /** The least role that passes @Roles(...); absent when any signed-in user (or anyone) may call it. */
  requiredRole?: UserRole;
  feature?: RestrictableFeature;
  rateLimit: RateLimitKind;
  /** Marked @Idempotent(): takes an Idempotency-Key and answers a repeat with the first answer. */
  idempotent: boolean;
  bodyType?: Type;
  queryType?: Type;
}

type OperationIdFactory = (controllerKey: string, methodKey: string) => string;

const reflector = new Reflector();

/** Resolves like the guards do: the method's metadata, else the controller's. */
function read<T>(key: string, handler: Type, controller: Type): T | undefined {
  return reflector.getAllAndOverride<T | undefined, string>(key, [handler, controller]);
}

/** The guard lets a user through when their role includes any listed role, so the least one decides. */
function lowestRole(roles: UserRole[]): UserRole | undefined {
  return roles.find((role) => roles.every((other) => roleIncludes(other, role)));
}

/** The DTO class bound to @Body() or @Query() (whole object), when the route validates one. */
function argumentType(controller: Type, methodName: string, paramType: RouteParamtypes): Type | undefined {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, methodName) as object | undefined) ?? {};
  const entries = Object.entries(args) as [string, { index: number; data?: unknown }][];
  const prototype = controller.prototype as object;
  const types = (Reflect.getMetadata('design:paramtypes', prototype, methodName) as unknown[] | undefined) ?? [];
  for (const [key, arg] of entries) {
    if (Number(key.split(':')[0]) !== Number(paramType) || arg.data !== undefined) continue;
    const type = types[arg.index];
    if (typeof type === 'function' && ![Object, String, Number, Boolean].includes(type as never)) return type as Type;
  }
  return undefined;
}

/** Every HTTP route of the application with the rules that guard it, keyed by OpenAPI operationId. */
export function collectRouteRules(app: INestApplication, operationIdOf: OperationIdFactory): Map<string, RouteRules> {
  const rules = new Map<string, RouteRules>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const methodName of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[methodName] as Type;
        if (methodName === 'constructor' || typeof handler !== 'function') continue;
        if (Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        const operation = Reflect.getMetadata(DECORATORS.API_OPERATION, handler) as
          { operationId?: string } | undefined;
        const operationId = operation?.operationId ?? operationIdOf(controller.name, methodName);
        rules.set(operationId, {
          operationId,
          isPublic: read<boolean>(IS_PUBLIC_KEY, handler, controller) === true,
          requiredRole: lowestRole(read<UserRole[]>(ROLES_KEY, handler, controller) ?? []),
          feature: read<RestrictableFeature>(FEATURE_KEY, handler, controller),
          rateLimit: rateLimitOf(handler, controller),
          idempotent: isIdempotent(handler, controller),
          bodyType: argumentType(controller, methodName, RouteParamtypes.BODY),
          queryType: argumentType(controller, methodName, RouteParamtypes.QUERY),
        });
      }
    }
  }
  return rules;
}
