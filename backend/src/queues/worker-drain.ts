import type { INestApplicationContext } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { WorkerHost } from '@nestjs/bullmq';
import type { Worker } from 'bullmq';

/** The BullMQ workers of this process's processors. */
export function workersOf(context: INestApplicationContext): Worker[] {
  const discovery = context.get(DiscoveryService, { strict: false });
  const workers: Worker[] = [];
  for (const wrapper of discovery.getProviders()) {
    const instance: unknown = wrapper.instance;
    if (!(instance instanceof WorkerHost)) continue;
    try {
      workers.push(instance.worker as Worker);
    } catch {
      // A processor whose worker was never started (its getter throws).
    }
  }
  return workers;
}

/** How a stopping worker left its running jobs. */
export type DrainOutcome =
  /** Every running job finished within the grace period. */
  | 'finished'
  /** Jobs still running were told to stop; they handed themselves back to the queue at a checkpoint. */
  | 'handed-back'
  /** A job ignored the stop: its lock lapses and BullMQ's stalled-job check gives it to another worker. */
  | 'abandoned';

/** How long jobs get to reach their next checkpoint once told to stop. */
const HAND_BACK_MS = 5_000;

/**
 * Stops taking jobs and lets the running ones finish within `graceMs`. Jobs still running after that
 * receive an abort signal: the long ones (imports, fan-outs) stop at their next checkpoint and put
 * themselves back in the queue, so another worker resumes them at once (their effects are keyed to
 * happen once). Anything left after `handBackMs` is abandoned to BullMQ's stalled-job recovery.
 */
export async function closeWorkersWithin(
  workers: Pick<Worker, 'close' | 'cancelAllJobs'>[],
  graceMs: number,
  handBackMs = HAND_BACK_MS,
): Promise<DrainOutcome> {
  const closing = Promise.all(workers.map((worker) => worker.close())).then(() => true);
  if (await settlesWithin(closing, graceMs)) return 'finished';
  for (const worker of workers) worker.cancelAllJobs('The worker is shutting down');
  if (await settlesWithin(closing, handBackMs)) return 'handed-back';
  await Promise.all(workers.map((worker) => worker.close(true).catch(() => undefined)));
  return 'abandoned';
}

async function settlesWithin(promise: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const settled = await Promise.race([
    promise,
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    }),
  ]);
  clearTimeout(timer);
  return settled;
}
