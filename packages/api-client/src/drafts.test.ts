import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, fillPath } from '@northgate/contracts';
import { ApiError } from './errors.ts';
import { createHarness, NEW_SESSION, type Harness } from './testing/setup.ts';
import { sendJson } from './testing/test-server.ts';

const DRAFT = {
  flowId: 'shortQuiz',
  values: { personalDetails: { firstName: 'Ada' } },
  completedSteps: [],
  furthestStep: 'personalDetails',
  updatedAt: '2026-05-01T10:42:00.000Z',
};

let h: Harness | undefined;
afterEach(async () => {
  await h?.server.close();
  h = undefined;
});

describe('draft calls', () => {
  it('load, save a step and submit with the session token and encoded ids', async () => {
    h = await createHarness(
      (req, res) =>
        req.path.endsWith('/submit')
          ? sendJson(res, 201, {
              application_id: 'app-1',
              reference: 'NG-7KQ2-M9XD',
              submitted_at: '2026-05-01T10:43:00.000Z',
            })
          : sendJson(res, 200, DRAFT),
      { session: NEW_SESSION },
    );
    expect(await h.client.loadDraft('shortQuiz')).toEqual(DRAFT);
    await h.client.saveDraftStep('shortQuiz', 'personal details', {
      values: { firstName: 'Ada' },
      complete: false,
    });
    const key = '0b7e3f0c-4a8e-4c1e-9d2f-2f8f1b5c6a7d';
    expect(await h.client.submitDraft('shortQuiz', { idempotency_key: key })).toEqual({
      application_id: 'app-1',
      reference: 'NG-7KQ2-M9XD',
      submitted_at: '2026-05-01T10:43:00.000Z',
    });

    const [load, save, submit] = h.server.requests;
    expect(load).toMatchObject({ method: 'GET', path: '/api/v1/drafts/shortQuiz' });
    expect(save).toMatchObject({
      method: 'PUT',
      path: '/api/v1/drafts/shortQuiz/steps/personal%20details',
      body: { values: { firstName: 'Ada' }, complete: false },
    });
    expect(save?.headers.authorization).toBe(`Bearer ${NEW_SESSION.access_token}`);
    expect(submit).toMatchObject({
      method: 'POST',
      path: fillPath(API_PATHS.submitDraft, { flowId: 'shortQuiz' }),
      body: { idempotency_key: key },
    });
  });

  it('surfaces a 422 detail list as an ApiError with the first message', async () => {
    h = await createHarness(
      (_req, res) =>
        sendJson(res, 422, {
          detail: [
            { loc: ['body', 'values', 'email'], msg: 'Value is not a valid email address', type: 'email' },
          ],
        }),
      { session: NEW_SESSION },
    );
    const error = await h.client
      .saveDraftStep('shortQuiz', 'personalDetails', { values: { email: 'x' }, complete: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).message).toBe('Value is not a valid email address');
  });
});
