import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { refreshTokens, sessions } from '../../db/schema.ts';
import type {
  GuestSessionResponse,
  StaffRole,
  StaffTokenResponse,
  TokenResponse,
} from '@northgate/contracts';
import type { AccessTokens } from './access-tokens.ts';
import { SessionValidityCache } from './session-validity-cache.ts';

/** A sign-in lasts at most this long, however often it is refreshed (absolute lifetime). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Staff sign in again every working day: a staff session reaches personal data. */
export const STAFF_SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

type RefreshFailure = { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };
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
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('active_session');

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

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
  ) {
    this.activeSession = prepareActiveSession(db);
  }

  private readonly activeSession: ReturnType<typeof prepareActiveSession>;

  async startUserSession(userId: string): Promise<TokenResponse> {
    const [session] = await this.db
      .insert(sessions)
      .values({ userId, tokenType: 'lk', expiresAt: inSeconds(SESSION_MAX_AGE_SECONDS) })
      .returning({ id: sessions.id });
    return this.issuePair(userId, (session as { id: string }).id);
  }

  async startGuestSession(): Promise<GuestSessionResponse> {
    const ttl = this.accessTokens.ttlFor('guest');
    const [session] = await this.db
      .insert(sessions)
      .values({ userId: null, tokenType: 'guest', expiresAt: inSeconds(ttl) })
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
    const [session] = await this.db
      .insert(sessions)
      .values({
        staffMemberId: staff.id,
        tokenType: 'staff',
        expiresAt: inSeconds(STAFF_SESSION_MAX_AGE_SECONDS),
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
    if (session.revokedAt !== null) return { ok: false, reason: 'revoked' };
    if (session.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
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
    if (this.validity.isKnownActive(sessionId)) return true;
    const startedAt = this.validity.begin();
    const [row] = await this.activeSession.execute({ sessionId });
    if (row === undefined) return false;
    this.validity.rememberActive(sessionId, row.expiresAt, startedAt);
    return true;
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
