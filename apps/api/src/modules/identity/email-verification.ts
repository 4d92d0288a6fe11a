import { eq } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/database.ts';
import { sessions } from '../../db/schema.ts';
import { mailTexts } from '../../messages.ts';
import type { OutboxWorker } from '../messaging/outbox-worker.ts';
import {
  CODE_POLICIES,
  type ConfirmCodeResult,
  type OneTimeCodes,
  type WaitingCode,
} from './one-time-codes.ts';

export type { ConfirmCodeOutcome, ConfirmCodeResult } from './one-time-codes.ts';

const policy = CODE_POLICIES['email-verification'];
export const EMAIL_CODE_TTL_SECONDS = policy.ttlSeconds;
/** A new code for the same address and session is sent at most this often. */
export const EMAIL_CODE_RESEND_AFTER_SECONDS = policy.resendAfterSeconds;

/** `queued`: the email had not gone out when the wait ended; the outbox keeps trying. */
export type SendCodeOutcome = { sent: true; queued: boolean } | { sent: false; retryAfterSeconds: number };
type Pending = { sent: true; messageId: string } | { sent: false; retryAfterSeconds: number };

/** A code proves that this session reads this mailbox (lower-cased). */
const subjectOf = (sessionId: string, email: string) => `${sessionId}:${email}`;

/**
 * Email verification (the short quiz, and an email change): a six-digit code by email, checked
 * for the session that asked for it (one-time-codes.ts keeps the codes). The email is tried at
 * once after the commit; the answer says whether it went out within the wait.
 */
export class EmailVerificationService {
  constructor(
    private readonly db: Db,
    private readonly codes: OneTimeCodes,
    private readonly worker: Pick<OutboxWorker, 'deliverNow'>,
    private readonly waitMs: number,
  ) {}

  /** `email` must already be lower-cased. */
  async sendCode(sessionId: string, email: string): Promise<SendCodeOutcome> {
    const subject = subjectOf(sessionId, email);
    const pending = await inTransaction(this.db, async (tx): Promise<Pending> => {
      // One sender per session at a time, so two quick clicks cannot both pass the resend wait.
      await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sessionId)).for('update');
      const retryAfterSeconds = await this.codes.waitBeforeResend(tx, 'email-verification', subject);
      if (retryAfterSeconds > 0) return { sent: false, retryAfterSeconds };
      const messageId = await this.codes.send(
        tx,
        { purpose: 'email-verification', subject, sentTo: email, sessionId },
        (code, minutes) => ({
          channel: 'email',
          recipient: email,
          subject: mailTexts.verifySubject,
          body: mailTexts.verifyBody(code, minutes),
        }),
      );
      return { sent: true, messageId };
    });
    if (!pending.sent) return pending;
    const state = await this.worker.deliverNow(pending.messageId, this.waitMs);
    return { sent: true, queued: state !== 'sent' };
  }

  /** The code this session is waiting for, if any (a page reloaded shows it, sending nothing). */
  waiting(sessionId: string): Promise<WaitingCode | null> {
    return this.codes.waiting('email-verification', { sessionId });
  }

  /** Checks the latest code this session asked for at `email` (lower-cased). */
  confirm(sessionId: string, email: string, code: string): Promise<ConfirmCodeResult> {
    return this.codes.confirm('email-verification', subjectOf(sessionId, email), code);
  }

  /** Whether this session proved it reads `email` (lower-cased). */
  isVerified(sessionId: string, email: string): Promise<boolean> {
    return this.codes.isVerified('email-verification', subjectOf(sessionId, email));
  }
}
