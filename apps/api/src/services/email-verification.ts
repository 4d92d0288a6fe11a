import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { emailVerificationCodes, sessions } from '../db/schema.ts';
import { mailTexts } from '../messages.ts';
import type { Mailer } from './messaging/mailer.ts';
import { CodeHasher, newSixDigitCode } from './one-time-codes.ts';

export const EMAIL_CODE_TTL_SECONDS = 10 * 60;
/** A new code for the same address and session is sent at most this often. */
export const EMAIL_CODE_RESEND_AFTER_SECONDS = 30;
/** Wrong guesses a single code survives before it is burnt. */
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

export type SendCodeOutcome = { sent: true } | { sent: false; retryAfterSeconds: number };
type Pending = { sent: true; codeId: string } | { sent: false; retryAfterSeconds: number };
export type ConfirmCodeOutcome = 'verified' | 'wrong' | 'expired' | 'burnt';
/** `guessed`: the code typed was compared with a live code (a guess that rate limits count). */
export interface ConfirmCodeResult {
  outcome: ConfirmCodeOutcome;
  guessed: boolean;
}

const codes = emailVerificationCodes;

/**
 * Short-quiz email verification: a six-digit code by email, checked for the session that asked
 * for it. Codes are stored as keyed hashes bound to the session and address, are single-use,
 * expire, allow a few guesses, and a new code replaces the previous one. All times use the
 * database clock, so every API process agrees on them.
 */
export class EmailVerificationService {
  private readonly hasher: CodeHasher;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    tokenSecret: string,
  ) {
    this.hasher = new CodeHasher(tokenSecret, 'email-verification-code');
  }

  /** `email` must already be lower-cased. */
  async sendCode(sessionId: string, email: string): Promise<SendCodeOutcome> {
    const code = newSixDigitCode();
    const pending = await this.db.transaction(async (tx): Promise<Pending> => {
      // One sender per session at a time, so two quick clicks cannot both pass the resend wait.
      await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sessionId)).for('update');
      const [latest] = await tx
        .select({ age: sql<string | number>`extract(epoch from now() - ${codes.createdAt})` })
        .from(codes)
        .where(and(eq(codes.sessionId, sessionId), eq(codes.email, email)))
        .orderBy(desc(codes.createdAt))
        .limit(1);
      const waited = latest === undefined ? Infinity : Number(latest.age);
      if (waited < EMAIL_CODE_RESEND_AFTER_SECONDS) {
        return {
          sent: false,
          retryAfterSeconds: Math.max(1, Math.ceil(EMAIL_CODE_RESEND_AFTER_SECONDS - waited)),
        };
      }
      await tx
        .update(codes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(codes.sessionId, sessionId), eq(codes.email, email), isNull(codes.consumedAt)));
      const [inserted] = await tx
        .insert(codes)
        .values({
          sessionId,
          email,
          codeHash: this.hasher.hash(subjectOf(sessionId, email), code),
          expiresAt: sql`now() + make_interval(secs => ${EMAIL_CODE_TTL_SECONDS})`,
        })
        .returning({ id: codes.id });
      return { sent: true, codeId: (inserted as { id: string }).id };
    });
    if (!pending.sent) return pending;
    try {
      await this.mailer.send({
        to: email,
        subject: mailTexts.verifySubject,
        text: mailTexts.verifyBody(code, EMAIL_CODE_TTL_SECONDS / 60),
      });
    } catch (error) {
      // Never sent: forget it, so the borrower may ask again at once rather than after the wait.
      await this.db.delete(codes).where(eq(codes.id, pending.codeId));
      throw error;
    }
    return { sent: true };
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
