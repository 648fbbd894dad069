import { DelayedError, type Job } from 'bullmq';

/** Thrown at a job's checkpoint once its worker has been asked to stop (see worker-drain.ts). */
export class JobInterrupted extends Error {
  constructor() {
    super('The worker is stopping: the job goes back to the queue');
  }
}

/**
 * Called by long jobs between units of work that commit on their own (an import chunk, a fan-out
 * batch): stops the job there when the worker is shutting down.
 */
export function checkpoint(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new JobInterrupted();
}

/**
 * Runs a job's work; when it stopped at a checkpoint, puts the job back in the queue at once (without
 * spending one of its attempts) so another worker resumes it from what was committed.
 */
export async function handBackWhenInterrupted<T>(
  job: Job,
  token: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof JobInterrupted) || !token) throw error;
    await job.moveToDelayed(Date.now(), token);
    throw new DelayedError();
  }
}
