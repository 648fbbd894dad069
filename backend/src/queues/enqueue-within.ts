import type { JobsOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { withDeadline } from '../common/async/deadline.js';

/**
 * BullMQ waits for Redis to come back instead of failing, so a request that queues work would hang
 * while Redis is down or stuck. These bound the wait so the caller can answer 503 and undo its write.
 */
export class QueueUnreachableError extends Error {}

/** Fails fast, before anything is stored, when Redis does not answer a ping within `ms`. */
export async function assertRedisAnswers(redis: Redis, ms = 1000): Promise<void> {
  try {
    await withDeadline(redis.ping(), ms);
  } catch (error) {
    throw new QueueUnreachableError((error as Error).message);
  }
}

/** Adds a job, or throws QueueUnreachableError when Redis has not taken it within `ms`. */
export async function addJobWithin<Data>(
  queue: Queue<Data>,
  name: string,
  data: Data,
  options: JobsOptions,
  ms = 3000,
): Promise<void> {
  try {
    // BullMQ's generics key names by the data type; the queue here takes any job name.
    await withDeadline((queue as unknown as Queue).add(name, data, options), ms);
  } catch (error) {
    throw error instanceof QueueUnreachableError ? error : new QueueUnreachableError((error as Error).message);
  }
}
