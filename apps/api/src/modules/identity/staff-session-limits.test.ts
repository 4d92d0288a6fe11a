import { STAFF_SESSION_LIMITS } from '@northgate/contracts';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database.ts';
import { sessions } from '../../db/schema.ts';
import { createUser } from '../../../test/helpers/fixtures.ts';
import { createStaff } from '../../../test/helpers/pipeline.ts';
import { testConfig } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';
import { AccessTokens } from './access-tokens.ts';
import { SESSION_VALIDITY_CACHE_MS, SessionValidityCache } from './session-validity-cache.ts';
import { SessionService } from './sessions.ts';

const MINUTE = 60_000;
const IDLE_MS = STAFF_SESSION_LIMITS.idleSeconds * 1000;
const WRITE_MS = STAFF_SESSION_LIMITS.activityWriteSeconds * 1000;

// Two API replicas on one database (ADR 0055): the clock they share is in the test's hands.
describe.each(databaseVariants())('staff sessions that end, on $name', ({ open }) => {
  let database: Database;
  let now = Date.now();
  const clock = () => now;
  let one: SessionService;
  let two: SessionService;
  let staffId: string;

  beforeAll(async () => {
    database = await open();
    const tokens = new AccessTokens(testConfig().tokenSecret);
    const replica = () =>
      new SessionService(database.db, tokens, new SessionValidityCache(SESSION_VALIDITY_CACHE_MS, clock), {
        now: clock,
      });
    one = replica();
    two = replica();
    staffId = (await createStaff(database, 'loan_officer')).id;
  });

  afterAll(async () => {
    await database.close();
  });

  beforeEach(() => {
    now += 24 * 60 * MINUTE;
  });

  /** Moves the shared clock on (past the 1 s cache of active sessions, too). */
  const wait = (ms: number) => {
    now += ms;
  };

  const signIn = async () => {
    const tokens = await one.startStaffSession({ id: staffId, role: 'loan_officer' });
    return { ...tokens, sessionId: decodeJwt(tokens.access_token).sid as string };
  };

  const recorded = async (sessionId: string) => {
    const [row] = await database.db
      .select({ lastActiveAt: sessions.lastActiveAt, revokedReason: sessions.revokedReason })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    return row;
  };

  it('ends after 15 minutes without a request, on both replicas', async () => {
    const { sessionId } = await signIn();
    wait(IDLE_MS - 1000);
    expect(await two.state(sessionId)).toBe('active');
    // That request was activity: another 15 minutes from it, seen from the other replica.
    wait(IDLE_MS - 1000);
    expect(await one.state(sessionId)).toBe('active');
    wait(IDLE_MS + WRITE_MS);
    expect(await two.state(sessionId)).toBe('idle');
    expect(await one.state(sessionId)).toBe('idle');
    expect((await recorded(sessionId))?.revokedReason).toBe('idle');
  });

  it('never ends before 15 minutes after the last request, though that request was not written', async () => {
    const { sessionId } = await signIn();
    wait(WRITE_MS - 1000);
    expect(await one.state(sessionId)).toBe('active');
    // The recorded activity is the sign-in, 59 seconds before that request.
    wait(IDLE_MS - 1000);
    expect(await two.state(sessionId)).toBe('active');
    expect((await recorded(sessionId))?.revokedReason).toBeNull();
  });

  it('ends at most 16 minutes after the last request', async () => {
    const { sessionId } = await signIn();
    wait(WRITE_MS - 1000);
    expect(await one.state(sessionId)).toBe('active');
    wait(IDLE_MS + 1000);
    expect(await two.state(sessionId)).toBe('idle');
  });

  it('activity on one replica keeps the session open on the other', async () => {
    const { sessionId } = await signIn();
    for (let minute = 0; minute < 20; minute += 5) {
      wait(5 * MINUTE);
      expect(await one.state(sessionId)).toBe('active');
    }
    wait(10 * MINUTE);
    expect(await two.state(sessionId)).toBe('active');
  });

  it('writes activity at most once a minute, however many requests come', async () => {
    const { sessionId } = await signIn();
    const signedInAt = (await recorded(sessionId))?.lastActiveAt?.getTime();
    const updates = vi.spyOn(database.db, 'update');
    for (let second = 0; second < 50; second += 2) {
      wait(2000);
      expect(await one.state(sessionId)).toBe('active');
      expect(await two.state(sessionId)).toBe('active');
    }
    expect(updates).not.toHaveBeenCalled();
    expect((await recorded(sessionId))?.lastActiveAt?.getTime()).toBe(signedInAt);

    wait(10_000);
    expect(await one.state(sessionId)).toBe('active');
    expect(await one.state(sessionId)).toBe('active');
    expect(updates).toHaveBeenCalledTimes(1);
    expect((await recorded(sessionId))?.lastActiveAt?.getTime()).toBe(now);
    updates.mockRestore();
  });

  it('ends 12 hours after sign-in however busy, and a refresh does not extend it', async () => {
    const signedIn = await signIn();
    let refreshToken = signedIn.refresh_token;
    for (let step = 1; step < 12 * 6; step += 1) {
      wait(10 * MINUTE);
      expect(await one.state(signedIn.sessionId)).toBe('active');
      const refreshed = await one.refreshStaff(refreshToken, async () => 'loan_officer');
      if (!refreshed.ok) throw new Error(`refresh refused: ${refreshed.reason}`);
      refreshToken = refreshed.tokens.refresh_token;
    }
    wait(10 * MINUTE);
    expect(await two.state(signedIn.sessionId)).toBe('expired');
    expect(await one.refreshStaff(refreshToken, async () => 'loan_officer')).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('a refresh is no activity: it cannot revive a session that went idle', async () => {
    const { sessionId, refresh_token } = await signIn();
    wait(10 * MINUTE);
    const refreshed = await one.refreshStaff(refresh_token, async () => 'loan_officer');
    if (!refreshed.ok) throw new Error(`refresh refused: ${refreshed.reason}`);
    wait(6 * MINUTE);
    expect(await two.refreshStaff(refreshed.tokens.refresh_token, async () => 'loan_officer')).toEqual({
      ok: false,
      reason: 'idle',
    });
    expect(await one.state(sessionId)).toBe('idle');
  });

  it('ends a session opened before activity was recorded (no last_active_at) 15 minutes after its sign-in', async () => {
    // As migration 0017 left the sessions open at the time: a sign-in time, no activity.
    const opened = async () => {
      const { sessionId, refresh_token } = await signIn();
      await database.db
        .update(sessions)
        .set({ lastActiveAt: null, createdAt: new Date(now) })
        .where(eq(sessions.id, sessionId));
      return { sessionId, refresh_token };
    };
    const untouched = await opened();
    wait(IDLE_MS + WRITE_MS);
    expect(await two.state(untouched.sessionId)).toBe('idle');
    expect(await recorded(untouched.sessionId)).toMatchObject({ revokedReason: 'idle' });

    // One still in use: its request is recorded as activity, and it ends 15 minutes after that.
    const busy = await opened();
    wait(IDLE_MS - 1000);
    expect(await one.state(busy.sessionId)).toBe('active');
    expect((await recorded(busy.sessionId))?.lastActiveAt?.getTime()).toBe(now);
    wait(IDLE_MS - 1000);
    expect(await two.state(busy.sessionId)).toBe('active');
    wait(IDLE_MS + WRITE_MS);
    expect(await two.refreshStaff(busy.refresh_token, async () => 'loan_officer')).toEqual({
      ok: false,
      reason: 'idle',
    });
  });

  it('asks for the second factor again 15 minutes after the last check', async () => {
    const { sessionId } = await signIn();
    wait(14 * MINUTE);
    expect(await one.secondFactorIsFresh(sessionId)).toBe(true);
    wait(MINUTE);
    expect(await one.secondFactorIsFresh(sessionId)).toBe(false);
    await two.recordSecondFactor(sessionId);
    expect(await one.secondFactorIsFresh(sessionId)).toBe(true);
  });

  it('leaves borrower sessions as they were: no idle end, no activity writes', async () => {
    const user = await createUser(database);
    const { access_token } = await one.startUserSession(user.id);
    const sessionId = decodeJwt(access_token).sid as string;
    const updates = vi.spyOn(database.db, 'update');
    wait(IDLE_MS * 4);
    expect(await one.state(sessionId)).toBe('active');
    expect(updates).not.toHaveBeenCalled();
    updates.mockRestore();
  });
});
