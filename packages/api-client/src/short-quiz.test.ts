import { API_PATHS } from '@northgate/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, NEW_SESSION, type Harness } from './testing/setup.ts';
import { sendJson } from './testing/test-server.ts';

const GUEST = { access_token: 'guest-1', refresh_token: null, token_type: 'guest' };
const account = {
  email: 'Ada@Example.com',
  password: 'a-long-enough-passphrase',
  first_name: 'Ada',
  last_name: 'Lovelace',
};

let h: Harness | undefined;
afterEach(async () => {
  await h?.server.close();
  h = undefined;
});

describe('short quiz calls', () => {
  it('sendEmailVerify returns the resend wait and code lifetime', async () => {
    h = await createHarness(
      (_req, res) =>
        sendJson(res, 200, {
          success: true,
          resend_after_seconds: 30,
          expires_in_seconds: 600,
          queued: false,
        }),
      { session: GUEST },
    );
    expect(await h.client.sendEmailVerify({ email: 'ada@example.com' })).toEqual({
      success: true,
      resend_after_seconds: 30,
      expires_in_seconds: 600,
      queued: false,
    });
    expect(h.server.hits(API_PATHS.sendEmailVerify)[0]?.headers.authorization).toBe('Bearer guest-1');
  });

  it('createAccount sends the guest token and stores the new signed-in session', async () => {
    h = await createHarness((_req, res) => sendJson(res, 201, { ...NEW_SESSION, expires_in: 900 }), {
      session: GUEST,
    });
    const tokens = await h.client.createAccount({ ...account, answers: { state: 'NY' } });
    expect(tokens).toMatchObject(NEW_SESSION);
    const [call] = h.server.hits(API_PATHS.createAccount);
    expect(call?.method).toBe('POST');
    expect(call?.headers.authorization).toBe('Bearer guest-1');
    expect(call?.body).toEqual({ ...account, answers: { state: 'NY' } });
    expect(h.store.get()).toMatchObject(NEW_SESSION);
  });

  it('createAccount keeps the guest session when it fails, and does not refresh', async () => {
    h = await createHarness(
      (_req, res) => sendJson(res, 400, { error: 'Verify your email before creating your account.' }),
      { session: GUEST },
    );
    await expect(h.client.createAccount(account)).rejects.toMatchObject({
      status: 400,
      message: 'Verify your email before creating your account.',
    });
    expect(h.store.get()).toEqual(GUEST);
    expect(h.server.hits(API_PATHS.refresh)).toHaveLength(0);
  });
});
