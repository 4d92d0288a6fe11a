import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../../db/schema.ts';
import { createUser, freshIp, login, postJson } from '../../../test/helpers/fixtures.ts';
import { bearer, newEmail, paths, quizHarness, texts } from '../../../test/helpers/short-quiz.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

describe.each(databaseVariants())('short quiz: email codes on $name', ({ open }) => {
  const t = useTestApp(open);
  const {
    guestToken,
    sessionOf,
    outboxFor,
    latestCode,
    send,
    confirm,
    sendCode,
    otherThan,
    expectError,
    backdate,
  } = quizHarness({ app: () => t.app, database: () => t.database });

  describe('send_email_verify and confirm_email', () => {
    it('need a guest or signed-in token', async () => {
      for (const [url, body] of [
        [paths.send, { email: newEmail() }],
        [paths.confirm, { email: newEmail(), code: '123456' }],
      ] as const) {
        const res = await postJson(t.app, url, body);
        expectError(res, 401, 'Not authenticated');
        expect(res.headers['www-authenticate']).toBe('Bearer');
        expect((await postJson(t.app, url, body, bearer('not-a-token'))).statusCode).toBe(401);
      }
    });

    it('round trip: the emailed code verifies the email for this session, once', async () => {
      const token = await guestToken();
      const email = newEmail();
      const res = await send(token, email.toUpperCase());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        resend_after_seconds: 30,
        expires_in_seconds: 600,
        queued: false,
      });

      // Tried at once, within the request: already delivered when the answer comes.
      const [mail] = await outboxFor(email);
      expect(mail).toMatchObject({
        channel: 'email',
        subject: 'Your Northgate verification code',
        state: 'sent',
        attempts: 1,
      });
      const code = await latestCode(email);
      expect(mail?.body).toContain('expires in 10 minutes');

      // Only a keyed hash is stored, tied to the guest session.
      const [row] = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.sentTo, email));
      expect(row?.sessionId).toBe(sessionOf(token));
      expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.codeHash).not.toContain(code);
      expect(row?.verifiedAt).toBeNull();

      const ok = await confirm(token, email, ` ${code} `);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toEqual({ success: true });
      const [verified] = await t.database.db
        .select()
        .from(oneTimeCodes)
        .where(eq(oneTimeCodes.sentTo, email));
      expect(verified?.verifiedAt).toBeInstanceOf(Date);

      // Single use.
      expectError(await confirm(token, email, code), 400, texts.expired);
    });

    it('a code works only for the session that asked for it', async () => {
      const email = newEmail();
      const code = await sendCode(await guestToken(), email);
      expectError(await confirm(await guestToken(), email, code), 400, texts.expired);
    });

    it('a wrong code is refused and counted; the right one still works afterwards', async () => {
      const token = await guestToken();
      const email = newEmail();
      const code = await sendCode(token, email);
      expectError(await confirm(token, email, otherThan(code)), 400, texts.wrongCode);
      const [row] = await t.database.db
        .select({ attempts: oneTimeCodes.attempts })
        .from(oneTimeCodes)
        .where(eq(oneTimeCodes.sentTo, email));
      expect(row?.attempts).toBe(1);
      expect((await confirm(token, email, code)).statusCode).toBe(200);
    });

    it('an expired code is refused', async () => {
      const token = await guestToken();
      const email = newEmail();
      const code = await sendCode(token, email);
      await t.database.db
        .update(oneTimeCodes)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(oneTimeCodes.sentTo, email));
      expectError(await confirm(token, email, code), 400, texts.expired);
    });

    it('the fifth wrong code burns the code, even for the right one; a new code works', async () => {
      const token = await guestToken();
      const email = newEmail();
      const code = await sendCode(token, email);
      const wrong = otherThan(code);
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expectError(await confirm(token, email, wrong), 400, texts.wrongCode);
      }
      expectError(await confirm(token, email, wrong), 400, texts.tooMany);
      expectError(await confirm(token, email, code), 400, texts.tooMany);

      await backdate(token, email, 31);
      const fresh = await sendCode(token, email);
      expect((await confirm(token, email, fresh)).statusCode).toBe(200);
    });

    it('a new code before 30 seconds is a 429 with Retry-After; after, it replaces the old one', async () => {
      const token = await guestToken();
      const email = newEmail();
      const first = await sendCode(token, email);

      const early = await send(token, email);
      expect(early.statusCode).toBe(429);
      const retryAfter = Number(early.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(30);
      expect(early.json()).toEqual({
        error: `Please wait ${retryAfter} seconds before asking for a new code.`,
      });
      expect(await outboxFor(email)).toHaveLength(1);

      await backdate(token, email, 31);
      const later = await send(token, email);
      expect(later.statusCode, later.body).toBe(200);
      expect(await outboxFor(email)).toHaveLength(2);
      const second = await latestCode(email);

      // The new code replaced the earlier one, which is now just a wrong code (unless the two are equal).
      if (second !== first) expectError(await confirm(token, email, first), 400, texts.wrongCode);
      expect((await confirm(token, email, second)).statusCode).toBe(200);
    });

    it('an email that has an account gets a 409 that says only that, and no mail', async () => {
      const user = await createUser(t.database);
      const res = await send(await guestToken(), user.email.toUpperCase());
      expectError(res, 409, texts.accountExists);
      expect(await outboxFor(user.email)).toHaveLength(0);
    });

    it('codes for one inbox are limited whatever the session: 3 a quarter hour per address, 20 an hour', async () => {
      const email = newEmail();
      const sendFrom = async (ip: string) =>
        postJson(t.app, paths.send, { email }, { ...bearer(await guestToken()), ip });
      const ip = freshIp();
      for (let i = 0; i < 3; i += 1) expect((await sendFrom(ip)).statusCode).toBe(200);
      expect((await sendFrom(ip)).statusCode).toBe(429);
      for (let i = 0; i < 17; i += 1) expect((await sendFrom(freshIp())).statusCode).toBe(200);
      const limited = await sendFrom(freshIp());
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(15 * 60);
      expect(limited.json().error).toMatch(/^Please wait \d+ minutes before asking for a new code\.$/);
      expect(await outboxFor(email)).toHaveLength(20);
    });

    it('sending is rate limited per client address', async () => {
      const token = await guestToken();
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const res = await postJson(t.app, paths.send, { email: newEmail() }, { ...bearer(token), ip });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    });

    it('a signed-in borrower may verify another address', async () => {
      const { access_token } = await login(t.app, await createUser(t.database));
      const email = newEmail();
      const code = await sendCode(access_token, email);
      expect((await confirm(access_token, email, code)).statusCode).toBe(200);
    });

    it('validates the body with 422 details', async () => {
      const token = await guestToken();
      const bad = await postJson(t.app, paths.send, { email: 'not-an-email' }, bearer(token));
      expect(bad.statusCode).toBe(422);
      expect(bad.json().detail[0]).toMatchObject({
        loc: ['body', 'email'],
        msg: 'Value is not a valid email address',
      });
      const code = await postJson(t.app, paths.confirm, { email: newEmail(), code: '12345' }, bearer(token));
      expect(code.statusCode).toBe(422);
      expect(code.json().detail[0]).toMatchObject({
        loc: ['body', 'code'],
        msg: 'The code must be 6 digits',
      });
    });
  });
});
