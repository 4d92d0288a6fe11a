import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { site } from '@northgate/site-config';
import { inTransaction, type Db } from '../../db/database.ts';
import { pendingEmailChanges, users } from '../../db/schema.ts';
import { mailTexts } from '../../messages.ts';
import type { EmailVerificationService, SendCodeOutcome } from '../identity/email-verification.ts';
import type { MessageOutbox } from '../messaging/outbox.ts';
import type { OutboxWorker } from '../messaging/outbox-worker.ts';

export type StartEmailChangeOutcome =
  { kind: 'same' } | { kind: 'taken' } | ({ kind: 'code' } & SendCodeOutcome);
export type ApplyEmailChangeOutcome = 'changed' | 'taken';

/**
 * A signed-in borrower's change of email (change_email, then confirm_email): the code goes to
 * the new address through the session's email verification; the account keeps, and signs in
 * with, its old address until that session confirms the code. Then the new address becomes the
 * account's and the old one is told, in one transaction. An address another account uses is
 * refused without saying whose it is.
 */
export class EmailChangeService {
  constructor(
    private readonly db: Db,
    private readonly verification: EmailVerificationService,
    private readonly outbox: MessageOutbox,
    private readonly worker: Pick<OutboxWorker, 'wake'>,
  ) {}

  /** `email` must already be lower-cased. */
  async start(userId: string, sessionId: string, email: string): Promise<StartEmailChangeOutcome> {
    const [account] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (account?.email === email) return { kind: 'same' };
    if (await this.usedByAnother(userId, email)) return { kind: 'taken' };
    await this.db
      .insert(pendingEmailChanges)
      .values({ userId, email, sessionId })
      .onConflictDoUpdate({
        target: pendingEmailChanges.userId,
        set: { email, sessionId, createdAt: sql`now()` },
      });
    return { kind: 'code', ...(await this.verification.sendCode(sessionId, email)) };
  }

  /** Whether this session asked to move the account to `email` (lower-cased). */
  async isPending(userId: string, sessionId: string, email: string): Promise<boolean> {
    const rows = await this.db
      .select({ userId: pendingEmailChanges.userId })
      .from(pendingEmailChanges)
      .where(
        and(
          eq(pendingEmailChanges.userId, userId),
          eq(pendingEmailChanges.sessionId, sessionId),
          eq(pendingEmailChanges.email, email),
        ),
      );
    return rows.length > 0;
  }

  /** After the code was confirmed: the account takes `email`, and the old address is told. */
  async apply(userId: string, email: string): Promise<ApplyEmailChangeOutcome> {
    if (await this.usedByAnother(userId, email)) return 'taken';
    try {
      await inTransaction(this.db, async (tx) => {
        const [account] = await tx
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (account === undefined) return;
        await tx
          .update(users)
          .set({ email, updatedAt: sql`now()` })
          .where(eq(users.id, userId));
        await tx.delete(pendingEmailChanges).where(eq(pendingEmailChanges.userId, userId));
        await this.outbox.enqueue(tx, {
          channel: 'email',
          recipient: account.email,
          subject: mailTexts.emailChangedSubject,
          body: mailTexts.emailChangedBody(email, `${site.phone} or ${site.email}`),
          kind: 'notice',
          idempotencyKey: `email-changed:${randomUUID()}`,
        });
      });
    } catch (error) {
      // Another account took the address between the check and the update.
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
    this.worker.wake();
    return 'changed';
  }

  private async usedByAnother(userId: string, email: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, userId)));
    return rows.length > 0;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
