import { eq, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { smsTexts } from '../../messages.ts';
import type { OutboxWorker } from '../messaging/outbox-worker.ts';
import {
  CODE_POLICIES,
  type ConfirmCodeResult,
  type OneTimeCodes,
  type WaitingCode,
} from './one-time-codes.ts';

const policy = CODE_POLICIES['phone-verification'];
export const PHONE_CODE_TTL_SECONDS = policy.ttlSeconds;
/** A new code for the same account and number is texted at most this often. */
export const PHONE_CODE_RESEND_AFTER_SECONDS = policy.resendAfterSeconds;

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

/** A code proves that this account reaches this number (E.164). */
const subjectOf = (userId: string, phone: string) => `${userId}:${phone}`;

/**
 * Phone verification for signed-in borrowers: a six-digit code by text message to a number
 * (E.164), checked for the account that asked (one-time-codes.ts keeps the codes). A right code
 * makes the number the account's, verified, in the same transaction.
 */
export class PhoneVerificationService {
  constructor(
    private readonly db: Db,
    private readonly codes: OneTimeCodes,
    private readonly worker: Pick<OutboxWorker, 'deliverNow'>,
    private readonly waitMs: number,
  ) {}

  /**
   * Texts a new code to `phone` for the account. `resend`: only to the account's number or one a
   * code already went to (resend_sms), never a first code to a new number.
   */
  async sendCode(userId: string, phone: string, options: { resend: boolean }): Promise<SendPhoneCodeOutcome> {
    const subject = subjectOf(userId, phone);
    const pending = await inTransaction(this.db, async (tx): Promise<Pending> => {
      // One sender per account at a time, so two quick clicks cannot both pass the resend wait.
      const [account] = await tx
        .select({ cellPhone: users.cellPhone })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (
        options.resend &&
        account?.cellPhone !== phone &&
        !(await this.codes.everSent(tx, 'phone-verification', subject))
      )
        return { sent: false, reason: 'unknown-number' };
      const retryAfterSeconds = await this.codes.waitBeforeResend(tx, 'phone-verification', subject);
      if (retryAfterSeconds > 0) return { sent: false, reason: 'too-soon', retryAfterSeconds };
      // A new code ends every live code of the account, for this number or another one.
      const messageId = await this.codes.send(
        tx,
        { purpose: 'phone-verification', subject, sentTo: phone, userId },
        (code, minutes) => ({
          channel: 'sms',
          recipient: phone,
          subject: null,
          body: smsTexts.verifyPhone(code, minutes),
        }),
        'account',
      );
      return { sent: true, messageId };
    });
    if (!pending.sent) return pending;
    const state = await this.worker.deliverNow(pending.messageId, this.waitMs);
    return { sent: true, queued: state !== 'sent' };
  }

  /** The code the account is waiting for, if any (a page reloaded shows it, sending nothing). */
  waiting(userId: string): Promise<WaitingCode | null> {
    return this.codes.waiting('phone-verification', { userId });
  }

  /**
   * Checks the latest code texted to `phone` for the account; a right one makes `phone` the
   * account's number, verified (a change, or a confirmation of the number it has).
   */
  confirm(userId: string, phone: string, code: string): Promise<ConfirmCodeResult> {
    return this.codes.confirm('phone-verification', subjectOf(userId, phone), code, async (tx) => {
      await tx
        .update(users)
        .set({ cellPhone: phone, phoneVerifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    });
  }
}
