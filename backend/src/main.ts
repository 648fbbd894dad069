import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { createRootLogger } from './common/logging/request-logger.js';
import { PinoNestLogger } from './common/logging/pino-nest-logger.js';
import { configureApp } from './configure-app.js';
import { GracefulShutdown } from './common/http/graceful-shutdown.js';
import { MessageStreamHub } from './modules/messages/realtime/message-stream.hub.js';
import { Environment, validateEnvironment } from './config/environment.js';
import { loadEnvFile } from './config/load-env-file.js';
import { startWorker } from './worker.js';

async function bootstrap(): Promise<void> {
  loadEnvFile();
  let env: Environment;
  try {
    env = validateEnvironment(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const logger = createRootLogger(env.LOG_LEVEL);
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    logger: new PinoNestLogger(logger),
    bufferLogs: true,
  });
  configureApp(app, { logger });
  const worker = env.RUN_WORKER_IN_API ? await startWorker(logger, { handleSignals: false }) : undefined;
  // SIGTERM: stop accepting, end streams with a retry hint, finish requests (bounded), then close.
  new GracefulShutdown(app, {
    graceMs: env.SHUTDOWN_GRACE_MS,
    streams: app.get(MessageStreamHub),
    logger,
    afterClose: worker?.stop,
  }).listen();
  await app.listen(env.PORT, '0.0.0.0');
  logger.info({ port: env.PORT }, `Site running at ${env.PUBLIC_URL}`);
}

void bootstrap();
