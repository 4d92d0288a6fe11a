import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { createHarness, NEW_SESSION, type Harness } from './testing/setup.ts';
import { sendJson } from './testing/test-server.ts';

const DRAFTS = {
  drafts: [
    {
      flowId: 'longForm',
      progress: { kind: 'value', value: 30 },
      resumeStep: { id: 'incomeInfo', title: 'Your income', path: '/longForm/incomeInfo' },
      updatedAt: '2026-05-01T10:42:00.000Z',
    },
  ],
};
const APPLICATIONS = {
  applications: [
    {
      application_id: '0b7e3f0c-4a8e-4c1e-9d2f-2f8f1b5c6a7d',
      flow_id: 'shortQuiz',
      reference: 'NG-1DQZ-R4JE',
      status: 'submitted',
      submitted_at: '2026-05-01T10:43:00.000Z',
    },
  ],
};

let h: Harness | undefined;
afterEach(async () => {
  await h?.server.close();
  h = undefined;
});

describe('my applications calls', () => {
  it('list drafts, discard one by the save time seen, and list submitted applications', async () => {
    h = await createHarness(
      (req, res) => sendJson(res, 200, req.path === '/api/v1/applications' ? APPLICATIONS : DRAFTS),
      { session: NEW_SESSION },
    );
    expect(await h.client.listDrafts()).toEqual(DRAFTS);
    expect(await h.client.discardDraft('shortQuiz', { updatedAt: '2026-05-01T10:40:00.000Z' })).toEqual(
      DRAFTS,
    );
    expect(await h.client.listApplications()).toEqual(APPLICATIONS);

    const [list, discard, applications] = h.server.requests;
    expect(list).toMatchObject({ method: 'GET', path: '/api/v1/drafts' });
    expect(discard).toMatchObject({
      method: 'DELETE',
      path: '/api/v1/drafts/shortQuiz',
      body: { updatedAt: '2026-05-01T10:40:00.000Z' },
    });
    expect(discard?.headers.authorization).toBe(`Bearer ${NEW_SESSION.access_token}`);
    expect(applications).toMatchObject({ method: 'GET', path: '/api/v1/applications' });
  });

  it('surfaces a refused discard with the server’s message', async () => {
    h = await createHarness((_req, res) => sendJson(res, 409, { error: 'Saved again' }), {
      session: NEW_SESSION,
    });
    const error = await h.client
      .discardDraft('shortQuiz', { updatedAt: '2026-05-01T10:40:00.000Z' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).message).toBe('Saved again');
  });
});
