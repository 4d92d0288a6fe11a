import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema.ts';
import { runMessagesCommand } from './messages-command.ts';
import { outboxHelpers } from '../../../test/helpers/outbox.ts';
import { SmtpStandIn } from '../../../test/helpers/smtp-stand-in.ts';
import { testMessaging, useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

const notice = { baseDelayMs: 4_000, maxDelayMs: 60_000, keepTryingMs: 60 * 60_000 };
/** Tries before `failForGood` lets the window end. */
const TRIES = 3;

describe.each(databaseVariants())('outbox retries, final failure and the command on $name', ({ open }) => {
  const smtp = new SmtpStandIn();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const t = useTestApp(open, () => ({
    smtpUrl: smtp.url,
    messaging: testMessaging({ retry: { notice, 'one-time-code': notice } }),
  }));

  const { outbox, queue, row, makeDue } = outboxHelpers(() => t.database);
  const deliveredTo = (recipient: string) => smtp.received.filter((mail) => mail.to.includes(recipient));

  async function command(...args: string[]): Promise<{ code: number; output: string }> {
    const lines: string[] = [];
    const code = await runMessagesCommand(args, outbox(), (line) => lines.push(line));
    return { code, output: lines.join('\n') };
  }

  /**
   * Tries `id` until it fails for good (the backoff skipped each time, the window ending before the
   * last try, so the next one would fall after it); SMTP must be down.
   */
  async function failForGood(id: string): Promise<void> {
    for (let tries = 0; tries < TRIES; tries += 1) {
      if (tries === TRIES - 1) await endWindowSoon(id);
      await makeDue(id);
      await t.app.outboxWorker.drain();
    }
    expect((await row(id)).state).toBe('failed');
  }

  it('waits an exponentially growing, jittered time between tries', async () => {
    await smtp.stop();
    try {
      const id = await queue();
      expect(await t.app.outboxWorker.drain()).toBe(1);
      const waitMs = async () => {
        const [{ ms }] = (await t.database.db
          .select({ ms: sql<number>`extract(epoch from ${outboxMessages.nextAttemptAt} - now()) * 1000` })
          .from(outboxMessages)
          .where(eq(outboxMessages.id, id))) as [{ ms: number }];
        return Number(ms);
      };
      expect(await row(id)).toMatchObject({ state: 'pending', attempts: 1, claimedBy: null });
      // First wait: between half of the base delay and all of it.
      const first = await waitMs();
      expect(first).toBeGreaterThan(notice.baseDelayMs / 2 - 1_000);
      expect(first).toBeLessThanOrEqual(notice.baseDelayMs);
      // Not due yet: a pass leaves it alone.
      expect(await t.app.outboxWorker.drain()).toBe(0);

      await makeDue(id);
      await t.app.outboxWorker.drain();
      // Second wait: the ceiling doubled.
      const second = await waitMs();
      expect(second).toBeGreaterThan(notice.baseDelayMs - 1_000);
      expect(second).toBeLessThanOrEqual(2 * notice.baseDelayMs);
      expect((await row(id)).attempts).toBe(2);
    } finally {
      await smtp.start();
    }
  });

  async function endWindowSoon(id: string): Promise<void> {
    await t.database.db
      .update(outboxMessages)
      .set({ giveUpAt: sql`now() + interval '1 second'` })
      .where(eq(outboxMessages.id, id));
  }

  it('keeps retrying within its window, however many tries that takes', async () => {
    await smtp.stop();
    try {
      const id = await queue({ recipient: 'many-tries@example.test' });
      for (let tries = 0; tries < 8; tries += 1) {
        await makeDue(id);
        await t.app.outboxWorker.drain();
      }
      expect(await row(id)).toMatchObject({ state: 'pending', attempts: 8 });
    } finally {
      await smtp.start();
    }
  });

  it('fails for good when its window ends, with a short error that names no one, and tries no more', async () => {
    await smtp.stop();
    try {
      const id = await queue({ recipient: 'dana.failing@example.test' });
      await failForGood(id);
      const failed = await row(id);
      expect(failed).toMatchObject({ attempts: 3, claimedBy: null, sentAt: null });
      expect(failed.lastError).toMatch(/^[A-Z]+/);
      expect(failed.lastError).not.toContain('dana');
      await makeDue(id);
      expect(await t.app.outboxWorker.drain()).toBe(0);
      expect((await row(id)).attempts).toBe(3);
    } finally {
      await smtp.start();
    }
    const listed = await command('failed');
    expect(listed.code).toBe(0);
    expect(listed.output).toMatch(
      /dana\.failing@example\.test "Test message [^"]+"\s+tries: 3\s+last error: [A-Z]/,
    );
  });

  it('sends a failed message after the command queues it again, once', async () => {
    await smtp.stop();
    let id: string;
    try {
      id = await queue({ recipient: 'retry.me@example.test' });
      await failForGood(id);
    } finally {
      await smtp.start();
    }
    expect((await command('failed')).output).toContain(id);

    const retried = await command('retry', id);
    expect(retried).toEqual({ code: 0, output: expect.stringContaining(`${id}  queued again`) });
    expect(await row(id)).toMatchObject({ state: 'pending', attempts: 0 });
    // A fresh window: a day from now.
    expect((await row(id)).giveUpAt.getTime()).toBeGreaterThan(Date.now() + 23 * 60 * 60_000);
    await t.app.outboxWorker.drain();
    expect(await row(id)).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
    expect(deliveredTo('retry.me@example.test')).toHaveLength(1);
    expect((await command('failed')).output).not.toContain(id);

    // Only failed messages are queued again.
    const again = await command('retry', id, '00000000-0000-4000-8000-000000000000');
    expect(again.code).toBe(1);
    expect(again.output).toContain(`${id}  not queued: it is sent, not failed`);
    expect(again.output).toContain('00000000-0000-4000-8000-000000000000  not queued: no such message');
    expect((await command('retry', '--bogus')).code).toBe(2);
    await t.app.outboxWorker.drain();
    expect(deliveredTo('retry.me@example.test')).toHaveLength(1);
  });

  it('queues every failed message again with --all-failed', async () => {
    await smtp.stop();
    const ids: string[] = [];
    try {
      for (const n of [1, 2]) ids.push(await queue({ recipient: `all-failed-${n}@example.test` }));
      for (const id of ids) await failForGood(id);
    } finally {
      await smtp.start();
    }
    const retried = await command('retry', '--all-failed');
    expect(retried.code).toBe(0);
    for (const id of ids) expect(retried.output).toContain(`${id}  queued again`);
    await t.app.outboxWorker.drain();
    for (const id of ids) expect((await row(id)).state).toBe('sent');
    expect(await command('failed')).toEqual({ code: 0, output: 'No failed messages.' });
  });

  it('queues one message per event, however often the event is reported', async () => {
    const first = await queue({
      idempotencyKey: 'application-submitted:same-event:staff',
      recipient: 'once@example.test',
    });
    const second = await queue({
      idempotencyKey: 'application-submitted:same-event:staff',
      recipient: 'once@example.test',
    });
    expect(second).toBe(first);
    await t.app.outboxWorker.drain();
    await t.app.outboxWorker.drain();
    expect(deliveredTo('once@example.test')).toHaveLength(1);
  });

  it("leaves a message another process is sending alone until that process's lease runs out", async () => {
    const id = await queue({ recipient: 'leased@example.test' });
    const claim = (until: string) =>
      t.database.db
        .update(outboxMessages)
        .set({
          state: 'sending',
          attempts: 1,
          claimedBy: 'a-process-that-died',
          claimedUntil: sql.raw(until),
        })
        .where(eq(outboxMessages.id, id));
    // Other tests' messages may fall due meanwhile on a slow machine: only this one is watched.
    await claim(`now() + interval '1 minute'`);
    await t.app.outboxWorker.drain();
    expect(await row(id)).toMatchObject({ state: 'sending', claimedBy: 'a-process-that-died' });
    expect(deliveredTo('leased@example.test')).toHaveLength(0);

    await claim(`now() - interval '1 second'`);
    await t.app.outboxWorker.drain();
    expect(await row(id)).toMatchObject({ state: 'sent', attempts: 2, claimedBy: null });
    expect(deliveredTo('leased@example.test')).toHaveLength(1);
  });

  it('gives up on a message whose try was interrupted after its window ended, without sending it', async () => {
    const id = await queue({ recipient: 'interrupted@example.test' });
    await t.database.db
      .update(outboxMessages)
      .set({
        state: 'sending',
        attempts: 4,
        giveUpAt: sql`now() - interval '1 second'`,
        claimedBy: 'a-process-that-died',
        claimedUntil: sql`now() - interval '1 second'`,
      })
      .where(eq(outboxMessages.id, id));
    await t.app.outboxWorker.drain();
    expect(await row(id)).toMatchObject({ state: 'failed', lastError: 'not sent within its window' });
    expect(deliveredTo('interrupted@example.test')).toHaveLength(0);
  });
});
