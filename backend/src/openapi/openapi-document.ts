import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject, type OperationObject } from '@nestjs/swagger';
import { ErrorResponseDto } from '../common/http/error-response.dto.js';
import { SESSION_COOKIE } from '../common/security/session.middleware.js';
import { documentAccess } from './access-documentation.js';
import { documentErrorResponses } from './error-responses.js';
import { documentIdempotency } from './idempotency-documentation.js';
import { apiContact, API_LICENSE, API_TAGS, apiDescription, SESSION_SCHEME } from './openapi-info.js';
import { collectRouteRules } from './route-metadata.js';
import { simplifySchemas } from './simplify-schemas.js';

export interface OpenApiDocumentOptions {
  /** Leaves out the development-only ROOT sign-in (production, or ROOT_SIGN_IN_ENABLED unset). */
  production: boolean;
  /** The site's public address, offered as a second server besides the relative one. */
  publicUrl?: string;
  /** SUPPORT_CONTACT_EMAIL: the contact's address, when the operator set one. */
  contactEmail?: string;
}

/** Operations that only exist outside production. */
const DEVELOPMENT_ONLY_OPERATIONS = new Set(['rootLogin']);
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The operationId of a route without an explicit one (Controller_method). */
export const operationIdOf = (controllerKey: string, methodKey: string) =>
  `${controllerKey.replace(/Controller$/, '')}_${methodKey}`;

/**
 * The OpenAPI document of the API, served at /api/docs-json and written to backend/openapi.json.
 * Access rules and the errors they cause are derived from the metadata the guards read (so the
 * document cannot drift from what is enforced); controllers only document what is specific to them.
 */
export function buildOpenApiDocument(app: INestApplication, options: OpenApiDocumentOptions): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('IRL Stream History API')
    .setDescription(apiDescription(options.production))
    .setVersion('1.0')
    .addServer('/', 'This site (same origin as this page)')
    .addSecurity(SESSION_SCHEME, {
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE,
      description: 'The session cookie set by a sign-in. Browsers send it by themselves; it is httpOnly.',
    });
  if (options.publicUrl && options.publicUrl !== '/') builder.addServer(options.publicUrl, 'Public address');
  for (const tag of API_TAGS) builder.addTag(tag.name, tag.description);

  const config = builder.build();
  config.info.contact = apiContact(options);
  config.info.license = API_LICENSE;

  // The error schema is registered here because the error responses below point at it, whether or
  // not a controller mentions it.
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: operationIdOf,
    extraModels: [ErrorResponseDto],
  });
  const rules = collectRouteRules(app, operationIdOf);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation: OperationObject | undefined = item[method];
      if (!operation) continue;
      if (options.production && DEVELOPMENT_ONLY_OPERATIONS.has(operation.operationId ?? '')) {
        delete item[method];
        continue;
      }
      const routeRules = rules.get(operation.operationId ?? '');
      if (!routeRules) throw new Error(`No route found for operation ${operation.operationId} (${method} ${path})`);
      documentAccess(operation, routeRules);
      documentIdempotency(operation, routeRules);
      documentErrorResponses({ path, method, operation, rules: routeRules });
    }
    if (HTTP_METHODS.every((method) => !item[method])) delete document.paths[path];
  }
  simplifySchemas(document);
  return document;
}
