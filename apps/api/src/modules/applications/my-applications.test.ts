import { randomUUID } from 'node:crypto';
import { validInvestmentAnswers } from '@northgate/lending-flows/fixtures';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../messaging/outbox.ts';
import { createUser, getWithToken, login, postJson, routes } from '../../../test/helpers/fixtures.ts';
import { draftCalls, validDetails } from '../../../test/helpers/drafts.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

interface Summary {
  flowId: string;
  progress: Record<string, unknown>;
  resumeStep: { id: string; title: string; path: string };
  updatedAt: string;
}

describe.each(databaseVariants())('the profile’s application lists on $name', ({ open }) => {
  const t = useTestApp(open);
  const { guestToken, getDraft, putStep, submit, completeQuiz } = draftCalls(() => t.app);

  async function borrower(): Promise<string> {
    return (await login(t.app, await createUser(t.database))).access_token;
  }

  async function drafts(token: string): Promise<Summary[]> {
    const res = await getWithToken(t.app, '/api/v1/drafts', token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ drafts: Summary[] }>().drafts;
  }

  function discard(token: string, flowId: string, body: unknown): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method: 'DELETE',
      url: `/api/v1/drafts/${flowId}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  async function saveDetails(token: string): Promise<string> {
    const res = await putStep(token, 'shortQuiz', 'personalDetails', {
      values: validDetails,
      complete: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ updatedAt: string }>().updatedAt;
  }

  it('lists every draft with its progress, where to resume and when it was saved, newest first', async () => {
    const token = await borrower();
    expect(await drafts(token)).toEqual([]);

    await putStep(token, 'longForm', 'phone', { values: {}, complete: false });
    const entity = validInvestmentAnswers.personalAndBorrowingEntity;
    const investment = await putStep(token, 'investmentLoanApplication', 'personalAndBorrowingEntity', {
      values: entity,
      complete: true,
    });
    expect(investment.statusCode, investment.body).toBe(200);
    const quizSavedAt = await saveDetails(token);

    const list = await drafts(token);
    expect(list.map((draft) => draft.flowId)).toEqual(['shortQuiz', 'investmentLoanApplication', 'longForm']);
    expect(list[0]).toEqual({
      flowId: 'shortQuiz',
      progress: { kind: 'stage', stageId: 'personal', label: 'Personal', position: 1, total: 5 },
      resumeStep: { id: 'verifyEmail', title: expect.any(String), path: '/shortQuiz/verifyEmail' },
      updatedAt: quizSavedAt,
    });
    expect(list[1]).toMatchObject({
      progress: { kind: 'stage', stageId: 'request', position: 2, total: 5 },
      resumeStep: {
        id: 'loanRequestInformation',
        path: '/investment-loan-application/loanRequestInformation',
      },
    });
    expect(list[2]).toMatchObject({
      progress: { kind: 'value' },
      // Phone verification decides where it resumes; either way a step of the long form.
      resumeStep: { path: expect.stringMatching(/^\/longForm\/\w+$/) },
    });
    // The list carries progress only, never what was typed.
    expect(JSON.stringify(list)).not.toContain(validDetails.lastName);
    expect(JSON.stringify(list)).not.toContain(entity.ssnOrItin);
  });

  it('discards a draft: gone from the list, and the flow starts afresh', async () => {
    const token = await borrower();
    const savedAt = await saveDetails(token);
    await putStep(token, 'longForm', 'phone', { values: {}, complete: false });

    const res = await discard(token, 'shortQuiz', { updatedAt: savedAt });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ drafts: Summary[] }>().drafts.map((draft) => draft.flowId)).toEqual(['longForm']);
    expect((await drafts(token)).map((draft) => draft.flowId)).toEqual(['longForm']);
    expect((await getDraft('shortQuiz', token)).json()).toMatchObject({ values: {}, completedSteps: [] });

    const again = await discard(token, 'shortQuiz', { updatedAt: savedAt });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'There is no unfinished application of this kind to discard' });
  });

  it('keeps a draft saved again after the list was read (another device), with a 409', async () => {
    const token = await borrower();
    const seen = await saveDetails(token);
    const later = await putStep(token, 'shortQuiz', 'personalDetails', {
      values: { ...validDetails, firstName: 'Augusta' },
      complete: true,
    });
    expect(later.json<{ updatedAt: string }>().updatedAt).not.toBe(seen);

    const res = await discard(token, 'shortQuiz', { updatedAt: seen });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: expect.stringContaining('saved again') });
    expect((await getDraft('shortQuiz', token)).json().values.personalDetails.firstName).toBe('Augusta');
  });

  it("answers another account's draft as if there were none: 404, and the draft stays", async () => {
    const owner = await borrower();
    const savedAt = await saveDetails(owner);
    const stranger = await borrower();

    expect(await drafts(stranger)).toEqual([]);
    const res = await discard(stranger, 'shortQuiz', { updatedAt: savedAt });
    expect(res.statusCode).toBe(404);
    expect((await drafts(owner)).map((draft) => draft.flowId)).toEqual(['shortQuiz']);
  });

  it('refuses a bad discard with the spec’s 422 detail list, and an unknown flow with a 404', async () => {
    const token = await borrower();
    await saveDetails(token);

    const missing = await discard(token, 'shortQuiz', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      detail: [{ loc: ['body', 'updatedAt'], msg: 'Value is required', type: 'missing' }],
    });
    const malformed = await discard(token, 'shortQuiz', { updatedAt: 'yesterday' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().detail).toEqual([
      {
        loc: ['body', 'updatedAt'],
        msg: 'updatedAt must be the draft’s last save time',
        type: 'iso_timestamp',
      },
    ]);
    const notAnObject = await discard(token, 'shortQuiz', '[1]');
    expect(notAnObject.statusCode).toBe(422);
    expect(notAnObject.json().detail[0].loc).toEqual(['body']);

    const unknown = await discard(token, 'mortgage', { updatedAt: new Date().toISOString() });
    expect(unknown.statusCode).toBe(404);
    expect((await drafts(token)).map((draft) => draft.flowId)).toEqual(['shortQuiz']);
  });

  it('a submitted application is not a draft: it cannot be discarded and is listed with its reference and status', async () => {
    const token = await borrower();
    await completeQuiz(token);
    const { application_id } = (await submit(token, 'shortQuiz', randomUUID())).json<{
      application_id: string;
    }>();

    expect(await drafts(token)).toEqual([]);
    const res = await discard(token, 'shortQuiz', { updatedAt: new Date().toISOString() });
    expect(res.statusCode).toBe(404);

    const list = await getWithToken(t.app, '/api/v1/applications', token);
    expect(list.json().applications).toEqual([
      expect.objectContaining({
        application_id,
        reference: expect.stringMatching(/^NG-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
        status: 'submitted',
      }),
    ]);
  });

  it('puts the reference in the staff’s email about a new application', async () => {
    const token = await borrower();
    for (const [stepId, values] of Object.entries(validInvestmentAnswers)) {
      const res = await putStep(token, 'investmentLoanApplication', stepId, { values, complete: true });
      expect(res.statusCode, `${stepId}: ${res.body}`).toBe(200);
    }
    expect((await submit(token, 'investmentLoanApplication', randomUUID())).statusCode).toBe(201);
    const [application] = (await getWithToken(t.app, '/api/v1/applications', token)).json().applications as {
      application_id: string;
      reference: string;
    }[];
    const mail = (await t.app.inject({ url: routes.outboxJson })).json().messages as OutboxEntry[];
    const notice = mail.find((entry) => entry.body.includes(application?.application_id ?? '-'));
    expect(notice?.body).toContain(`Reference: ${application?.reference}`);
  });

  it('is for signed-in borrowers only: a guest keeps drafts in the guest session', async () => {
    const guest = await guestToken();
    await saveDetails(guest);
    expect((await getWithToken(t.app, '/api/v1/drafts', guest)).statusCode).toBe(401);
    expect((await discard(guest, 'shortQuiz', { updatedAt: new Date().toISOString() })).statusCode).toBe(401);
    expect((await getDraft('shortQuiz', guest)).json().values.personalDetails).toBeDefined();
    expect((await t.app.inject({ url: '/api/v1/drafts' })).statusCode).toBe(401);
  });

  it('lists what a guest started once the guest signs in', async () => {
    const guest = await guestToken();
    const savedAt = await saveDetails(guest);
    const user = await createUser(t.database);
    const res = await postJson(
      t.app,
      routes.login,
      { email: user.email, password: user.password },
      { headers: { authorization: `Bearer ${guest}` } },
    );
    expect(res.statusCode, res.body).toBe(200);
    const list = await drafts(res.json<{ access_token: string }>().access_token);
    expect(list).toEqual([expect.objectContaining({ flowId: 'shortQuiz', updatedAt: savedAt })]);
  });
});
