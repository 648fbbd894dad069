import { pbkdf2 } from 'node:crypto';
import { promisify } from 'node:util';
import { startThenBlock } from '../../../test/utils/blocked-turn.js';
import { DeadlineExceededError, withDeadline } from './deadline.js';

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
    // libuv's thread pool derives the key within a millisecond while this thread is busy for 100 ms; the
    // next loop turn runs the due 20 ms timer before its I/O phase delivers that answer.
    const { started: raced } = await startThenBlock(100, () =>
      withDeadline(promisify(pbkdf2)('password', 'salt', 1, 32, 'sha256'), 20),
    );
    await expect(raced).resolves.toBeInstanceOf(Buffer);
  });
});
