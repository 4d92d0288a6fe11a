import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { emailVerificationCodes, users } from '../src/db/schema.ts';
import type { OutboxEntry } from '../src/services/messaging/outbox.ts';
import { createUser, freshIp, getWithToken, login, postJson, routes } from './helpers/fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { databaseVariants } from './helpers/test-database.ts';

const paths = {
  send: '/api/v1/short/send_email_verify',
  confirm: '/personal_account/v1/personal_account/confirm_email',
  create: '/api/v1/short/create_account',
} as const;

const texts = {
  accountExists: 'An account already uses this email. Log in to continue.',
  wrongCode: 'That code is not right. Check the email we sent and try again.',
  expired: 'That code has expired. Ask for a new one.',
  tooMany: 'Too many wrong codes. Ask for a new one.',
  verifyFirst: 'Verify your email before creating your account.',
  passwordIsEmail: 'Choose a password that is not your email address',
} as const;

const STAFF_EMAIL = 'staff@northgate-lending.test';
const PASSWORD = 'A-long-enough-passphrase-2025';

const newEmail = () => `quiz-${randomBytes(5).toString('hex')}@example.test`;
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe.each(databaseVariants())('short quiz: email code and account on $name', ({ open }) => {
  let database: Database;
  let t: TestApp;

  beforeAll(async () => {
    database = await open();
    t = await startTestApp(database);
  });

  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  async function guestToken(): Promise<string> {
    const res = await postJson(t.app, routes.fakeAuth, {});
    expect(res.statusCode).toBe(200);
    return (res.json() as { access_token: string }).access_token;
  }

  const sessionOf = (token: string) => decodeJwt(token).sid as string;

  async function outboxFor(recipient: string): Promise<OutboxEntry[]> {
    const res = await t.app.inject({ url: routes.outboxJson });
    expect(res.statusCode).toBe(200);
    return (res.json().messages as OutboxEntry[]).filter((m) => m.recipient === recipient);
  }

  /** The code in the newest verification email to `email`. */
  async function latestCode(email: string): Promise<string> {
    const [mail] = await outboxFor(email);
    const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
    if (code === undefined) throw new Error(`no code in the outbox for ${email}`);
    return code;
  }

  const send = (token: string, email: string) => postJson(t.app, paths.send, { email }, bearer(token));
  const confirm = (token: string, email: string, code: string) =>
    postJson(t.app, paths.confirm, { email, code }, bearer(token));

  async function sendCode(token: string, email: string): Promise<string> {
    const res = await send(token, email);
    expect(res.statusCode, res.body).toBe(200);
    return latestCode(email);
  }

  /** A code that is certainly not `code`. */
  const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  function expectError(res: LightMyRequestResponse, status: number, error: string) {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual({ error });
  }

  /** Backdates this session's codes for `email`, as if `seconds` had passed since they were sent. */
  async function backdate(token: string, email: string, seconds: number) {
    await database.db
      .update(emailVerificationCodes)
      .set({ createdAt: sql`${emailVerificationCodes.createdAt} - make_interval(secs => ${seconds})` })
      .where(
        and(eq(emailVerificationCodes.sessionId, sessionOf(token)), eq(emailVerificationCodes.email, email)),
      );
  }

  async function verifiedGuest(email: string): Promise<string> {
    const token = await guestToken();
    const code = await sendCode(token, email);
    expect((await confirm(token, email, code)).statusCode).toBe(200);
    return token;
  }

  const createAccount = (token: string, body: Record<string, unknown>) =>
    postJson(t.app, paths.create, body, bearer(token));

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
      expect(res.json()).toEqual({ success: true, resend_after_seconds: 30, expires_in_seconds: 600 });

      const [mail] = await outboxFor(email);
      expect(mail).toMatchObject({ channel: 'email', subject: 'Your Northgate verification code' });
      const code = await latestCode(email);
      expect(mail?.body).toContain('expires in 10 minutes');

      // Only a keyed hash is stored, tied to the guest session.
      const [row] = await database.db
        .select()
        .from(emailVerificationCodes)
        .where(eq(emailVerificationCodes.email, email));
      expect(row?.sessionId).toBe(sessionOf(token));
      expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.codeHash).not.toContain(code);
      expect(row?.verifiedAt).toBeNull();

      const ok = await confirm(token, email, ` ${code} `);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toEqual({ success: true });
      const [verified] = await database.db
        .select()
        .from(emailVerificationCodes)
        .where(eq(emailVerificationCodes.email, email));
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
      const [row] = await database.db
        .select({ attempts: emailVerificationCodes.attempts })
        .from(emailVerificationCodes)
        .where(eq(emailVerificationCodes.email, email));
      expect(row?.attempts).toBe(1);
      expect((await confirm(token, email, code)).statusCode).toBe(200);
    });

    it('an expired code is refused', async () => {
      const token = await guestToken();
      const email = newEmail();
      const code = await sendCode(token, email);
      await database.db
        .update(emailVerificationCodes)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(emailVerificationCodes.email, email));
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
      const user = await createUser(database);
      const res = await send(await guestToken(), user.email.toUpperCase());
      expectError(res, 409, texts.accountExists);
      expect(await outboxFor(user.email)).toHaveLength(0);
    });

    it('codes for one address are rate limited whatever the session', async () => {
      const email = newEmail();
      for (let i = 0; i < 5; i += 1) expect((await send(await guestToken(), email)).statusCode).toBe(200);
      const limited = await send(await guestToken(), email);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().error).toMatch(
        /^Please wait \d+ (seconds|minutes) before asking for a new code\.$/,
      );
      expect(await outboxFor(email)).toHaveLength(5);
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
      const { access_token } = await login(t.app, await createUser(database));
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

  describe('create_account', () => {
    const answers = {
      personalDetails: {
        firstName: 'Grace',
        lastName: 'Hopper',
        state: 'TX',
        borrowerRole: 'investor',
        dateOfBirth: '1980-01-02',
      },
      creditScore: { creditScoreRange: '720-739', softPullConsent: true },
      assetsSelect: { assetTypes: ['investmentRealEstate', 'cashAndBank'] },
      requestLoan: { loanProgram: 'fixAndFlip', loanAmountRequested: 350000 },
      ssn: '123-45-6789',
      coBorrowerSSN: '987654321',
      ssnOrItin: '900-70-1234',
      borrower_dob: '1975-05-06',
      einNumber: '12-3456789',
      taxId: '55-5555555',
      password: PASSWORD,
      notes: 'Line one\nSSN: 111-22-3333 is not here',
    };

    it('needs a guest token', async () => {
      const body = { email: newEmail(), password: PASSWORD, first_name: 'A', last_name: 'B' };
      expect((await postJson(t.app, paths.create, body)).statusCode).toBe(401);
      const { access_token } = await login(t.app, await createUser(database));
      expect((await createAccount(access_token, body)).statusCode).toBe(401);
    });

    it('is refused until this session verified the email', async () => {
      const email = newEmail();
      const token = await guestToken();
      const body = { email, password: PASSWORD, first_name: 'Grace', last_name: 'Hopper' };
      expectError(await createAccount(token, body), 400, texts.verifyFirst);

      // A code sent but not confirmed is not enough; nor is another session's verification.
      await sendCode(token, email);
      expectError(await createAccount(token, body), 400, texts.verifyFirst);
      await verifiedGuest(email);
      expectError(await createAccount(token, body), 400, texts.verifyFirst);
      expect(await database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    });

    it('refuses a password equal to the email, or too short, with 422 details', async () => {
      const email = newEmail();
      const token = await verifiedGuest(email);
      const same = await createAccount(token, {
        email,
        password: email.toUpperCase(),
        first_name: 'Grace',
        last_name: 'Hopper',
      });
      expect(same.statusCode).toBe(422);
      expect(same.json()).toEqual({
        detail: [{ loc: ['body', 'password'], msg: texts.passwordIsEmail, type: 'partial_check' }],
      });
      const short = await createAccount(token, {
        email,
        password: 'short-pass',
        first_name: 'Grace',
        last_name: 'Hopper',
      });
      expect(short.statusCode).toBe(422);
      expect(short.json().detail[0]).toMatchObject({
        loc: ['body', 'password'],
        msg: 'This field should be at least 12 characters long',
      });
      const phone = await createAccount(token, {
        email,
        password: PASSWORD,
        first_name: 'Grace',
        last_name: 'Hopper',
        mobile_phone: '12345678',
      });
      expect(phone.statusCode).toBe(422);
      expect(phone.json().detail[0]).toMatchObject({ loc: ['body', 'mobile_phone'] });
    });

    it('after verification: creates the account, signs in, moves drafts and tells staff without SSN or DOB', async () => {
      const email = newEmail();
      const token = await verifiedGuest(email);
      const draft = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/drafts/shortQuiz/steps/personalDetails',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({
          values: {
            firstName: 'Grace',
            lastName: 'Hopper',
            email,
            mobilePhone: '',
            state: 'TX',
            borrowerRole: '',
          },
          complete: true,
        }),
        remoteAddress: freshIp(),
      });
      expect(draft.statusCode, draft.body).toBe(200);

      const res = await createAccount(token, {
        email: email.toUpperCase(),
        password: PASSWORD,
        first_name: ' Grace ',
        last_name: 'Hopper',
        mobile_phone: '(555) 010-0199',
        answers,
      });
      expect(res.statusCode, res.body).toBe(201);
      const tokens = res.json();
      expect(tokens).toEqual({
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        token_type: 'lk',
        expires_in: 900,
      });

      const info = await getWithToken(t.app, routes.userInfo, tokens.access_token);
      expect(info.statusCode).toBe(200);
      expect(info.json()).toEqual({
        first_name: 'Grace',
        last_name: 'Hopper',
        email,
        cell_phone: '(555) 010-0199',
        status: 1,
      });
      const [user] = await database.db.select().from(users).where(eq(users.email, email));
      expect(user?.cellPhone).toBe('+15550100199');
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
      expect((await login(t.app, { email, password: PASSWORD })).token_type).toBe('lk');
      expect(
        (await postJson(t.app, routes.refresh, { refresh_token: tokens.refresh_token })).statusCode,
      ).toBe(200);

      // The guest's draft now belongs to the account.
      const moved = await t.app.inject({ url: '/api/v1/drafts/shortQuiz', ...bearer(tokens.access_token) });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().completedSteps).toContain('personalDetails');

      const [notice] = await outboxFor(STAFF_EMAIL).then((mails) =>
        mails.filter((mail) => mail.body.includes(`Email: ${email}`)),
      );
      expect(notice?.subject).toBe('New short-quiz lead: Grace Hopper');
      const lines = notice?.body.split('\n') ?? [];
      expect(lines).toEqual(
        expect.arrayContaining([
          'Name: Grace Hopper',
          `Email: ${email}`,
          'Phone: +15550100199',
          'State: TX',
          'Role: investor',
          'Credit score / Credit score range: 720-739',
          'Credit score / Soft pull consent: Yes',
          'Assets select / Asset types: investmentRealEstate, cashAndBank',
          'Request loan / Loan amount requested: 350000',
          'Notes: Line one SSN: [removed] is not here',
        ]),
      );
      const body = notice?.body ?? '';
      for (const secret of [
        '111-22-3333',
        '123-45-6789',
        '987654321',
        '900-70-1234',
        '1980-01-02',
        '1975-05-06',
        '12-3456789',
        '55-5555555',
        PASSWORD,
      ]) {
        expect(body).not.toContain(secret);
      }
      expect(body).not.toMatch(/^(ssn|dob|date of birth|co borrower ssn|ein|tax id|password)/im);

      // The same guest cannot create it twice.
      expectError(
        await createAccount(token, { email, password: PASSWORD, first_name: 'G', last_name: 'H' }),
        409,
        texts.accountExists,
      );
    });

    it('answers 409 when the email got an account after it was verified', async () => {
      const email = newEmail();
      const token = await verifiedGuest(email);
      await createUser(database, { email });
      expectError(
        await createAccount(token, { email, password: PASSWORD, first_name: 'Grace', last_name: 'Hopper' }),
        409,
        texts.accountExists,
      );
    });

    it('accepts a blank phone and no answers', async () => {
      const email = newEmail();
      const token = await verifiedGuest(email);
      const res = await createAccount(token, {
        email,
        password: PASSWORD,
        first_name: 'Grace',
        last_name: 'Hopper',
        mobile_phone: '',
      });
      expect(res.statusCode, res.body).toBe(201);
      const info = await getWithToken(t.app, routes.userInfo, res.json().access_token);
      expect(info.json()).toMatchObject({ email, cell_phone: '' });
      const [notice] = (await outboxFor(STAFF_EMAIL)).filter((mail) => mail.body.includes(`Email: ${email}`));
      expect(notice?.body).toContain('Phone: (not given)');
      expect(notice?.body).toContain('State: (not given)');
    });
  });

  describe('hostile bodies with a valid guest token', () => {
    const deep = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
    const payloads = [
      '',
      'null',
      '[1,2,3]',
      '"hello"',
      '1e400',
      '{"email":1e400,"code":12345678901234567890,"password":-0}',
      '{"email":{"$ne":null},"code":["1"],"password":{"a":1},"first_name":[],"answers":[1]}',
      deep(5000),
      '{"__proto__":{"admin":true},"email":"a@b.test"}',
      '{"constructor":{"prototype":{"admin":true}},"email":"a@b.test","code":"123456"}',
      JSON.stringify({ email: `${'a'.repeat(100_000)}@x.test`, code: '1'.repeat(100_000) }),
      '{"email":"\\u0000\\u202e@x.test","code":"\\ud800"}',
      '{"email":"a@b.test",',
    ];
    // Well-formed but hostile create_account bodies (for the code endpoints they would be fine requests).
    const createPayloads = [
      JSON.stringify({
        email: 'a@b.test',
        password: 'p'.repeat(200),
        first_name: 'A',
        last_name: 'B',
        mobile_phone: 42,
        answers: { a: { b: { c: { d: { e: { f: 1 } } } } } },
      }),
      JSON.stringify({
        email: 'a@b.test',
        password: PASSWORD,
        first_name: 'A',
        last_name: 'B',
        answers: { big: Array.from({ length: 1000 }, (_, i) => i) },
      }),
      `{"email":"a@b.test","password":"${PASSWORD}","first_name":"A","last_name":"B","answers":{"n":1e400}}`,
      JSON.stringify({
        email: 'a@b.test',
        password: PASSWORD,
        first_name: 'A',
        last_name: 'B',
        answers: { long: 'x'.repeat(10_000) },
      }),
      JSON.stringify({
        email: 'a@b.test',
        password: PASSWORD,
        first_name: 'A',
        last_name: 'B',
        answers: 'yes',
      }),
    ];

    it('answer 4xx in one of the two error shapes, never 5xx', async () => {
      const token = await guestToken();
      for (const url of Object.values(paths)) {
        const forUrl = url === paths.create ? [...payloads, ...createPayloads] : payloads;
        for (const [index, payload] of forUrl.entries()) {
          for (const contentType of ['application/json', 'text/plain']) {
            const res = await t.app.inject({
              method: 'POST',
              url,
              headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
              payload,
              remoteAddress: freshIp(),
            });
            const label = `${url} <- #${index} (${contentType})`;
            expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
            expect(res.statusCode, label).toBeLessThan(500);
            const answer = res.json();
            const shaped =
              typeof answer.error === 'string' || (res.statusCode === 422 && Array.isArray(answer.detail));
            expect(shaped, `${label}: ${res.body.slice(0, 200)}`).toBe(true);
          }
        }
      }
    });
  });
});
