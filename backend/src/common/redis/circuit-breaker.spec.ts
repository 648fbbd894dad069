import { DeadlineExceededError } from '../async/deadline.js';
import { CircuitBreaker, CircuitOpenError } from './circuit-breaker.js';

describe('CircuitBreaker', () => {
  let now = 0;
  const clock = () => now;

  it('fails a call that does not answer within the deadline, then refuses calls until the open time is up', async () => {
    const breaker = new CircuitBreaker(20, 1000, clock);
    await expect(breaker.run(() => new Promise(() => undefined))).rejects.toBeInstanceOf(DeadlineExceededError);
    const call = jest.fn(() => Promise.resolve('ok'));
    await expect(breaker.run(call)).rejects.toBeInstanceOf(CircuitOpenError);
    expect(call).not.toHaveBeenCalled();
    now += 1001;
    await expect(breaker.run(call)).resolves.toBe('ok');
    expect(breaker.isOpen).toBe(false);
  });

  it('opens on an error and closes again after a successful trial', async () => {
    now = 0;
    const breaker = new CircuitBreaker(1000, 500, clock);
    await expect(breaker.run(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(breaker.isOpen).toBe(true);
    now = 501;
    await expect(breaker.run(() => Promise.resolve(1))).resolves.toBe(1);
    await expect(breaker.run(() => Promise.resolve(2))).resolves.toBe(2);
  });
});
