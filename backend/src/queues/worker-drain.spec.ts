import { closeWorkersWithin } from './worker-drain.js';

describe('closeWorkersWithin', () => {
  it('waits for the running jobs when they finish in time', async () => {
    const closed: boolean[] = [];
    const worker = {
      close: jest.fn((force?: boolean) => {
        closed.push(Boolean(force));
        return Promise.resolve();
      }),
    };
    await expect(closeWorkersWithin([worker], 1000)).resolves.toBe(true);
    expect(closed).toEqual([false]);
  });

  it('force-closes (hands the job back to the queue) when a job runs past the grace period', async () => {
    const worker = {
      close: jest.fn((force?: boolean) => (force ? Promise.resolve() : new Promise<void>(() => undefined))),
    };
    await expect(closeWorkersWithin([worker], 20)).resolves.toBe(false);
    expect(worker.close).toHaveBeenLastCalledWith(true);
  });
});
