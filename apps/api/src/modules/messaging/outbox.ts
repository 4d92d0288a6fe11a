import type { OutboxEntry } from '@northgate/contracts';
import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  DELIVERY_POLICIES,
  type MessageKind,
  type MessagingConfig,
  type RetryPolicy,
} from '../../config/messaging-config.ts';
import type { Db } from '../../db/database.ts';
import { outboxMessages } from '../../db/schema.ts';

export type { OutboxEntry };
export type Channel = OutboxEntry['channel'];
export type MessageState = OutboxEntry['state'];

export interface OutgoingMessage {
  channel: Channel;
  recipient: string;
  subject: string | null;
  body: string;
  kind: MessageKind;
  /** Names the event: one message per event, however often the event's code runs. */
  idempotencyKey: string;
  /** When the message stops being worth sending (a code's expiry), if sooner than its kind's window. */
  endsAt?: Date;
}

export type RetryOutcome = { id: string; requeued: true } | { id: string; requeued: false; reason: string };

const messages = outboxMessages;

/**
 * The message outbox table: messages are queued on the caller's transaction (so a rolled-back
 * event queues nothing), read by the dev outbox and the admin command, queued again after a final
 * failure, and emptied after the retention period. Delivery is `OutboxWorker`.
 */
export class MessageOutbox {
  constructor(
    private readonly db: Db,
    private readonly policies: Readonly<Record<MessageKind, RetryPolicy>> = DELIVERY_POLICIES,
  ) {}

  /**
   * Queues a message on `tx`, the transaction of the event that causes it. A second call with
   * the same idempotency key queues nothing and answers with the first message's id.
   */
  async enqueue(tx: Db, message: OutgoingMessage): Promise<string> {
    const { endsAt, ...fields } = message;
    const window = sql`now() + make_interval(secs => ${this.policies[message.kind].keepTryingMs / 1000})`;
    const [inserted] = await tx
      .insert(messages)
      .values({ ...fields, giveUpAt: endsAt === undefined ? window : sql`least(${window}, ${endsAt})` })
      .onConflictDoNothing({ target: messages.idempotencyKey })
      .returning({ id: messages.id });
    if (inserted !== undefined) return inserted.id;
    const [existing] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.idempotencyKey, message.idempotencyKey));
    return (existing as { id: string }).id;
  }

  /** Drops messages not yet tried for good (a code replaced by a newer one); sending ones go on. */
  async cancelPending(tx: Db, idempotencyKeys: string[]): Promise<void> {
    if (idempotencyKeys.length === 0) return;
    await tx
      .delete(messages)
      .where(and(inArray(messages.idempotencyKey, idempotencyKeys), eq(messages.state, 'pending')));
  }

  async latest(limit = 50): Promise<OutboxEntry[]> {
    const rows = await this.db.select().from(messages).orderBy(desc(messages.createdAt)).limit(limit);
    return rows.map(toEntry);
  }

  /** Messages that ran out of tries, oldest first. */
  async failed(): Promise<OutboxEntry[]> {
    const rows = await this.db
      .select()
      .from(messages)
      .where(eq(messages.state, 'failed'))
      .orderBy(messages.createdAt);
    return rows.map(toEntry);
  }

  /**
   * Queues failed notices again for a fresh retry window. A message that is not failed, whose body
   * was already removed, or that carries a code (expired by now: the borrower asks for a new one)
   * stays as it is and says why.
   */
  async retry(ids: string[] | 'all-failed'): Promise<RetryOutcome[]> {
    const requeued = await this.db
      .update(messages)
      .set({
        state: 'pending',
        attempts: 0,
        nextAttemptAt: sql`now()`,
        giveUpAt: sql`now() + make_interval(secs => ${this.policies.notice.keepTryingMs / 1000})`,
        claimedBy: null,
        claimedUntil: null,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(messages.state, 'failed'),
          eq(messages.kind, 'notice'),
          isNull(messages.redactedAt),
          ids === 'all-failed' ? undefined : inArray(messages.id, ids),
        ),
      )
      .returning({ id: messages.id });
    const done = new Set(requeued.map((row) => row.id));
    const outcomes: RetryOutcome[] = requeued.map((row) => ({ id: row.id, requeued: true }));
    if (ids === 'all-failed') return outcomes;
    const others = ids.filter((id) => !done.has(id));
    const found =
      others.length === 0
        ? []
        : await this.db
            .select({
              id: messages.id,
              state: messages.state,
              kind: messages.kind,
              redactedAt: messages.redactedAt,
            })
            .from(messages)
            .where(inArray(messages.id, others));
    for (const id of others) {
      const row = found.find((candidate) => candidate.id === id);
      const reason =
        row === undefined
          ? 'no such message'
          : row.state !== 'failed'
            ? `it is ${row.state}, not failed`
            : row.redactedAt !== null
              ? 'its body was removed after the retention period'
              : row.kind !== 'notice'
                ? 'it carries a code that has expired (the borrower asks for a new one)'
                : 'it changed meanwhile';
      outcomes.push({ id, requeued: false, reason });
    }
    return outcomes;
  }

  /**
   * Empties the bodies of messages delivered or failed longer ago than their kind's retention.
   * Answers how many were emptied.
   */
  async redactExpired(retentionMinutes: MessagingConfig['retentionMinutes']): Promise<number> {
    const settledBefore = (kind: MessageKind) =>
      and(
        eq(messages.kind, kind),
        lt(messages.updatedAt, sql`now() - make_interval(mins => ${retentionMinutes[kind]})`),
      );
    const redacted = await this.db
      .update(messages)
      .set({ body: '', redactedAt: sql`now()` })
      .where(
        and(
          inArray(messages.state, ['sent', 'failed']),
          isNull(messages.redactedAt),
          or(settledBefore('one-time-code'), settledBefore('notice')),
        ),
      )
      .returning({ id: messages.id });
    return redacted.length;
  }
}

function toEntry(row: typeof messages.$inferSelect): OutboxEntry {
  return {
    id: row.id,
    channel: row.channel as Channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    state: row.state as MessageState,
    kind: row.kind as MessageKind,
    attempts: row.attempts,
    next_attempt_at: row.nextAttemptAt.toISOString(),
    give_up_at: row.giveUpAt.toISOString(),
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    redacted: row.redactedAt !== null,
  };
}
