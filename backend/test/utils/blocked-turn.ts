/**
 * Calls `start` in a callback of one event-loop turn, then keeps the thread busy for `ms` before that
 * callback returns, as a request handler that blocks would: the next turn runs the timers that fell due
 * before it reads sockets and finished thread-pool work. Resolves with what `start` returned (wrapped,
 * so a returned promise is handed over, not awaited).
 */
export function startThenBlock<T>(ms: number, start: () => T): Promise<{ started: T }> {
  return new Promise((resolve) =>
    setImmediate(() => {
      const started = start();
      const until = performance.now() + ms;
      while (performance.now() < until) {
        // busy, as a synchronous task would be
      }
      resolve({ started });
    }),
  );
}
