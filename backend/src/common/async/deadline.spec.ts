import { pbkdf2 } from 'node:crypto';
import { promisify } from 'node:util';
import { DeadlineExceededError, withDeadline } from './deadline.js';

/** Keeps this thread busy, as a long synchronous task or a CPU-starved machine would. */
function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
}

describe('withDeadline', () => {
  it('settles as the promise does when it answers in time', async () => {
    await expect(withDeadline(Promise.resolve('answer'), 50)).resolves.toBe('answer');
    await expect(withDeadline(Promise.reject(new Error('refused')), 50)).rejects.toThrow('refused');
  });

  it('rejects with DeadlineExceededError when the promise has not settled in time', async () => {
    const never = new Promise<never>(() => undefined);
    const outcome = withDeadline(never, 20);
    await expect(outcome).rejects.toBeInstanceOf(DeadlineExceededError);
    await expect(outcome).rejects.toThrow('timed out after 20 ms');
  });

  it('takes an answer that arrived in time while this process was busy past the deadline', async () => {
    // As in a request handler that blocks: the work runs in a callback of one loop turn, so the next
    // turn runs the due 20 ms timer before its I/O phase delivers the answer, which libuv's thread pool
    // computed within a millisecond while this thread was busy for 100 ms.
    const { raced } = await new Promise<{ raced: Promise<Buffer> }>((resolve) =>
      setImmediate(() => {
        const raced = withDeadline(promisify(pbkdf2)('password', 'salt', 1, 32, 'sha256'), 20);
        busyFor(100);
        resolve({ raced });
      }),
    );
    await expect(raced).resolves.toBeInstanceOf(Buffer);
  });
});
