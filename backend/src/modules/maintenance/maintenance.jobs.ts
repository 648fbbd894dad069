/** Job names of the maintenance queue; never renamed once shipped. */
export enum MaintenanceJob {
  PruneExpiredSessions = 'prune-expired-sessions',
}

export const PRUNE_SESSIONS_EVERY_MS = 15 * 60 * 1000;
