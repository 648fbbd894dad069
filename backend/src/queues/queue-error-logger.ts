import { Logger } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';

const logger = new Logger('Queues');
let lastLogged = 0;

/** A socket-level failure to reach Redis (refused, reset, timed out, not found) or a closed connection. */
function isConnectionError(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  return (typeof code === 'string' && /^E[A-Z]+$/.test(code)) || /connection is closed/i.test(error.message);
}

/**
 * Redis being unreachable is one warning per 10 s for all the process's queues and workers (their clients
 * reconnect by themselves); any other error is logged as it comes, without the stack.
 */
function logQueueError(kind: 'Queue' | 'Worker', name: string, error: Error): void {
  if (!isConnectionError(error)) {
    logger.error(`${kind} '${name}': ${error.message}`);
    return;
  }
  if (Date.now() - lastLogged < 10_000) return;
  lastLogged = Date.now();
  logger.warn(`${kind} '${name}' cannot reach Redis (reconnecting): ${error.message}`);
}

/*
 * BullMQ queues and workers listen for their own 'error' events from the moment they exist. Without a
 * listener BullMQ writes each failed reconnect to console.error with a stack: the worker process wrote
 * about 13 a second while Redis was down, and a queue starts connecting (and failing) as soon as it is
 * built, before the application has finished starting, so a listener added at bootstrap missed the first
 * ones. Health and the failure-modes table in docs/operations.md say what to do when Redis is down.
 */

/** A queue whose errors are logged (Redis being down as one throttled warning). */
export class LoggedQueue extends Queue {
  constructor(...args: ConstructorParameters<typeof Queue>) {
    super(...args);
    this.on('error', (error: Error) => logQueueError('Queue', this.name, error));
  }
}

/**
 * A worker whose errors are logged (Redis being down as one throttled warning). A job that throws is not an
 * 'error': it is reported by its 'failed' event and kept in Redis for operators.
 */
export class LoggedWorker extends Worker {
  constructor(...args: ConstructorParameters<typeof Worker>) {
    super(...args);
    this.on('error', (error: Error) => logQueueError('Worker', this.name, error));
  }
}
