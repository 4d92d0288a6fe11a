import { API_PATHS } from '@northgate/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryTokenStore } from './session.ts';
import { createStaffApiClient, isStaffSession } from './staff-client.ts';
import { sendJson, startTestServer, type TestServer } from './testing/test-server.ts';

const ME = {
  id: '0b7e3f0c-4a8e-4c1e-9d2f-2f8f1b5c6a7d',
  email: 'staff@northgate.test',
  first_name: 'Sam',
  last_name: 'Staff',
  role: 'loan_officer',
  session: { idle_seconds: 900, warning_seconds: 120 },
};
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
    const store = createMemoryTokenStore();
    let expired = 0;
    const client = createStaffApiClient({
      baseUrl: server.url,
      origin: server.url,
      tokenStore: store,
      onSessionExpired: () => (expired += 1),
      getCsrfToken: () => null,
    });
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
    expect(store.get()?.access_token).toBe('staff-access-2');
    expect(expired).toBe(0);
  });

  it('tells a staff session from a borrower one', () => {
    expect(isStaffSession({ access_token: 'a', refresh_token: 'r', token_type: 'staff' })).toBe(true);
    expect(isStaffSession({ access_token: 'a', refresh_token: 'r', token_type: 'lk' })).toBe(false);
  });
});
