import { API_PATHS } from '@northgate/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from './errors.ts';
import { isStaffSession } from './staff-client.ts';
import { staffClientFor } from './testing/staff.ts';
import { sendJson, startTestServer, type TestServer } from './testing/test-server.ts';

const ME = {
  id: '0b7e3f0c-4a8e-4c1e-9d2f-2f8f1b5c6a7d',
  email: 'staff@northgate.test',
  first_name: 'Sam',
  last_name: 'Staff',
  role: 'loan_officer',
  session: { idle_seconds: 900, warning_seconds: 120 },
};
const APPLICATION_ID = '0b7e3f0c-4a8e-4c1e-9d2f-2f8f1b5c6a7d';
const staffTokens = (n: number) => ({
  access_token: `staff-access-${n}`,
  refresh_token: `staff-refresh-${n}`,
  token_type: 'staff',
  expires_in: 900,
});

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the back office client', () => {
  it('signs in, keeps a staff session, and refreshes it through the staff refresh call', async () => {
    server = await startTestServer((req, res) => {
      if (req.path === API_PATHS.staffLogin)
        return sendJson(res, 200, {
          second_factor: 'verify',
          challenge_token: 'a-challenge',
          expires_in: 600,
          methods: ['totp', 'recovery_code'],
        });
      if (req.path === API_PATHS.staffSecondFactor) return sendJson(res, 200, staffTokens(1));
      if (req.path === API_PATHS.staffRefresh) return sendJson(res, 200, staffTokens(2));
      // The first access token has expired; the refreshed one works.
      if (req.headers.authorization === 'Bearer staff-access-2') return sendJson(res, 200, ME);
      return sendJson(res, 401, { error: 'Not authenticated' });
    });
    const { client, tokenStore, counts } = staffClientFor(server, { signedIn: false });
    const challenge = await client.staffLogin({ email: 'staff@northgate.test', password: 'a password' });
    // A right password alone is no session.
    expect(client.isSignedIn()).toBe(false);
    await client.staffSecondFactor({
      challenge_token: challenge.challenge_token,
      method: 'totp',
      code: '123456',
    });
    expect(client.isSignedIn()).toBe(true);
    expect(await client.staffMe()).toEqual(ME);
    expect(server.hits(API_PATHS.staffRefresh)).toHaveLength(1);
    expect(server.hits(API_PATHS.refresh)).toHaveLength(0);
    expect(tokenStore.get()?.access_token).toBe('staff-access-2');
    expect(counts.expired).toBe(0);
  });

  it('schedules a closing, records funding and answers a payoff request on their paths (ADR 0060)', async () => {
    const answered = {
      id: '9a1c2b7e-0d3a-4c55-9b1e-1a2b3c4d5e6f',
      application_id: APPLICATION_ID,
      reference: 'NG-1DQZ-R4JE',
      note: null,
      payoff_date: null,
      state: 'answered',
      requested_at: '2026-12-01T10:00:00.000Z',
      amount: 452310.45,
      good_through: '2026-12-20',
      answered_at: '2026-12-02T10:00:00.000Z',
      answered_by_staff: 'Sam Staff',
    };
    server = await startTestServer((req, res) => {
      if (req.path.endsWith('/answer')) return sendJson(res, 200, answered);
      if (req.path.endsWith('/closing'))
        return sendJson(res, 409, { error: 'An application that is funded cannot move to closing' });
      if (req.path.endsWith('/funding'))
        return sendJson(res, 422, {
          detail: [
            {
              loc: ['body', 'amount'],
              msg: "The funded amount $450,000.01 is more than the accepted offer's $450,000.00",
              type: 'value_error',
            },
          ],
        });
      return sendJson(res, 404, { error: 'Not found' });
    });
    const { client } = staffClientFor(server);
    expect(
      await client.staffAnswerPayoff(answered.id, { amount: 452310.45, good_through: '2026-12-20' }),
    ).toEqual(answered);
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: `/staff/api/v1/payoff_requests/${answered.id}/answer`,
      body: { amount: 452310.45, good_through: '2026-12-20' },
    });
    const closing = {
      date: '2026-12-10',
      time: '10:30',
      place: 'remote' as const,
      title_company_name: 'Cascade Title Company',
    };
    const refused = await client
      .staffScheduleClosing(APPLICATION_ID, closing)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(409);
    expect(server.requests[1]).toMatchObject({
      path: `/staff/api/v1/applications/${APPLICATION_ID}/closing`,
      body: closing,
    });
    const over = await client
      .staffRecordFunding(APPLICATION_ID, {
        amount: 450000.01,
        loan_number: 'NG-2026-0147',
        funded_on: '2026-12-10',
        first_payment_on: '2027-01-01',
      })
      .catch((error: unknown) => error);
    expect((over as ApiError).status).toBe(422);
    expect(errorMessage(over)).toContain("more than the accepted offer's $450,000.00");
    expect(server.requests[2]?.path).toBe(`/staff/api/v1/applications/${APPLICATION_ID}/funding`);
  });

  it('confirms the second factor again with a passkey: options, then the answer, with the session (ADR 0056)', async () => {
    const credential = {
      id: 'cred-1',
      rawId: 'cred-1',
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
    };
    let hasPasskey = true;
    server = await startTestServer((req, res) => {
      if (req.headers.authorization !== 'Bearer staff-access-1') return sendJson(res, 401, {});
      if (req.path === API_PATHS.staffPasskeyRecheckOptions) {
        if (!hasPasskey)
          return sendJson(res, 409, {
            error: 'You have no passkey. Use a code from your authenticator app.',
          });
        return sendJson(res, 200, {
          challenge: 'a-challenge',
          rpId: 'localhost',
          allowCredentials: [{ id: 'cred-1', type: 'public-key' }],
          userVerification: 'preferred',
        });
      }
      if (req.path === API_PATHS.staffPasskeyRecheck)
        return sendJson(res, 200, { second_factor_at: '2026-12-01T10:15:00.000Z' });
      return sendJson(res, 404, { error: 'Not found' });
    });
    const { client } = staffClientFor(server);

    const options = await client.staffPasskeyRecheckOptions();
    expect(options).toMatchObject({ challenge: 'a-challenge', allowCredentials: [{ id: 'cred-1' }] });
    expect(await client.staffPasskeyRecheck({ credential })).toEqual({
      second_factor_at: '2026-12-01T10:15:00.000Z',
    });
    expect(server.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `POST ${API_PATHS.staffPasskeyRecheckOptions}`,
      `POST ${API_PATHS.staffPasskeyRecheck}`,
    ]);
    expect(server.hits(API_PATHS.staffPasskeyRecheck)[0]?.body).toEqual({ credential });

    // A staff member without a passkey: the API's own words, for the dialog to show.
    hasPasskey = false;
    const refused = await client.staffPasskeyRecheckOptions().catch((error: unknown) => error);
    expect((refused as ApiError).status).toBe(409);
    expect(errorMessage(refused)).toBe('You have no passkey. Use a code from your authenticator app.');
  });

  it('tells a staff session from a borrower one', () => {
    expect(isStaffSession({ access_token: 'a', refresh_token: 'r', token_type: 'staff' })).toBe(true);
    expect(isStaffSession({ access_token: 'a', refresh_token: 'r', token_type: 'lk' })).toBe(false);
  });
});
