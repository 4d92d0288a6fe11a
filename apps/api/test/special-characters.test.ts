import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { draftCalls } from './helpers/drafts.ts';
import { freshIp, postJson } from './helpers/fixtures.ts';
import { newEmail, PASSWORD, quizHarness } from './helpers/short-quiz.ts';
import { useTestApp } from './helpers/test-app.ts';
import { databaseVariants } from './helpers/test-database.ts';

const CONTACT = '/personal_account/v1/personal_account/contact_us';
const AFFILIATE = '/api/v1/affiliate/applications';
const SPECIAL = 'Remove the special characters from this text';
const NUL = '\u0000';

const contact = { name: 'Morgan Visitor', email: 'morgan@example.test', text: 'About a bridge loan' };
const affiliate = {
  name: 'Avery Broker',
  email: 'avery@example.test',
  phone: '(555) 010-2233',
  company: 'Avery Loans',
  website: 'https://avery.example.test',
  referral_plan: 'Through my newsletter',
};

/** A 422 whose only detail names `loc` with the special-characters message. */
function expectRefused(res: LightMyRequestResponse, loc: (string | number)[]) {
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json()).toEqual({ detail: [{ loc, msg: SPECIAL, type: expect.any(String) }] });
}

describe.each(databaseVariants())('NUL bytes and broken characters on $name', ({ open }) => {
  const t = useTestApp(open);
  const quiz = quizHarness({ app: () => t.app, database: () => t.database });
  const drafts = draftCalls(() => t.app);

  it.each(['text', 'name'] as const)('contact_us refuses a NUL in %s with 422', async (field) => {
    const res = await postJson(t.app, CONTACT, { ...contact, [field]: `Mor${NUL}gan` });
    expectRefused(res, ['body', field]);
  });

  it.each(['name', 'company', 'website', 'referral_plan'] as const)(
    'the affiliate application refuses a NUL in %s with 422',
    async (field) => {
      const res = await postJson(t.app, AFFILIATE, { ...affiliate, [field]: `x${NUL}y` });
      expectRefused(res, ['body', field]);
    },
  );

  it.each(['first_name', 'last_name'] as const)(
    'create_account refuses a NUL in %s with 422',
    async (field) => {
      const email = newEmail();
      const token = await quiz.verifiedGuest(email);
      const body = {
        email,
        password: PASSWORD,
        first_name: 'Grace',
        last_name: 'Hopper',
        [field]: `Gr${NUL}ace`,
      };
      expectRefused(await quiz.createAccount(token, body), ['body', field]);
    },
  );

  it('social_auth refuses request_from=%00 with 422', async () => {
    const res = await t.app.inject({
      url: '/auth/api/v1/auth/social_auth?provider=google&request_from=%00',
      remoteAddress: freshIp(),
    });
    expectRefused(res, ['query', 'request_from']);
  });

  it('a draft refuses a NUL or a lone surrogate anywhere in its free-form values, keys included', async () => {
    const token = await drafts.guestToken();
    const nested = { values: { firstName: ['ok', { note: `a${NUL}b` }] }, complete: false };
    expectRefused(await drafts.putStep(token, 'shortQuiz', 'personalDetails', nested), [
      'body',
      'values',
      'firstName',
      1,
      'note',
    ]);
    const surrogate = '{"values":{"lastName":"King \\ud800"},"complete":false}';
    expectRefused(await drafts.putStep(token, 'shortQuiz', 'personalDetails', surrogate), [
      'body',
      'values',
      'lastName',
    ]);
    const key = { values: { [`first${NUL}Name`]: 'Ada' }, complete: false };
    expectRefused(await drafts.putStep(token, 'shortQuiz', 'personalDetails', key), [
      'body',
      'values',
      `first${NUL}Name`,
    ]);
  });

  it('other control characters meet the text rules of @northgate/validators', async () => {
    const res = await postJson(t.app, CONTACT, { ...contact, text: 'Ring the bell \u0007 twice' });
    expectRefused(res, ['body', 'text']);
    const fine = await postJson(t.app, CONTACT, { ...contact, text: 'Line one\r\n\tLine two' });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('a path that does not decode, or a parameter over 100 characters, is a 4xx with an error', async () => {
    const token = await drafts.guestToken();
    for (const [url, status, error] of [
      ['/api/v1/drafts/%ED%A0%80', 400, 'Bad request'],
      [`/api/v1/drafts/${'x'.repeat(150)}`, 414, 'The address is too long'],
    ] as const) {
      const res = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, url).toBe(status);
      expect(res.json()).toEqual({ error });
    }
  });
});
