import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PasswordOwner } from '@northgate/validators/password-strength';
import { inTransaction, type Db } from '../db/database.ts';
import { passwordResetCodes } from '../db/schema.ts';
import { mailTexts } from '../messages.ts';
import type { MessageOutbox } from './messaging/outbox.ts';
import type { OutboxWorker } from './messaging/outbox-worker.ts';
import { CodeHasher, newSixDigitCode } from './one-time-codes.ts';
import { hashPassword } from './passwords.ts';
import type { SessionService } from './sessions.ts';
import type { UserService } from './users.ts';

export const RESET_CODE_TTL_MINUTES = 15;
/** Wrong guesses a single code survives before it is burnt. */
export const RESET_CODE_MAX_ATTEMPTS = 5;

/**
 * "Forgot password": a six-digit code by email, then a new password. Codes are stored as
 * keyed hashes, expire, allow a few guesses, and a new code replaces the previous one.
 */
export class PasswordResetService {
  private readonly codes: CodeHasher;

  constructor(
    private readonly db: Db,
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly outbox: MessageOutbox,
    private readonly worker: Pick<OutboxWorker, 'wake'>,
    tokenSecret: string,
  ) {
    this.codes = new CodeHasher(tokenSecret, 'password-reset-code');
  }

  /**
   * Sends a code when the account exists; says nothing either way. The email is queued with the
   * code and sent right after the commit without the request waiting for it, so the answer
   * takes as long whether or not the account exists.
   */
  async requestCode(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (user === undefined) return;
    const code = newSixDigitCode();
    await inTransaction(this.db, async (tx) => {
      await tx
        .update(passwordResetCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.consumedAt)));
      const [inserted] = await tx
        .insert(passwordResetCodes)
        .values({
          userId: user.id,
          codeHash: this.codes.hash(user.id, code),
          expiresAt: new Date(Date.now() + RESET_CODE_TTL_MINUTES * 60_000),
        })
        .returning({ id: passwordResetCodes.id });
      await this.outbox.enqueue(tx, {
        channel: 'email',
        recipient: user.email,
        subject: mailTexts.resetSubject,
        body: mailTexts.resetBody(code, RESET_CODE_TTL_MINUTES),
        kind: 'one-time-code',
        idempotencyKey: `password-reset:${(inserted as { id: string }).id}`,
      });
    });
    this.worker.wake();
  }

  /**
   * Sets the new password when the code is right; false for any wrong, old or burnt code.
   * `checkPassword` may refuse the password for this owner by throwing; the code then stays usable.
   */
  async reset(
    email: string,
    code: string,
    newPassword: string,
    checkPassword: (owner: PasswordOwner) => void,
  ): Promise<boolean> {
    const user = await this.users.findByEmail(email);
    if (user === undefined) return false;
    const [pending] = await this.db
      .select()
      .from(passwordResetCodes)
      .where(
        and(
          eq(passwordResetCodes.userId, user.id),
          isNull(passwordResetCodes.consumedAt),
          gt(passwordResetCodes.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(passwordResetCodes.createdAt))
      .limit(1);
    if (pending === undefined) return false;

    if (!this.codes.matches(pending.codeHash, user.id, code)) {
      // Counted in SQL so parallel guesses cannot slip past the limit.
      await this.db
        .update(passwordResetCodes)
        .set({
          attempts: sql`${passwordResetCodes.attempts} + 1`,
          consumedAt: sql`case when ${passwordResetCodes.attempts} + 1 >= ${RESET_CODE_MAX_ATTEMPTS} then now() else null end`,
        })
        .where(eq(passwordResetCodes.id, pending.id));
      return false;
    }
    checkPassword({ email: user.email, firstName: user.firstName, lastName: user.lastName });
    // Consume first, so a code can only ever change the password once.
    const consumed = await this.db
      .update(passwordResetCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(passwordResetCodes.id, pending.id), isNull(passwordResetCodes.consumedAt)))
      .returning({ id: passwordResetCodes.id });
    if (consumed.length === 0) return false;
    await this.users.setPasswordHash(user.id, await hashPassword(newPassword));
    await this.sessions.revokeAllForUser(user.id, 'password reset');
    return true;
  }
}
