import { randomBytes } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { deriveKey } from './access-tokens.ts';
import { createUser, getWithToken, login, routes } from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

const tokenSecret = randomBytes(48).toString('base64url');

describe.each(databaseVariants())('access tokens on $name', ({ open }) => {
  const t = useTestApp(open, { tokenSecret });

  /** The claims of a real session, signed with the right key, with or without exp and iat. */
  async function forged(claims: { exp: boolean; iat: boolean }): Promise<string> {
    const real = decodeJwt((await login(t.app, await createUser(t.database))).access_token);
    let jwt = new SignJWT({ sid: real.sid, typ: real.typ })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(real.sub as string)
      .setIssuer(real.iss as string)
      .setAudience(real.aud as string);
    if (claims.iat) jwt = jwt.setIssuedAt();
    if (claims.exp) jwt = jwt.setExpirationTime('15m');
    return jwt.sign(deriveKey(tokenSecret, 'access-token'));
  }

  it('accepts a token with exp and iat (the forgery below differs only in those)', async () => {
    expect(
      (await getWithToken(t.app, routes.userInfo, await forged({ exp: true, iat: true }))).statusCode,
    ).toBe(200);
  });

  it.each([
    ['without exp', { exp: false, iat: true }],
    ['without iat', { exp: true, iat: false }],
  ])('refuses a correctly signed token %s with 401', async (_name, claims) => {
    const res = await getWithToken(t.app, routes.userInfo, await forged(claims));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Not authenticated' });
  });
});
