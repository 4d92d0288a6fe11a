import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { oneTimeCodes, outboxMessages } from '../../db/schema.ts';
import {
  createUser,
  freshIp,
  getWithToken,
  login,
  postJson,
  routes,
} from '../../../test/helpers/fixtures.ts';
import { newEmail, paths as quizPaths } from '../../../test/helpers/short-quiz.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

const base = '/personal_account/v1/personal_account';
const paths = { changeName: `${base}/change_name`, changeEmail: `${base}/change_email` } as const;
const emailInUse = 'This email cannot be used. Enter a different one.';

function put(app: FastifyInstance, url: string, token: string, body: unknown, ip?: string) {
  return app.inject({
    method: 'PUT',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    remoteAddress: ip ?? freshIp(),
  });
}

describe.each(databaseVariants())('profile edits on $name', ({ open }) => {
  const t = useTestApp(open);

  async function signedIn() {
    const user = await createUser(t.database);
    const { access_token } = await login(t.app, user);
    return { user, token: access_token };
  }

  async function mailTo(email: string) {
    return t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email))
      .orderBy(sql`${outboxMessages.createdAt} desc`);
  }

  async function codeFor(email: string): Promise<string> {
    const [mail] = await mailTo(email);
    const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
    if (code === undefined) throw new Error('no code mailed');
    return code;
  }

  const confirm = (token: string, email: string, code: string) =>
    postJson(t.app, quizPaths.confirm, { email, code }, { headers: { authorization: `Bearer ${token}` } });
  const userInfo = async (token: string) => (await getWithToken(t.app, routes.userInfo, token)).json();

  describe('change_name', () => {
    it('changes the name user_info shows at once', async () => {
      const { token } = await signedIn();
      const res = await put(t.app, paths.changeName, token, { first_name: ' Ada ', last_name: "O'Neil" });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect(await userInfo(token)).toMatchObject({ first_name: 'Ada', last_name: "O'Neil" });
    });

    it('validates with 422 details and needs a signed-in token', async () => {
      const { token } = await signedIn();
      const res = await put(t.app, paths.changeName, token, { first_name: '', last_name: 'x'.repeat(65) });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual([
        { loc: ['body', 'first_name'], msg: 'Value is required', type: expect.any(String) },
        { loc: ['body', 'last_name'], msg: 'The maximum length allowed is 64', type: expect.any(String) },
      ]);
      const guest = (await postJson(t.app, routes.fakeAuth, {})).json();
      expect(
        (await put(t.app, paths.changeName, guest.access_token, { first_name: 'A', last_name: 'B' }))
          .statusCode,
      ).toBe(401);
    });
  });

  describe('change_email then confirm_email', () => {
    it('keeps the old address until the code is confirmed, then signs in with the new one and tells the old', async () => {
      const { user, token } = await signedIn();
      const next = newEmail();
      const res = await put(t.app, paths.changeEmail, token, { email: next.toUpperCase() });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        sent_to: next,
        resend_after_seconds: 30,
        expires_in_seconds: 600,
        queued: false,
      });
      const code = await codeFor(next);

      // Not yet: the account still has, and signs in with, the old address.
      expect((await userInfo(token)).email).toBe(user.email);
      expect((await postJson(t.app, routes.login, { email: next, password: user.password })).statusCode).toBe(
        401,
      );

      const ok = await confirm(token, next, code);
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await userInfo(token)).email).toBe(next);
      expect((await postJson(t.app, routes.login, { email: next, password: user.password })).statusCode).toBe(
        200,
      );
      expect(
        (await postJson(t.app, routes.login, { email: user.email, password: user.password })).statusCode,
      ).toBe(401);

      const [notice] = await mailTo(user.email);
      expect(notice?.subject).toBe('The email on your Northgate account was changed');
      expect(notice?.body).toContain(next);
    });

    it('refuses an address another account uses without saying whose, and sends nothing', async () => {
      const other = await createUser(t.database);
      const { token } = await signedIn();
      const res = await put(t.app, paths.changeEmail, token, { email: other.email });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: emailInUse });
      expect(res.body).not.toContain(other.email);
      expect(await mailTo(other.email)).toHaveLength(0);
    });

    it("refuses the account's own address", async () => {
      const { user, token } = await signedIn();
      const res = await put(t.app, paths.changeEmail, token, { email: user.email });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'This is already the email on your account.' });
    });

    it('a code another session confirms does not change the account', async () => {
      const { user, token } = await signedIn();
      const next = newEmail();
      await put(t.app, paths.changeEmail, token, { email: next });
      const code = await codeFor(next);
      const intruder = await signedIn();
      expect((await confirm(intruder.token, next, code)).statusCode).toBe(400);
      expect((await userInfo(token)).email).toBe(user.email);
      expect((await userInfo(intruder.token)).email).toBe(intruder.user.email);
    });

    it('an address taken between the code and its confirmation is refused at confirm', async () => {
      const { user, token } = await signedIn();
      const next = newEmail();
      await put(t.app, paths.changeEmail, token, { email: next });
      const code = await codeFor(next);
      await createUser(t.database, { email: next });
      const res = await confirm(token, next, code);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: emailInUse });
      expect((await userInfo(token)).email).toBe(user.email);
    });

    it('a new code before 30 seconds is a 429 that costs nothing; 3 a quarter hour per account and address', async () => {
      const { token } = await signedIn();
      const ip = freshIp();
      const next = newEmail();
      expect((await put(t.app, paths.changeEmail, token, { email: next }, ip)).statusCode).toBe(200);
      const early = await put(t.app, paths.changeEmail, token, { email: next }, ip);
      expect(early.statusCode).toBe(429);
      expect(early.headers['retry-after']).toBeDefined();
      // Refused ones were not counted: two more codes, then the quarter-hour limit.
      for (let i = 0; i < 2; i += 1) {
        expect((await put(t.app, paths.changeEmail, token, { email: newEmail() }, ip)).statusCode).toBe(200);
      }
      const limited = await put(t.app, paths.changeEmail, token, { email: newEmail() }, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toMatch(/^Please wait \d+ minutes before asking for a new code\.$/);
    });

    it('an expired code is refused and leaves the address as it was', async () => {
      const { user, token } = await signedIn();
      const next = newEmail();
      await put(t.app, paths.changeEmail, token, { email: next });
      const code = await codeFor(next);
      await t.database.db
        .update(oneTimeCodes)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(oneTimeCodes.sentTo, next));
      const res = await confirm(token, next, code);
      expect(res.json()).toEqual({ error: 'That code has expired. Ask for a new one.' });
      expect((await userInfo(token)).email).toBe(user.email);
    });

    it('validates with 422 details', async () => {
      const { token } = await signedIn();
      const res = await put(t.app, paths.changeEmail, token, { email: 'not-an-email' });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual([
        { loc: ['body', 'email'], msg: 'Value is not a valid email address', type: expect.any(String) },
      ]);
    });
  });
});
