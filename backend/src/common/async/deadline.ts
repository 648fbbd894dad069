/** A dependency did not answer within the time the caller allows it. */
export class DeadlineExceededError extends Error {}

/**
 * Settles as `promise` does, or rejects with a DeadlineExceededError ("timed out after N ms") when it
 * has not settled `ms` after the call.
 *
 * The deadline measures the dependency, not this process. Node runs due timers before it reads the
 * sockets and finished background work, so when the process was busy past the deadline (a long
 * synchronous task, a GC pause, a CPU-starved machine) the timer would fire ahead of an answer that
 * arrived in time and is waiting to be read. When the timer fires, the rejection therefore waits one
 * turn of the event loop (setImmediate runs after the I/O poll), and an answer already there wins.
 */
export function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let lastTurn: NodeJS.Immediate | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      lastTurn = setImmediate(() => reject(new DeadlineExceededError(`timed out after ${ms} ms`)));
    }, ms);
  });
  return Promise.race([promise, deadline]).finally(() => {
    clearTimeout(timer);
    clearImmediate(lastTurn);
  });
}
