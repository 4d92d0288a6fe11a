import { API_PATHS } from '@northgate/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { createHarness, NEW_SESSION, type Harness } from './testing/setup.ts';
import { staffClientFor } from './testing/staff.ts';
import { sendJson, startTestServer, type TestServer } from './testing/test-server.ts';

const APPLICATION = '0b7e3f0c-4a8e-4c1e-9d2f-2f8f1b5c6a7d';
const LINE = '9a1c2b7e-0d3a-4c55-9b1e-1a2b3c4d5e6f';
const DRAW = '6f1c2b7e-0d3a-4c55-9b1e-1a2b3c4d5e6f';
const REHAB = {
  application_id: APPLICATION,
  reference: 'NG-1DQZ-R4JE',
  eligible: true,
  budget: {
    state: 'approved',
    lines: [
      {
        id: LINE,
        category: 'roof',
        description: 'Replace the roof',
        requested_cents: 2_000_000,
        approved_cents: 2_000_000,
        paid_cents: 0,
        pending_cents: 0,
        remaining_cents: 2_000_000,
        percent_complete: null,
      },
    ],
    requested_cents: 2_000_000,
    approved_cents: 2_000_000,
    approved_at: '2026-11-20T10:00:00.000Z',
    approval_note: null,
    approved_by: null,
    editable: false,
  },
  holdback_cents: 2_000_000,
  paid_cents: 0,
  pending_cents: 0,
  remaining_holdback_cents: 2_000_000,
  can_request_draw: true,
  draws: [],
};
const PHOTO = {
  id: '7a1c2b7e-0d3a-4c55-9b1e-1a2b3c4d5e6f',
  purpose: 'inspection',
  file_name: 'roof-north.jpg',
  content_type: 'image/jpeg',
  size: 3,
  uploaded_at: '2026-11-28T10:00:00.000Z',
  locked: true,
};
const OVER = 'Draw 1 asks $25,000.00 for Roof, but only $20,000.00 of its $20,000.00 budget remains.';

let h: Harness | undefined;
let server: TestServer | undefined;
afterEach(async () => {
  await h?.server.close();
  await server?.close();
  h = undefined;
  server = undefined;
});

describe('the rehab budget and draw calls', () => {
  it('read the budget, save it, and read an over-draw as an ApiError with its figures', async () => {
    h = await createHarness(
      (req, res) => {
        if (req.method === 'GET') return sendJson(res, 200, REHAB);
        if (req.method === 'PUT') return sendJson(res, 200, REHAB);
        return sendJson(res, 409, { error: OVER });
      },
      { session: NEW_SESSION },
    );
    expect(await h.client.getRehab(APPLICATION)).toEqual(REHAB);
    await h.client.saveRehabBudget(APPLICATION, {
      lines: [{ category: 'roof', description: 'Replace the roof', amount_cents: 2_000_000 }],
    });
    expect(h.server.requests[1]).toMatchObject({
      method: 'PUT',
      path: `/api/v1/applications/${APPLICATION}/rehab/budget`,
      body: { lines: [{ category: 'roof', amount_cents: 2_000_000 }] },
    });
    const refused = await h.client
      .requestDraw(APPLICATION, {
        lines: [{ line_id: LINE, amount_cents: 2_500_000 }],
        access_notes: 'Lockbox 4417',
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(409);
    expect((refused as ApiError).message).toBe(OVER);
    expect(h.server.requests[2]).toMatchObject({
      method: 'POST',
      path: `/api/v1/applications/${APPLICATION}/rehab/draws`,
    });
  });

  it('lets staff approve the budget and inspect (with a photo), approve, pay and decline a draw by id', async () => {
    server = await startTestServer((req, res) =>
      req.url.endsWith('/inspection/photos') ? sendJson(res, 201, PHOTO) : sendJson(res, 200, REHAB),
    );
    const { client } = staffClientFor(server);
    await client.staffGetRehab(APPLICATION);
    await client.staffApproveRehabBudget(APPLICATION, {
      lines: [{ line_id: LINE, approved_cents: 1_900_000 }],
    });
    await client.staffInspectDraw(DRAW, {
      lines: [{ line_id: LINE, percent_complete: 60 }],
      note: 'Roof 60% done',
    });
    expect(
      await client.staffUploadInspectionPhoto(DRAW, new Blob(['\xff\xd8\xff']), 'roof-north.jpg'),
    ).toEqual(PHOTO);
    await client.staffApproveDraw(DRAW, { lines: [{ line_id: LINE, amount_cents: 900_000 }] });
    await client.staffPayDraw(DRAW, {});
    await client.staffDeclineDraw(DRAW, { reason: 'Not started' });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET ${API_PATHS.staffRehab.replace(':applicationId', APPLICATION)}`,
      `POST /staff/api/v1/applications/${APPLICATION}/rehab/budget/approve`,
      `POST /staff/api/v1/draws/${DRAW}/inspection`,
      `POST /staff/api/v1/draws/${DRAW}/inspection/photos`,
      `POST /staff/api/v1/draws/${DRAW}/approve`,
      `POST /staff/api/v1/draws/${DRAW}/pay`,
      `POST /staff/api/v1/draws/${DRAW}/decline`,
    ]);
    expect(server.requests[1]?.headers.authorization).toBe('Bearer staff-access-1');
    // The photo goes as multipart/form-data in the field "file", with its name.
    const photo = server.requests[3];
    expect(photo?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(photo?.headers.authorization).toBe('Bearer staff-access-1');
    expect(String(photo?.body)).toContain('name="file"; filename="roof-north.jpg"');
  });
});
