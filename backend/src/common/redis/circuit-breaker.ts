import { withDeadline } from '../async/deadline.js';

export class CircuitOpenError extends Error {}

/**
 * Bounds how long callers wait on a dependency that is stuck. Each call gets a deadline; after a
 * failure the breaker opens for `openMs`, and calls fail at once (no waiting) until one trial call,
 * let through when that time is up, succeeds again. The deadline is withDeadline's: a busy process does
 * not fail an answer that arrived in time.
 */
export class CircuitBreaker {
  private openUntil = 0;
  private trialRunning = false;

  constructor(
    private readonly deadlineMs: number,
    private readonly openMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True while calls are refused without being tried. */
  get isOpen(): boolean {
    return this.now() < this.openUntil;
  }

  async run<T>(call: () => Promise<T>): Promise<T> {
    if (this.isOpen || (this.openUntil > 0 && this.trialRunning)) {
      throw new CircuitOpenError('circuit open after a recent failure');
    }
    const trial = this.openUntil > 0;
    if (trial) this.trialRunning = true;
    try {
      const result = await withDeadline(call(), this.deadlineMs);
      this.openUntil = 0;
      return result;
    } catch (error) {
      this.openUntil = this.now() + this.openMs;
      throw error;
    } finally {
      if (trial) this.trialRunning = false;
    }
  }
}
