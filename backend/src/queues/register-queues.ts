import { BullModule } from '@nestjs/bullmq';
import type { DynamicModule } from '@nestjs/common';
import { LoggedQueue, LoggedWorker } from './queue-error-logger.js';
import type { QueueName } from './queue-names.js';

/**
 * The queues a module uses, as BullModule.registerQueue would give them, built as LoggedQueue, and their
 * processors' workers as LoggedWorker. Nest's BullModule reads its queue class when a module registers
 * queues (when the module's file is loaded), so every module registers through here rather than calling
 * BullModule.registerQueue itself.
 */
export function registerQueues(...names: QueueName[]): DynamicModule {
  BullModule.queueClass = LoggedQueue;
  BullModule.workerClass = LoggedWorker;
  return BullModule.registerQueue(...names.map((name) => ({ name })));
}
