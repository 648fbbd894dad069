/** How long an article's related list is reused: new or re-tagged other articles show up within this time. */
export const RELATED_CACHE_TTL_MS = 10 * 60_000;
/** Articles kept at most; the least recently read is dropped first. */
export const RELATED_CACHE_MAX_ENTRIES = 2000;

interface Entry {
  /** The article's change stamp when the list was computed: any edit of the article makes it differ. */
  stamp: string;
  ids: number[];
  expiresAt: number;
}

/**
 * The ranked ids of each article's related articles, kept in this process for a short time, because the
 * similarity query reads every article while the page is read far more often than articles change. An
 * entry counts only for the article version it was computed for, so an edit is seen at once (on every
 * server process, with no message between them); only the cards' ids are kept, so titles and authors are
 * always current and a deleted article simply drops out.
 */
export class RelatedArticlesCache {
  private readonly entries = new Map<number, Entry>();

  constructor(
    private readonly ttlMs = RELATED_CACHE_TTL_MS,
    private readonly maxEntries = RELATED_CACHE_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  get(articleId: number, stamp: string): number[] | undefined {
    const entry = this.entries.get(articleId);
    if (!entry) return undefined;
    if (entry.stamp !== stamp || entry.expiresAt <= this.now()) {
      this.entries.delete(articleId);
      return undefined;
    }
    // Re-inserting moves it to the end: the Map's order is the least recently read first.
    this.entries.delete(articleId);
    this.entries.set(articleId, entry);
    return entry.ids;
  }

  set(articleId: number, stamp: string, ids: number[]): void {
    this.entries.delete(articleId);
    this.entries.set(articleId, { stamp, ids, expiresAt: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
