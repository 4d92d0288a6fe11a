import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import {
  createUser,
  freshIp,
  getWithToken,
  login,
  postJson,
  routes,
} from '../../../test/helpers/fixtures.ts';
import {
  bearer,
  newEmail,
  PASSWORD,
  paths,
  quizHarness,
  STAFF_EMAIL,
  texts,
} from '../../../test/helpers/short-quiz.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

describe.each(databaseVariants())('short quiz: account creation on $name', ({ open }) => {
  const t = useTestApp(open);
  const { guestToken, outboxFor, sendCode, expectError, verifiedGuest, createAccount } = quizHarness({
    app: () => t.app,
    database: () => t.database,
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
      const { access_token } = await login(t.app, await createUser(t.database));
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
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
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
      // Later steps as typed so far (not yet complete): the notice reads what the server holds.
      for (const [stepId, values] of Object.entries({
        creditScore: { creditScoreRange: '720-739', softPullConsent: true },
        requestLoan: { loanProgram: 'fixAndFlip', loanAmountRequested: '350000' },
      })) {
        const saved = await t.app.inject({
          method: 'PUT',
          url: `/api/v1/drafts/shortQuiz/steps/${stepId}`,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload: JSON.stringify({ values, complete: false }),
          remoteAddress: freshIp(),
        });
        expect(saved.statusCode, saved.body).toBe(200);
      }

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
        // Typed in the quiz, not yet proved with a texted code.
        cell_phone_verified: false,
        status: 1,
      });
      const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
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
      // Who the lead is, then the quiz as the server holds it, in the words of its questions.
      const lines = notice?.body.split('\n') ?? [];
      expect(lines.slice(0, 4)).toEqual([
        'Name: Grace Hopper',
        `Email: ${email}`,
        'Phone: +15550100199',
        'Email verified: yes',
      ]);
      expect(lines).toEqual(expect.arrayContaining(['Your details', 'State: Texas', 'Your loan request']));
      expect(notice?.body).toMatch(/\$350,000/);
      expect(notice?.body).toMatch(/720–739/);
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
      await createUser(t.database, { email });
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
      // No quiz on file: nothing is said about it, rather than a blank made to look like an answer.
      expect(notice?.body).not.toContain('State:');
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
