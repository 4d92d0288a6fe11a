import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, openPostgres, type Database } from '../../db/database.ts';
import { outboxMessages } from '../../db/schema.ts';
import { MessageOutbox } from './outbox.ts';
import { SmtpStandIn } from '../../../test/helpers/smtp-stand-in.ts';
import { startTestApp } from '../../../test/helpers/test-app.ts';
import { createScratchPostgres, databaseVariants, postgresUrl } from '../../../test/helpers/test-database.ts';

const MESSAGES = 100;

/**
 * Two API instances deliver one outbox. On PostgreSQL each has its own connection pool, as two
 * processes would; PGlite has one connection, so there the two share it.
 */
async function openTwo(name: 'pglite' | 'postgres', open: () => Promise<Database>) {
  if (name === 'pglite') {
    const shared = await open();
    return { first: shared, second: shared, close: () => shared.close() };
  }
  const scratch = await createScratchPostgres(postgresUrl as string, { migrated: true });
  const first = await openPostgres(scratch.url, { max: 4 });
  const second = await openPostgres(scratch.url, { max: 4 });
  return {
    first,
    second,
    async close() {
      await first.close();
      await second.close();
      await scratch.drop();
    },
  };
}

describe.each(databaseVariants())('two API instances on one $name database', ({ name, open }) => {
  const smtp = new SmtpStandIn();
  let databases: Awaited<ReturnType<typeof openTwo>>;
  let apps: FastifyInstance[] = [];

  beforeAll(async () => {
    databases = await openTwo(name, open);
    await smtp.start();
    apps = await Promise.all(
      [databases.first, databases.second].map(
        async (database) => (await startTestApp(database, { smtpUrl: smtp.url })).app,
      ),
    );
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await smtp.stop();
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed
    await databases?.close();
  });

  it(`deliver ${MESSAGES} queued messages exactly once between them`, async () => {
    const outbox = new MessageOutbox(databases.first.db);
    const ids = await inTransaction(databases.first.db, async (tx) => {
      const queued: string[] = [];
      for (let n = 0; n < MESSAGES; n += 1) {
        queued.push(
          await outbox.enqueue(tx, {
            channel: 'email',
            recipient: `borrower-${n}@example.test`,
            subject: `Message ${n}`,
            body: `Message number ${n}`,
            kind: 'notice',
            idempotencyKey: `two-instances:${n}`,
          }),
        );
      }
      return queued;
    });

    const [first, second] = await Promise.all(apps.map((app) => app.outboxWorker.drain()));
    expect((first ?? 0) + (second ?? 0)).toBe(MESSAGES);
    if (name === 'postgres') {
      // Both processes took a share of the work.
      expect(first).toBeGreaterThan(0);
      expect(second).toBeGreaterThan(0);
    }

    expect(smtp.received).toHaveLength(MESSAGES);
    const subjects = smtp.received.map((mail) => mail.subject).sort();
    expect(new Set(subjects).size).toBe(MESSAGES);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(MESSAGES);
    const rows = await databases.second.db
      .select({ state: outboxMessages.state, attempts: outboxMessages.attempts })
      .from(outboxMessages)
      .where(inArray(outboxMessages.id, ids));
    expect(rows).toHaveLength(MESSAGES);
    expect(rows.every((row) => row.state === 'sent' && row.attempts === 1)).toBe(true);

    // Nothing is left for either of them.
    expect(await Promise.all(apps.map((app) => app.outboxWorker.drain()))).toEqual([0, 0]);
    expect(smtp.received).toHaveLength(MESSAGES);
  });
});
