import { RecentAnswers } from '../drafts/recent-answers.ts';

/**
 * How long this process trusts a session it found active without asking the database again
 * (ADR 0026). A revocation anywhere reaches every process through the `session_ended`
 * notification (ADR 0030), in the revoking process before its update returns; this window bounds
 * what a notification lost with its connection could cost.
 */
export const SESSION_VALIDITY_CACHE_MS = 1000;

const MAX_ENTRIES = 50_000;

/**
 * Active sessions seen in the last second, so an access token's session check costs no query on
 * every request. Only "active" is remembered; an unknown, ended or revoked session is always
 * looked up.
 */
export class SessionValidityCache extends RecentAnswers<true> {
  constructor(ttlMs = SESSION_VALIDITY_CACHE_MS, now: () => number = Date.now) {
    super(ttlMs, MAX_ENTRIES, now);
  }

  /** True when the session was found active less than the window ago (and has not expired since). */
  isKnownActive(sessionId: string): boolean {
    return this.get(sessionId) === true;
  }

  /** Remembers an active session, never past its own expiry. */
  rememberActive(sessionId: string, expiresAt: Date, startedAt: number): void {
    this.remember(sessionId, true, startedAt, expiresAt.getTime());
  }
}
