import type { OperationObject } from '@nestjs/swagger';
import { SESSION_SCHEME } from './openapi-info.js';
import type { RouteRules } from './route-metadata.js';

const ROLE_SENTENCE: Record<string, string> = {
  moderator: '**Requires the moderator role** (moderators and admins).',
  admin: '**Requires the admin role.**',
};

function accessSentences(rules: RouteRules): string[] {
  if (rules.isPublic) return ['Open to everyone: no sign-in needed.'];
  const sentences = [(rules.requiredRole && ROLE_SENTENCE[rules.requiredRole]) ?? '**Requires sign-in.**'];
  if (rules.feature) {
    sentences.push(`Part of the *${rules.feature}* feature: when an admin restricts it, only admins may call this.`);
  }
  return sentences;
}

/** Security requirement and access sentence of one operation, from the rules its guards enforce. */
export function documentAccess(operation: OperationObject, rules: RouteRules): void {
  operation.security = rules.isPublic ? [] : [{ [SESSION_SCHEME]: [] }];
  const access = accessSentences(rules).join(' ');
  operation.description = operation.description ? `${operation.description}\n\n${access}` : access;
}
