import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { StaffSecondFactorKind } from '@northgate/contracts';
import { deriveKey } from '../identity/access-tokens.ts';

/** Time to open the authenticator app and type a code, or to scan the QR code and confirm it. */
export const STAFF_CHALLENGE_TTL_SECONDS = 10 * 60;

const ISSUER = 'northgate-api';
// Not the access tokens' audience, and signed with its own key: no route takes one for the other.
const AUDIENCE = 'northgate-staff-second-factor';
const TYPE = 'staff-challenge';

export interface StaffChallenge {
  staffId: string;
  kind: StaffSecondFactorKind;
}

/**
 * What a right password earns: a short-lived signed statement "this staff member passed the
 * password and must now enrol or verify a second factor" (docs/decisions/0052-staff-second-factor.md).
 * It opens no staff route; only the second-factor endpoints read it.
 */
export class StaffChallenges {
  private readonly key: KeyObject;

  constructor(secret: string) {
    this.key = createSecretKey(deriveKey(secret, 'staff-second-factor-challenge'));
  }

  issue(challenge: StaffChallenge): Promise<string> {
    return new SignJWT({ typ: TYPE, kind: challenge.kind })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(challenge.staffId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${STAFF_CHALLENGE_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /** The challenge of a valid, unexpired token; undefined for anything else. */
  async verify(token: string): Promise<StaffChallenge | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      const { sub, typ, kind } = payload;
      if (typeof sub !== 'string' || typ !== TYPE || (kind !== 'enrol' && kind !== 'verify'))
        return undefined;
      return { staffId: sub, kind };
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  }
}
