import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { writeFileSync } from 'node:fs';
import { AppModule } from '../app.module.js';
import { API_PREFIX } from '../configure-app.js';
import { buildOpenApiDocument } from './openapi-document.js';

/**
 * Writes the OpenAPI document without a database or Redis: preview mode builds the module
 * graph and reads route metadata without instantiating providers or opening connections.
 */
async function generate(outputPath: string): Promise<void> {
  process.env.DATABASE_URL ??= 'postgres://unused@127.0.0.1:1/unused';
  process.env.REDIS_URL ??= 'redis://127.0.0.1:1';
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { preview: true, logger: false });
  app.setGlobalPrefix(API_PREFIX);
  // The committed contract: development routes included (the client calls them there), no site address.
  const document = buildOpenApiDocument(app, { production: false });
  writeFileSync(outputPath, `${JSON.stringify(document, null, 2)}\n`);
  await app.close();
}

const output = process.argv[2] ?? 'openapi.json';
generate(output).then(
  () => console.log(`OpenAPI document written to ${output}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
