/**
 * How long this process trusts a session it found active without asking the database again
 * (ADR 0026). A revocation made in this process takes effect at once (`forget`/`forgetAll`); one
 * made by another API process on the same PostgreSQL database is seen here within this window.
 */
export const SESSION_VALIDITY_CACHE_MS = 1000;

// Bounded so a flood of distinct tokens cannot grow memory: the oldest entries go first.
const MAX_ENTRIES = 50_000;

/**
 * Active sessions seen in the last second, so an access token's session check costs no query on
 * every request. Only "active" is remembered; an unknown, ended or revoked session is always
 * looked up. A look-up that started before a revocation never caches its (stale) answer.
 */
export class SessionValidityCache {
  private readonly activeUntil = new Map<string, number>();
  private generation = 0;

  constructor(
    private readonly ttlMs = SESSION_VALIDITY_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when the session was found active less than the window ago (and has not expired since). */
  isKnownActive(sessionId: string): boolean {
    const until = this.activeUntil.get(sessionId);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.activeUntil.delete(sessionId);
    return false;
  }

  /** A token for `remember`: taken before the database is asked. */
  begin(): number {
    return this.generation;
  }

  /** Remembers an active session, unless a revocation happened since `begin()`. */
  remember(sessionId: string, expiresAt: Date, startedAt: number): void {
    if (startedAt !== this.generation) return;
    if (this.activeUntil.size >= MAX_ENTRIES) {
      const oldest = this.activeUntil.keys().next().value;
      if (oldest !== undefined) this.activeUntil.delete(oldest);
    }
    this.activeUntil.set(sessionId, Math.min(this.now() + this.ttlMs, expiresAt.getTime()));
  }

  /** One session ended here: no request in this process may use it from now on. */
  forget(sessionId: string): void {
    this.generation += 1;
    this.activeUntil.delete(sessionId);
  }

  /** Several sessions ended (e.g. all of a borrower's): forget every cached answer. */
  forgetAll(): void {
    this.generation += 1;
    this.activeUntil.clear();
  }
}
