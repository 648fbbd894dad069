import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { Logger } from 'pino';
import { fileURLToPath } from 'node:url';
import { createRootLogger } from './common/logging/request-logger.js';
import { PinoNestLogger } from './common/logging/pino-nest-logger.js';
import { Environment, validateEnvironment } from './config/environment.js';
import { loadEnvFile } from './config/load-env-file.js';
import { startHeartbeat } from './worker-heartbeat.js';
import { closeWorkersWithin, workersOf } from './queues/worker-drain.js';
import { WorkerModule } from './worker.module.js';

/** Boots the BullMQ processors without HTTP (its own process in production, or inside the API locally). */
export async function startWorker(logger: Logger, options: { handleSignals?: boolean } = {}) {
  const context = await NestFactory.createApplicationContext(WorkerModule, { logger: new PinoNestLogger(logger) });
  const stopHeartbeat = startHeartbeat();
  process.once('beforeExit', stopHeartbeat);
  /** Finishes (or hands back) the running jobs, then closes the queues, Redis and the database pool. */
  const stop = async () => {
    stopHeartbeat();
    const outcome = await closeWorkersWithin(workersOf(context), context.get(Environment).SHUTDOWN_GRACE_MS);
    if (outcome === 'handed-back') logger.warn('Shutdown grace period over: running jobs are handed back to the queue');
    if (outcome === 'abandoned')
      logger.warn('Shutdown grace period over: running jobs are left to stalled-job recovery');
    await context.close();
  };
  if (options.handleSignals !== false) {
    const onSignal = (signal: NodeJS.Signals) => {
      logger.info({ signal }, 'Worker shutting down: finishing running jobs');
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'Worker shutdown failed');
          process.exit(1);
        },
      );
    };
    process.once('SIGTERM', onSignal);
    process.once('SIGINT', onSignal);
  }
  logger.info('Worker started');
  return { context, stop };
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
