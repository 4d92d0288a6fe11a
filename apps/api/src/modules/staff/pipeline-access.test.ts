import { randomUUID } from 'node:crypto';
import {
  endpoints,
  fillPath,
  pathParamNames,
  STAFF_ROLES,
  staffMay,
  type Endpoint,
} from '@northgate/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffMembers } from '../../db/schema.ts';
import { createUser, login } from '../../../test/helpers/fixtures.ts';
import {
  borrowerWithApplication,
  caller,
  createStaff,
  staffSignIn,
  staffToken,
} from '../../../test/helpers/pipeline.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

const table = Object.entries(endpoints) as [string, Endpoint][];
const staffEndpoints = table.filter(([, endpoint]) => endpoint.access === 'staff');
const borrowerEndpoints = table.filter(
  ([, endpoint]) => endpoint.access !== 'none' && endpoint.access !== 'staff' && endpoint.served !== false,
);

/** The endpoint's URL with a random id for each path parameter (nothing is found, nothing is changed). */
const urlOf = (endpoint: Endpoint) =>
  fillPath<string>(
    endpoint.path,
    Object.fromEntries(pathParamNames(endpoint.path).map((name) => [name, randomUUID()])),
  );
const bodyOf = (endpoint: Endpoint) => (endpoint.method === 'GET' ? undefined : {});

describe.each(databaseVariants())('who may call the pipeline endpoints, on $name', ({ open }) => {
  const t = useTestApp(open);
  const call = caller(() => t.app);

  it('answers a borrower token with 403 on every staff endpoint, and no token with 401', async () => {
    expect(staffEndpoints.length).toBeGreaterThan(10);
    const borrower = (await login(t.app, await createUser(t.database))).access_token;
    for (const [name, endpoint] of staffEndpoints) {
      const url = urlOf(endpoint);
      const refused = await call(endpoint.method, url, borrower, bodyOf(endpoint));
      expect(refused.statusCode, `${name} with a borrower token`).toBe(403);
      expect(refused.json(), name).toEqual({ error: 'You do not have permission to do this' });
      const anonymous = await call(endpoint.method, url, undefined, bodyOf(endpoint));
      expect(anonymous.statusCode, `${name} without a token`).toBe(401);
    }
  });

  it("answers a staff token with 401 on every borrower endpoint: it is not a borrower's session", async () => {
    const staff = await staffToken(t.app, await createStaff(t.database, 'admin'));
    for (const [name, endpoint] of borrowerEndpoints) {
      if (endpoint.upload !== undefined) continue;
      const res = await call(endpoint.method, urlOf(endpoint), staff, bodyOf(endpoint));
      expect(res.statusCode, name).toBe(401);
    }
  });

  it('lets each role do what the permission table gives it, and nothing else (403)', async () => {
    const tokens = Object.fromEntries(
      await Promise.all(
        STAFF_ROLES.map(
          async (role) => [role, await staffToken(t.app, await createStaff(t.database, role))] as const,
        ),
      ),
    );
    for (const [name, endpoint] of staffEndpoints) {
      for (const role of STAFF_ROLES) {
        const res = await call(endpoint.method, urlOf(endpoint), tokens[role], bodyOf(endpoint));
        const allowed = endpoint.permission !== undefined && staffMay(role, endpoint.permission);
        expect(res.statusCode === 403, `${name} as ${role}: ${res.statusCode}`).toBe(!allowed);
        expect(res.statusCode, `${name} as ${role}`).toBeLessThan(500);
      }
    }
  });

  it('lets a processor move an application only to in review and documents requested by the status form', async () => {
    const { applicationId } = await borrowerWithApplication(() => t.app, t.database);
    const processor = await staffToken(t.app, await createStaff(t.database, 'processor'));
    const url = `/staff/api/v1/applications/${applicationId}/status`;
    const declined = await call('POST', url, processor, { status: 'declined' });
    expect(declined.statusCode).toBe(403);
    expect(declined.json()).toEqual({ error: 'Your role cannot move an application to declined' });
    const inReview = await call('POST', url, processor, { status: 'in_review' });
    expect(inReview.statusCode, inReview.body).toBe(200);
    expect(inReview.json()).toMatchObject({ status: 'in_review' });
  });

  it('refuses a disabled staff member at sign-in and a wrong password alike', async () => {
    const staff = await createStaff(t.database, 'loan_officer');
    const wrong = await call('POST', '/staff/api/v1/auth/login', undefined, {
      email: staff.email,
      password: 'Not-the-password-2025',
    });
    expect(wrong.statusCode).toBe(401);
    await t.database.db
      .update(staffMembers)
      .set({ disabledAt: new Date() })
      .where(eq(staffMembers.id, staff.id));
    const disabled = await call('POST', '/staff/api/v1/auth/login', undefined, {
      email: staff.email,
      password: staff.password,
    });
    expect(disabled.statusCode).toBe(401);
    expect(disabled.json()).toEqual(wrong.json());
    // A borrower's credentials are not staff credentials.
    const user = await createUser(t.database);
    const asStaff = await call('POST', '/staff/api/v1/auth/login', undefined, {
      email: user.email,
      password: user.password,
    });
    expect(asStaff.statusCode).toBe(401);
  });

  it('refreshes a staff session with the staff refresh call, and logs it out', async () => {
    const staff = await createStaff(t.database, 'processor');
    const { refresh_token } = await staffSignIn(t.app, staff);
    // A staff refresh token is no borrower's.
    expect((await call('POST', '/auth/api/v1/auth/refresh', undefined, { refresh_token })).statusCode).toBe(
      401,
    );
    const rotated = await call('POST', '/staff/api/v1/auth/refresh', undefined, { refresh_token });
    // The borrower refresh spent the token above: using it again ends the session (reuse).
    expect(rotated.statusCode).toBe(401);

    const tokens = await staffSignIn(t.app, staff);
    const refreshed = await call('POST', '/staff/api/v1/auth/refresh', undefined, {
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json<{ access_token: string; refresh_token: string; token_type: string }>();
    expect(next.token_type).toBe('staff');
    const me = await call('GET', '/staff/api/v1/me', next.access_token);
    expect(me.json()).toMatchObject({ id: staff.id, email: staff.email, role: 'processor' });
    await call('POST', '/staff/api/v1/auth/logout', next.access_token, { refresh_token: next.refresh_token });
    expect((await call('GET', '/staff/api/v1/me', next.access_token)).statusCode).toBe(401);
  });
});
