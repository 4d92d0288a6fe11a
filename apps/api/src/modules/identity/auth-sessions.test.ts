import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { demoBorrower, seedDemoBorrower } from '../../db/seed.ts';
import { errorMessages } from '../../messages.ts';
import { CSRF_SECRET_COOKIE_NAME } from '../../plugins/csrf.ts';
import { deriveKey } from './access-tokens.ts';
import {
  createUser,
  csrfCookies,
  freshIp,
  getWithToken,
  login,
  postJson,
  routes,
} from '../../../test/helpers/fixtures.ts';
import { testConfig, useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

describe.each(databaseVariants())('sign-in and sessions on $name', ({ open }) => {
  const config = testConfig();
  const t = useTestApp(open, config, { seed: (database) => seedDemoBorrower(database.db) });

  describe('login', () => {
    it('signs the demo borrower in with token type lk and a 15-minute access token', async () => {
      const res = await postJson(t.app, routes.login, {
        email: demoBorrower.email,
        password: demoBorrower.password,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ token_type: 'lk', expires_in: 900 });
      expect(body.refresh_token).toMatch(/^[\w-]{43}$/);
      const claims = decodeJwt(body.access_token);
      expect(claims).toMatchObject({ typ: 'lk' });
      expect((claims.exp as number) - (claims.iat as number)).toBe(900);
    });

    it('accepts the email in any case and with surrounding spaces', async () => {
      const res = await postJson(t.app, routes.login, {
        email: '  DEMO@Borrower.test ',
        password: demoBorrower.password,
      });
      expect(res.statusCode).toBe(200);
    });

    it('answers a wrong password and an unknown email with the same 401 message', async () => {
      const wrongPassword = await postJson(t.app, routes.login, {
        email: demoBorrower.email,
        password: 'not-it-at-all',
      });
      const unknownEmail = await postJson(t.app, routes.login, {
        email: 'nobody@example.test',
        password: 'whatever-1234',
      });
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual({ error: 'Incorrect email or password' });
      expect(unknownEmail.json()).toEqual(wrongPassword.json());
    });

    it('refuses a Google-only account (no password) with the same message', async () => {
      const googleOnly = await createUser(t.database, { passwordHash: null });
      const res = await postJson(t.app, routes.login, {
        email: googleOnly.email,
        password: googleOnly.password,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Incorrect email or password' });
    });

    it('reports invalid fields in the 422 detail shape with the spec messages', async () => {
      const res = await postJson(t.app, routes.login, { email: 'not-an-email' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        detail: [
          { loc: ['body', 'email'], msg: 'Value is not a valid email address', type: 'email' },
          { loc: ['body', 'password'], msg: 'Value is required', type: 'missing' },
        ],
      });
    });

    it('never writes the password or the issued tokens to the logs', async () => {
      const user = await createUser(t.database);
      const tokens = await login(t.app, user);
      await postJson(t.app, routes.login, { email: user.email, password: `${user.password}-wrong` });
      expect(t.logs.text).toContain('login succeeded');
      expect(t.logs.text).not.toContain(user.password);
      expect(t.logs.text).not.toContain(tokens.access_token);
      expect(t.logs.text).not.toContain(tokens.refresh_token);
    });
  });

  describe('user_info', () => {
    it('returns the profile fields plus status for a signed-in borrower', async () => {
      const tokens = await login(t.app, demoBorrower);
      const res = await getWithToken(t.app, routes.userInfo, tokens.access_token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        first_name: 'Dana',
        last_name: 'Demo',
        email: 'demo@borrower.test',
        cell_phone: '(212) 555-0199',
        cell_phone_verified: true,
        status: 1,
      });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('answers 401 without a token, with a malformed one, or with one signed by another key', async () => {
      const foreign = await new SignJWT({ typ: 'lk', sid: '00000000-0000-0000-0000-000000000000' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('00000000-0000-0000-0000-000000000000')
        .setIssuer('northgate-api')
        .setAudience('northgate-web')
        .setExpirationTime('5m')
        .sign(deriveKey('some-other-secret-some-other-secret', 'access-token'));
      const noToken = await t.app.inject({ url: routes.userInfo });
      expect(noToken.statusCode).toBe(401);
      expect(noToken.json()).toEqual({ error: 'Not authenticated' });
      for (const token of ['garbage', 'a.b.c', foreign]) {
        const res = await getWithToken(t.app, routes.userInfo, token);
        expect(res.statusCode, token).toBe(401);
      }
    });

    it('answers 401 to an expired access token', async () => {
      const user = await createUser(t.database);
      const tokens = await login(t.app, user);
      const { sid, sub } = decodeJwt(tokens.access_token);
      const expired = await new SignJWT({ typ: 'lk', sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub as string)
        .setIssuer('northgate-api')
        .setAudience('northgate-web')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 1000)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 100)
        .sign(deriveKey(config.tokenSecret, 'access-token'));
      const res = await getWithToken(t.app, routes.userInfo, expired);
      expect(res.statusCode).toBe(401);
    });

    it('refuses a guest token with 401', async () => {
      const guest = await postJson(t.app, routes.fakeAuth, {});
      expect(guest.statusCode).toBe(200);
      expect(guest.json()).toMatchObject({ token_type: 'guest' });
      expect(guest.json()).not.toHaveProperty('refresh_token');
      const res = await getWithToken(t.app, routes.userInfo, guest.json().access_token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Not authenticated' });
    });
  });

  describe('refresh', () => {
    it('rotates: the new pair works and the old refresh token is dead', async () => {
      const user = await createUser(t.database);
      const first = await login(t.app, user);
      const rotated = await postJson(t.app, routes.refresh, { refresh_token: first.refresh_token });
      expect(rotated.statusCode).toBe(200);
      const second = rotated.json();
      expect(second.token_type).toBe('lk');
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect((await getWithToken(t.app, routes.userInfo, second.access_token)).statusCode).toBe(200);
    });

    it('revokes the whole family when a used refresh token comes back', async () => {
      const user = await createUser(t.database);
      const first = await login(t.app, user);
      const second = (await postJson(t.app, routes.refresh, { refresh_token: first.refresh_token })).json();

      const replay = await postJson(t.app, routes.refresh, { refresh_token: first.refresh_token });
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual({ error: 'Your session has expired. Please log in again.' });
      // The legitimate holder's newer tokens die with the family.
      expect(
        (await postJson(t.app, routes.refresh, { refresh_token: second.refresh_token })).statusCode,
      ).toBe(401);
      expect((await getWithToken(t.app, routes.userInfo, second.access_token)).statusCode).toBe(401);
      // Other sign-ins of the same borrower are untouched.
      const elsewhere = await login(t.app, user);
      expect((await getWithToken(t.app, routes.userInfo, elsewhere.access_token)).statusCode).toBe(200);
    });

    it('refuses an unknown refresh token', async () => {
      const res = await postJson(t.app, routes.refresh, { refresh_token: 'never-issued' });
      expect(res.statusCode).toBe(401);
    });

    it('refuses refresh once the absolute session lifetime has passed', async () => {
      const user = await createUser(t.database);
      const tokens = await login(t.app, user);
      const { sid } = decodeJwt(tokens.access_token);
      await t.database.db
        .update(sessions)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(sessions.id, sid as string));
      const res = await postJson(t.app, routes.refresh, { refresh_token: tokens.refresh_token });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('logout', () => {
    it('revokes the refresh family and the access token at once', async () => {
      const user = await createUser(t.database);
      const tokens = await login(t.app, user);
      const res = await postJson(
        t.app,
        routes.logout,
        { refresh_token: tokens.refresh_token },
        { headers: { authorization: `Bearer ${tokens.access_token}` } },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect(
        (await postJson(t.app, routes.refresh, { refresh_token: tokens.refresh_token })).statusCode,
      ).toBe(401);
      expect((await getWithToken(t.app, routes.userInfo, tokens.access_token)).statusCode).toBe(401);
    });

    it('works with only the access token, and is idempotent', async () => {
      const user = await createUser(t.database);
      const tokens = await login(t.app, user);
      const headers = { authorization: `Bearer ${tokens.access_token}` };
      expect((await postJson(t.app, routes.logout, {}, { headers })).statusCode).toBe(200);
      expect((await postJson(t.app, routes.logout, {}, { headers })).statusCode).toBe(200);
      expect(
        (await postJson(t.app, routes.refresh, { refresh_token: tokens.refresh_token })).statusCode,
      ).toBe(401);
    });
  });

  describe('CSRF', () => {
    it('sets a readable, SameSite=Strict csrf_token cookie on pages and API answers', async () => {
      const res = await t.app.inject({ url: '/healthz' });
      const cookie = res.cookies.find((c) => c.name === 'csrf_token');
      expect(cookie).toBeDefined();
      expect(cookie?.sameSite).toBe('Strict');
      expect(cookie?.httpOnly).toBeFalsy();
      expect(cookie?.path).toBe('/');
    });

    it('keeps the secret its tokens are made from in an HttpOnly, SameSite=Strict cookie', async () => {
      const res = await t.app.inject({ url: '/healthz' });
      const secret = res.cookies.find((c) => c.name === CSRF_SECRET_COOKIE_NAME);
      expect(secret?.httpOnly).toBe(true);
      expect(secret?.sameSite).toBe('Strict');
      expect(secret?.path).toBe('/');
      expect(secret?.value).not.toBe(res.cookies.find((c) => c.name === 'csrf_token')?.value);
    });

    it('refuses a cookie-carrying POST without the matching X-CSRF-Token header', async () => {
      const { cookie, token } = await csrfCookies(t.app);
      const body = { email: demoBorrower.email, password: demoBorrower.password };

      const missing = await postJson(t.app, routes.login, body, { headers: { cookie } });
      expect(missing.statusCode).toBe(403);
      expect(missing.json()).toEqual({
        error: 'Missing or invalid CSRF token. Reload the page and try again.',
      });

      const mismatched = await postJson(t.app, routes.login, body, {
        headers: { cookie, 'x-csrf-token': 'other' },
      });
      expect(mismatched.statusCode).toBe(403);

      const matching = await postJson(t.app, routes.login, body, {
        headers: { cookie, 'x-csrf-token': token },
      });
      expect(matching.statusCode).toBe(200);
    });

    it('refuses a token the server did not sign, even when cookie and header agree', async () => {
      const forged = 'attacker-chosen.value';
      const res = await postJson(
        t.app,
        routes.fakeAuth,
        {},
        { headers: { cookie: `csrf_token=${forged}`, 'x-csrf-token': forged } },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: errorMessages.csrf });
    });

    it('refuses a token made for a secret without our key (what a planted cookie could carry)', async () => {
      const secret = 'attacker-chosen-secret';
      const salt = 'abcdefgh';
      const unkeyed = `${salt}-${createHash('sha256').update(`${salt}-${secret}`).digest('base64url')}`;
      const res = await postJson(
        t.app,
        routes.fakeAuth,
        {},
        {
          headers: {
            cookie: `${CSRF_SECRET_COOKIE_NAME}=${secret}; csrf_token=${unkeyed}`,
            'x-csrf-token': unkeyed,
          },
        },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: errorMessages.csrf });
    });

    it('answers a refusal with a fresh token, so reloading the page and trying again works', async () => {
      const { cookie } = await csrfCookies(t.app);
      const secret = cookie.split('; ').find((part) => part.startsWith(`${CSRF_SECRET_COOKIE_NAME}=`));
      const stale = `${secret}; csrf_token=left-over-value`;
      const refused = await postJson(
        t.app,
        routes.fakeAuth,
        {},
        { headers: { cookie: stale, 'x-csrf-token': 'left-over-value' } },
      );
      expect(refused.statusCode).toBe(403);
      const fresh = refused.cookies.find((c) => c.name === 'csrf_token')?.value as string;
      const retried = await postJson(
        t.app,
        routes.fakeAuth,
        {},
        {
          headers: { cookie: `${secret}; csrf_token=${fresh}`, 'x-csrf-token': fresh },
        },
      );
      expect(retried.statusCode).toBe(200);
    });

    it('does not set the cookie on hashed assets (they are cached by CDNs)', async () => {
      const res = await t.app.inject({ url: '/assets/missing.js', remoteAddress: freshIp() });
      expect(res.cookies.find((c) => c.name === 'csrf_token')).toBeUndefined();
    });

    it('leaves a GET with a bearer token and no cookies without CSRF cookies, and needs none after it', async () => {
      const tokens = await login(t.app, demoBorrower);
      const read = await getWithToken(t.app, routes.userInfo, tokens.access_token);
      expect(read.statusCode).toBe(200);
      expect(read.cookies).toEqual([]);
      const headers = { authorization: `Bearer ${tokens.access_token}` };
      // A cookie-carrying GET without the CSRF cookies still gets them.
      const withCookie = await t.app.inject({
        url: routes.userInfo,
        headers: { ...headers, cookie: 'theme=dark' },
      });
      expect(withCookie.statusCode).toBe(200);
      expect(withCookie.cookies.map((c) => c.name).sort()).toEqual([CSRF_SECRET_COOKIE_NAME, 'csrf_token']);
      // Holding no cookies, the client's next change carries none and passes without a token.
      expect((await postJson(t.app, routes.logout, {}, { headers })).statusCode).toBe(200);
    });
  });
});
