import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../db/database.ts';
import { outboxMessages, phoneVerificationCodes, users } from '../db/schema.ts';
import { smsTexts } from '../messages.ts';
import type { ConfirmCodeOutcome, ConfirmCodeResult } from './email-verification.ts';
import type { MessageOutbox } from './messaging/outbox.ts';
import type { OutboxWorker } from './messaging/outbox-worker.ts';
import { CodeHasher, newSixDigitCode } from './one-time-codes.ts';

export const PHONE_CODE_TTL_SECONDS = 10 * 60;
/** A new code for the same account and number is texted at most this often. */
export const PHONE_CODE_RESEND_AFTER_SECONDS = 30;
/** Wrong guesses a single code survives before it is burnt. */
export const PHONE_CODE_MAX_ATTEMPTS = 5;

/**
 * `queued`: the text had not gone out when the wait ended (the outbox keeps trying);
 * `unknown`: a resend for a number that is neither the account's nor one a code went to.
 */
export type SendPhoneCodeOutcome =
  | { sent: true; queued: boolean }
  | { sent: false; reason: 'too-soon'; retryAfterSeconds: number }
  | { sent: false; reason: 'unknown-number' };
type Pending =
  | { sent: true; messageId: string }
  | { sent: false; reason: 'too-soon'; retryAfterSeconds: number }
  | { sent: false; reason: 'unknown-number' };

const codes = phoneVerificationCodes;
/** The outbox event of a code's text message. */
const messageKey = sql<string>`('phone-verification:' || ${codes.id})`;

/**
 * Phone verification for signed-in borrowers: a six-digit code by text message to a number
 * (E.164), checked for the account that asked. Codes are stored as keyed hashes bound to the
 * account and number, are single-use, expire, allow a few guesses, and a new code replaces the
 * previous one. A right code makes the number the account's, verified, in the same transaction.
 * All times use the database clock. The text is queued with the code and tried at once.
 */
export class PhoneVerificationService {
  private readonly hasher: CodeHasher;

  constructor(
    private readonly db: Db,
    private readonly outbox: MessageOutbox,
    private readonly worker: Pick<OutboxWorker, 'deliverNow'>,
    private readonly waitMs: number,
    tokenSecret: string,
  ) {
    this.hasher = new CodeHasher(tokenSecret, 'phone-verification-code');
  }

  /**
   * Texts a new code to `phone` for the account. `resend`: only to the account's number or one a
   * code already went to (resend_sms), never a first code to a new number.
   */
  async sendCode(userId: string, phone: string, options: { resend: boolean }): Promise<SendPhoneCodeOutcome> {
    const code = newSixDigitCode();
    const pending = await inTransaction(this.db, async (tx): Promise<Pending> => {
      // One sender per account at a time, so two quick clicks cannot both pass the resend wait.
      const [account] = await tx
        .select({ cellPhone: users.cellPhone })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      const ofThisNumber = and(eq(codes.userId, userId), eq(codes.phone, phone));
      if (options.resend && account?.cellPhone !== phone) {
        const [earlier] = await tx.select({ id: codes.id }).from(codes).where(ofThisNumber).limit(1);
        if (earlier === undefined) return { sent: false, reason: 'unknown-number' };
      }
      // The wait only follows a code whose text went out: after a failed or slow send the
      // borrower may ask again at once.
      const [latest] = await tx
        .select({ age: sql<string | number>`extract(epoch from now() - ${codes.createdAt})` })
        .from(codes)
        .innerJoin(outboxMessages, eq(outboxMessages.idempotencyKey, messageKey))
        .where(and(ofThisNumber, eq(outboxMessages.state, 'sent')))
        .orderBy(desc(codes.createdAt))
        .limit(1);
      const waited = latest === undefined ? Infinity : Number(latest.age);
      if (waited < PHONE_CODE_RESEND_AFTER_SECONDS) {
        return {
          sent: false,
          reason: 'too-soon',
          retryAfterSeconds: Math.max(1, Math.ceil(PHONE_CODE_RESEND_AFTER_SECONDS - waited)),
        };
      }
      // A new code ends every live code of the account, for this number or another one.
      const replaced = await tx
        .update(codes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(codes.userId, userId), isNull(codes.consumedAt)))
        .returning({ key: messageKey });
      await this.outbox.cancelPending(
        tx,
        replaced.map((row) => row.key),
      );
      const [inserted] = await tx
        .insert(codes)
        .values({
          userId,
          phone,
          codeHash: this.hasher.hash(subjectOf(userId, phone), code),
          expiresAt: sql`now() + make_interval(secs => ${PHONE_CODE_TTL_SECONDS})`,
        })
        .returning({ key: messageKey });
      const messageId = await this.outbox.enqueue(tx, {
        channel: 'sms',
        recipient: phone,
        subject: null,
        body: smsTexts.verifyPhone(code, PHONE_CODE_TTL_SECONDS / 60),
        kind: 'one-time-code',
        idempotencyKey: (inserted as { key: string }).key,
      });
      return { sent: true, messageId };
    });
    if (!pending.sent) return pending;
    const state = await this.worker.deliverNow(pending.messageId, this.waitMs);
    return { sent: true, queued: state !== 'sent' };
  }

  /**
   * Checks the latest code texted to `phone` for the account; a right one makes `phone` the
   * account's number, verified (a change, or a confirmation of the number it has).
   */
  async confirm(userId: string, phone: string, code: string): Promise<ConfirmCodeResult> {
    const [latest] = await this.db
      .select({
        id: codes.id,
        codeHash: codes.codeHash,
        attempts: codes.attempts,
        consumedAt: codes.consumedAt,
        verifiedAt: codes.verifiedAt,
        expired: sql<boolean>`${codes.expiresAt} <= now()`,
      })
      .from(codes)
      .where(and(eq(codes.userId, userId), eq(codes.phone, phone)))
      .orderBy(desc(codes.createdAt))
      .limit(1);
    const refused = (outcome: ConfirmCodeOutcome): ConfirmCodeResult => ({ outcome, guessed: false });
    const guessed = (outcome: ConfirmCodeOutcome): ConfirmCodeResult => ({ outcome, guessed: true });
    if (latest === undefined || latest.verifiedAt !== null) return refused('expired');
    if (latest.attempts >= PHONE_CODE_MAX_ATTEMPTS) return refused('burnt');
    if (latest.consumedAt !== null || latest.expired) return refused('expired');

    if (!this.hasher.matches(latest.codeHash, subjectOf(userId, phone), code)) {
      // Counted in SQL so parallel guesses cannot slip past the limit; the last one burns the code.
      const [counted] = await this.db
        .update(codes)
        .set({
          attempts: sql`${codes.attempts} + 1`,
          consumedAt: sql`case when ${codes.attempts} + 1 >= ${PHONE_CODE_MAX_ATTEMPTS} then now() else null end`,
        })
        .where(and(eq(codes.id, latest.id), isNull(codes.consumedAt)))
        .returning({ attempts: codes.attempts });
      if (counted === undefined) return refused('expired');
      return guessed(counted.attempts >= PHONE_CODE_MAX_ATTEMPTS ? 'burnt' : 'wrong');
    }
    // Consume, verify and take the number in one transaction, so a code verifies once and never late.
    const verified = await inTransaction(this.db, async (tx) => {
      const used = await tx
        .update(codes)
        .set({ consumedAt: sql`now()`, verifiedAt: sql`now()` })
        .where(and(eq(codes.id, latest.id), isNull(codes.consumedAt), sql`${codes.expiresAt} > now()`))
        .returning({ id: codes.id });
      if (used.length === 0) return false;
      await tx
        .update(users)
        .set({ cellPhone: phone, phoneVerifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      return true;
    });
    return verified ? guessed('verified') : refused('expired');
  }
}

function subjectOf(userId: string, phone: string): string {
  return `${userId}:${phone}`;
}
