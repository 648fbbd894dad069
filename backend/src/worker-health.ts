import { HEARTBEAT_INTERVAL_MS, heartbeatAgeMs } from './worker-heartbeat.js';

/** Container health check of the worker: healthy while its heartbeat is fresh. */
try {
  process.exit(heartbeatAgeMs() < HEARTBEAT_INTERVAL_MS * 3 ? 0 : 1);
} catch {
  process.exit(1);
}
