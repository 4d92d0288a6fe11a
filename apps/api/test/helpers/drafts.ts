import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { freshIp, postJson, routes } from './fixtures.ts';

export const validDetails = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  mobilePhone: '',
  state: 'NY',
  borrowerRole: 'investor',
};
/** Valid answers for every short-quiz step after personalDetails (assetsForm is skipped for "none"). */
export const quizStepsAfterDetails: [stepId: string, values: Record<string, unknown>][] = [
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

/** Draft calls as a borrower's browser makes them, against the app `app()` returns (started later). */
export function draftCalls(app: () => FastifyInstance) {
  async function guestToken(): Promise<string> {
    const res = await postJson(app(), routes.fakeAuth, {});
    expect(res.statusCode).toBe(200);
    return res.json<{ access_token: string }>().access_token;
  }

  function getDraft(flowId: string, token?: string): Promise<LightMyRequestResponse> {
    return app().inject({
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
    return app().inject({
      method: 'PUT',
      url: `/api/v1/drafts/${flowId}/steps/${stepId}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      remoteAddress: freshIp(),
    });
  }

  function submit(token: string, flowId: string, key: unknown): Promise<LightMyRequestResponse> {
    return postJson(
      app(),
      `/api/v1/drafts/${flowId}/submit`,
      { idempotency_key: key },
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
  }

  /**
   * Fills every step of the short quiz as the borrower's browser does, the emailed code confirmed
   * on verifyEmail (`confirm: false` leaves the address unproved).
   */
  async function completeQuiz(
    token: string,
    details: typeof validDetails = validDetails,
    { confirm = true }: { confirm?: boolean } = {},
  ): Promise<void> {
    expect(
      (await putStep(token, 'shortQuiz', 'personalDetails', { values: details, complete: true })).statusCode,
    ).toBe(200);
    if (confirm) await confirmEmail(token, details.email);
    for (const [stepId, values] of quizStepsAfterDetails) {
      const res = await putStep(token, 'shortQuiz', stepId, { values, complete: true });
      expect(res.statusCode, `${stepId}: ${res.body}`).toBe(200);
    }
  }

  /**
   * Proves `email` for the session of `token` as a borrower does: a code is sent, read from the
   * dev outbox, and confirmed. Guests' submits and the short quiz's need it.
   */
  async function confirmEmail(token: string, email: string): Promise<void> {
    const auth = { headers: { authorization: `Bearer ${token}` } };
    const sent = await postJson(app(), '/api/v1/short/send_email_verify', { email }, auth);
    expect(sent.statusCode, sent.body).toBe(200);
    const outbox = (await app().inject({ url: routes.outboxJson })).json<{
      messages: { recipient: string; body: string | null }[];
    }>();
    const [mail] = outbox.messages.filter((message) => message.recipient === email);
    const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
    expect(code, `a code in the outbox for ${email}`).toBeDefined();
    const confirmed = await postJson(
      app(),
      '/personal_account/v1/personal_account/confirm_email',
      { email, code },
      auth,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }

  return { guestToken, getDraft, putStep, submit, completeQuiz, confirmEmail };
}
