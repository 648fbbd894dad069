// Read when used (not at import time) so tests and operators can tune them through the environment.
const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** How long a finished export can be downloaded. */
export const downloadWindowMs = () => numberFrom('DATA_EXPORT_TTL_HOURS', 24) * 3600_000;

/** Exports a user may request per rolling 24 hours. */
export const exportsPerDay = () => numberFrom('DATA_EXPORT_MAX_PER_DAY', 5);

/** An export still queued or running after this long is taken as lost (e.g. Redis was emptied). */
export const STALLED_AFTER_MS = 60 * 60 * 1000;
