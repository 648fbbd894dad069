import { throttlerMessage } from '@nestjs/throttler';
import type { OperationObject, ParameterObject, ResponseObject } from '@nestjs/swagger';
import { STATUS_CODES } from 'node:http';
import { DEPENDENCY_UNAVAILABLE_MESSAGE } from '../common/filters/all-exceptions.filter.js';
import { unsupportedBodyMessage } from '../common/http/body-media-type.js';
import type { FieldErrorDto } from '../common/http/error-response.dto.js';
import { UserRole } from '../common/auth/user-role.js';
import type { RateLimitKind } from '../common/throttling/rate-limits.js';
import { exampleFieldErrors } from './validation-examples.js';
import type { RouteRules } from './route-metadata.js';

export const ERROR_SCHEMA_REF = '#/components/schemas/ErrorResponseDto';

// The messages the guards, the same-origin check and the validation pipe answer with (the
// OpenAPI integration test compares them with real answers).
export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';
export const ROLE_REFUSED_MESSAGE = "You don't have permission to access this page.";
export const FEATURE_REFUSED_MESSAGE = 'This feature is available to admins only.';
export const CROSS_SITE_REFUSED_MESSAGE = 'Cross-site request refused';
const BANNED_EXAMPLE_MESSAGE = 'Your account has been banned: spam.';

const UNSAFE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const RATE_LIMIT_DESCRIPTION: Record<RateLimitKind, string> = {
  default: 'Too many requests from this address to this route (RATE_LIMIT_DEFAULT per minute, 300 by default)',
  'sign-in': 'Too many sign-in requests from this address (RATE_LIMIT_SIGN_IN per minute, 20 by default)',
  write:
    'Too many writes from this address to this route (RATE_LIMIT_WRITE per minute, 60 by default), or by this user (RATE_LIMIT_WRITE_PER_USER per minute, 60 by default)',
  views: 'Too many view counts from this address (RATE_LIMIT_VIEWS per minute, 30 by default)',
  search: 'Too many searches from this address or by this user (RATE_LIMIT_SEARCH per minute, 60 by default)',
  reports: 'Too many reports from this address or by this member (RATE_LIMIT_REPORTS per minute, 10 by default)',
  'support-request': 'Too many support requests from this address (RATE_LIMIT_SUPPORT_REQUESTS per hour, 5 by default)',
};

interface Example {
  summary: string;
  value: Record<string, unknown>;
}

interface OperationContext {
  path: string;
  method: string;
  operation: OperationObject;
  rules: RouteRules;
}

/** A concrete request path for the examples, with plausible values for the path parameters. */
function examplePath(path: string, operation: OperationObject): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const parameter = (operation.parameters ?? []).find((p) => (p as ParameterObject).name === name) as
      ParameterObject | undefined;
    const schema = (parameter?.schema ?? {}) as { format?: string; type?: string; enum?: unknown[] };
    if (schema.enum?.length) return String(schema.enum[0]);
    if (schema.format === 'uuid') return '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    return schema.type === 'number' || schema.type === 'integer' || name === 'id' ? '42' : 'example';
  });
}

function errorExample(status: number, message: string, path: string, summary: string, errors?: FieldErrorDto[]) {
  const value = {
    statusCode: status,
    error: STATUS_CODES[status] ?? 'Error',
    message,
    ...(errors && { errors }),
    path,
    timestamp: '2026-01-01T12:00:00.000Z',
  };
  return { summary, value };
}

/** Adds (or completes) one error response: the shared schema, our description if none, our examples if none. */
function documentError(
  operation: OperationObject,
  status: number,
  description: string,
  examples: Record<string, Example>,
): void {
  const existing = operation.responses[status] as ResponseObject | undefined;
  // A route that answers this status with its own page (an HTML error page for a link opened from an
  // e-mail) keeps what it documents.
  const ownTypes = Object.keys(existing?.content ?? {});
  if (ownTypes.includes('text/html') && !ownTypes.includes('application/json')) return;
  const media = existing?.content?.['application/json'] ?? {};
  // A status the guards cannot explain (e.g. a rule of the service) keeps its description alone.
  const addExamples = media.example === undefined && media.examples === undefined && Object.keys(examples).length > 0;
  operation.responses[status] = {
    ...existing,
    description: existing?.description || description,
    content: {
      'application/json': {
        ...media,
        schema: { $ref: ERROR_SCHEMA_REF },
        ...(addExamples && { examples }),
      },
    },
  };
}

function roleNames(rules: RouteRules): string | undefined {
  if (!rules.requiredRole || rules.requiredRole === UserRole.User) return undefined;
  return rules.requiredRole === UserRole.Moderator ? 'moderator or admin' : 'admin';
}

function forbiddenExamples(context: OperationContext, path: string): Record<string, Example> {
  const { rules, method } = context;
  const examples: Record<string, Example> = {};
  const role = roleNames(rules);
  if (role) examples.missingRole = errorExample(403, ROLE_REFUSED_MESSAGE, path, `The caller is not a ${role}`);
  if (rules.feature) {
    examples.featureRestricted = errorExample(
      403,
      FEATURE_REFUSED_MESSAGE,
      path,
      `An admin restricted the ${rules.feature} feature to admins`,
    );
  }
  if (UNSAFE_METHODS.has(method)) {
    examples.crossSite = errorExample(403, CROSS_SITE_REFUSED_MESSAGE, path, 'Sent from another site');
  }
  if (!rules.isPublic) examples.banned = errorExample(403, BANNED_EXAMPLE_MESSAGE, path, 'The account is banned');
  return examples;
}

function badRequestExamples(context: OperationContext, path: string): Record<string, Example> {
  const { rules, operation } = context;
  const examples: Record<string, Example> = {};
  if (rules.bodyType) {
    const errors = exampleFieldErrors(rules.bodyType, 'body');
    examples.invalidBody = errorExample(400, 'Validation failed', path, 'The body breaks a rule', errors);
  }
  if (rules.queryType) {
    const errors = exampleFieldErrors(rules.queryType, 'query');
    examples.invalidQuery = errorExample(400, 'Validation failed', path, 'A query parameter breaks a rule', errors);
  }
  if (operation.requestBody && !rules.bodyType) {
    examples.invalidBody = errorExample(400, 'Bad Request', path, 'The body is not what this operation accepts');
  }
  return examples;
}

/** Documents the errors every route can answer because of the guards, pipes and limits it has. */
export function documentErrorResponses(context: OperationContext): void {
  const { operation, rules } = context;
  const path = examplePath(context.path, operation);
  const parameters = (operation.parameters ?? []) as ParameterObject[];

  const badRequest = badRequestExamples(context, path);
  if (Object.keys(badRequest).length > 0 || operation.responses[400]) {
    documentError(operation, 400, 'The input is invalid: `errors` names each field and why', badRequest);
  }
  if (!rules.isPublic) {
    documentError(operation, 401, 'No session: sign in first', {
      signInRequired: errorExample(401, SIGN_IN_REQUIRED_MESSAGE, path, 'No valid session cookie'),
    });
  }
  const forbidden = forbiddenExamples(context, path);
  if (Object.keys(forbidden).length > 0 || operation.responses[403]) {
    documentError(operation, 403, 'Refused: see the examples for the reasons that apply', forbidden);
  }
  if (parameters.some((p) => p.in === 'path') || operation.responses[404]) {
    documentError(operation, 404, 'Nothing exists at this path (or the id is malformed)', {
      notFound: errorExample(404, 'Not Found', path, 'No such resource'),
    });
  }
  if (operation.requestBody) {
    const accepted = Object.keys((operation.requestBody as { content?: object }).content ?? {});
    documentError(operation, 415, 'The body is not in a media type this operation takes', {
      unsupportedMediaType: errorExample(
        415,
        unsupportedBodyMessage(accepted),
        path,
        `Sent as something else than ${accepted.join(' or ')}`,
      ),
    });
  }
  for (const status of Object.keys(operation.responses).map(Number)) {
    if (status >= 400 && ![400, 401, 403, 404, 415, 429, 503].includes(status)) {
      const reason = STATUS_CODES[status] ?? 'Error';
      documentError(operation, status, reason, { error: errorExample(status, reason, path, reason) });
    }
  }
  documentError(operation, 429, RATE_LIMIT_DESCRIPTION[rules.rateLimit], {
    rateLimited: errorExample(429, throttlerMessage, path, 'Rate limit exceeded'),
  });
  // Any route answers so while PostgreSQL or Redis is down, slow or saturated (a contract, not a bug).
  documentError(operation, 503, 'PostgreSQL or Redis is unavailable or too slow: retry after Retry-After seconds', {
    dependencyUnavailable: errorExample(503, DEPENDENCY_UNAVAILABLE_MESSAGE, path, 'A dependency is unavailable'),
  });
}
