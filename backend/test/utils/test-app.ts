import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module.js';
import type { Logger } from 'pino';
import { PinoNestLogger } from '../../src/common/logging/pino-nest-logger.js';
import { configureApp } from '../../src/configure-app.js';
import { ROOT_USER_ID, ROOT_USERNAME } from '../../src/modules/users/root-user.js';
import { seedBadgeCatalogue } from '../factories/badge.factory.js';
import { publishFirstLegalVersions } from '../../src/database/migrations/1795970948216-LegalDocuments.js';

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  dataSource: DataSource;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Where its log lines (requests and Nest's own) go, as main.ts wires them; none without. */
  logger?: Logger;
  /** Serves a built SPA with this index.html, from a temporary folder that close() removes. */
  spaIndexHtml?: string;
  /** Points the app at a Redis nothing listens on (port 1), as if Redis were killed; close() restores REDIS_URL. */
  redisUnreachable?: boolean;
}

/** The real application (same modules, pipes, filters and headers as main.ts) on the run's database. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const undo: (() => void)[] = [];
  const cleanUp = () => undo.reverse().forEach((step) => step());
  if (options.redisUnreachable) {
    const realRedisUrl = process.env.REDIS_URL;
    process.env.REDIS_URL = 'redis://127.0.0.1:1';
    undo.push(() => {
      process.env.REDIS_URL = realRedisUrl;
    });
  }
  if (options.spaIndexHtml !== undefined) {
    const spaDir = mkdtempSync(join(tmpdir(), 'spa-'));
    undo.push(() => rmSync(spaDir, { recursive: true, force: true }));
    writeFileSync(join(spaDir, 'index.html'), options.spaIndexHtml);
    process.env.SPA_DIST_DIR = spaDir;
  }
  try {
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
      close: async () => {
        await app.close();
        cleanUp();
      },
    };
  } catch (error) {
    cleanUp();
    throw error;
  } finally {
    // Read while the app starts only.
    if (options.spaIndexHtml !== undefined) delete process.env.SPA_DIST_DIR;
  }
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
  // And the first version of the terms, privacy policy and guidelines.
  await publishFirstLegalVersions(dataSource);
}

/**
 * The usual hooks of a test file: one app for the whole file (closed at the end) and an emptied database
 * before each test. Returns a handle that reads through to that app, so it can be declared where the
 * hooks are and used once they have run.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  const started = (): TestApp => {
    if (!current) throw new Error('useTestApp: the app is started in beforeAll; use it inside hooks and tests');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  beforeEach(async () => {
    await resetDatabase(started().dataSource);
  });
  afterAll(async () => {
    await current?.close();
  });
  return {
    get app() {
      return started().app;
    },
    get http() {
      return started().http;
    },
    get dataSource() {
      return started().dataSource;
    },
    close: () => started().close(),
  };
}
