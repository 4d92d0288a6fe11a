import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { STAFF_ROLES, type StaffRole, type TokenType } from '@northgate/contracts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
// Guests only save anonymous drafts; a day lets a visitor finish a quiz without signing in.
export const GUEST_TOKEN_TTL_SECONDS = 24 * 60 * 60;

const ISSUER = 'northgate-api';
const AUDIENCE = 'northgate-web';

export interface AccessClaims {
  /** User id, or the session id for a guest. */
  subject: string;
  sessionId: string;
  tokenType: TokenType;
  /** A staff token's role claim (ADR 0017); absent on borrower and guest tokens. */
  role?: StaffRole;
}

// Verified tokens remembered until they expire, bounded so distinct tokens cannot grow memory
// (the least recently used go first).
const MAX_VERIFIED_TOKENS = 10_000;

const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** Derives an independent key per purpose from TOKEN_SECRET. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`northgate:${purpose}`).digest();
}

/** Short-lived HS256 JWTs carrying the user, the session and the token type. */
export class AccessTokens {
  // A KeyObject made once: given raw bytes, jose would import the key again on every call.
  private readonly key: KeyObject;
  /**
   * A token's signature and claims never change, so one verified earlier is answered from here
   * until its `exp` (ADR 0026: jose's WebCrypto HMAC is a costly part of each request), each entry
   * with its own `ttl`. Whether its session is still active is checked on every request all the
   * same (SessionService).
   */
  private readonly verified = new LRUCache<string, AccessClaims>({ max: MAX_VERIFIED_TOKENS });

  constructor(secret: string) {
    this.key = createSecretKey(deriveKey(secret, 'access-token'));
  }

  ttlFor(tokenType: TokenType): number {
    return tokenType === 'guest' ? GUEST_TOKEN_TTL_SECONDS : ACCESS_TOKEN_TTL_SECONDS;
  }

  issue(claims: AccessClaims): Promise<string> {
    const role = claims.tokenType === 'staff' ? { role: claims.role } : {};
    return new SignJWT({ sid: claims.sessionId, typ: claims.tokenType, ...role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.subject)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlFor(claims.tokenType)}s`)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token; undefined for anything else. */
  async verify(token: string): Promise<AccessClaims | undefined> {
    const known = this.verified.get(token);
    if (known !== undefined) return known;
    const verified = await this.verifyAnew(token);
    if (verified === undefined) return undefined;
    // Gone before `exp` itself (lru-cache keeps an entry while its age is at most `ttl`).
    const ttl = Math.floor(verified.expiresAtMs - Date.now()) - 1;
    if (ttl > 0) this.verified.set(token, verified.claims, { ttl });
    return verified.claims;
  }

  private async verifyAnew(
    token: string,
  ): Promise<{ claims: AccessClaims; expiresAtMs: number } | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        // jose checks exp and iat only when present: a token without them would never expire.
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      const { sub, sid, typ, role, exp } = payload;
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return undefined;
      const expiresAtMs = exp * 1000;
      if (typ === 'lk' || typ === 'guest') {
        return { claims: { subject: sub, sessionId: sid, tokenType: typ }, expiresAtMs };
      }
      // A staff token without a known role is no token at all.
      if (typ === 'staff' && isStaffRole(role)) {
        return { claims: { subject: sub, sessionId: sid, tokenType: typ, role }, expiresAtMs };
      }
      return undefined;
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  }
}
