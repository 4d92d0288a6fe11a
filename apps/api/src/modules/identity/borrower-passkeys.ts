import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import {
  PASSKEYS_PER_BORROWER_MAX,
  type Passkey,
  type PasskeyRegistrationOptions,
  type PasskeySignInOptions,
} from '@northgate/contracts';
import { and, asc, count, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { borrowerPasskeyChallenges, borrowerPasskeys } from '../../db/passkey-schema.ts';
import { sessions } from '../../db/schema.ts';
import type { WebAuthnRelyingParty } from './webauthn-config.ts';

/** A challenge works once, for this long (the browser's own prompt times out at the same moment). */
export const PASSKEY_CHALLENGE_SECONDS = 5 * 60;
/** Adding or removing a passkey needs a sign-in at most this old (docs/decisions/0058-borrower-passkeys.md). */
export const RECENT_SIGN_IN_SECONDS = 30 * 60;

/**
 * Why a passkey answer was refused, for the log (never the answer's values): the challenge was
 * unknown or already used, expired, the credential is not on file, the origin or site was not
 * this one, the signature counter went backwards (a cloned authenticator or a replay), the
 * authenticator did not verify the person, or the answer did not check out.
 */
export type PasskeyRefusal =
  | 'unknown-challenge'
  | 'expired-challenge'
  | 'unknown-credential'
  | 'wrong-origin'
  | 'wrong-site'
  | 'counter-regression'
  | 'not-verified'
  | 'already-added'
  | 'too-many'
  | 'invalid';

export type PasskeyOutcome<T> = { ok: true; value: T } | { ok: false; reason: PasskeyRefusal };

type Purpose = 'registration' | 'sign-in';
const refused = (reason: PasskeyRefusal) => ({ ok: false, reason }) as const;

/** The library's refusals are errors whose text holds the values; only their kind is kept. */
function refusalOf(error: unknown): PasskeyRefusal {
  const text = error instanceof Error ? error.message : '';
  if (/origin/i.test(text)) return 'wrong-origin';
  if (/RP ID/i.test(text)) return 'wrong-site';
  if (/counter/i.test(text)) return 'counter-regression';
  if (/user verification|user not present/i.test(text)) return 'not-verified';
  return 'invalid';
}

/** The challenge a browser answered, read from its clientDataJSON; undefined when unreadable. */
function answeredChallenge(clientDataJSON: string): string | undefined {
  try {
    const data: unknown = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length <= 128 ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/** The WebAuthn user handle: the account id's 16 bytes, which name no person. */
function userHandle(userId: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(Buffer.from(userId.replaceAll('-', ''), 'hex'));
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Borrower passkeys: options and checks for adding one and signing in with one, and the
 * profile's list. Challenges live in the database so any replica can check an answer.
 */
export class BorrowerPasskeys {
  constructor(
    private readonly db: Db,
    private readonly relyingParty: WebAuthnRelyingParty,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when the session was signed in (by any means) less than RECENT_SIGN_IN_SECONDS ago. */
  async signedInRecently(sessionId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ createdAt: sessions.createdAt })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    return row !== undefined && this.now() - row.createdAt.getTime() < RECENT_SIGN_IN_SECONDS * 1000;
  }

  async list(userId: string): Promise<Passkey[]> {
    const rows = await this.db
      .select()
      .from(borrowerPasskeys)
      .where(eq(borrowerPasskeys.userId, userId))
      .orderBy(asc(borrowerPasskeys.createdAt), asc(borrowerPasskeys.id));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      created_at: row.createdAt.toISOString(),
      last_used_at: row.lastUsedAt?.toISOString() ?? null,
    }));
  }

  async registrationOptions(user: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
  }): Promise<PasskeyOutcome<PasskeyRegistrationOptions>> {
    const existing = await this.db
      .select({ credentialId: borrowerPasskeys.credentialId, transports: borrowerPasskeys.transports })
      .from(borrowerPasskeys)
      .where(eq(borrowerPasskeys.userId, user.id));
    if (existing.length >= PASSKEYS_PER_BORROWER_MAX) return refused('too-many');
    const { rpID, rpName } = this.relyingParty;
    const options = await generateRegistrationOptions({
      rpName,
      rpID,
      userName: user.email,
      userID: userHandle(user.id),
      userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.email,
      timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
      attestationType: 'none',
      // The same authenticator twice would be one passkey listed twice.
      excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
      // A discoverable credential, so it signs in without an email; the person verified (PIN, face, finger).
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await this.storeChallenge(options.challenge, 'registration', user.id);
    return { ok: true, value: options };
  }

  /** Checks the browser's new credential against this borrower's challenge and keeps it. */
  async add(userId: string, name: string, response: RegistrationResponseJSON): Promise<PasskeyOutcome<void>> {
    const claimed = await this.claimChallenge(response.response.clientDataJSON, 'registration', userId);
    if (!claimed.ok) return claimed;
    let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: claimed.value,
        expectedOrigin: this.relyingParty.origin,
        expectedRPID: this.relyingParty.rpID,
        requireUserVerification: true,
      });
    } catch (error) {
      return refused(refusalOf(error));
    }
    if (!verification.verified) return refused('invalid');
    const { credential } = verification.registrationInfo;
    const [{ total } = { total: 0 }] = await this.db
      .select({ total: count() })
      .from(borrowerPasskeys)
      .where(eq(borrowerPasskeys.userId, userId));
    if (total >= PASSKEYS_PER_BORROWER_MAX) return refused('too-many');
    try {
      await this.db.insert(borrowerPasskeys).values({
        userId,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
      });
    } catch (error) {
      if (isUniqueViolation(error)) return refused('already-added');
      throw error;
    }
    return { ok: true, value: undefined };
  }

  /** Options without allowCredentials: the browser offers whichever of this site's passkeys it holds. */
  async signInOptions(): Promise<PasskeySignInOptions> {
    const options = await generateAuthenticationOptions({
      rpID: this.relyingParty.rpID,
      timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
      userVerification: 'required',
    });
    await this.storeChallenge(options.challenge, 'sign-in', null);
    return options;
  }

  /** Checks a sign-in answer; answers the borrower it signs in. */
  async signIn(
    response: AuthenticationResponseJSON,
  ): Promise<PasskeyOutcome<{ userId: string; passkeyId: string }>> {
    const claimed = await this.claimChallenge(response.response.clientDataJSON, 'sign-in', null);
    if (!claimed.ok) return claimed;
    const [passkey] = await this.db
      .select()
      .from(borrowerPasskeys)
      .where(eq(borrowerPasskeys.credentialId, response.id));
    if (passkey === undefined) return refused('unknown-credential');
    const { userHandle: handle } = response.response;
    if (handle !== undefined && handle !== isoBase64URL.fromBuffer(userHandle(passkey.userId))) {
      return refused('unknown-credential');
    }
    let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: claimed.value,
        expectedOrigin: this.relyingParty.origin,
        expectedRPID: this.relyingParty.rpID,
        credential: {
          id: passkey.credentialId,
          publicKey: isoBase64URL.toBuffer(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports,
        },
        requireUserVerification: true,
      });
    } catch (error) {
      return refused(refusalOf(error));
    }
    if (!verification.verified) return refused('invalid');
    const { newCounter } = verification.authenticationInfo;
    // Compare-and-set: of two answers with the same counter only one gets through (authenticators
    // that keep no counter always send 0, and are let through each time).
    const updated = await this.db
      .update(borrowerPasskeys)
      .set({ counter: newCounter, lastUsedAt: new Date(this.now()) })
      .where(
        and(
          eq(borrowerPasskeys.id, passkey.id),
          newCounter === 0 ? eq(borrowerPasskeys.counter, 0) : lt(borrowerPasskeys.counter, newCounter),
        ),
      )
      .returning({ id: borrowerPasskeys.id });
    if (updated.length === 0) return refused('counter-regression');
    return { ok: true, value: { userId: passkey.userId, passkeyId: passkey.id } };
  }

  /** False when the borrower has no passkey of that id (another borrower's included). */
  async rename(userId: string, passkeyId: string, name: string): Promise<boolean> {
    const rows = await this.db
      .update(borrowerPasskeys)
      .set({ name })
      .where(and(eq(borrowerPasskeys.id, passkeyId), eq(borrowerPasskeys.userId, userId)))
      .returning({ id: borrowerPasskeys.id });
    return rows.length > 0;
  }

  /** False when the borrower has no passkey of that id (another borrower's included). */
  async remove(userId: string, passkeyId: string): Promise<boolean> {
    const rows = await this.db
      .delete(borrowerPasskeys)
      .where(and(eq(borrowerPasskeys.id, passkeyId), eq(borrowerPasskeys.userId, userId)))
      .returning({ id: borrowerPasskeys.id });
    return rows.length > 0;
  }

  /** Forgets challenges that expired unanswered (housekeeping). */
  async pruneChallenges(): Promise<void> {
    await this.db
      .delete(borrowerPasskeyChallenges)
      .where(lt(borrowerPasskeyChallenges.expiresAt, new Date(this.now())));
  }

  private async storeChallenge(challenge: string, purpose: Purpose, userId: string | null): Promise<void> {
    await this.db.insert(borrowerPasskeyChallenges).values({
      challenge,
      purpose,
      userId,
      expiresAt: new Date(this.now() + PASSKEY_CHALLENGE_SECONDS * 1000),
    });
  }

  /** Deleting the row claims it: a challenge works once, on whichever replica answers first. */
  private async claimChallenge(
    clientDataJSON: string,
    purpose: Purpose,
    userId: string | null,
  ): Promise<PasskeyOutcome<string>> {
    const challenge = answeredChallenge(clientDataJSON);
    if (challenge === undefined) return refused('invalid');
    const owner =
      userId === null
        ? sql`${borrowerPasskeyChallenges.userId} is null`
        : eq(borrowerPasskeyChallenges.userId, userId);
    const [row] = await this.db
      .delete(borrowerPasskeyChallenges)
      .where(
        and(
          eq(borrowerPasskeyChallenges.challenge, challenge),
          eq(borrowerPasskeyChallenges.purpose, purpose),
          owner,
        ),
      )
      .returning();
    if (row === undefined) return refused('unknown-challenge');
    if (row.expiresAt.getTime() <= this.now()) return refused('expired-challenge');
    return { ok: true, value: row.challenge };
  }
}
