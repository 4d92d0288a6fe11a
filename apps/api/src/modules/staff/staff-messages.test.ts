import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema.ts';
import { outboxHelpers } from '../../../test/helpers/outbox.ts';
import { caller, createStaff, staffToken } from '../../../test/helpers/pipeline.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

describe.each(databaseVariants())('failed messages in the back office on $name', ({ open }) => {
  const t = useTestApp(open);
  const call = caller(() => t.app);
  const outbox = outboxHelpers(() => t.database);

  it('lists failed messages without their bodies to admins, and queues one again', async () => {
    const admin = await staffToken(t.app, await createStaff(t.database, 'admin'));
    const id = await outbox.queue({
      subject: 'Your application NG-0000-0000: In review',
      body: 'Body 123456',
    });
    await t.database.db
      .update(outboxMessages)
      .set({ state: 'failed', attempts: 12, lastError: 'smtp 550' })
      .where(eq(outboxMessages.id, id));

    const listed = await call('GET', '/staff/api/v1/messages/failed', admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().messages).toContainEqual(
      expect.objectContaining({ id, attempts: 12, last_error: 'smtp 550', retryable: true }),
    );
    expect(listed.body).not.toContain('Body 123456');

    const retried = await call('POST', `/staff/api/v1/messages/${id}/retry`, admin);
    expect(retried.json()).toEqual({ id, requeued: true });
    expect((await outbox.row(id)).state).not.toBe('failed');
    const again = await call('POST', `/staff/api/v1/messages/${id}/retry`, admin);
    expect(again.statusCode).toBe(409);
    const unknown = await call(
      'POST',
      '/staff/api/v1/messages/00000000-0000-4000-8000-000000000000/retry',
      admin,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('shows admins the policy of each kind and every message in its state, codes never queued again', async () => {
    const admin = await staffToken(t.app, await createStaff(t.database, 'admin'));
    const waiting = await outbox.queue({ kind: 'one-time-code', body: 'Your code is 654321' });
    const given = await outbox.queue({ kind: 'one-time-code' });
    const sent = await outbox.queue();
    await t.database.db
      .update(outboxMessages)
      .set({ attempts: 9, lastError: 'ECONNREFUSED' })
      .where(eq(outboxMessages.id, waiting));
    await t.database.db
      .update(outboxMessages)
      .set({ state: 'failed', attempts: 30 })
      .where(eq(outboxMessages.id, given));
    await t.database.db.update(outboxMessages).set({ state: 'sent' }).where(eq(outboxMessages.id, sent));

    const res = await call('GET', '/staff/api/v1/messages', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().policies).toEqual([
      expect.objectContaining({ kind: 'one-time-code', until_code_expires: true }),
      expect.objectContaining({ kind: 'notice', until_code_expires: false, keep_trying_seconds: 86_400 }),
    ]);
    const stateOf = (id: string) =>
      (res.json().messages as { id: string; state: string }[]).find((m) => m.id === id)?.state;
    expect([stateOf(waiting), stateOf(given), stateOf(sent)]).toEqual([
      'waiting-to-retry',
      'given-up',
      'sent',
    ]);
    expect(res.body).not.toContain('654321');

    // A code given up has expired: it is listed, but not queued again.
    const failed = await call('GET', '/staff/api/v1/messages/failed', admin);
    expect(failed.json().messages).toContainEqual(expect.objectContaining({ id: given, retryable: false }));
    expect((await call('POST', `/staff/api/v1/messages/${given}/retry`, admin)).statusCode).toBe(409);
  });
});
