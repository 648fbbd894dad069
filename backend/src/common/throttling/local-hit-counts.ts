/** The last count Redis gave for one rate-limit key, and the hits this process counted since. */
interface KeyCount {
  /** The window's hits across every API instance, as Redis last answered. */
  known: number;
  /** Hits counted here and not yet sent to Redis. */
  pending: number;
  /** When Redis last answered for this key (ms since the epoch). */
  syncedAt: number;
  /** When the window ends, so the count starts again (ms since the epoch). */
  windowEndsAt: number;
  /** Until when Redis said the key is blocked (0 when it is not). */
  blockedUntil: number;
}

export interface LocalDecision {
  totalHits: number;
  msToExpire: number;
  blocked: boolean;
  msToBlockExpire: number;
}

/** How long a count Redis gave may be added to locally before the next hit asks Redis again. */
export const LOCAL_COUNT_MAX_AGE_MS = 1000;
/** Expired keys are swept after this many hits, so the map never holds more than the live windows. */
const SWEEP_EVERY_HITS = 10_000;

/**
 * Rate-limit hits counted in this process between round trips to Redis. A hit is decided here,
 * without Redis, only while the key's count is well below its limit (at most half of it, counting the
 * hits not sent yet) and Redis answered for it within the last second; any other hit goes to Redis
 * with the hits held here. So a client near its limit is always counted exactly in Redis, and the
 * other API instances see this one's hits at most a second late. A hot key (one address sending many
 * requests, such as the several calls of one page load) thus costs one Redis call a second instead of
 * one per request; a block Redis reported is answered here until it ends.
 */
export class LocalHitCounts {
  private readonly counts = new Map<string, KeyCount>();
  private hitsSinceSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts a hit here and returns the decision, or null when the hit must go to Redis. */
  tryLocal(key: string, limit: number): LocalDecision | null {
    const now = this.now();
    this.sweepNowAndThen(now);
    const count = this.counts.get(key);
    if (!count || now >= count.windowEndsAt) return null;
    if (now < count.blockedUntil) {
      return {
        totalHits: Math.max(count.known + count.pending, limit + 1),
        msToExpire: count.windowEndsAt - now,
        blocked: true,
        msToBlockExpire: count.blockedUntil - now,
      };
    }
    const total = count.known + count.pending + 1;
    if (now - count.syncedAt >= LOCAL_COUNT_MAX_AGE_MS || total * 2 > limit) return null;
    count.pending += 1;
    return { totalHits: total, msToExpire: count.windowEndsAt - now, blocked: false, msToBlockExpire: 0 };
  }

  /** The hits to send to Redis with the next one (and forgets them: they are on their way). */
  takePending(key: string): number {
    const count = this.counts.get(key);
    if (!count) return 0;
    const pending = count.pending;
    count.pending = 0;
    return pending;
  }

  /** Records Redis's answer for a key. */
  synced(key: string, answer: { totalHits: number; msToExpire: number; msToBlockExpire: number }): void {
    const now = this.now();
    const previous = this.counts.get(key);
    this.counts.set(key, {
      known: answer.totalHits,
      // Hits counted here while the call was on its way are still to be sent.
      pending: previous && now < previous.windowEndsAt ? previous.pending : 0,
      syncedAt: now,
      windowEndsAt: now + Math.max(answer.msToExpire, 0),
      blockedUntil: answer.msToBlockExpire > 0 ? now + answer.msToBlockExpire : 0,
    });
  }

  get size(): number {
    return this.counts.size;
  }

  private sweepNowAndThen(now: number): void {
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep < SWEEP_EVERY_HITS) return;
    this.hitsSinceSweep = 0;
    for (const [key, count] of this.counts) {
      if (now >= count.windowEndsAt && now >= count.blockedUntil) this.counts.delete(key);
    }
  }
}
