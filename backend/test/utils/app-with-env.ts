import { useTestApp, type TestApp } from './test-app.js';

/**
 * useTestApp for a file that needs its own settings (rate limits, TRUST_PROXY...): sets `env` before the
 * app starts, gives the app a BullMQ prefix of its own (`<prefix>-<name>-<pid>`) so its rate-limit counters
 * and queues in Redis are not shared with other files, and puts every variable back after the file.
 */
export function useTestAppWithEnv(name: string, env: Record<string, string>): TestApp {
  const names = [...Object.keys(env), 'BULLMQ_PREFIX'];
  const saved = Object.fromEntries(names.map((variable) => [variable, process.env[variable]]));
  beforeAll(() => {
    Object.assign(process.env, env);
    process.env.BULLMQ_PREFIX = `${saved.BULLMQ_PREFIX ?? 'irl'}-${name}-${process.pid}`;
  });
  afterAll(() => {
    for (const variable of names) {
      if (saved[variable] === undefined) delete process.env[variable];
      else process.env[variable] = saved[variable];
    }
  });
  return useTestApp();
}

/** Sends requests one after another (`turn` counts from 1) and answers their statuses in order. */
export async function statusesInTurn(
  count: number,
  send: (turn: number) => PromiseLike<{ status: number }>,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let turn = 1; turn <= count; turn++) statuses.push((await send(turn)).status);
  return statuses;
}
