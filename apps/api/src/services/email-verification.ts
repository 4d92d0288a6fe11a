import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../db/database.ts';
import { emailVerificationCodes, outboxMessages, sessions } from '../db/schema.ts';
import { mailTexts } from '../messages.ts';
import type { MessageOutbox } from './messaging/outbox.ts';
import type { OutboxWorker } from './messaging/outbox-worker.ts';
import { CodeHasher, newSixDigitCode } from './one-time-codes.ts';

export const EMAIL_CODE_TTL_SECONDS = 10 * 60;
/** A new code for the same address and session is sent at most this often. */
export const EMAIL_CODE_RESEND_AFTER_SECONDS = 30;
/** Wrong guesses a single code survives before it is burnt. */
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

/** `queued`: the email had not gone out when the wait ended; the outbox keeps trying. */
export type SendCodeOutcome = { sent: true; queued: boolean } | { sent: false; retryAfterSeconds: number };
type Pending = { sent: true; messageId: string } | { sent: false; retryAfterSeconds: number };
export type ConfirmCodeOutcome = 'verified' | 'wrong' | 'expired' | 'burnt';
/** `guessed`: the code typed was compared with a live code (a guess that rate limits count). */
export interface ConfirmCodeResult {
  outcome: ConfirmCodeOutcome;
  guessed: boolean;
}

const codes = emailVerificationCodes;
/** The outbox event of a code's email. */
const messageKey = sql<string>`('email-verification:' || ${codes.id})`;

/**
 * Short-quiz email verification: a six-digit code by email, checked for the session that asked
 * for it. Codes are stored as keyed hashes bound to the session and address, are single-use,
 * expire, allow a few guesses, and a new code replaces the previous one. All times use the
 * database clock, so every API process agrees on them. The email is queued with the code (one
 * transaction) and tried at once after the commit.
 */
export class EmailVerificationService {
  private readonly hasher: CodeHasher;

  constructor(
    private readonly db: Db,
    private readonly outbox: MessageOutbox,
    private readonly worker: Pick<OutboxWorker, 'deliverNow'>,
    private readonly waitMs: number,
    tokenSecret: string,
  ) {
    this.hasher = new CodeHasher(tokenSecret, 'email-verification-code');
  }

  /** `email` must already be lower-cased. */
  async sendCode(sessionId: string, email: string): Promise<SendCodeOutcome> {
    const code = newSixDigitCode();
    const pending = await inTransaction(this.db, async (tx): Promise<Pending> => {
      // One sender per session at a time, so two quick clicks cannot both pass the resend wait.
      await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sessionId)).for('update');
      const ofThisAddress = and(eq(codes.sessionId, sessionId), eq(codes.email, email));
      // The wait only follows a code whose email went out: after a failed or slow send the
      // borrower may ask again at once.
      const [latest] = await tx
        .select({ age: sql<string | number>`extract(epoch from now() - ${codes.createdAt})` })
        .from(codes)
        .innerJoin(outboxMessages, eq(outboxMessages.idempotencyKey, messageKey))
        .where(and(ofThisAddress, eq(outboxMessages.state, 'sent')))
        .orderBy(desc(codes.createdAt))
        .limit(1);
      const waited = latest === undefined ? Infinity : Number(latest.age);
      if (waited < EMAIL_CODE_RESEND_AFTER_SECONDS) {
        return {
          sent: false,
          retryAfterSeconds: Math.max(1, Math.ceil(EMAIL_CODE_RESEND_AFTER_SECONDS - waited)),
        };
      }
      const replaced = await tx
        .update(codes)
        .set({ consumedAt: sql`now()` })
        .where(and(ofThisAddress, isNull(codes.consumedAt)))
        .returning({ key: messageKey });
      // A replaced code's email that has not gone out yet would only carry a dead code.
      await this.outbox.cancelPending(
        tx,
        replaced.map((row) => row.key),
      );
      const [inserted] = await tx
        .insert(codes)
        .values({
          sessionId,
          email,
          codeHash: this.hasher.hash(subjectOf(sessionId, email), code),
          expiresAt: sql`now() + make_interval(secs => ${EMAIL_CODE_TTL_SECONDS})`,
        })
        .returning({ key: messageKey });
      const messageId = await this.outbox.enqueue(tx, {
        channel: 'email',
        recipient: email,
        subject: mailTexts.verifySubject,
        body: mailTexts.verifyBody(code, EMAIL_CODE_TTL_SECONDS / 60),
        kind: 'one-time-code',
        idempotencyKey: (inserted as { key: string }).key,
      });
      return { sent: true, messageId };
    });
    if (!pending.sent) return pending;
    const state = await this.worker.deliverNow(pending.messageId, this.waitMs);
    return { sent: true, queued: state !== 'sent' };
  }

  /** Checks the latest code this session asked for at `email` (lower-cased). */
  async confirm(sessionId: string, email: string, code: string): Promise<ConfirmCodeResult> {
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
      .where(and(eq(codes.sessionId, sessionId), eq(codes.email, email)))
      .orderBy(desc(codes.createdAt))
      .limit(1);
    const refused = (outcome: ConfirmCodeOutcome): ConfirmCodeResult => ({ outcome, guessed: false });
    const guessed = (outcome: ConfirmCodeOutcome): ConfirmCodeResult => ({ outcome, guessed: true });
    // No code, or the code was already used: either way the borrower needs a new one.
    if (latest === undefined || latest.verifiedAt !== null) return refused('expired');
    if (latest.attempts >= EMAIL_CODE_MAX_ATTEMPTS) return refused('burnt');
    if (latest.consumedAt !== null || latest.expired) return refused('expired');

    if (!this.hasher.matches(latest.codeHash, subjectOf(sessionId, email), code)) {
      // Counted in SQL so parallel guesses cannot slip past the limit; the last one burns the code.
      const [counted] = await this.db
        .update(codes)
        .set({
          attempts: sql`${codes.attempts} + 1`,
          consumedAt: sql`case when ${codes.attempts} + 1 >= ${EMAIL_CODE_MAX_ATTEMPTS} then now() else null end`,
        })
        .where(and(eq(codes.id, latest.id), isNull(codes.consumedAt)))
        .returning({ attempts: codes.attempts });
      // Used, replaced or burnt by a parallel request meanwhile.
      if (counted === undefined) return refused('expired');
      return guessed(counted.attempts >= EMAIL_CODE_MAX_ATTEMPTS ? 'burnt' : 'wrong');
    }
    // Consume and verify in one conditional update, so a code verifies once and never late.
    const used = await this.db
      .update(codes)
      .set({ consumedAt: sql`now()`, verifiedAt: sql`now()` })
      .where(and(eq(codes.id, latest.id), isNull(codes.consumedAt), sql`${codes.expiresAt} > now()`))
      .returning({ id: codes.id });
    return used.length > 0 ? guessed('verified') : refused('expired');
  }

  /** Whether this session proved it reads `email` (lower-cased). */
  async isVerified(sessionId: string, email: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: codes.id })
      .from(codes)
      .where(and(eq(codes.sessionId, sessionId), eq(codes.email, email), isNotNull(codes.verifiedAt)))
      .limit(1);
    return rows.length > 0;
  }
}

function subjectOf(sessionId: string, email: string): string {
  return `${sessionId}:${email}`;
}
