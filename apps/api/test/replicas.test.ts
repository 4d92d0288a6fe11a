import { randomBytes } from 'node:crypto';
import { API_PATHS } from '@northgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../src/db/database.ts';
import { SESSION_VALIDITY_CACHE_MS } from '../src/modules/identity/session-validity-cache.ts';
import { startApiReplica, type ApiReplica } from './helpers/api-replica.ts';
import { createUser, freshIp, routes, type TestUser } from './helpers/fixtures.ts';
import { createScratchPostgres, postgresUrl } from './helpers/test-database.ts';

// Two real API processes on one PostgreSQL database, as two replicas behind a load balancer run
// (ADR 0030): each caches sessions and user_info answers, and hears of the other's
// writes through the database's change notifications. PGlite runs in one process only.
const hasPostgres = postgresUrl !== undefined;

describe.runIf(hasPostgres)(
  'two API processes on one database (PostgreSQL: DATABASE_URL or TEST_DATABASE_URL)',
  () => {
    let scratch: { url: string; drop(): Promise<void> };
    let database: Database;
    let first: ApiReplica;
    let second: ApiReplica;

    beforeAll(async () => {
      scratch = await createScratchPostgres(postgresUrl as string);
      const secrets = {
        TOKEN_SECRET: randomBytes(48).toString('base64url'),
        DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      };
      // Both migrate at once, as replicas starting together do.
      [first, second] = await Promise.all([
        startApiReplica(scratch.url, secrets),
        startApiReplica(scratch.url, secrets),
      ]);
      database = await openPostgres(scratch.url, { max: 2 });
    }, 120_000);

    // Unset when beforeAll failed, whatever their types say.
    /* eslint-disable @typescript-eslint/no-unnecessary-condition -- see the line above */
    afterAll(async () => {
      await Promise.all([first?.stop(), second?.stop()]);
      await database?.close();
      await scratch?.drop();
    });
    /* eslint-enable @typescript-eslint/no-unnecessary-condition */

    const post = (replica: ApiReplica, path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${replica.origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const userInfo = (replica: ApiReplica, accessToken: string) =>
      fetch(`${replica.origin}${routes.userInfo}`, { headers: { authorization: `Bearer ${accessToken}` } });
    const signIn = async (replica: ApiReplica, user: TestUser) => {
      const res = await post(replica, routes.login, { email: user.email, password: user.password });
      expect(res.status).toBe(200);
      return (await res.json()) as { access_token: string; refresh_token: string };
    };

    /** Asks `replica` until `accepted` turns false; answers how long after `since` the first refused request was sent. */
    async function refusedAfter(since: number, request: () => Promise<Response>): Promise<number> {
      for (;;) {
        const sentAt = Date.now();
        const res = await request();
        if (res.status === 401) return sentAt - since;
        expect(res.status).toBe(200);
        if (sentAt - since > 5 * SESSION_VALIDITY_CACHE_MS)
          throw new Error('still accepted long after the revocation');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }

    it('signs in on one and refreshes on the other; both accept the new access token', async () => {
      const user = await createUser(database);
      const tokens = await signIn(first, user);

      const refreshed = await post(second, routes.refresh, { refresh_token: tokens.refresh_token });
      expect(refreshed.status).toBe(200);
      const rotated = (await refreshed.json()) as { access_token: string; refresh_token: string };
      expect(rotated.refresh_token).not.toBe(tokens.refresh_token);

      for (const replica of [first, second]) {
        const res = await userInfo(replica, rotated.access_token);
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({ email: user.email, first_name: 'Riley' });
      }
    });

    it('refuses a reused refresh token on both, and the reuse ends the session on both', async () => {
      const user = await createUser(database);
      const tokens = await signIn(first, user);
      const rotated = (await (
        await post(second, routes.refresh, { refresh_token: tokens.refresh_token })
      ).json()) as {
        access_token: string;
        refresh_token: string;
      };
      // Both replicas have just found the session active.
      expect((await userInfo(first, rotated.access_token)).status).toBe(200);
      expect((await userInfo(second, rotated.access_token)).status).toBe(200);

      // The old token comes back on the first replica: refused there, and again on the second.
      expect((await post(first, routes.refresh, { refresh_token: tokens.refresh_token })).status).toBe(401);
      const reusedAt = Date.now();
      expect((await post(second, routes.refresh, { refresh_token: tokens.refresh_token })).status).toBe(401);
      // The whole family is gone: the newest refresh token and the access token too, on both.
      expect((await post(second, routes.refresh, { refresh_token: rotated.refresh_token })).status).toBe(401);
      expect((await userInfo(first, rotated.access_token)).status).toBe(401);
      expect(await refusedAfter(reusedAt, () => userInfo(second, rotated.access_token))).toBeLessThanOrEqual(
        SESSION_VALIDITY_CACHE_MS,
      );
    });

    it('refuses a session revoked on one replica at once there and within a second on the other', async () => {
      const user = await createUser(database);
      const tokens = await signIn(first, user);
      // The second replica remembers the session as active before the logout.
      expect((await userInfo(second, tokens.access_token)).status).toBe(200);
      expect((await userInfo(first, tokens.access_token)).status).toBe(200);

      const logout = await post(
        first,
        routes.logout,
        { refresh_token: tokens.refresh_token },
        { authorization: `Bearer ${tokens.access_token}` },
      );
      expect(logout.status).toBe(200);
      const loggedOutAt = Date.now();

      expect((await userInfo(first, tokens.access_token)).status).toBe(401);
      expect(
        await refusedAfter(loggedOutAt, () => userInfo(second, tokens.access_token)),
      ).toBeLessThanOrEqual(SESSION_VALIDITY_CACHE_MS);
    });

    it("shows a name changed through one replica in the other's user_info", async () => {
      const user = await createUser(database);
      const tokens = await signIn(first, user);
      const authorization = `Bearer ${tokens.access_token}`;
      // The second replica has the old answer in its cache.
      expect(await (await userInfo(second, tokens.access_token)).json()).toMatchObject({
        first_name: 'Riley',
      });

      const changed = await fetch(`${first.origin}${API_PATHS.changeName}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ first_name: 'Morgan', last_name: 'Borrower' }),
      });
      expect(changed.status).toBe(200);
      expect(await (await userInfo(first, tokens.access_token)).json()).toMatchObject({
        first_name: 'Morgan',
      });

      let seen = '';
      for (let attempt = 0; attempt < 50 && seen !== 'Morgan'; attempt += 1) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20));
        seen = ((await (await userInfo(second, tokens.access_token)).json()) as { first_name: string })
          .first_name;
      }
      expect(seen).toBe('Morgan');
    });

    it('counts a rate limit across both: the eleventh login a minute from one address is refused', async () => {
      const user = await createUser(database);
      const headers = { 'x-forwarded-for': freshIp() };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const replica = attempt % 2 === 0 ? first : second;
        const res = await post(
          replica,
          routes.login,
          { email: user.email, password: 'wrong-password' },
          headers,
        );
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);
      // Even the right password waits, on either replica.
      expect(
        (await post(first, routes.login, { email: user.email, password: user.password }, headers)).status,
      ).toBe(429);
    });
  },
);
