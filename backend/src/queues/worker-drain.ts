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

/**
 * Stops taking jobs and lets the running ones finish within `graceMs`. A job still running after
 * that is left to BullMQ: its lock is no longer renewed, so it is marked stalled and another worker
 * runs it again (its effects are keyed to happen once). Resolves with whether every job finished.
 */
export async function closeWorkersWithin(workers: Pick<Worker, 'close'>[], graceMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const finished = await Promise.race([
    Promise.all(workers.map((worker) => worker.close())).then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), graceMs);
    }),
  ]);
  clearTimeout(timer);
  if (!finished) await Promise.all(workers.map((worker) => worker.close(true).catch(() => undefined)));
  return finished;
}
