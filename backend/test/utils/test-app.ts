import 'reflect-metadata';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module.js';
import type { Logger } from 'pino';
import { PinoNestLogger } from '../../src/common/logging/pino-nest-logger.js';
import { configureApp } from '../../src/configure-app.js';
import { ROOT_USER_ID, ROOT_USERNAME } from '../../src/modules/users/root-user.js';
import { seedBadgeCatalogue } from '../factories/badge.factory.js';

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  dataSource: DataSource;
  close: () => Promise<void>;
}

/**
 * The real application (same modules, pipes, filters and headers as main.ts) on the run's database.
 * With `logger`, its log lines (requests and Nest's own) go there, as main.ts wires them.
 */
export async function createTestApp(options: { logger?: Logger } = {}): Promise<TestApp> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({
    logger: options.logger ? new PinoNestLogger(options.logger) : false,
  });
  configureApp(app, { logger: options.logger });
  await app.init();
  return {
    app,
    http: app.getHttpServer(),
    dataSource: app.get(DataSource),
    close: () => app.close(),
  };
}

/** Empties every table (fast, keeps the schema) so each test file starts from nothing. */
export async function resetDatabase(dataSource: DataSource): Promise<void> {
  const tables = dataSource.entityMetadatas.map((meta) => `"${meta.tableName}"`).join(', ');
  // A job of the previous test file can still be writing: PostgreSQL then picks one side of the deadlock
  // to fail, so the truncation is tried again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await dataSource.query(`TRUNCATE ${tables}, "user_sessions" RESTART IDENTITY CASCADE`);
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
    }
  }
  // The root admin is data the migrations create; every test starts with it, as every install does.
  await dataSource.query(
    `INSERT INTO "users" ("id", "username", "display_name", "role") VALUES ($1, $2, 'ROOT', 'admin')`,
    [ROOT_USER_ID, ROOT_USERNAME],
  );
  // So is the badge catalogue.
  await seedBadgeCatalogue(dataSource);
}
