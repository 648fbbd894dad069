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

/** Like waitFor, but fails the test with the last value read when the time is up; polls every 20 ms. */
export async function waitUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${JSON.stringify(value)}`);
    await sleep(20);
  }
}
