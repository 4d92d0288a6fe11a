import { randomInt } from 'node:crypto';
import { and, count, eq, isNull, isNotNull, or, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { sessions, staffMembers } from '../../db/schema.ts';
import {
  staffPasskeys,
  staffRecoveryCodes,
  staffSignInEvents,
  staffTotpFactors,
} from '../../db/staff-factor-schema.ts';
import type { FieldEncryption } from '../../field-encryption.ts';
import { CodeHasher } from '../identity/one-time-codes.ts';
import type { StaffRow } from './staff-accounts.ts';
import { checkTotp, newTotpSecret, totpUri } from './totp.ts';

export const RECOVERY_CODE_COUNT = 10;
// No 0/O or 1/I/L: a code read off paper is typed back right.
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RECOVERY_GROUP = 5;

/** `ABCDE-FGHJK`: ten characters of a 31-letter alphabet, about 50 bits. */
function newRecoveryCode(): string {
  const chars = Array.from(
    { length: RECOVERY_GROUP * 2 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  );
  return `${chars.slice(0, RECOVERY_GROUP).join('')}-${chars.slice(RECOVERY_GROUP).join('')}`;
}

/** What a person types, as it was stored: case, spaces and dashes do not matter. */
export const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

const secretContext = (staffId: string) => `staff_totp_factors.secret:${staffId}`;

export type SignInEvent =
  | 'factor_enrolled'
  | 'second_factor_passed'
  | 'second_factor_failed'
  | 'factor_reset'
  | 'passkey_added'
  | 'passkey_removed';
export type FactorMethod = 'totp' | 'recovery_code' | 'passkey';

export type SecondFactorCheck = { ok: true } | { ok: false; reason: 'wrong' | 'replayed' };

/**
 * The second step of a staff sign-in (docs/decisions/0052-staff-second-factor.md): an authenticator
 * app's TOTP secret, encrypted at rest, and ten recovery codes kept as keyed hashes.
 */
export class StaffSecondFactors {
  private readonly recoveryHasher: CodeHasher;

  constructor(
    private readonly db: Db,
    private readonly encryption: FieldEncryption,
    tokenSecret: string,
    /**
     * Local mode's demo secret, printed in the README. Its codes may be used again within their
     * window: refusing a replay of a public secret protects nothing and only trips up a developer
     * or a test signing in twice in 30 seconds. Every other secret's codes work once.
     */
    private readonly publishedSecret?: string,
  ) {
    this.recoveryHasher = new CodeHasher(tokenSecret, 'staff-recovery-code');
  }

  /**
   * Whether the staff member has a confirmed authenticator app. A passkey is added only after a
   * sign-in with the app, and the app stays every member's fallback (ADR 0056), so this is the test.
   */
  async hasFactor(staffId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: staffTotpFactors.staffMemberId })
      .from(staffTotpFactors)
      .where(and(eq(staffTotpFactors.staffMemberId, staffId), isNotNull(staffTotpFactors.confirmedAt)));
    return row !== undefined;
  }

  /**
   * A new secret for a staff member who has no confirmed factor, replacing any unconfirmed one;
   * undefined when they already have a factor.
   */
  async startTotpEnrolment(staff: StaffRow): Promise<{ secret: string; uri: string } | undefined> {
    const secret = newTotpSecret();
    const encrypted = this.encryption.encrypt(secret, secretContext(staff.id));
    const [row] = await this.db
      .insert(staffTotpFactors)
      .values({ staffMemberId: staff.id, secretEncrypted: encrypted })
      .onConflictDoUpdate({
        target: staffTotpFactors.staffMemberId,
        set: { secretEncrypted: encrypted, createdAt: sql`now()`, lastUsedStep: null },
        setWhere: isNull(staffTotpFactors.confirmedAt),
      })
      .returning({ id: staffTotpFactors.staffMemberId });
    if (row === undefined) return undefined;
    return { secret, uri: totpUri(secret, staff.email) };
  }

  /**
   * Confirms the enrolment with a first code from the app: the factor counts from now, and ten new
   * recovery codes replace any earlier ones. Answers the codes, which are shown once and kept only
   * as hashes; undefined with the reason when the code is not right or there is nothing to confirm.
   */
  async confirmTotpEnrolment(
    staffId: string,
    code: string,
  ): Promise<
    { ok: true; recoveryCodes: string[] } | { ok: false; reason: 'wrong' | 'replayed' | 'nothing' }
  > {
    const [factor] = await this.db
      .select()
      .from(staffTotpFactors)
      .where(and(eq(staffTotpFactors.staffMemberId, staffId), isNull(staffTotpFactors.confirmedAt)));
    if (factor === undefined) return { ok: false, reason: 'nothing' };
    const secret = this.encryption.decrypt(factor.secretEncrypted, secretContext(staffId));
    const check = await checkTotp(secret, code, factor.lastUsedStep);
    if (!check.ok) return check;
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const confirmed = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(staffTotpFactors)
        .set({ confirmedAt: sql`now()`, lastUsedStep: check.step })
        .where(
          and(
            eq(staffTotpFactors.staffMemberId, staffId),
            eq(staffTotpFactors.secretEncrypted, factor.secretEncrypted),
            isNull(staffTotpFactors.confirmedAt),
          ),
        )
        .returning({ id: staffTotpFactors.staffMemberId });
      if (row === undefined) return false;
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffMemberId, staffId));
      await tx.insert(staffRecoveryCodes).values(
        recoveryCodes.map((recoveryCode) => ({
          staffMemberId: staffId,
          codeHash: this.recoveryHasher.hash(staffId, normaliseRecoveryCode(recoveryCode)),
        })),
      );
      return true;
    });
    // Another request confirmed (or restarted) the enrolment in between.
    return confirmed ? { ok: true, recoveryCodes } : { ok: false, reason: 'nothing' };
  }

  /**
   * A code from the authenticator app. Accepting it records its time step in the same statement
   * that checks it was not used, so two requests with one code cannot both pass (nor on two replicas).
   */
  async verifyTotp(staffId: string, code: string): Promise<SecondFactorCheck> {
    const [factor] = await this.db
      .select()
      .from(staffTotpFactors)
      .where(and(eq(staffTotpFactors.staffMemberId, staffId), isNotNull(staffTotpFactors.confirmedAt)));
    if (factor === undefined) return { ok: false, reason: 'wrong' };
    const secret = this.encryption.decrypt(factor.secretEncrypted, secretContext(staffId));
    const published = this.publishedSecret !== undefined && secret === this.publishedSecret;
    const check = await checkTotp(secret, code, published ? null : factor.lastUsedStep);
    if (!check.ok) return check;
    if (published) return { ok: true };
    const [used] = await this.db
      .update(staffTotpFactors)
      .set({ lastUsedStep: check.step })
      .where(
        and(
          eq(staffTotpFactors.staffMemberId, staffId),
          or(isNull(staffTotpFactors.lastUsedStep), lt(staffTotpFactors.lastUsedStep, check.step)),
        ),
      )
      .returning({ id: staffTotpFactors.staffMemberId });
    return used === undefined ? { ok: false, reason: 'replayed' } : { ok: true };
  }

  /** A recovery code: each one works once, spent in the statement that finds it. */
  async useRecoveryCode(staffId: string, code: string): Promise<SecondFactorCheck> {
    const normalised = normaliseRecoveryCode(code);
    if (normalised.length !== RECOVERY_GROUP * 2) return { ok: false, reason: 'wrong' };
    const [spent] = await this.db
      .update(staffRecoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(staffRecoveryCodes.staffMemberId, staffId),
          eq(staffRecoveryCodes.codeHash, this.recoveryHasher.hash(staffId, normalised)),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: staffRecoveryCodes.id });
    return spent === undefined ? { ok: false, reason: 'wrong' } : { ok: true };
  }

  /** Recovery codes not yet used. */
  async recoveryCodesLeft(staffId: string): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.staffMemberId, staffId), isNull(staffRecoveryCodes.usedAt)));
    return row?.value ?? 0;
  }

  /**
   * Local mode's demo staff member: a confirmed factor with a known secret, unless they have one.
   * Never called outside local mode.
   */
  async seedConfirmedTotp(staffId: string, secret: string): Promise<void> {
    await this.db
      .insert(staffTotpFactors)
      .values({
        staffMemberId: staffId,
        secretEncrypted: this.encryption.encrypt(secret, secretContext(staffId)),
        confirmedAt: sql`now()`,
      })
      .onConflictDoNothing({ target: staffTotpFactors.staffMemberId });
  }

  /**
   * A lost authenticator: removes the staff member's factor, recovery codes and passkeys and ends every
   * session they hold, in one transaction, so their next sign-in enrols a new factor. Audited.
   * Undefined when no staff member has the email.
   */
  async reset(email: string): Promise<{ staff: StaffRow; endedSessions: number } | undefined> {
    return this.db.transaction(async (tx) => {
      const [staff] = await tx
        .select()
        .from(staffMembers)
        .where(eq(staffMembers.email, email.trim().toLowerCase()));
      if (staff === undefined) return undefined;
      await tx.delete(staffTotpFactors).where(eq(staffTotpFactors.staffMemberId, staff.id));
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffMemberId, staff.id));
      await tx.delete(staffPasskeys).where(eq(staffPasskeys.staffMemberId, staff.id));
      const ended = await tx
        .update(sessions)
        .set({ revokedAt: sql`now()`, revokedReason: 'staff second factor reset' })
        .where(and(eq(sessions.staffMemberId, staff.id), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      await tx.insert(staffSignInEvents).values({ staffMemberId: staff.id, event: 'factor_reset', ip: null });
      return { staff, endedSessions: ended.length };
    });
  }
}
