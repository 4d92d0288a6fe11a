import { randomBytes } from 'node:crypto';
import { API_PATHS } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../db/database.ts';
import { SessionValidityCache } from '../identity/session-validity-cache.ts';
import { caller, createStaff, staffSignIn } from '../../../test/helpers/pipeline.ts';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import {
  createScratchPostgres,
  postgresUrl,
  type ScratchPostgres,
} from '../../../test/helpers/test-database.ts';

// Issue #30: a member disabled from the admin page while signed in is refused on the next request
// by every API replica, not only by the one that served the admin's request (ADR 0030, ADR 0054).
// Two app instances on one PostgreSQL database, each with its own connections and change feed, as
// two processes behind a load balancer. Each trusts a session it found active for a minute rather
// than a second, so only the `session_ended` notification can end the member's session in time:
// without it, the replica that did not disable them would go on answering 200.
const TRUSTED_FOR_MS = 60_000;

describe.runIf(postgresUrl !== undefined)(
  'disabling a member from the admin page, on two replicas (PostgreSQL: DATABASE_URL or TEST_DATABASE_URL)',
  () => {
    let scratch: ScratchPostgres;
    const databases: Database[] = [];
    const replicas: TestApp[] = [];

    beforeAll(async () => {
      scratch = await createScratchPostgres(postgresUrl as string, { migrated: true });
      const secrets = {
        tokenSecret: randomBytes(48).toString('base64url'),
        dataEncryptionKey: randomBytes(32),
      };
      for (let index = 0; index < 2; index += 1) {
        const database = await openPostgres(scratch.url, { max: 4 });
        databases.push(database);
        replicas.push(
          await startTestApp(database, secrets, {
            services: { sessionValidity: new SessionValidityCache(TRUSTED_FOR_MS) },
          }),
        );
      }
    }, 60_000);

    afterAll(async () => {
      for (const replica of replicas) await replica.app.close();
      for (const database of databases) await database.close();
      // Unset when beforeAll failed, whatever its type says.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- see the line above
      await scratch?.drop();
    });

    const on = (index: number) => caller(() => (replicas[index] as TestApp).app);
    const app = (index: number): FastifyInstance => (replicas[index] as TestApp).app;

    /** Asks until the answer is 401; how long after `since` that was, failing past `limitMs`. */
    async function refusedWithin(limitMs: number, request: () => Promise<{ statusCode: number }>) {
      const since = Date.now();
      for (;;) {
        const { statusCode } = await request();
        if (statusCode === 401) return Date.now() - since;
        expect(statusCode).toBe(200);
        if (Date.now() - since > limitMs) throw new Error(`still accepted ${limitMs} ms after the disable`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }

    it('refuses the member on both replicas at the next request, and their refresh and sign-in', async () => {
      const database = databases[0] as Database;
      const admin = await createStaff(database, 'admin');
      const member = await createStaff(database, 'loan_officer');
      const adminToken = (await staffSignIn(app(0), admin)).access_token;
      const memberTokens = await staffSignIn(app(1), member);

      // Both replicas have found the member's session active and trust it for the next minute.
      for (const index of [0, 1]) {
        const me = await on(index)('GET', API_PATHS.staffMe, memberTokens.access_token);
        expect(me.statusCode, me.body).toBe(200);
      }

      const disabled = await on(0)(
        'POST',
        API_PATHS.staffAdminDisable.replace(':staffId', member.id),
        adminToken,
      );
      expect(disabled.statusCode, disabled.body).toBe(200);
      expect(disabled.json()).toMatchObject({ disabled: true });

      // The replica that served the admin hears of it before its answer; the other within moments.
      expect((await on(0)('GET', API_PATHS.staffMe, memberTokens.access_token)).statusCode).toBe(401);
      expect(
        await refusedWithin(5000, () => on(1)('GET', API_PATHS.staffMe, memberTokens.access_token)),
      ).toBeLessThan(5000);
      expect((await on(1)('GET', API_PATHS.staffApplications, memberTokens.access_token)).statusCode).toBe(
        401,
      );

      for (const index of [0, 1]) {
        const refresh = await on(index)('POST', API_PATHS.staffRefresh, undefined, {
          refresh_token: memberTokens.refresh_token,
        });
        expect(refresh.statusCode).toBe(401);
        const login = await on(index)('POST', API_PATHS.staffLogin, undefined, {
          email: member.email,
          password: member.password,
        });
        expect(login.statusCode).toBe(401);
      }
      // The admin's own session is untouched on both.
      for (const index of [0, 1])
        expect((await on(index)('GET', API_PATHS.staffMe, adminToken)).statusCode).toBe(200);
    });
  },
);
