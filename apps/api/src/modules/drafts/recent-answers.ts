/**
 * Answers this process read from the database lately, kept for a short time (ADR 0026, ADR 0030).
 * Whoever changes the data forgets the answer: this process at once, every process through the
 * change notifications (db/change-notifications.ts). A look-up that began before a `forget` never
 * stores its possibly stale answer, and nothing is stored while notifications may be missed
 * (`suspend`, until `resume`).
 */
export class RecentAnswers<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  private generation = 0;
  private suspended = false;

  constructor(
    private readonly ttlMs: number,
    // Bounded so a flood of distinct keys cannot grow memory: the oldest entries go first.
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The answer stored less than the time-to-live ago, if any. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.until > this.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** A token for `remember`: taken before the database is asked. */
  begin(): number {
    return this.generation;
  }

  /** Stores `value` until the time-to-live or `notAfter` (ms since the epoch), unless something was forgotten since `begin()`. */
  remember(key: string, value: V, startedAt: number, notAfter = Number.POSITIVE_INFINITY): void {
    if (this.suspended || startedAt !== this.generation) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, until: Math.min(this.now() + this.ttlMs, notAfter) });
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
