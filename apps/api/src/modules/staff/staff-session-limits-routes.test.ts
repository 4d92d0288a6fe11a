import { API_PATHS, STAFF_ERROR_CODES } from '@northgate/contracts';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { errorMessages } from '../../messages.ts';
import { freshIp, postJson } from '../../../test/helpers/fixtures.ts';
import {
  borrowerWithApplication,
  caller,
  createStaff,
  nextTotpCode,
  staffSignIn,
  type TestStaff,
} from '../../../test/helpers/pipeline.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

const MINUTE = 60_000;
const ID_NUMBER = 'D4821-77309';
const REVEAL = { step: 'documentsIDs', field: 'idNumber' };

// The clock (Date only: timers and the database run as usual) is in the test's hands, from before
// the app is built, so the API's session checks and its tokens read the same moved time.
vi.useFakeTimers({ toFake: ['Date'] });
vi.setSystemTime(Date.now());
afterAll(() => {
  vi.useRealTimers();
});

const wait = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe.each(databaseVariants())('staff sessions that end, through the API, on $name', ({ open }) => {
  const t = useTestApp(open);
  const call = caller(() => t.app);

  const refresh = (refreshToken: string) =>
    postJson(t.app, API_PATHS.staffRefresh, { refresh_token: refreshToken }, { ip: freshIp() });

  async function signedIn(): Promise<{ staff: TestStaff; access: string; refresh: string }> {
    const staff = await createStaff(t.database, 'loan_officer');
    const tokens = await staffSignIn(t.app, staff);
    return { staff, access: tokens.access_token, refresh: tokens.refresh_token };
  }

  it('a request after 16 idle minutes is refused with a plain reason, and refresh cannot revive it', async () => {
    const { refresh: refreshToken } = await signedIn();
    wait(10 * MINUTE);
    // A refresh (as the back office does when its access token runs out) is not activity.
    const refreshed = await refresh(refreshToken);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const { access_token, refresh_token } = refreshed.json<{ access_token: string; refresh_token: string }>();

    // Sixteen minutes after the last request (the sign-in; ADR 0055 says why not fifteen), with an
    // access token 6 minutes old.
    wait(6 * MINUTE + 1000);
    const idle = await call('GET', API_PATHS.staffMe, access_token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({
      error: errorMessages.staffSessionIdle,
      code: STAFF_ERROR_CODES.sessionIdle,
    });
    const revived = await refresh(refresh_token);
    expect(revived.statusCode).toBe(401);
    expect(revived.json()).toEqual({
      error: errorMessages.staffSessionIdle,
      code: STAFF_ERROR_CODES.sessionIdle,
    });
  });

  it('requests keep the session open; it still ends 12 hours after sign-in, refresh or not', async () => {
    const { refresh: first } = await signedIn();
    let refreshToken = first;
    for (let step = 1; step < 12 * 6; step += 1) {
      wait(10 * MINUTE);
      const refreshed = await refresh(refreshToken);
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      const tokens = refreshed.json<{ access_token: string; refresh_token: string }>();
      refreshToken = tokens.refresh_token;
      expect((await call('GET', API_PATHS.staffMe, tokens.access_token)).statusCode).toBe(200);
    }
    wait(10 * MINUTE);
    const ended = await refresh(refreshToken);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({
      error: errorMessages.staffSessionExpired,
      code: STAFF_ERROR_CODES.sessionExpired,
    });
  });

  it('a reveal asks for the second factor again after 15 minutes, and passes once it is given', async () => {
    const { applicationId } = await borrowerWithApplication(() => t.app, t.database);
    const { staff, access, refresh: first } = await signedIn();
    const reveal = (token: string) =>
      call('POST', `/staff/api/v1/applications/${applicationId}/reveal`, token, REVEAL);
    let refreshToken = first;
    /** Moves on `ms`, then works on (a refresh and a request) as a staff member at their desk does. */
    async function later(ms: number): Promise<string> {
      wait(ms);
      const refreshed = await refresh(refreshToken);
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      const tokens = refreshed.json<{ access_token: string; refresh_token: string }>();
      refreshToken = tokens.refresh_token;
      expect((await call('GET', API_PATHS.staffMe, tokens.access_token)).statusCode).toBe(200);
      return tokens.access_token;
    }

    expect((await reveal(access)).json()).toEqual({ value: ID_NUMBER });
    let token = await later(10 * MINUTE);
    expect((await reveal(token)).json()).toEqual({ value: ID_NUMBER });

    token = await later(5 * MINUTE);
    const asked = await reveal(token);
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toEqual({
      error: errorMessages.secondFactorRequired,
      code: STAFF_ERROR_CODES.secondFactorRequired,
    });
    expect(asked.body).not.toContain(ID_NUMBER);

    const wrong = await call('POST', API_PATHS.staffSecondFactorRecheck, token, {
      method: 'totp',
      code: '000000',
    });
    // 403 with the reason: the session is fine, so the client does not refresh and resend the code.
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: errorMessages.wrongTotpCode });
    expect((await reveal(token)).statusCode).toBe(403);

    const totp = staff.totp;
    if (totp === undefined) throw new Error('the test staff member enrolled at sign-in');
    const passed = await call('POST', API_PATHS.staffSecondFactorRecheck, token, {
      method: 'totp',
      code: nextTotpCode(totp),
    });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json()).toEqual({ second_factor_at: new Date(Date.now()).toISOString() });
    expect((await reveal(token)).json()).toEqual({ value: ID_NUMBER });

    // Fifteen minutes on it asks again; a recovery code answers too, once.
    token = await later(10 * MINUTE);
    token = await later(5 * MINUTE);
    expect((await reveal(token)).statusCode).toBe(403);
    const [recoveryCode] = totp.recoveryCodes;
    const recheck = () =>
      call('POST', API_PATHS.staffSecondFactorRecheck, token, {
        method: 'recovery_code',
        code: recoveryCode,
      });
    const viaRecovery = await recheck();
    expect(viaRecovery.statusCode, viaRecovery.body).toBe(200);
    expect((await reveal(token)).json()).toEqual({ value: ID_NUMBER });
    expect((await recheck()).statusCode).toBe(403);
  });
});
