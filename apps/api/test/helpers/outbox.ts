import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { MessageKind } from '../../src/config/messaging-config.ts';
import { inTransaction, type Database } from '../../src/db/database.ts';
import { outboxMessages } from '../../src/db/schema.ts';
import { MessageOutbox, type OutgoingMessage } from '../../src/modules/messaging/outbox.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** Queues and inspects outbox messages directly, as the services and the worker see them. */
export function outboxHelpers(database: () => Database) {
  const outbox = () => new MessageOutbox(database().db);

  /** Queues a message in a transaction of its own; answers its id. */
  async function queue(overrides: Partial<OutgoingMessage> & { kind?: MessageKind } = {}): Promise<string> {
    const tag = randomUUID();
    return inTransaction(database().db, (tx) =>
      outbox().enqueue(tx, {
        channel: 'email',
        recipient: `someone-${tag.slice(0, 8)}@example.test`,
        subject: `Test message ${tag}`,
        body: `Body of ${tag}`,
        kind: 'notice',
        idempotencyKey: `test:${tag}`,
        ...overrides,
      }),
    );
  }

  async function row(id: string): Promise<OutboxRow> {
    const [found] = await database().db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    if (found === undefined) throw new Error(`no outbox message ${id}`);
    return found;
  }

  /** As if the message's backoff had passed: due now. */
  async function makeDue(id: string): Promise<void> {
    await database()
      .db.update(outboxMessages)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outboxMessages.id, id));
  }

  /** As if the message had been settled (sent or failed) `minutes` ago. */
  async function settledAgo(id: string, minutes: number): Promise<void> {
    await database()
      .db.update(outboxMessages)
      .set({ updatedAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(outboxMessages.id, id));
  }

  return { outbox, queue, row, makeDue, settledAgo };
}
