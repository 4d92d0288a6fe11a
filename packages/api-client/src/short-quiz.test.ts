import * as v from 'valibot';
import { messages } from '@northgate/validators';
import { afterEach, describe, expect, it } from 'vitest';
import { CreateAccountRequestSchema, INVALID_ANSWERS_MESSAGE } from './contracts/index.ts';
import { API_PATHS } from './contracts/paths.ts';
import { createHarness, NEW_SESSION, type Harness } from './testing/setup.ts';
import { sendJson } from './testing/test-server.ts';

const GUEST = { access_token: 'guest-1', refresh_token: null, token_type: 'guest' };
const account = {
  email: 'Ada@Example.com',
  password: 'a-long-enough-passphrase',
  first_name: 'Ada',
  last_name: 'Lovelace',
};
const firstIssue = (result: {
  issues?: readonly { message: string; path?: readonly { key: unknown }[] }[];
}) => ({
  message: result.issues?.[0]?.message,
  path: result.issues?.[0]?.path?.map((item) => item.key),
});

let h: Harness | undefined;
afterEach(async () => {
  await h?.server.close();
  h = undefined;
});

describe('short quiz contracts', () => {
  it('create_account: the password may not be the email, in any case', () => {
    expect(v.safeParse(CreateAccountRequestSchema, account).success).toBe(true);
    const same = v.safeParse(CreateAccountRequestSchema, { ...account, password: 'ADA@example.COM' });
    expect(firstIssue(same)).toEqual({ message: messages.passwordIsEmail, path: ['password'] });
    // Too short is reported as such, before the email comparison.
    const short = v.safeParse(CreateAccountRequestSchema, {
      ...account,
      email: 'a@b.co',
      password: 'A@B.CO',
    });
    expect(firstIssue(short)).toEqual({
      message: 'This field should be at least 12 characters long',
      path: ['password'],
    });
    const sameLong = v.safeParse(CreateAccountRequestSchema, {
      ...account,
      email: 'ada.lovelace@example.com',
      password: 'Ada.Lovelace@Example.com',
    });
    expect(firstIssue(sameLong)).toEqual({ message: messages.passwordIsEmail, path: ['password'] });
  });

  it('create_account: phone is optional, blank allowed, junk refused', () => {
    expect(v.safeParse(CreateAccountRequestSchema, { ...account, mobile_phone: '' }).success).toBe(true);
    expect(v.safeParse(CreateAccountRequestSchema, { ...account, mobile_phone: null }).success).toBe(true);
    expect(
      v.safeParse(CreateAccountRequestSchema, { ...account, mobile_phone: '(555) 010-0199' }).success,
    ).toBe(true);
    const junk = v.safeParse(CreateAccountRequestSchema, { ...account, mobile_phone: 'call me' });
    expect(firstIssue(junk)).toEqual({ message: messages.phone, path: ['mobile_phone'] });
  });

  it('create_account: answers are small JSON objects', () => {
    const ok = {
      creditScore: { creditScoreRange: '720-739' },
      assetTypes: ['cash'],
      consent: true,
      n: 1,
      x: null,
    };
    expect(v.safeParse(CreateAccountRequestSchema, { ...account, answers: ok }).success).toBe(true);
    for (const answers of [
      [1, 2],
      'yes',
      { deep: { a: { b: { c: { d: 1 } } } } },
      { many: Array.from({ length: 600 }, () => 1) },
      { long: 'x'.repeat(2001) },
      { n: Number.POSITIVE_INFINITY },
      { when: new Date() },
    ]) {
      const result = v.safeParse(CreateAccountRequestSchema, { ...account, answers });
      expect(firstIssue(result).message, JSON.stringify(answers).slice(0, 40)).toBe(INVALID_ANSWERS_MESSAGE);
    }
  });
});

describe('short quiz calls', () => {
  it('sendEmailVerify returns the resend wait and code lifetime', async () => {
    h = await createHarness(
      (_req, res) => sendJson(res, 200, { success: true, resend_after_seconds: 30, expires_in_seconds: 600 }),
      { session: GUEST },
    );
    expect(await h.client.sendEmailVerify({ email: 'ada@example.com' })).toEqual({
      success: true,
      resend_after_seconds: 30,
      expires_in_seconds: 600,
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
