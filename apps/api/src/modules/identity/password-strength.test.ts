import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../messaging/outbox.ts';
import { createUser, freshIp, postJson, routes } from '../../../test/helpers/fixtures.ts';
import { newEmail, quizHarness } from '../../../test/helpers/short-quiz.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

const COMMON = 'password1234';
const COMMON_FEEDBACK = 'This is similar to a commonly used password. Add more words that are less common.';
// Strong for anyone else; weak for a Quillfeather, whose name a guesser tries first.
const OWN_NAME = 'Quillfeather2025!';
const OWN_NAME_FEEDBACK = /^Avoid your name and your email address\./;
const STRONG = 'Plum-harbor-violin-meadow-42';

function expectWeak(res: LightMyRequestResponse, field: string, msg: string | RegExp) {
  expect(res.statusCode, res.body).toBe(422);
  const [detail] = res.json().detail as { loc: string[]; msg: string; type: string }[];
  expect(detail?.loc).toEqual(['body', field]);
  expect(detail?.type).toBe('password_strength');
  expect(detail?.msg).toMatch(msg);
}

/** ADR 0012 (the hostile-client review): every endpoint that sets a password refuses a guessable one with zxcvbn's feedback. */
describe.each(databaseVariants())('password strength on $name', ({ open }) => {
  const t = useTestApp(open);
  const quiz = quizHarness({ app: () => t.app, database: () => t.database });

  it("create_account refuses a common password, and one made of the borrower's own name", async () => {
    const email = newEmail();
    const token = await quiz.verifiedGuest(email);
    const account = { email, first_name: 'Dana', last_name: 'Quillfeather' };
    expectWeak(
      await quiz.createAccount(token, { ...account, password: COMMON }),
      'password',
      COMMON_FEEDBACK,
    );
    expectWeak(
      await quiz.createAccount(token, { ...account, password: OWN_NAME }),
      'password',
      OWN_NAME_FEEDBACK,
    );

    // The same password is fine for someone of another name.
    const other = newEmail();
    const created = await quiz.createAccount(await quiz.verifiedGuest(other), {
      email: other,
      first_name: 'Grace',
      last_name: 'Hopper',
      password: OWN_NAME,
    });
    expect(created.statusCode, created.body).toBe(201);
  });

  describe('reset_password', () => {
    async function outboxCode(email: string): Promise<string> {
      const res = await t.app.inject({ url: routes.outboxJson });
      const [mail] = (res.json().messages as OutboxEntry[]).filter((m) => m.recipient === email);
      const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
      if (code === undefined) throw new Error('no code in the outbox');
      return code;
    }

    it('refuses a weak password before checking the code, costing neither the code nor the quota', async () => {
      const user = await createUser(t.database, { firstName: 'Dana', lastName: 'Quillfeather' });
      const ip = freshIp();
      expect((await postJson(t.app, routes.forgotPassword, { email: user.email }, { ip })).statusCode).toBe(
        200,
      );
      const code = await outboxCode(user.email);
      const reset = (new_password: string) =>
        postJson(t.app, routes.resetPassword, { email: user.email, code, new_password }, { ip });

      // More refusals than the address may make guesses (5 a quarter hour): none of them counted.
      for (let i = 0; i < 4; i += 1) expectWeak(await reset(COMMON), 'new_password', COMMON_FEEDBACK);
      // The owner's names are only known to be in play once the code is right.
      for (let i = 0; i < 3; i += 1) expectWeak(await reset(OWN_NAME), 'new_password', OWN_NAME_FEEDBACK);
      const done = await reset(STRONG);
      expect(done.statusCode, done.body).toBe(200);
      expect((await postJson(t.app, routes.login, { email: user.email, password: STRONG })).statusCode).toBe(
        200,
      );
    });

    it("a wrong code with the owner's name as password says only that the code is wrong", async () => {
      const user = await createUser(t.database, { firstName: 'Dana', lastName: 'Quillfeather' });
      const res = await postJson(t.app, routes.resetPassword, {
        email: user.email,
        code: '000000',
        new_password: OWN_NAME,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'The code is incorrect or has expired' });
    });
  });
});
