import type { DataSource } from 'typeorm';
import { SecuritySettingsService } from '../../src/modules/security-settings/security-settings.service.js';
import type { TestApp } from './test-app.js';

/** The SQL statements sent through any of the data source's query runners while `run` executes, as text. */
export async function captureQueries(dataSource: DataSource, run: () => Promise<unknown>): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  const prototype = Object.getPrototypeOf(runner) as { query: (...args: unknown[]) => Promise<unknown> };
  await runner.release();
  const spy = jest.spyOn(prototype, 'query');
  try {
    await run();
    return spy.mock.calls.map((call) => String(call[0]));
  } finally {
    spy.mockRestore();
  }
}

/** How many SQL statements `run` sends (see captureQueries). */
export async function countQueries(dataSource: DataSource, run: () => Promise<unknown>): Promise<number> {
  return (await captureQueries(dataSource, run)).length;
}

/**
 * Stops the security settings' re-read every 10 s: the spy sees every statement of the process, so that
 * timer's read would be counted in whichever request happened to be running (on a busy machine, a
 * different one each run).
 */
export function stopBackgroundReads(t: TestApp): void {
  t.app.get(SecuritySettingsService).onModuleDestroy();
}
