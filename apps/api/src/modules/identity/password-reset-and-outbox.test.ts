import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/database.ts';
import { MessageOutbox, type OutboxEntry } from '../messaging/outbox.ts';
import {
  createUser,
  getWithToken,
  login,
  postJson,
  routes,
  type TestUser,
} from '../../../test/helpers/fixtures.ts';
import { startTestApp, useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

describe.each(databaseVariants())('forgot password and the dev outbox on $name', ({ open }) => {
  const t = useTestApp(open);

  async function outboxFor(email: string): Promise<OutboxEntry[]> {
    const res = await t.app.inject({ url: routes.outboxJson });
    expect(res.statusCode).toBe(200);
    return (res.json().messages as OutboxEntry[]).filter((m) => m.recipient === email);
  }

  async function requestCode(user: TestUser): Promise<string> {
    const res = await postJson(t.app, routes.forgotPassword, { email: user.email });
    expect(res.statusCode).toBe(200);
    const [mail] = await outboxFor(user.email);
    const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
    if (code === undefined) throw new Error('no code in the outbox');
    return code;
  }

  it('round trip: emailed code, new password, old password and old sessions dead', async () => {
    const user = await createUser(t.database);
    const before = await login(t.app, user);
    const code = await requestCode(user);
    const [mail] = await outboxFor(user.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your password reset code' });

    const newPassword = 'A-brand-new-passphrase-2025';
    const res = await postJson(t.app, routes.resetPassword, {
      email: user.email,
      code,
      new_password: newPassword,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your password has been changed. Please log in.' });

    expect(
      (await postJson(t.app, routes.login, { email: user.email, password: user.password })).statusCode,
    ).toBe(401);
    const after = await login(t.app, { email: user.email, password: newPassword });
    expect(after.token_type).toBe('lk');
    expect((await postJson(t.app, routes.refresh, { refresh_token: before.refresh_token })).statusCode).toBe(
      401,
    );
    expect((await getWithToken(t.app, routes.userInfo, before.access_token)).statusCode).toBe(401);

    // A code changes the password once.
    const again = await postJson(t.app, routes.resetPassword, {
      email: user.email,
      code,
      new_password: 'Yet-another-one-2025',
    });
    expect(again.statusCode).toBe(400);
  });

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const known = await createUser(t.database);
    const knownRes = await postJson(t.app, routes.forgotPassword, { email: known.email });
    const unknownRes = await postJson(t.app, routes.forgotPassword, { email: 'nobody-here@example.test' });
    expect(unknownRes.statusCode).toBe(200);
    expect(unknownRes.json()).toEqual(knownRes.json());
    expect(await outboxFor('nobody-here@example.test')).toHaveLength(0);
  });

  it('refuses a wrong code, and burns the code after five wrong guesses', async () => {
    const user = await createUser(t.database);
    const code = await requestCode(user);
    const wrong = code === '000000' ? '111111' : '000000';
    const newPassword = 'Guessing-is-not-allowed-1';
    for (let i = 0; i < 5; i += 1) {
      const res = await postJson(t.app, routes.resetPassword, {
        email: user.email,
        code: wrong,
        new_password: newPassword,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'The code is incorrect or has expired' });
    }
    const right = await postJson(t.app, routes.resetPassword, {
      email: user.email,
      code,
      new_password: newPassword,
    });
    expect(right.statusCode).toBe(400);
  });

  it('a new code replaces the previous one', async () => {
    const user = await createUser(t.database);
    const first = await requestCode(user);
    const second = await requestCode(user);
    const newPassword = 'Only-the-latest-code-1';
    if (first !== second) {
      const old = await postJson(t.app, routes.resetPassword, {
        email: user.email,
        code: first,
        new_password: newPassword,
      });
      expect(old.statusCode).toBe(400);
    }
    const latest = await postJson(t.app, routes.resetPassword, {
      email: user.email,
      code: second,
      new_password: newPassword,
    });
    expect(latest.statusCode).toBe(200);
  });

  it('validates the new password and the code format with the spec messages', async () => {
    const res = await postJson(t.app, routes.resetPassword, {
      email: 'dana@example.test',
      code: '12ab',
      new_password: 'short',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      { loc: ['body', 'code'], msg: 'The code must be 6 digits', type: 'regex' },
      {
        loc: ['body', 'new_password'],
        msg: 'This field should be at least 12 characters long',
        type: 'min_length',
      },
    ]);
  });

  it('shows captured messages on the /dev/outbox page, escaped', async () => {
    const user = await createUser(t.database);
    await requestCode(user);
    const res = await t.app.inject({ url: routes.outboxPage });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(user.email);
    expect(res.body).toContain('Your password reset code');
  });

  it('delivers text messages through the same outbox, showing state and tries', async () => {
    const outbox = new MessageOutbox(t.database.db);
    await inTransaction(t.database.db, (tx) =>
      outbox.enqueue(tx, {
        channel: 'sms',
        recipient: '+15550100177',
        subject: null,
        body: 'Your Northgate code is 424242',
        kind: 'one-time-code',
        idempotencyKey: 'test-sms:424242',
      }),
    );
    const smsTo = async () => {
      const res = await t.app.inject({ url: routes.outboxJson });
      return (res.json().messages as OutboxEntry[]).filter((m) => m.recipient === '+15550100177');
    };
    expect(await smsTo()).toMatchObject([{ channel: 'sms', state: 'pending', attempts: 0 }]);

    await t.app.outboxWorker.drain();
    const [message] = await smsTo();
    expect(message).toMatchObject({
      channel: 'sms',
      subject: null,
      body: 'Your Northgate code is 424242',
      state: 'sent',
      attempts: 1,
      last_error: null,
      redacted: false,
    });
    const page = await t.app.inject({ url: routes.outboxPage });
    expect(page.body).toMatch(/\+15550100177<\/td><td><\/td><td>sent<\/td><td>1<\/td>/);
  });

  it('has no dev outbox in production', async () => {
    const production = await startTestApp(t.database, { appEnv: 'production' });
    const json = await production.app.inject({ url: routes.outboxJson });
    const page = await production.app.inject({ url: routes.outboxPage });
    await production.app.close();
    expect(json.statusCode).toBe(404);
    expect(page.statusCode).toBe(404);
    expect(json.json()).toEqual({ error: 'Not found' });
  });
});
