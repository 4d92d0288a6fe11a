import { createHash } from 'node:crypto';
import type {
  PasskeyAuthenticationCredential,
  PasskeyRegistrationCredential,
  StaffPasskey,
} from '@northgate/contracts';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { staffPasskeys, staffWebauthnChallenges } from '../../db/staff-factor-schema.ts';
import type { WebAuthnRelyingParty } from '../identity/webauthn-config.ts';
import type { StaffRow } from './staff-accounts.ts';

/** Time to touch the authenticator; the challenge works once within it. */
export const PASSKEY_CHALLENGE_TTL_SECONDS = 5 * 60;

type Purpose = 'sign_in' | 'register';
type PasskeyRow = typeof staffPasskeys.$inferSelect;

export type PasskeyCheck =
  { ok: true; passkeyId: string } | { ok: false; reason: 'challenge' | 'unknown' | 'signature' | 'counter' };

export type PasskeyRegistration =
  { ok: true; passkey: StaffPasskey } | { ok: false; reason: 'challenge' | 'attestation' | 'duplicate' };

/** A sign-in challenge token is bound by its hash: the token itself is not kept. */
export const bindingOfToken = (challengeToken: string) =>
  `token:${createHash('sha256').update(challengeToken).digest('base64url')}`;
export const bindingOfSession = (sessionId: string) => `session:${sessionId}`;
/**
 * A re-check within a session (ADR 0055) is an assertion as at sign-in (purpose `sign_in`), bound
 * to the session by a binding of its own: neither a sign-in's nor a registration's challenge fits it.
 */
export const bindingOfRecheck = (sessionId: string) => `recheck:${sessionId}`;

const toView = (row: PasskeyRow): StaffPasskey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

const transportsOf = (row: PasskeyRow) =>
  row.transports === '' ? undefined : (row.transports.split(',') as AuthenticatorTransport[]);

/** The challenge a signed answer names in its client data; undefined when it names none. */
function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Passkeys as a staff second factor (docs/decisions/0056-staff-passkeys.md), with
 * @simplewebauthn/server. WebAuthn challenges live in the database, so the replica that checks an
 * answer need not be the one that made the options; each is spent by the statement that finds it.
 */
export class StaffPasskeys {
  constructor(
    private readonly db: Db,
    private readonly relyingParty: WebAuthnRelyingParty,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async list(staffId: string): Promise<StaffPasskey[]> {
    const rows = await this.rows(staffId);
    return rows.map(toView);
  }

  async hasPasskey(staffId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: staffPasskeys.id })
      .from(staffPasskeys)
      .where(eq(staffPasskeys.staffMemberId, staffId))
      .limit(1);
    return row !== undefined;
  }

  /** Options for a sign-in with one of the staff member's passkeys; undefined when they have none. */
  signInOptions(
    staffId: string,
    challengeToken: string,
  ): Promise<PublicKeyCredentialRequestOptionsJSON | undefined> {
    return this.assertionOptions(staffId, bindingOfToken(challengeToken));
  }

  /** Options for confirming the factor again within a session; undefined when they have none. */
  recheckOptions(
    staffId: string,
    sessionId: string,
  ): Promise<PublicKeyCredentialRequestOptionsJSON | undefined> {
    return this.assertionOptions(staffId, bindingOfRecheck(sessionId));
  }

  /** A sign-in answer, to the options of this challenge token (see `verifyAssertion`). */
  verifySignIn(
    staffId: string,
    challengeToken: string,
    credential: PasskeyAuthenticationCredential,
  ): Promise<PasskeyCheck> {
    return this.verifyAssertion(staffId, bindingOfToken(challengeToken), credential);
  }

  /** A re-check's answer, to the options of this session only (see `verifyAssertion`). */
  verifyRecheck(
    staffId: string,
    sessionId: string,
    credential: PasskeyAuthenticationCredential,
  ): Promise<PasskeyCheck> {
    return this.verifyAssertion(staffId, bindingOfRecheck(sessionId), credential);
  }

  private async assertionOptions(
    staffId: string,
    binding: string,
  ): Promise<PublicKeyCredentialRequestOptionsJSON | undefined> {
    const rows = await this.rows(staffId);
    if (rows.length === 0) return undefined;
    const options = await generateAuthenticationOptions({
      rpID: this.relyingParty.rpID,
      allowCredentials: rows.map((row) => {
        const transports = transportsOf(row);
        return transports === undefined ? { id: row.credentialId } : { id: row.credentialId, transports };
      }),
      // The password (or the session) was the first factor; the passkey proves the device.
      userVerification: 'preferred',
      timeout: PASSKEY_CHALLENGE_TTL_SECONDS * 1000,
    });
    await this.keepChallenge(options.challenge, staffId, 'sign_in', binding);
    return options;
  }

  /**
   * Checks an answer to assertion options of this binding: its challenge (spent here, whatever
   * follows), the credential (one of this staff member's), the origin and rpID, the signature, and
   * that the signature counter moved on (the library refuses a counter that did not, unless the
   * authenticator keeps none and sends 0 every time). The counter and last use are written with
   * `WHERE counter = <the one read>`, so two answers racing on two replicas cannot both move it.
   */
  private async verifyAssertion(
    staffId: string,
    binding: string,
    credential: PasskeyAuthenticationCredential,
  ): Promise<PasskeyCheck> {
    const challenge = await this.spendChallenge(
      credential.response.clientDataJSON,
      staffId,
      'sign_in',
      binding,
    );
    if (challenge === undefined) return { ok: false, reason: 'challenge' };
    const [row] = await this.db
      .select()
      .from(staffPasskeys)
      .where(and(eq(staffPasskeys.credentialId, credential.id), eq(staffPasskeys.staffMemberId, staffId)));
    if (row === undefined) return { ok: false, reason: 'unknown' };
    let verified;
    try {
      verified = await verifyAuthenticationResponse({
        response: credential,
        expectedChallenge: challenge,
        expectedOrigin: this.relyingParty.origin,
        expectedRPID: this.relyingParty.rpID,
        credential: {
          id: row.credentialId,
          publicKey: new Uint8Array(row.publicKey),
          counter: row.counter,
          ...(transportsOf(row) === undefined ? {} : { transports: transportsOf(row) }),
        },
        requireUserVerification: false,
      });
    } catch (error) {
      // The library throws for a counter that did not move on, and for every other broken answer.
      return {
        ok: false,
        reason: error instanceof Error && /counter/i.test(error.message) ? 'counter' : 'signature',
      };
    }
    if (!verified.verified) return { ok: false, reason: 'signature' };
    const { newCounter } = verified.authenticationInfo;
    const [used] = await this.db
      .update(staffPasskeys)
      .set({ counter: newCounter, lastUsedAt: new Date(this.now()) })
      // The counter read above, still: another replica did not accept a later answer in between.
      .where(and(eq(staffPasskeys.id, row.id), eq(staffPasskeys.counter, row.counter)))
      .returning({ id: staffPasskeys.id });
    return used === undefined ? { ok: false, reason: 'counter' } : { ok: true, passkeyId: row.id };
  }

  /** Options for adding a passkey within a session; the staff member's passkeys are excluded. */
  async registrationOptions(
    staff: StaffRow,
    sessionId: string,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const rows = await this.rows(staff.id);
    const options = await generateRegistrationOptions({
      rpName: this.relyingParty.rpName,
      rpID: this.relyingParty.rpID,
      userName: staff.email,
      userDisplayName: `${staff.firstName} ${staff.lastName}`,
      userID: new TextEncoder().encode(staff.id),
      attestationType: 'none',
      excludeCredentials: rows.map((row) => {
        const transports = transportsOf(row);
        return transports === undefined ? { id: row.credentialId } : { id: row.credentialId, transports };
      }),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      timeout: PASSKEY_CHALLENGE_TTL_SECONDS * 1000,
    });
    await this.keepChallenge(options.challenge, staff.id, 'register', bindingOfSession(sessionId));
    return options;
  }

  /** Adds a passkey from the authenticator's answer to the options of this session. */
  async register(
    staffId: string,
    sessionId: string,
    name: string,
    credential: PasskeyRegistrationCredential,
  ): Promise<PasskeyRegistration> {
    const challenge = await this.spendChallenge(
      credential.response.clientDataJSON,
      staffId,
      'register',
      bindingOfSession(sessionId),
    );
    if (challenge === undefined) return { ok: false, reason: 'challenge' };
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response: credential,
        expectedChallenge: challenge,
        expectedOrigin: this.relyingParty.origin,
        expectedRPID: this.relyingParty.rpID,
        requireUserVerification: false,
      });
    } catch {
      return { ok: false, reason: 'attestation' };
    }
    if (!verified.verified) return { ok: false, reason: 'attestation' };
    const { credential: made } = verified.registrationInfo;
    const [row] = await this.db
      .insert(staffPasskeys)
      .values({
        staffMemberId: staffId,
        credentialId: made.id,
        publicKey: made.publicKey,
        counter: made.counter,
        transports: (credential.response.transports ?? []).filter((t) => /^[a-z-]+$/.test(t)).join(','),
        name: name.trim(),
      })
      .onConflictDoNothing({ target: staffPasskeys.credentialId })
      .returning();
    return row === undefined ? { ok: false, reason: 'duplicate' } : { ok: true, passkey: toView(row) };
  }

  /** Removes one of the staff member's own passkeys; false when they have none with that id. */
  async remove(staffId: string, passkeyId: string): Promise<boolean> {
    const removed = await this.db
      .delete(staffPasskeys)
      .where(and(eq(staffPasskeys.id, passkeyId), eq(staffPasskeys.staffMemberId, staffId)))
      .returning({ id: staffPasskeys.id });
    return removed.length > 0;
  }

  private rows(staffId: string): Promise<PasskeyRow[]> {
    return this.db
      .select()
      .from(staffPasskeys)
      .where(eq(staffPasskeys.staffMemberId, staffId))
      .orderBy(asc(staffPasskeys.createdAt), asc(staffPasskeys.id));
  }

  private async keepChallenge(challenge: string, staffId: string, purpose: Purpose, binding: string) {
    const now = this.now();
    // Expired challenges go as new ones come: the table holds only the last few minutes' worth.
    await this.db.delete(staffWebauthnChallenges).where(lt(staffWebauthnChallenges.expiresAt, new Date(now)));
    await this.db.insert(staffWebauthnChallenges).values({
      challenge,
      staffMemberId: staffId,
      purpose,
      binding,
      expiresAt: new Date(now + PASSKEY_CHALLENGE_TTL_SECONDS * 1000),
    });
  }

  /**
   * The challenge the answer signed, when it is one this server issued to this staff member for this
   * purpose and binding and has not expired; deleted in the same statement, so it works once.
   */
  private async spendChallenge(
    clientDataJSON: string,
    staffId: string,
    purpose: Purpose,
    binding: string,
  ): Promise<string | undefined> {
    const challenge = challengeOf(clientDataJSON);
    if (challenge === undefined) return undefined;
    const [spent] = await this.db
      .delete(staffWebauthnChallenges)
      .where(
        and(
          eq(staffWebauthnChallenges.challenge, challenge),
          eq(staffWebauthnChallenges.staffMemberId, staffId),
          eq(staffWebauthnChallenges.purpose, purpose),
          eq(staffWebauthnChallenges.binding, binding),
          gt(staffWebauthnChallenges.expiresAt, new Date(this.now())),
        ),
      )
      .returning({ challenge: staffWebauthnChallenges.challenge });
    return spent?.challenge;
  }
}
