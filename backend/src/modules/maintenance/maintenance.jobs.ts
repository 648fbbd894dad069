/** Job names of the maintenance queue; never renamed once shipped. */
export enum MaintenanceJob {
  PruneExpiredSessions = 'prune-expired-sessions',
  EvaluateBadgeRules = 'evaluate-badge-rules',
  PruneIdempotencyKeys = 'prune-idempotency-keys',
  EndSuspensions = 'end-suspensions',
  PruneClosedGuestSupportRequests = 'prune-closed-guest-support-requests',
}

export const PRUNE_SESSIONS_EVERY_MS = 15 * 60 * 1000;

/** How often the badge rules run: an award shows at most this long after the activity that earned it. */
export const EVALUATE_BADGES_EVERY_MS = 5 * 60 * 1000;

/** Idempotency keys live 24 hours; hourly pruning keeps the table to about a day of creates. */
export const PRUNE_IDEMPOTENCY_KEYS_EVERY_MS = 60 * 60 * 1000;

/** Suspensions are over at their end already (sign-in checks the time); the flag is cleared within a minute. */
export const END_SUSPENSIONS_EVERY_MS = 60 * 1000;

/** Guests' support requests closed more than 90 days ago are erased; a daily run is soon enough. */
export const PRUNE_GUEST_SUPPORT_REQUESTS_EVERY_MS = 24 * 60 * 60 * 1000;
