import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { Logger } from 'pino';
import { fileURLToPath } from 'node:url';
import { createRootLogger } from './common/logging/request-logger.js';
import { PinoNestLogger } from './common/logging/pino-nest-logger.js';
import { validateEnvironment } from './config/environment.js';
import { loadEnvFile } from './config/load-env-file.js';
import { startHeartbeat } from './worker-heartbeat.js';
import { WorkerModule } from './worker.module.js';

/** Boots the BullMQ processors without HTTP (its own process in production, or inside the API locally). */
export async function startWorker(logger: Logger) {
  const context = await NestFactory.createApplicationContext(WorkerModule, { logger: new PinoNestLogger(logger) });
  context.enableShutdownHooks();
  const stopHeartbeat = startHeartbeat();
  process.once('beforeExit', stopHeartbeat);
  logger.info('Worker started');
  return context;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  loadEnvFile();
  try {
    const env = validateEnvironment(process.env);
    void startWorker(createRootLogger(env.LOG_LEVEL).child({ process: 'worker' }));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
