import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { buildOpenApiDocument, type OpenApiDocumentOptions } from './openapi-document.js';

/**
 * Swagger UI at /{prefix}/docs and the document at /{prefix}/docs-json. The page is served from the
 * API's own origin, so "Try it out" requests carry the session cookie and pass the same-origin check;
 * deep links let the document's description point at the sign-in operations.
 */
export function setupSwaggerUi(app: NestExpressApplication, prefix: string, options: OpenApiDocumentOptions): void {
  SwaggerModule.setup(`${prefix}/docs`, app, () => buildOpenApiDocument(app, options), {
    jsonDocumentUrl: `${prefix}/docs-json`,
    customSiteTitle: 'IRL Stream History API',
    swaggerOptions: {
      deepLinking: true,
      persistAuthorization: true,
      withCredentials: true,
      displayOperationId: true,
      displayRequestDuration: true,
      filter: true,
      docExpansion: 'list',
      tagsSorter: 'alpha',
    },
  });
}
