import { describe, expect, it } from 'vitest';
import { errorMessages } from '../src/messages.ts';
import { createUser, csrfCookies, freshIp, getWithToken, login, routes } from './helpers/fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { databaseVariants } from './helpers/test-database.ts';

/** `/auth/...` → `/%61uth/...`: the router decodes it to the same route. */
const encodeFirstLetter = (path: string) => `/%${path.charCodeAt(1).toString(16)}${path.slice(2)}`;

describe.each(databaseVariants())('percent-encoded API paths on $name', ({ open }) => {
  const t = useTestApp(open);

  it('get the CSRF check of the plain path: a cookie without the header is refused', async () => {
    const { cookie } = await csrfCookies(t.app);
    for (const url of [routes.fakeAuth, encodeFirstLetter(routes.fakeAuth)]) {
      const res = await t.app.inject({ method: 'POST', url, headers: { cookie }, remoteAddress: freshIp() });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ error: errorMessages.csrf });
    }
  });

  it('reach the handler once the header matches the cookie', async () => {
    const { cookie, token } = await csrfCookies(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: encodeFirstLetter(routes.fakeAuth),
      headers: { cookie, 'x-csrf-token': token },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().token_type).toBe('guest');
  });

  it('are never stored by caches, like the plain path', async () => {
    const user = await createUser(t.database);
    const { access_token } = await login(t.app, user);
    for (const url of [routes.userInfo, encodeFirstLetter(routes.userInfo)]) {
      const res = await getWithToken(t.app, url, access_token);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().email, url).toBe(user.email);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});
