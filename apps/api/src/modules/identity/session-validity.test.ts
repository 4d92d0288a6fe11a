import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { AccessTokens } from './access-tokens.ts';
import { SESSION_VALIDITY_CACHE_MS, SessionValidityCache } from './session-validity-cache.ts';
import { SessionService } from './sessions.ts';
import { createUser } from '../../../test/helpers/fixtures.ts';
import { testConfig } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

// Two API processes on one database (ADR 0026): each keeps its own cache of active sessions.
// The second one's clock is in the test's hands, so the window is checked without waiting.
describe.each(databaseVariants())('session checks across API processes on $name', ({ open }) => {
  let database: Database;
  let here: SessionService;
  let elsewhere: SessionService;
  let elsewhereNow = Date.now();

  beforeAll(async () => {
    database = await open();
    const tokens = new AccessTokens(testConfig().tokenSecret);
    here = new SessionService(database.db, tokens);
    const clock = new SessionValidityCache(SESSION_VALIDITY_CACHE_MS, () => elsewhereNow);
    elsewhere = new SessionService(database.db, tokens, clock);
  });

  afterAll(async () => {
    await database.close();
  });

  const signIn = async () => {
    const user = await createUser(database);
    const { access_token } = await here.startUserSession(user.id);
    return { userId: user.id, sessionId: decodeJwt(access_token).sid as string };
  };

  it('a logout refuses the session at once in its own process, and within the window in another', async () => {
    const { sessionId } = await signIn();
    expect(await here.isActive(sessionId)).toBe(true);
    expect(await elsewhere.isActive(sessionId)).toBe(true);

    await here.revoke(sessionId, 'logout');
    expect(await here.isActive(sessionId)).toBe(false);

    elsewhereNow += SESSION_VALIDITY_CACHE_MS;
    expect(await elsewhere.isActive(sessionId)).toBe(false);
  });

  it('signing out everywhere refuses every session of the borrower at once in its own process', async () => {
    const first = await signIn();
    const { access_token } = await here.startUserSession(first.userId);
    const second = decodeJwt(access_token).sid as string;
    expect(await here.isActive(first.sessionId)).toBe(true);
    expect(await here.isActive(second)).toBe(true);

    await here.revokeAllForUser(first.userId, 'password changed');
    expect(await here.isActive(first.sessionId)).toBe(false);
    expect(await here.isActive(second)).toBe(false);
  });

  it('never remembers an unknown or ended session', async () => {
    const { sessionId } = await signIn();
    await here.revoke(sessionId, 'logout');
    expect(await elsewhere.isActive(sessionId)).toBe(false);
    expect(await elsewhere.isActive('00000000-0000-4000-8000-000000000000')).toBe(false);
  });
});
