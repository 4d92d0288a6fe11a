import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database.ts';
import { refreshTokens, sessions } from '../../db/schema.ts';
import {
  STAFF_SESSION_LIMITS,
  type GuestSessionResponse,
  type StaffRole,
  type StaffSessionLimits,
  type StaffTokenResponse,
  type TokenResponse,
} from '@northgate/contracts';
import type { AccessTokens } from './access-tokens.ts';
import { SessionValidityCache } from './session-validity-cache.ts';

/** A sign-in lasts at most this long, however often it is refreshed (absolute lifetime). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Staff sign in again every working day: a staff session reaches personal data (ADR 0055). */
export const STAFF_SESSION_MAX_AGE_SECONDS = STAFF_SESSION_LIMITS.maxAgeSeconds;

/** The `revoked_reason` of a staff session that ended after its idle limit (ADR 0055). */
const IDLE_REASON = 'idle';

/**
 * A session's state for a request: `idle` and `expired` are staff sessions that ended on their
 * own (the 401 says so), `ended` is anything else that is not active (unknown, revoked, expired).
 */
export type SessionState = 'active' | 'idle' | 'expired' | 'ended';

type RefreshFailure = { ok: false; reason: 'unknown' | 'expired' | 'idle' | 'revoked' | 'reused' };
export type RefreshOutcome = { ok: true; tokens: TokenResponse } | RefreshFailure;
export type StaffRefreshOutcome = { ok: true; tokens: StaffTokenResponse } | RefreshFailure;
type SessionRow = typeof sessions.$inferSelect;
type ClaimOutcome = { ok: true; session: SessionRow } | RefreshFailure;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

// Prepared once: the session check runs on most requests (ADR 0026).
const prepareActiveSession = (db: Db) =>
  db
    .select({
      tokenType: sessions.tokenType,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      revokedReason: sessions.revokedReason,
      lastActiveAt: sessions.lastActiveAt,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .prepare('active_session');

/**
 * When a staff session was last known active; null for other sessions, which have no idle limit.
 * A staff session opened before migration 0017 (or by a replica that predates it) has no
 * `last_active_at`: its sign-in is the last activity known, so it ends 15 minutes after it unless
 * a request came since (ADR 0055).
 */
function lastActivity(row: { tokenType: string; lastActiveAt: Date | null; createdAt: Date }): Date | null {
  if (row.tokenType !== 'staff') return null;
  return row.lastActiveAt ?? row.createdAt;
}

export interface SessionServiceOptions {
  /** The clock (ms since the epoch); tests move it instead of waiting. */
  now?: () => number;
  /** The staff session limits; shorter ones only in local and test mode (ADR 0055). */
  staffLimits?: StaffSessionLimits;
}

/** At most this many sessions' recorded activity is remembered per process (least recent go first). */
const MAX_ACTIVITY_ENTRIES = 50_000;

/**
 * Sessions and their refresh-token families. A refresh token works once: using it marks it
 * used and issues the next one; presenting a used token again revokes the whole session,
 * because either the borrower or a thief holds a copy.
 */
export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly accessTokens: AccessTokens,
    /** Also told by the change notifications of every process (ADR 0030). */
    readonly validity = new SessionValidityCache(),
    options: SessionServiceOptions = {},
  ) {
    this.activeSession = prepareActiveSession(db);
    this.now = options.now ?? Date.now;
    this.staffLimits = options.staffLimits ?? { ...STAFF_SESSION_LIMITS };
  }

  private readonly activeSession: ReturnType<typeof prepareActiveSession>;
  private readonly now: () => number;
  readonly staffLimits: StaffSessionLimits;
  /**
   * A staff session's activity as this process last knew it recorded (ms): read with the session
   * or written by this process. A request writes only when it is a minute old (ADR 0055).
   */
  private readonly recordedActivity = new LRUCache<string, number>({ max: MAX_ACTIVITY_ENTRIES });

  private inSeconds(seconds: number): Date {
    return new Date(this.now() + seconds * 1000);
  }

  async startUserSession(userId: string): Promise<TokenResponse> {
    const [session] = await this.db
      .insert(sessions)
      .values({ userId, tokenType: 'lk', expiresAt: this.inSeconds(SESSION_MAX_AGE_SECONDS) })
      .returning({ id: sessions.id });
    return this.issuePair(userId, (session as { id: string }).id);
  }

  async startGuestSession(): Promise<GuestSessionResponse> {
    const ttl = this.accessTokens.ttlFor('guest');
    const [session] = await this.db
      .insert(sessions)
      .values({ userId: null, tokenType: 'guest', expiresAt: this.inSeconds(ttl) })
      .returning({ id: sessions.id });
    const sessionId = (session as { id: string }).id;
    const accessToken = await this.accessTokens.issue({ subject: sessionId, sessionId, tokenType: 'guest' });
    return { access_token: accessToken, token_type: 'guest', expires_in: ttl };
  }

  async refresh(refreshToken: string): Promise<RefreshOutcome> {
    const claimed = await this.claim(refreshToken);
    if (!claimed.ok) return claimed;
    const { session } = claimed;
    // A staff session's refresh token is no borrower's (ADR 0017).
    if (session.userId === null) return { ok: false, reason: 'unknown' };
    return { ok: true, tokens: await this.issuePair(session.userId, session.id) };
  }

  /** A staff sign-in (token type 'staff' with the role claim); the session has no borrower. */
  async startStaffSession(staff: { id: string; role: StaffRole }): Promise<StaffTokenResponse> {
    // Signing in is activity, and it passed the second factor (ADR 0055).
    const now = new Date(this.now());
    const [session] = await this.db
      .insert(sessions)
      .values({
        staffMemberId: staff.id,
        tokenType: 'staff',
        expiresAt: this.inSeconds(this.staffLimits.maxAgeSeconds),
        lastActiveAt: now,
        secondFactorAt: now,
      })
      .returning({ id: sessions.id });
    return this.issueStaffPair(staff, (session as { id: string }).id);
  }

  /**
   * Rotates a staff session's refresh token; `activeRole` answers the staff member's current role,
   * or undefined when they were disabled (then the session ends).
   */
  async refreshStaff(
    refreshToken: string,
    activeRole: (staffId: string) => Promise<StaffRole | undefined>,
  ): Promise<StaffRefreshOutcome> {
    const claimed = await this.claim(refreshToken);
    if (!claimed.ok) return claimed;
    const { session } = claimed;
    if (session.staffMemberId === null) return { ok: false, reason: 'unknown' };
    const role = await activeRole(session.staffMemberId);
    if (role === undefined) {
      await this.revoke(session.id, 'staff member disabled');
      return { ok: false, reason: 'revoked' };
    }
    return { ok: true, tokens: await this.issueStaffPair({ id: session.staffMemberId, role }, session.id) };
  }

  /** Spends a refresh token once; a second use revokes its session (a copy is out there). */
  private async claim(refreshToken: string): Promise<ClaimOutcome> {
    const tokenHash = hashToken(refreshToken);
    // Claiming the token is one atomic update, so two concurrent uses cannot both succeed.
    const claimed = await this.db
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ sessionId: refreshTokens.sessionId });

    if (claimed.length === 0) {
      const [known] = await this.db
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (known === undefined) return { ok: false, reason: 'unknown' };
      await this.revoke(known.sessionId, 'refresh token reused');
      return { ok: false, reason: 'reused' };
    }

    const sessionId = (claimed[0] as { sessionId: string }).sessionId;
    const [session] = await this.db.select().from(sessions).where(eq(sessions.id, sessionId));
    if (session === undefined) return { ok: false, reason: 'unknown' };
    if (session.revokedAt !== null) {
      return { ok: false, reason: session.revokedReason === IDLE_REASON ? 'idle' : 'revoked' };
    }
    if (session.expiresAt.getTime() <= this.now()) return { ok: false, reason: 'expired' };
    // A refresh is no activity of the staff member: it neither revives nor extends (ADR 0055).
    if (this.idleEnded(lastActivity(session))) {
      await this.revoke(session.id, IDLE_REASON);
      return { ok: false, reason: 'idle' };
    }
    return { ok: true, session };
  }

  /** Log out: revokes the session a refresh token belongs to. Unknown tokens are ignored. */
  async revokeByRefreshToken(refreshToken: string, reason: string): Promise<void> {
    const [known] = await this.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    if (known !== undefined) await this.revoke(known.sessionId, reason);
  }

  async revoke(sessionId: string, reason: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()`, revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    // After the update: a check that began before it cannot cache the old answer either.
    this.validity.forget(sessionId);
  }

  /** After a password change every device signs in again. */
  async revokeAllForUser(userId: string, reason: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()`, revokedReason: reason })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    this.validity.forgetAll();
  }

  /**
   * Access tokens are checked against their session, so logout takes effect at once in this
   * process; another process hears of it through the `session_ended` notification and trusts
   * the session for at most a second more if it missed it (ADR 0026, ADR 0030).
   */
  async isActive(sessionId: string): Promise<boolean> {
    return (await this.state(sessionId)) === 'active';
  }

  /**
   * `isActive` with the reason a staff session ended. Each active staff request is activity: it is
   * written to the session when the recorded activity is a minute old, so a busy session costs one
   * write a minute, not one per request. The idle limit is checked against the database's
   * recorded activity, which every replica shares (ADR 0055).
   */
  async state(sessionId: string): Promise<SessionState> {
    if (this.validity.isKnownActive(sessionId)) {
      await this.recordActivity(sessionId);
      return 'active';
    }
    const startedAt = this.validity.begin();
    const [row] = await this.activeSession.execute({ sessionId });
    if (row === undefined) return 'ended';
    if (row.revokedAt !== null) return row.revokedReason === IDLE_REASON ? 'idle' : 'ended';
    if (row.expiresAt.getTime() <= this.now()) return row.tokenType === 'staff' ? 'expired' : 'ended';
    const lastActiveAt = lastActivity(row);
    if (this.idleEnded(lastActiveAt)) {
      await this.revoke(sessionId, IDLE_REASON);
      return 'idle';
    }
    let activeUntil = row.expiresAt;
    if (lastActiveAt !== null) {
      const known = this.recordedActivity.get(sessionId) ?? 0;
      this.recordedActivity.set(sessionId, Math.max(known, lastActiveAt.getTime()));
      activeUntil = new Date(Math.min(activeUntil.getTime(), this.idleEnd(lastActiveAt)));
    }
    this.validity.rememberActive(sessionId, activeUntil, startedAt);
    await this.recordActivity(sessionId);
    return 'active';
  }

  /** True when a staff session's second factor was checked less than the limit ago. */
  async secondFactorIsFresh(sessionId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ secondFactorAt: sessions.secondFactorAt })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    const at = row?.secondFactorAt;
    return at != null && this.now() - at.getTime() < this.staffLimits.secondFactorFreshSeconds * 1000;
  }

  /** The staff member passed the second factor again in this session; answers when. */
  async recordSecondFactor(sessionId: string): Promise<Date> {
    const at = new Date(this.now());
    await this.db
      .update(sessions)
      .set({ secondFactorAt: at })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    return at;
  }

  /**
   * The recorded activity lags the last request by up to the write interval, so the session ends
   * that much after the idle limit: never before 15 minutes without a request, at most 16.
   */
  private idleEnd(lastActiveAt: Date): number {
    const { idleSeconds, activityWriteSeconds } = this.staffLimits;
    return lastActiveAt.getTime() + (idleSeconds + activityWriteSeconds) * 1000;
  }

  /** A staff session (the only kind with recorded activity) idle for the limit or longer. */
  private idleEnded(lastActiveAt: Date | null): boolean {
    return lastActiveAt !== null && this.idleEnd(lastActiveAt) <= this.now();
  }

  /** Writes a staff session's activity if what is recorded is a minute old or more. */
  private async recordActivity(sessionId: string): Promise<void> {
    const known = this.recordedActivity.get(sessionId);
    // Not a staff session (or forgotten: the next look-up reads it again).
    if (known === undefined) return;
    const now = this.now();
    if (now - known < this.staffLimits.activityWriteSeconds * 1000) return;
    this.recordedActivity.set(sessionId, now);
    const at = new Date(now);
    // Never backwards (another replica may have written a later time), never on an ended session;
    // a staff session with none recorded yet (see lastActivity) gets its first.
    await this.db
      .update(sessions)
      .set({ lastActiveAt: at })
      .where(
        and(
          eq(sessions.id, sessionId),
          isNull(sessions.revokedAt),
          or(isNull(sessions.lastActiveAt), lt(sessions.lastActiveAt, at)),
        ),
      );
  }

  private async issueStaffPair(
    staff: { id: string; role: StaffRole },
    sessionId: string,
  ): Promise<StaffTokenResponse> {
    const refreshToken = newRefreshToken();
    await this.db.insert(refreshTokens).values({ tokenHash: hashToken(refreshToken), sessionId });
    const accessToken = await this.accessTokens.issue({
      subject: staff.id,
      sessionId,
      tokenType: 'staff',
      role: staff.role,
    });
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      token_type: 'staff',
      expires_in: this.accessTokens.ttlFor('staff'),
    };
  }

  private async issuePair(userId: string, sessionId: string): Promise<TokenResponse> {
    const refreshToken = newRefreshToken();
    await this.db.insert(refreshTokens).values({ tokenHash: hashToken(refreshToken), sessionId });
    const accessToken = await this.accessTokens.issue({ subject: userId, sessionId, tokenType: 'lk' });
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      token_type: 'lk',
      expires_in: this.accessTokens.ttlFor('lk'),
    };
  }
}
