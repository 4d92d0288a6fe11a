import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { flowDrafts } from '../../db/schema.ts';
import { createUser, login, postJson, routes, type TestUser } from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

import { draftCalls, validDetails } from '../../../test/helpers/drafts.ts';

describe.each(databaseVariants())('flow drafts on $name', ({ open }) => {
  const t = useTestApp(open);

  const { guestToken, getDraft, putStep, submit } = draftCalls(() => t.app);

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
      const { access_token } = await login(t.app, await createUser(t.database));
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
      // Under a field the step declares (others are dropped), stored as typed.
      const values = { assets: secret };
      expect((await putStep(token, 'shortQuiz', 'assetsForm', { values, complete: false })).statusCode).toBe(
        200,
      );
      const rows = await t.database.db.select().from(flowDrafts);
      const stored = JSON.stringify(rows);
      for (const value of Object.values(secret)) {
        expect(stored).not.toContain(value);
        expect(t.logs.text).not.toContain(value);
      }
      expect((await getDraft('shortQuiz', token)).json().values.assetsForm).toEqual(values);
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
      // Nesting within the body bounds is just data, stored and returned; deeper is a 422.
      const nested = (depth: number) =>
        JSON.parse('{"a":'.repeat(depth) + '1' + '}'.repeat(depth)) as unknown;
      const shallow = await putStep(token, 'shortQuiz', 'creditScore', {
        values: { creditScoreRange: nested(20) },
        complete: false,
      });
      expect(shallow.statusCode).toBe(200);
      expect(shallow.json().values.creditScore).toEqual({ creditScoreRange: nested(20) });
      const deep = { values: { creditScoreRange: nested(500) }, complete: false };
      expect((await putStep(token, 'shortQuiz', 'creditScore', deep)).statusCode).toBe(422);
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
      const user = await createUser(t.database);
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
      const userToken = res.json<{ access_token: string }>().access_token;

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
      const user = await createUser(t.database);
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
      const second = afterNewer.json<{ access_token: string }>().access_token;
      expect((await getDraft('shortQuiz', second)).json().values.personalDetails).toEqual({
        firstName: 'Newer',
      });

      const olderGuest = await guestToken();
      await putStep(olderGuest, 'shortQuiz', 'personalDetails', {
        values: { firstName: 'Stale' },
        complete: false,
      });
      await t.database.db
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
      const third = afterOlder.json<{ access_token: string }>().access_token;
      expect((await getDraft('shortQuiz', third)).json().values.personalDetails).toEqual({
        firstName: 'Newer',
      });
      expect(
        await t.database.db.select().from(flowDrafts).where(eq(flowDrafts.userId, user.id)),
      ).toHaveLength(1);
    });

    it('a signed-in token at login moves nothing and breaks nothing', async () => {
      const user: TestUser = await createUser(t.database);
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
});
