import { CircuitOpenError } from '../redis/circuit-breaker.js';
import { unavailableDependencyOf } from './dependency-errors.js';

const withCode = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);

describe('unavailableDependencyOf', () => {
  it('names the database for statement timeouts, terminated backends, pool timeouts and reset sockets', () => {
    expect(
      unavailableDependencyOf(withCode('q', { driverError: withCode('canceling statement', { code: '57014' }) })),
    ).toBe('database');
    expect(unavailableDependencyOf(withCode('terminating connection', { code: '57P01' }))).toBe('database');
    expect(unavailableDependencyOf(new Error('timeout exceeded when trying to connect'))).toBe('database');
    expect(unavailableDependencyOf(withCode('write ECONNRESET', { code: 'ECONNRESET', syscall: 'write' }))).toBe(
      'database',
    );
    const released = new Error('Query runner already released');
    released.name = 'QueryRunnerAlreadyReleasedError';
    expect(unavailableDependencyOf(released)).toBe('database');
    // The raw-query path of a transaction whose connection was killed (EntityManager.query).
    const providerReleased = new Error('Database connection provided by a query runner was already released');
    providerReleased.name = 'QueryRunnerProviderAlreadyReleasedError';
    expect(unavailableDependencyOf(providerReleased)).toBe('database');
  });

  it('names Redis for command timeouts and an open circuit', () => {
    expect(unavailableDependencyOf(new Error('Command timed out'))).toBe('redis');
    expect(unavailableDependencyOf(new CircuitOpenError('open'))).toBe('redis');
  });

  it('leaves other errors alone (they stay 500s or their own status)', () => {
    expect(
      unavailableDependencyOf(withCode('duplicate key', { driverError: withCode('dup', { code: '23505' }) })),
    ).toBe(undefined);
    expect(unavailableDependencyOf(new TypeError('x is undefined'))).toBeUndefined();
    expect(unavailableDependencyOf('a string')).toBeUndefined();
  });
});

describe('errors from another realm', () => {
  it('reads a socket error made outside this VM context by its shape (instanceof Error is false there)', async () => {
    const { runInNewContext } = await import('node:vm');
    const foreign = runInNewContext(
      `Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', errno: -104, syscall: 'read' })`,
    ) as unknown;
    expect(foreign instanceof Error).toBe(false);
    expect(unavailableDependencyOf(foreign)).toBe('database');
    expect(unavailableDependencyOf({ message: 'plain object', name: 'Error', code: 'ECONNRESET', port: 1 })).toBe(
      undefined,
    );
  });
});
