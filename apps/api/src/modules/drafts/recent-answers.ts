import { LRUCache } from 'lru-cache';

/**
 * Answers this process read from the database lately, kept for a short time (ADR 0026, ADR 0030)
 * in an `lru-cache` (its `ttl` and `max`; ADR 0041). Whoever changes the data forgets the answer:
 * this process at once, every process through the change notifications
 * (db/change-notifications.ts). What lru-cache does not do is here: a look-up that began before a
 * `forget` never stores its possibly stale answer, and nothing is stored while notifications may
 * be missed (`suspend`, until `resume`).
 */
export class RecentAnswers<V extends NonNullable<unknown>> {
  private readonly entries: LRUCache<string, V>;
  private generation = 0;
  private suspended = false;

  constructor(
    private readonly ttlMs: number,
    // Bounded so a flood of distinct keys cannot grow memory: the least recently used go first.
    maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {
    // The clock read on every look-up (ttlResolution 0): an injected clock is seen at once, and
    // the cost (one Date.now) is nothing next to a request.
    this.entries = new LRUCache<string, V>({ max: maxEntries, ttl: ttlMs, ttlResolution: 0, perf: { now } });
  }

  /** The answer stored less than the time-to-live ago, if any. */
  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  /** A token for `remember`: taken before the database is asked. */
  begin(): number {
    return this.generation;
  }

  /** Stores `value` until the time-to-live or `notAfter` (ms since the epoch), unless something was forgotten since `begin()`. */
  remember(key: string, value: V, startedAt: number, notAfter = Number.POSITIVE_INFINITY): void {
    if (this.suspended || startedAt !== this.generation) return;
    // lru-cache keeps an entry while its age is at most `ttl` (whole ms), ours end at the limit
    // itself: one millisecond less. A `ttl` of 0 would mean "forever", so nothing that short is kept.
    const ttl = Math.floor(Math.min(this.ttlMs, notAfter - this.now())) - 1;
    if (ttl > 0) this.entries.set(key, value, { ttl });
    else this.entries.delete(key);
  }

  /** `key`'s data changed: the next look-up asks the database. */
  forget(key: string): void {
    this.generation += 1;
    this.entries.delete(key);
  }

  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Changes may go unseen (the notification connection is down): keep nothing until `resume`. */
  suspend(): void {
    this.suspended = true;
    this.forgetAll();
  }

  /** Changes are seen again; what was read while they were not is not kept. */
  resume(): void {
    this.suspended = false;
    this.forgetAll();
  }
}
