import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import {
  localGoogleIdentity,
  startLocalOidcProvider,
  type GoogleIdentity,
  type LocalOidcProvider,
} from './local-oidc-provider.ts';
import { createUser, freshIp, getWithToken, routes } from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

const socialAuth = '/auth/api/v1/auth/social_auth';
const verificationCode = '/auth/api/v1/auth/google/verification_code/';

describe.each(databaseVariants())('Google sign-in against the local provider on $name', ({ open }) => {
  let provider: LocalOidcProvider;
  beforeAll(async () => {
    provider = await startLocalOidcProvider({ host: '127.0.0.1' });
  });
  afterAll(async () => {
    await provider.stop();
  });
  const t = useTestApp(open, () => ({ google: provider.google, publicUrl: 'http://localhost:3000' }));

  /** What the browser does: follow the provider URL and read where it sends us back. */
  async function approveAtProvider(providerUrl: string): Promise<URL> {
    const res = await fetch(providerUrl, { redirect: 'manual' });
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location') as string);
  }

  async function startSignIn(requestFrom = '/profile') {
    const res = await t.app.inject({
      remoteAddress: freshIp(),
      url: socialAuth,
      query: { provider: 'google', request_from: requestFrom },
    });
    expect(res.statusCode).toBe(200);
    return new URL(res.json().url as string);
  }

  it('hands out a code-flow URL with PKCE (S256), state and nonce', async () => {
    const url = await startSignIn();
    expect(url.origin).toBe(new URL(provider.google.issuer).origin);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'northgate-local',
      redirect_uri: 'http://localhost:3000/login/google/callback',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const name of ['state', 'nonce', 'code_challenge'])
      expect(url.searchParams.get(name)).toMatch(/^[\w-]{43}$/);
  });

  it('round trip: a new Google user gets an account and an lk session', async () => {
    const callback = await approveAtProvider((await startSignIn('/longForm/')).toString());
    expect(callback.pathname).toBe('/login/google/callback');
    const res = await t.app.inject({
      remoteAddress: freshIp(),
      url: verificationCode,
      query: {
        code: callback.searchParams.get('code') as string,
        state: callback.searchParams.get('state') as string,
        request_from: '/longForm/',
      },
    });
    expect(res.statusCode).toBe(200);
    const tokens = res.json();
    expect(tokens).toMatchObject({ token_type: 'lk', request_from: '/longForm/' });
    expect(typeof tokens.refresh_token).toBe('string');

    const info = await getWithToken(t.app, routes.userInfo, tokens.access_token);
    expect(info.json()).toEqual({
      first_name: 'Gale',
      last_name: 'Google',
      email: 'google.borrower@example.test',
      cell_phone: '',
      cell_phone_verified: false,
      status: 1,
    });

    // Signing in again reuses the same account.
    const again = await approveAtProvider((await startSignIn()).toString());
    const second = await t.app.inject({
      remoteAddress: freshIp(),
      url: verificationCode,
      query: {
        code: again.searchParams.get('code') as string,
        state: again.searchParams.get('state') as string,
      },
    });
    expect(second.statusCode).toBe(200);
    const infoAgain = await getWithToken(t.app, routes.userInfo, second.json().access_token);
    expect(infoAgain.json().email).toBe('google.borrower@example.test');
  });

  it('fails without details (only logged) for a replayed state or a made-up one', async () => {
    const callback = await approveAtProvider((await startSignIn()).toString());
    const query = {
      code: callback.searchParams.get('code') as string,
      state: callback.searchParams.get('state') as string,
    };
    expect((await t.app.inject({ remoteAddress: freshIp(), url: verificationCode, query })).statusCode).toBe(
      200,
    );

    const replay = await t.app.inject({ remoteAddress: freshIp(), url: verificationCode, query });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: 'Google sign-in failed' });
    const madeUp = await t.app.inject({
      remoteAddress: freshIp(),
      url: verificationCode,
      query: { code: 'x', state: 'not-a-state' },
    });
    expect(madeUp.statusCode).toBe(401);
    expect(t.logs.text).toContain('Google sign-in failed');
    expect(t.logs.text).not.toContain(query.code);
  });

  it('links a verified Google email to the existing account with that email', async () => {
    const existing = await createUser(t.database, {
      email: 'linked.borrower@example.test',
      firstName: 'Lin',
    });
    const res = await signInAs({
      sub: 'another-google-user',
      email: existing.email,
      given_name: 'Lin',
      family_name: 'Ked',
    });
    const info = await getWithToken(t.app, routes.userInfo, res.access_token);
    expect(info.json()).toMatchObject({ email: existing.email, first_name: 'Lin', last_name: 'Borrower' });
  });

  it('refuses an email Google has not verified, and creates no account for it', async () => {
    provider.setIdentity({
      sub: 'unverified-google-user',
      email: 'unverified.borrower@example.test',
      given_name: 'Una',
      family_name: 'Verified',
      email_verified: false,
    });
    const callback = await approveAtProvider((await startSignIn()).toString());
    // The ID token is signed at the code exchange, so the identity stays until then.
    const res = await t.app.inject({
      remoteAddress: freshIp(),
      url: verificationCode,
      query: {
        code: callback.searchParams.get('code') as string,
        state: callback.searchParams.get('state') as string,
      },
    });
    provider.setIdentity(localGoogleIdentity);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Google sign-in failed' });
    const rows = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'unverified.borrower@example.test'));
    expect(rows).toEqual([]);
  });

  it('rejects query strings without code or state with a 422', async () => {
    const res = await t.app.inject({
      remoteAddress: freshIp(),
      url: verificationCode,
      query: { request_from: '/' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toEqual({
      loc: ['query', 'code'],
      msg: 'Value is required',
      type: 'missing',
    });
  });

  it('rejects an unknown provider with a 422', async () => {
    const res = await t.app.inject({
      remoteAddress: freshIp(),
      url: socialAuth,
      query: { provider: 'myspace' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({
      loc: ['query', 'provider'],
      msg: 'Unknown sign-in provider',
    });
  });

  async function signInAs(identity: GoogleIdentity) {
    provider.setIdentity(identity);
    const callback = await approveAtProvider((await startSignIn()).toString());
    const res = await t.app.inject({
      remoteAddress: freshIp(),
      url: verificationCode,
      query: {
        code: callback.searchParams.get('code') as string,
        state: callback.searchParams.get('state') as string,
      },
    });
    provider.setIdentity(localGoogleIdentity);
    expect(res.statusCode).toBe(200);
    return res.json<{ access_token: string }>();
  }
});
