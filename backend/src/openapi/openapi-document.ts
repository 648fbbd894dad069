import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

/** The OpenAPI document of the API, served at /api/docs-json and written to backend/openapi.json. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('IRL Stream History API')
    .setDescription(
      'Community wiki for the history of IRL live streaming. Sessions are cookies set by the sign-in flows.',
    )
    .setVersion('1.0')
    .addCookieAuth('sid')
    .build();
  return SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
}
