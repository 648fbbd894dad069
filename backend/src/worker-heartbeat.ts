import { statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The worker touches this file while its event loop runs; the container health check reads its age. */
export const HEARTBEAT_FILE = process.env.WORKER_HEARTBEAT_FILE ?? join(tmpdir(), 'irl-worker-heartbeat');
export const HEARTBEAT_INTERVAL_MS = 10_000;

export function startHeartbeat(): () => void {
  const beat = () => writeFileSync(HEARTBEAT_FILE, new Date().toISOString());
  beat();
  const timer = setInterval(beat, HEARTBEAT_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

export function heartbeatAgeMs(): number {
  return Date.now() - statSync(HEARTBEAT_FILE).mtimeMs;
}
