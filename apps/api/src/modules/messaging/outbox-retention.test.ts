import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadMessagingConfig } from '../../config/messaging-config.ts';
import { openPglite, type Database } from '../../db/database.ts';
import { outboxMessages } from '../../db/schema.ts';
import type { OutboxEntry } from './outbox.ts';
import { routes } from '../../../test/helpers/fixtures.ts';
import { outboxHelpers } from '../../../test/helpers/outbox.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

const MINUTES_PER_DAY = 24 * 60;

describe.each(databaseVariants())('message bodies after the retention period on $name', ({ open }) => {
  const t = useTestApp(open);
  const { outbox, queue, row, settledAgo } = outboxHelpers(() => t.database);

  it('production keeps codes 30 minutes and notices 30 days after delivery; local mode keeps codes a day', () => {
    expect(loadMessagingConfig({}, 'production').retentionMinutes).toEqual({
      'one-time-code': 30,
      notice: 30 * MINUTES_PER_DAY,
    });
    expect(loadMessagingConfig({}, 'local').retentionMinutes['one-time-code']).toBe(MINUTES_PER_DAY);
    const configured = loadMessagingConfig(
      { CODE_MESSAGE_RETENTION_MINUTES: '10', MESSAGE_RETENTION_DAYS: '7' },
      'production',
    );
    expect(configured.retentionMinutes).toEqual({ 'one-time-code': 10, notice: 7 * MINUTES_PER_DAY });
  });

  it('empties a code much sooner than a notice, and never a message still to be sent', async () => {
    const retention = { 'one-time-code': 30, notice: 30 * MINUTES_PER_DAY };
    const code = await queue({ kind: 'one-time-code', body: 'Your code is 123456' });
    const staffNotice = await queue({ kind: 'notice', body: 'New application: reference 42' });
    await t.app.outboxWorker.drain();
    const waiting = await queue({ kind: 'one-time-code', body: 'Your code is 654321' });

    // An hour later: the code is gone, the notice stays.
    for (const id of [code, staffNotice, waiting]) await settledAgo(id, 60);
    await outbox().redactExpired(retention);
    expect(await row(code)).toMatchObject({ state: 'sent', body: '', redactedAt: expect.any(Date) });
    expect(await row(staffNotice)).toMatchObject({ body: 'New application: reference 42', redactedAt: null });
    expect(await row(waiting)).toMatchObject({
      state: 'pending',
      body: 'Your code is 654321',
      redactedAt: null,
    });

    // A month and a day later, the notice is gone too.
    await settledAgo(staffNotice, 31 * MINUTES_PER_DAY);
    expect(await outbox().redactExpired(retention)).toBe(1);
    expect(await row(staffNotice)).toMatchObject({ body: '', redactedAt: expect.any(Date) });

    const listed = (await t.app.inject({ url: routes.outboxJson })).json().messages as OutboxEntry[];
    expect(listed.find((entry) => entry.id === code)).toMatchObject({
      body: '',
      redacted: true,
      state: 'sent',
    });
    const page = (await t.app.inject({ url: routes.outboxPage })).body;
    expect(page).toContain('(removed after the retention period)');
    expect(page).not.toContain('Your code is 123456');
  });

  it('cannot queue again a failed message whose body is gone', async () => {
    const id = await queue();
    await t.database.db
      .update(outboxMessages)
      .set({ state: 'failed', attempts: 12 })
      .where(eq(outboxMessages.id, id));
    await settledAgo(id, 31 * MINUTES_PER_DAY);
    await outbox().redactExpired({ 'one-time-code': 30, notice: 30 * MINUTES_PER_DAY });
    expect(await outbox().retry([id])).toEqual([
      { id, requeued: false, reason: 'its body was removed after the retention period' },
    ]);
    expect((await row(id)).state).toBe('failed');
  });
});

const run = promisify(execFile);

describe('the messages command as an admin runs it', () => {
  it('queues again a failed message of the configured database', async () => {
    // The embedded database of a data folder, as `npm start` leaves it (the server stopped).
    const dataDir = mkdtempSync(join(tmpdir(), 'api-messages-command-'));
    let database: Database = await openPglite(join(dataDir, 'pglite'));
    await database.migrate();
    const { queue } = outboxHelpers(() => database);
    const id = await queue({ recipient: 'staff-inbox@example.test' });
    await database.db.update(outboxMessages).set({ state: 'failed', attempts: 12, lastError: 'ECONNECTION' });
    await database.close();

    const command = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'scripts/messages.ts', ...args], {
        cwd: join(import.meta.dirname, '../../..'),
        env: { ...process.env, APP_ENV: 'local', DATA_DIR: dataDir, DATABASE_URL: '' },
      });
    // One run (each opens the embedded database: seconds); `failed`'s output is tested in-process.
    const retried = await command('retry', id);
    expect(retried.stdout).toContain(`${id}  queued again`);

    database = await openPglite(join(dataDir, 'pglite'));
    const { row } = outboxHelpers(() => database);
    expect(await row(id)).toMatchObject({ state: 'pending', attempts: 0 });
    await database.close();
  }, 120_000);
});
