import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validInvestmentAnswers } from '@northgate/form-engine/fixtures';
import type { Database } from '../src/db/database.ts';
import type { OutboxEntry } from '../src/services/messaging/outbox.ts';
import { flowApplications, flowDrafts } from '../src/db/schema.ts';
import { createUser, freshIp, login, postJson, routes, type TestUser } from './helpers/fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { databaseVariants } from './helpers/test-database.ts';

const validDetails = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  mobilePhone: '',
  state: 'NY',
  borrowerRole: 'investor',
};
/** Valid answers for every short-quiz step after personalDetails (assetsForm is skipped for "none"). */
const quizStepsAfterDetails: [stepId: string, values: Record<string, unknown>][] = [
  ['verifyEmail', { emailOtp: '123456' }],
  ['creditScore', { creditScoreRange: '720-739' }],
  ['assetsSelect', { assetTypes: ['none'] }],
  [
    'requestLoan',
    {
      loanProgram: 'rentalDscr',
      loanPurpose: 'purchase',
      loanAmountRequested: '300,000',
      propertyType: 'sfr',
      propertyValueOrPrice: '400,000',
      timeline: '1-2m',
      dealsLast36Months: '1-2',
    },
  ],
  [
    'checkboxQs',
    {
      willOccupyProperty: 'no',
      borrowingThroughEntity: 'yes',
      citizenship: 'usCitizen',
      recentCreditEvent: 'no',
      agreeTermsPrivacy: true,
      eConsent: true,
      contactConsent: false,
    },
  ],
  ['password', {}],
];

describe.each(databaseVariants())('flow drafts on $name', ({ open }) => {
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

  function getDraft(flowId: string, token?: string): Promise<LightMyRequestResponse> {
    return t.app.inject({
      url: `/api/v1/drafts/${flowId}`,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });
  }

  function putStep(
    token: string,
    flowId: string,
    stepId: string,
    body: unknown,
  ): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method: 'PUT',
      url: `/api/v1/drafts/${flowId}/steps/${stepId}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      remoteAddress: freshIp(),
    });
  }

  function submit(token: string, flowId: string, key: unknown): Promise<LightMyRequestResponse> {
    return postJson(
      t.app,
      `/api/v1/drafts/${flowId}/submit`,
      { idempotency_key: key },
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
  }

  async function completeQuiz(token: string): Promise<void> {
    expect(
      (await putStep(token, 'shortQuiz', 'personalDetails', { values: validDetails, complete: true }))
        .statusCode,
    ).toBe(200);
    for (const [stepId, values] of quizStepsAfterDetails) {
      const res = await putStep(token, 'shortQuiz', stepId, { values, complete: true });
      expect(res.statusCode, `${stepId}: ${res.body}`).toBe(200);
    }
  }

  describe('load', () => {
    it('needs a token', async () => {
      const res = await getDraft('shortQuiz');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Not authenticated' });
    });

    it('gives a guest an empty draft of an anonymous flow, starting at its first step', async () => {
      const res = await getDraft('shortQuiz', await guestToken());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        flowId: 'shortQuiz',
        values: {},
        completedSteps: [],
        furthestStep: 'personalDetails',
      });
    });

    it('answers an unknown flow with 404 and an error', async () => {
      const res = await getDraft('noSuchFlow', await guestToken());
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Unknown application' });
    });

    it('refuses guests on login-required flows and serves signed-in borrowers', async () => {
      const guest = await guestToken();
      for (const flowId of ['longForm', 'businessLoanApplication']) {
        expect((await getDraft(flowId, guest)).statusCode).toBe(401);
        expect((await putStep(guest, flowId, 'phone', { values: {}, complete: false })).statusCode).toBe(401);
      }
      const { access_token } = await login(t.app, await createUser(database));
      const res = await getDraft('longForm', access_token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ flowId: 'longForm', furthestStep: 'phone' });
    });
  });

  describe('save', () => {
    it('autosave stores values as typed, valid or not, without completing the step', async () => {
      const token = await guestToken();
      const res = await putStep(token, 'shortQuiz', 'personalDetails', {
        values: { firstName: 'Ad', email: 'not-yet' },
        complete: false,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        values: { personalDetails: { firstName: 'Ad', email: 'not-yet' } },
        completedSteps: [],
        furthestStep: 'personalDetails',
      });
      expect((await getDraft('shortQuiz', token)).json().values).toEqual({
        personalDetails: { firstName: 'Ad', email: 'not-yet' },
      });
    });

    it('Next with an invalid step is a 422 detail list under body.values, and the values are kept', async () => {
      const token = await guestToken();
      const values = { ...validDetails, email: 'ada@', state: '' };
      const res = await putStep(token, 'shortQuiz', 'personalDetails', { values, complete: true });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        detail: [
          {
            loc: ['body', 'values', 'email'],
            msg: 'Value is not a valid email address',
            type: 'value_error',
          },
          { loc: ['body', 'values', 'state'], msg: 'The value is required', type: 'value_error' },
        ],
      });
      const draft = (await getDraft('shortQuiz', token)).json();
      expect(draft.values.personalDetails).toEqual(values);
      expect(draft.completedSteps).toEqual([]);
    });

    it('Next with a valid step completes it and moves the furthest step on', async () => {
      const token = await guestToken();
      const before = Date.now();
      const res = await putStep(token, 'shortQuiz', 'personalDetails', {
        values: validDetails,
        complete: true,
      });
      expect(res.statusCode).toBe(200);
      const draft = res.json();
      expect(draft).toMatchObject({ completedSteps: ['personalDetails'], furthestStep: 'verifyEmail' });
      expect(Date.parse(draft.updatedAt)).toBeGreaterThanOrEqual(before - 1000);
      // An invalid save of the same step later pulls the furthest step back.
      const broken = await putStep(token, 'shortQuiz', 'personalDetails', {
        values: { ...validDetails, firstName: '' },
        complete: false,
      });
      expect(broken.json()).toMatchObject({ completedSteps: [], furthestStep: 'personalDetails' });
    });

    it('answers an unknown step with 404', async () => {
      const res = await putStep(await guestToken(), 'shortQuiz', 'noSuchStep', {
        values: {},
        complete: false,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Unknown step' });
    });

    it('keeps values encrypted at rest and out of the logs', async () => {
      const token = await guestToken();
      const secret = { ssn: '123-45-6789', dateOfBirth: '1980-02-29', accountNumber: '000123456789' };
      expect(
        (await putStep(token, 'shortQuiz', 'assetsForm', { values: secret, complete: false })).statusCode,
      ).toBe(200);
      const rows = await database.db.select().from(flowDrafts);
      const stored = JSON.stringify(rows);
      for (const value of Object.values(secret)) {
        expect(stored).not.toContain(value);
        expect(t.logs.text).not.toContain(value);
      }
      expect((await getDraft('shortQuiz', token)).json().values.assetsForm).toEqual(secret);
    });

    it('answers hostile bodies with a 4xx in one of the two error shapes, never a 5xx', async () => {
      const token = await guestToken();
      const bodies: unknown[] = [
        '',
        'null',
        '[1,2]',
        '"values"',
        '{"values":[1,2],"complete":false}',
        '{"values":null,"complete":true}',
        '{"values":"x","complete":false}',
        '{"values":{},"complete":"yes"}',
        '{"values":{}}',
        '{"complete":true}',
        '{"values":{"__proto__":{"admin":true}},"complete":false}',
        '{"values":{"constructor":{"prototype":{"admin":true}}},"complete":false}',
        '{"values":{"a":1},"complete":false',
        JSON.stringify({ values: { big: 'x'.repeat(300 * 1024) }, complete: false }),
      ];
      for (const body of bodies) {
        const res = await putStep(token, 'shortQuiz', 'personalDetails', body);
        const label = String(body).slice(0, 80);
        expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, label).toBeLessThan(500);
        const answer = res.json();
        expect(typeof answer.error === 'string' || Array.isArray(answer.detail), label).toBe(true);
      }
      // Deep nesting inside a step without a schema is just data, stored and returned.
      const deep = JSON.parse('{"a":'.repeat(500) + '1' + '}'.repeat(500)) as Record<string, unknown>;
      const res = await putStep(token, 'shortQuiz', 'creditScore', { values: deep, complete: false });
      expect(res.statusCode).toBe(200);
      const badKeys = ['not-a-uuid', 42, null, { a: 1 }];
      for (const key of badKeys) {
        const answer = await submit(token, 'shortQuiz', key);
        expect(answer.statusCode, JSON.stringify(key)).toBe(422);
        expect(answer.json().detail[0].loc).toEqual(['body', 'idempotency_key']);
      }
    });
  });

  describe('guest drafts at sign-in', () => {
    it('move to the account when the guest logs in', async () => {
      const user = await createUser(database);
      const guest = await guestToken();
      await putStep(guest, 'shortQuiz', 'personalDetails', { values: validDetails, complete: true });
      await putStep(guest, 'investmentLoanApplication', 'personalAndBorrowingEntity', {
        values: { entityName: 'Ada LLC' },
        complete: false,
      });

      const res = await postJson(
        t.app,
        routes.login,
        { email: user.email, password: user.password },
        {
          headers: { authorization: `Bearer ${guest}` },
        },
      );
      expect(res.statusCode).toBe(200);
      const userToken = (res.json() as { access_token: string }).access_token;

      const quiz = (await getDraft('shortQuiz', userToken)).json();
      expect(quiz).toMatchObject({
        values: { personalDetails: validDetails },
        completedSteps: ['personalDetails'],
      });
      const investment = (await getDraft('investmentLoanApplication', userToken)).json();
      expect(investment.values).toEqual({ personalAndBorrowingEntity: { entityName: 'Ada LLC' } });
      // Moved, not copied: the guest session has nothing left.
      expect((await getDraft('shortQuiz', guest)).json().values).toEqual({});
    });

    it('keep the newer draft when the account already has one of the same flow', async () => {
      const user = await createUser(database);
      const { access_token: first } = await login(t.app, user);
      await putStep(first, 'shortQuiz', 'personalDetails', {
        values: { firstName: 'Older' },
        complete: false,
      });
      const newerGuest = await guestToken();
      await putStep(newerGuest, 'shortQuiz', 'personalDetails', {
        values: { firstName: 'Newer' },
        complete: false,
      });
      const afterNewer = await postJson(
        t.app,
        routes.login,
        { email: user.email, password: user.password },
        {
          headers: { authorization: `Bearer ${newerGuest}` },
        },
      );
      const second = (afterNewer.json() as { access_token: string }).access_token;
      expect((await getDraft('shortQuiz', second)).json().values.personalDetails).toEqual({
        firstName: 'Newer',
      });

      const olderGuest = await guestToken();
      await putStep(olderGuest, 'shortQuiz', 'personalDetails', {
        values: { firstName: 'Stale' },
        complete: false,
      });
      await database.db
        .update(flowDrafts)
        .set({ updatedAt: sql`now() - interval '1 day'` })
        .where(eq(flowDrafts.guestSessionId, decodeJwt(olderGuest).sid as string));
      const afterOlder = await postJson(
        t.app,
        routes.login,
        { email: user.email, password: user.password },
        {
          headers: { authorization: `Bearer ${olderGuest}` },
        },
      );
      const third = (afterOlder.json() as { access_token: string }).access_token;
      expect((await getDraft('shortQuiz', third)).json().values.personalDetails).toEqual({
        firstName: 'Newer',
      });
      expect(await database.db.select().from(flowDrafts).where(eq(flowDrafts.userId, user.id))).toHaveLength(
        1,
      );
    });

    it('a signed-in token at login moves nothing and breaks nothing', async () => {
      const user: TestUser = await createUser(database);
      const { access_token } = await login(t.app, user);
      const res = await postJson(
        t.app,
        routes.login,
        { email: user.email, password: user.password },
        {
          headers: { authorization: `Bearer ${access_token}` },
        },
      );
      expect(res.statusCode).toBe(200);
    });
  });

  describe('submit', () => {
    it('refuses an incomplete draft with a 422 naming the first incomplete step', async () => {
      const token = await guestToken();
      await putStep(token, 'shortQuiz', 'personalDetails', { values: validDetails, complete: true });
      const res = await submit(token, 'shortQuiz', randomUUID());
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual([
        {
          loc: ['body', 'values', 'verifyEmail'],
          msg: 'Step "verifyEmail" is not complete yet',
          type: 'incomplete_step',
        },
      ]);
    });

    it('creates one application per key: the same key again gives the same answer', async () => {
      const token = await guestToken();
      await completeQuiz(token);
      const key = randomUUID();
      const first = await submit(token, 'shortQuiz', key);
      expect(first.statusCode).toBe(201);
      const body = first.json();
      expect(body).toEqual({ application_id: expect.any(String), submitted_at: expect.any(String) });

      const again = await submit(token, 'shortQuiz', key);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(body);
      const rows = await database.db
        .select()
        .from(flowApplications)
        .where(eq(flowApplications.idempotencyKey, key));
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain('Lovelace');
      // The submitted flow starts afresh.
      expect((await getDraft('shortQuiz', token)).json().values).toEqual({});
    });

    it('tells the staff about a new application, without identity numbers, birth dates or the signature image', async () => {
      const token = await guestToken();
      for (const [stepId, values] of Object.entries(validInvestmentAnswers)) {
        const res = await putStep(token, 'investmentLoanApplication', stepId, { values, complete: true });
        expect(res.statusCode, `${stepId}: ${res.body}`).toBe(200);
      }
      const res = await submit(token, 'investmentLoanApplication', randomUUID());
      expect(res.statusCode).toBe(201);
      const { application_id } = res.json() as { application_id: string };

      const mail = (await t.app.inject({ url: routes.outboxJson })).json().messages as OutboxEntry[];
      const notice = mail.find((entry) => entry.body.includes(application_id));
      expect(notice?.subject).toBe('New application: Investment loan application');
      expect(notice?.recipient).toBe('staff@northgate-lending.test');
      expect(notice?.body).toContain('Account: Not signed in (guest)');
      expect(notice?.body).toContain('Maya');
      expect(notice?.body).toContain('Okafor Rentals LLC');
      expect(notice?.body).toContain('Loan amount: 300000');
      expect(notice?.body).toContain('Signature / Image: (image kept with the application)');
      const { ssnOrItin, dateOfBirth, ein } = validInvestmentAnswers.personalAndBorrowingEntity;
      for (const secret of [ssnOrItin, dateOfBirth, ein, 'base64']) expect(notice?.body).not.toContain(secret);
    });

    it("lists a signed-in borrower's submitted applications, and only theirs", async () => {
      const { access_token } = await login(t.app, await createUser(database));
      await completeQuiz(access_token);
      const submitted = (await submit(access_token, 'shortQuiz', randomUUID())).json();
      const list = await t.app.inject({
        url: '/api/v1/applications',
        headers: { authorization: `Bearer ${access_token}` },
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().applications).toEqual([
        {
          application_id: submitted.application_id,
          flow_id: 'shortQuiz',
          submitted_at: submitted.submitted_at,
        },
      ]);
      const other = await login(t.app, await createUser(database));
      const theirs = await t.app.inject({
        url: '/api/v1/applications',
        headers: { authorization: `Bearer ${other.access_token}` },
      });
      expect(theirs.json().applications).toEqual([]);
      const guest = await t.app.inject({
        url: '/api/v1/applications',
        headers: { authorization: `Bearer ${await guestToken()}` },
      });
      expect(guest.statusCode).toBe(401);
    });

    it('concurrent submits with one key create one application', async () => {
      const token = await guestToken();
      await completeQuiz(token);
      const key = randomUUID();
      const answers = await Promise.all([1, 2, 3, 4].map(() => submit(token, 'shortQuiz', key)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 201]);
      expect(new Set(answers.map((a) => a.json().application_id)).size).toBe(1);
      const rows = await database.db
        .select()
        .from(flowApplications)
        .where(eq(flowApplications.idempotencyKey, key));
      expect(rows).toHaveLength(1);
    });

    it("never answers with another owner's application", async () => {
      const owner = await guestToken();
      await completeQuiz(owner);
      const key = randomUUID();
      expect((await submit(owner, 'shortQuiz', key)).statusCode).toBe(201);
      const stranger = await guestToken();
      const res = await submit(stranger, 'shortQuiz', key);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: expect.any(String) });
    });
  });

  it('describes the draft endpoints in OpenAPI', async () => {
    const res = await t.app.inject({ url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths).sort()).toEqual([
      '/api/v1/applications',
      '/api/v1/drafts/{flowId}',
      '/api/v1/drafts/{flowId}/steps/{stepId}',
      '/api/v1/drafts/{flowId}/submit',
    ]);
  });
});
