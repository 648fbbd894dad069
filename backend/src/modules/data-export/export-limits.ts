import type { Environment } from '../../config/environment.js';

/** How long a finished export can be downloaded. */
export const downloadWindowMs = (env: Environment) => env.DATA_EXPORT_TTL_HOURS * 3600_000;

/** An export still queued or running after this long is taken as lost (e.g. Redis was emptied). */
export const STALLED_AFTER_MS = 60 * 60 * 1000;
