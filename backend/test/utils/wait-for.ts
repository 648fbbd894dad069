import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Reads every 50 ms until `done` accepts the value or the time is up, and returns the last value read,
 * so the test's own expectation on it says what was missing.
 */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(50);
  }
}
