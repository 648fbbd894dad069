import { closeWorkersWithin } from './worker-drain.js';

/** A stand-in worker whose running job ends when `finishJob` is called. */
function fakeWorker(options: { honoursCancel: boolean }) {
  let finishJob: () => void = () => undefined;
  const jobDone = new Promise<void>((resolve) => (finishJob = resolve));
  const worker = {
    cancelled: false,
    close: jest.fn((force?: boolean) => (force ? Promise.resolve() : jobDone)),
    cancelAllJobs: jest.fn(() => {
      worker.cancelled = true;
      if (options.honoursCancel) finishJob();
    }),
  };
  return { worker, finishJob: () => finishJob() };
}

describe('closeWorkersWithin', () => {
  it('waits for the running jobs when they finish in time, without cancelling them', async () => {
    const { worker, finishJob } = fakeWorker({ honoursCancel: true });
    setTimeout(finishJob, 10);
    await expect(closeWorkersWithin([worker], 1000, 1000)).resolves.toBe('finished');
    expect(worker.cancelAllJobs).not.toHaveBeenCalled();
    expect(worker.close).toHaveBeenCalledTimes(1);
    expect(worker.close).toHaveBeenCalledWith();
  });

  it('past the grace period, tells the jobs to stop and waits for them to hand themselves back', async () => {
    const { worker } = fakeWorker({ honoursCancel: true });
    await expect(closeWorkersWithin([worker], 20, 1000)).resolves.toBe('handed-back');
    expect(worker.cancelled).toBe(true);
    expect(worker.close).not.toHaveBeenCalledWith(true);
  });

  it('force-closes when a job ignores the stop, leaving it to stalled-job recovery', async () => {
    const { worker } = fakeWorker({ honoursCancel: false });
    await expect(closeWorkersWithin([worker], 20, 20)).resolves.toBe('abandoned');
    expect(worker.cancelled).toBe(true);
    expect(worker.close).toHaveBeenLastCalledWith(true);
  });
});
