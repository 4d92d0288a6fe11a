import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/database.ts';
import { oneTimeCodes, outboxMessages } from '../../db/schema.ts';
import { deriveKey } from './access-tokens.ts';
import type { MessageOutbox, OutgoingMessage } from '../messaging/outbox.ts';

/*
 * Every six-digit code the site sends, in one table and one set of rules
 * (docs/decisions/0040-one-time-codes.md): stored as a keyed hash bound to what it is for, single
 * use, expiring, a few wrong guesses before it burns, a new code ending the old one, and its
 * message queued in the same transaction. Times use the database clock, so every API process
 * agrees on them.
 */

export type CodePurpose = 'email-verification' | 'phone-verification' | 'password-reset';

interface CodePolicy {
  readonly ttlSeconds: number;
  /** Wrong guesses a single code survives before it is burnt. */
  readonly maxAttempts: number;
  /** A new code for the same subject goes out at most this often (after one that went out). */
  readonly resendAfterSeconds: number;
}

export const CODE_POLICIES: Readonly<Record<CodePurpose, CodePolicy>> = {
  'email-verification': { ttlSeconds: 10 * 60, maxAttempts: 5, resendAfterSeconds: 30 },
  'phone-verification': { ttlSeconds: 10 * 60, maxAttempts: 5, resendAfterSeconds: 30 },
  'password-reset': { ttlSeconds: 15 * 60, maxAttempts: 5, resendAfterSeconds: 0 },
};

export type ConfirmCodeOutcome = 'verified' | 'wrong' | 'expired' | 'burnt';
/** `guessed`: the code typed was compared with a live code (a guess that rate limits count). */
export interface ConfirmCodeResult {
  outcome: ConfirmCodeOutcome;
  guessed: boolean;
}

/** A code waiting to be typed: where it went, whether its message went out, its times (seconds). */
export interface WaitingCode {
  readonly sentTo: string;
  readonly delivered: boolean;
  readonly resendAfterSeconds: number;
  readonly expiresInSeconds: number;
}

/** Who a code is for and where it goes. */
export interface CodeTarget {
  readonly purpose: CodePurpose;
  /** What the code proves, for whom: `<session>:<email>`, `<account>:<phone>`, `<account>`. */
  readonly subject: string;
  /** The email address or phone number the code goes to. */
  readonly sentTo: string;
  readonly userId?: string;
  readonly sessionId?: string;
}

/** A uniformly random six-digit code, leading zeros kept. */
export function newSixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * Keyed hashes of codes. A code is bound to its subject, so a stored hash is useless for any other
 * one, and the key is derived per purpose from TOKEN_SECRET, so a database leak alone cannot
 * brute-force the million possible codes.
 */
export class CodeHasher {
  private readonly key: Buffer;

  constructor(tokenSecret: string, purpose: string) {
    this.key = deriveKey(tokenSecret, purpose);
  }

  hash(subject: string, code: string): string {
    return createHmac('sha256', this.key).update(`${subject}:${code}`).digest('hex');
  }

  /** Constant-time comparison with a stored hash. */
  matches(storedHash: string, subject: string, code: string): boolean {
    const stored = Buffer.from(storedHash, 'hex');
    const actual = Buffer.from(this.hash(subject, code), 'hex');
    return stored.length === actual.length && timingSafeEqual(stored, actual);
  }
}

const codes = oneTimeCodes;
/** A code's message in the outbox is named `<purpose>:<code id>`. */
const messageKey = sql<string>`(${codes.purpose} || ':' || ${codes.id})`;
const ofSubject = (purpose: CodePurpose, subject: string) =>
  and(eq(codes.purpose, purpose), eq(codes.subject, subject));

export class OneTimeCodes {
  private readonly hashers: Readonly<Record<CodePurpose, CodeHasher>>;

  constructor(
    private readonly db: Db,
    private readonly outbox: MessageOutbox,
    tokenSecret: string,
  ) {
    // The keys of the tables these codes lived in before, so codes sent then still match.
    this.hashers = {
      'email-verification': new CodeHasher(tokenSecret, 'email-verification-code'),
      'phone-verification': new CodeHasher(tokenSecret, 'phone-verification-code'),
      'password-reset': new CodeHasher(tokenSecret, 'password-reset-code'),
    };
  }

  /**
   * Seconds before another code for this subject may go out, 0 when it may now. The wait only
   * follows a code whose message went out: after a failed or slow send one may ask again at once.
   */
  async waitBeforeResend(tx: Db, purpose: CodePurpose, subject: string): Promise<number> {
    const [latest] = await tx
      .select({ age: sql<string | number>`extract(epoch from now() - ${codes.createdAt})` })
      .from(codes)
      .innerJoin(outboxMessages, eq(outboxMessages.idempotencyKey, messageKey))
      .where(and(ofSubject(purpose, subject), eq(outboxMessages.state, 'sent')))
      .orderBy(desc(codes.createdAt))
      .limit(1);
    const waited = latest === undefined ? Infinity : Number(latest.age);
    const wait = CODE_POLICIES[purpose].resendAfterSeconds - waited;
    return wait > 0 ? Math.max(1, Math.ceil(wait)) : 0;
  }

  /** Whether a code for this subject was ever sent. */
  async everSent(tx: Db, purpose: CodePurpose, subject: string): Promise<boolean> {
    const [earlier] = await tx
      .select({ id: codes.id })
      .from(codes)
      .where(ofSubject(purpose, subject))
      .limit(1);
    return earlier !== undefined;
  }

  /**
   * In `tx`: ends the live codes it replaces (the subject's, or with `replaces: 'account'` every
   * one of the account's for this purpose), cancels their messages not yet sent (they would only
   * carry a dead code), stores a new code and queues its message. Returns the message's id.
   */
  async send(
    tx: Db,
    target: CodeTarget,
    message: (code: string, ttlMinutes: number) => Omit<OutgoingMessage, 'kind' | 'idempotencyKey'>,
    replaces: 'subject' | 'account' = 'subject',
  ): Promise<string> {
    const { purpose, subject } = target;
    const scope =
      replaces === 'account' && target.userId !== undefined
        ? and(eq(codes.purpose, purpose), eq(codes.userId, target.userId))
        : ofSubject(purpose, subject);
    const replaced = await tx
      .update(codes)
      .set({ consumedAt: sql`now()` })
      .where(and(scope, isNull(codes.consumedAt)))
      .returning({ key: messageKey });
    await this.outbox.cancelPending(
      tx,
      replaced.map((row) => row.key),
    );
    const code = newSixDigitCode();
    const { ttlSeconds } = CODE_POLICIES[purpose];
    const [inserted] = await tx
      .insert(codes)
      .values({
        purpose,
        subject,
        sentTo: target.sentTo,
        userId: target.userId ?? null,
        sessionId: target.sessionId ?? null,
        codeHash: this.hashers[purpose].hash(subject, code),
        expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
      })
      .returning({ key: messageKey, expiresAt: codes.expiresAt });
    const { key, expiresAt } = inserted as { key: string; expiresAt: Date };
    // Tried until the code expires, never after: a late code is useless.
    return this.outbox.enqueue(tx, {
      ...message(code, ttlSeconds / 60),
      kind: 'one-time-code',
      idempotencyKey: key,
      endsAt: expiresAt,
    });
  }

  /**
   * The code still waiting to be typed for this session or account (the latest one of the
   * purpose, not used, replaced or expired), with whether its message went out: a page reloaded
   * picks it up instead of asking for another one.
   */
  async waiting(
    purpose: CodePurpose,
    owner: { sessionId: string } | { userId: string },
  ): Promise<WaitingCode | null> {
    const [latest] = await this.db
      .select({
        sentTo: codes.sentTo,
        consumedAt: codes.consumedAt,
        messageState: outboxMessages.state,
        age: sql<string | number>`extract(epoch from now() - ${codes.createdAt})`,
        left: sql<string | number>`extract(epoch from ${codes.expiresAt} - now())`,
      })
      .from(codes)
      .leftJoin(outboxMessages, eq(outboxMessages.idempotencyKey, messageKey))
      .where(
        and(
          eq(codes.purpose, purpose),
          'sessionId' in owner ? eq(codes.sessionId, owner.sessionId) : eq(codes.userId, owner.userId),
        ),
      )
      .orderBy(desc(codes.createdAt))
      .limit(1);
    const expiresInSeconds = Math.floor(Number(latest?.left ?? 0));
    if (latest === undefined || latest.consumedAt !== null || expiresInSeconds <= 0) return null;
    const delivered = latest.messageState === 'sent';
    const resendWait = CODE_POLICIES[purpose].resendAfterSeconds - Number(latest.age);
    return {
      sentTo: latest.sentTo,
      delivered,
      // As sendCode: the wait only follows a code whose message went out.
      resendAfterSeconds: delivered && resendWait > 0 ? Math.ceil(resendWait) : 0,
      expiresInSeconds,
    };
  }

  /**
   * Checks the latest code of the subject. A right one is used up and marked verified in one
   * transaction with `onRight` (which may do the work the code allows, or throw to refuse it:
   * the code then stays usable), so a code works once and never late.
   */
  async confirm(
    purpose: CodePurpose,
    subject: string,
    code: string,
    onRight: (tx: Db) => Promise<void> = async () => undefined,
  ): Promise<ConfirmCodeResult> {
    const { maxAttempts } = CODE_POLICIES[purpose];
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
      .where(ofSubject(purpose, subject))
      .orderBy(desc(codes.createdAt))
      .limit(1);
    const refused = (outcome: ConfirmCodeOutcome): ConfirmCodeResult => ({ outcome, guessed: false });
    const guessed = (outcome: ConfirmCodeOutcome): ConfirmCodeResult => ({ outcome, guessed: true });
    // No code, or the code was already used: either way a new one is needed.
    if (latest === undefined || latest.verifiedAt !== null) return refused('expired');
    if (latest.attempts >= maxAttempts) return refused('burnt');
    if (latest.consumedAt !== null || latest.expired) return refused('expired');

    if (!this.hashers[purpose].matches(latest.codeHash, subject, code)) {
      // Counted in SQL so parallel guesses cannot slip past the limit; the last one burns the code.
      const [counted] = await this.db
        .update(codes)
        .set({
          attempts: sql`${codes.attempts} + 1`,
          consumedAt: sql`case when ${codes.attempts} + 1 >= ${maxAttempts} then now() else null end`,
        })
        .where(and(eq(codes.id, latest.id), isNull(codes.consumedAt)))
        .returning({ attempts: codes.attempts });
      // Used, replaced or burnt by a parallel request meanwhile.
      if (counted === undefined) return refused('expired');
      return guessed(counted.attempts >= maxAttempts ? 'burnt' : 'wrong');
    }
    const used = await inTransaction(this.db, async (tx) => {
      const rows = await tx
        .update(codes)
        .set({ consumedAt: sql`now()`, verifiedAt: sql`now()` })
        .where(and(eq(codes.id, latest.id), isNull(codes.consumedAt), sql`${codes.expiresAt} > now()`))
        .returning({ id: codes.id });
      if (rows.length === 0) return false;
      await onRight(tx);
      return true;
    });
    return used ? guessed('verified') : refused('expired');
  }

  /** Whether a code proved this subject. */
  async isVerified(purpose: CodePurpose, subject: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: codes.id })
      .from(codes)
      .where(and(ofSubject(purpose, subject), isNotNull(codes.verifiedAt)))
      .limit(1);
    return rows.length > 0;
  }
}
