import { randomBytes } from 'node:crypto';
import {
  CSRF_HEADER_NAME,
  STAFF_ERROR_CODES,
  type HttpMethod,
  type StaffErrorCode,
} from '@northgate/contracts';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { sessions } from '../../src/db/schema.ts';
import { AccessTokens } from '../../src/modules/identity/access-tokens.ts';
import {
  startLocalOidcProvider,
  type LocalOidcProvider,
} from '../../src/modules/identity/local-oidc-provider.ts';
import { createUser, csrfCookies, freshIp } from '../helpers/fixtures.ts';
import { createStaff } from '../helpers/pipeline.ts';
import { startTestApp } from '../helpers/test-app.ts';

/** One fixed seed, so a failure reruns as it was; FUZZ_SEED tries another. fast-check prints it on failure. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_251_113);

/** Who calls: nobody, a guest, a signed-in borrower, a staff admin, or someone with a token that is not ours. */
export type Caller = 'none' | 'guest' | 'signed-in' | 'staff' | 'forged';
/** The CSRF cookie: absent, with its matching header, or alone (a cross-site request). */
export type Csrf = 'none' | 'pair' | 'cookie-only';

// Mostly callers and requests that get past the access and CSRF checks, so the rest of a route runs.
export const callers = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<Caller>('guest', 'signed-in', 'staff') },
  { weight: 1, arbitrary: fc.constantFrom<Caller>('none', 'forged') },
);
export const csrfModes = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<Csrf>('none', 'pair') },
  { weight: 1, arbitrary: fc.constant<Csrf>('cookie-only') },
);

export interface FuzzTarget {
  app: FastifyInstance;
  database: Database;
  /** The app's TOKEN_SECRET, so sessions can be opened without a password check per run. */
  tokenSecret: string;
  /** A borrower's account, for signed-in sessions. */
  userId: string;
  /** An admin staff member, for staff sessions (every staff endpoint lets them in). */
  staffId: string;
  /** The CSRF cookies the app issued (as a Cookie header) and the token for X-CSRF-Token. */
  csrf: { cookie: string; token: string };
}

const forgedToken = `eyJhbGciOiJIUzI1NiJ9.${Buffer.from('{"sub":"x","typ":"lk"}').toString('base64url')}.${randomBytes(32).toString('base64url')}`;

/**
 * A fresh session of the caller's kind, so one run's logout or refresh cannot sign the next
 * run out: a row in `sessions` and an access token from the app's own AccessTokens.
 */
export async function tokenFor(target: FuzzTarget, caller: Caller): Promise<string | undefined> {
  if (caller === 'none') return undefined;
  if (caller === 'forged') return forgedToken;
  if (caller === 'staff') {
    const [staffSession] = await target.database.db
      .insert(sessions)
      .values({
        staffMemberId: target.staffId,
        tokenType: 'staff',
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: sessions.id });
    const sessionId = (staffSession as { id: string }).id;
    return new AccessTokens(target.tokenSecret).issue({
      subject: target.staffId,
      sessionId,
      tokenType: 'staff',
      role: 'admin',
    });
  }
  const tokenType = caller === 'guest' ? 'guest' : 'lk';
  const userId = caller === 'guest' ? null : target.userId;
  const [session] = await target.database.db
    .insert(sessions)
    .values({ userId, tokenType, expiresAt: new Date(Date.now() + 3_600_000) })
    .returning({ id: sessions.id });
  const sessionId = (session as { id: string }).id;
  return new AccessTokens(target.tokenSecret).issue({ subject: userId ?? sessionId, sessionId, tokenType });
}

export interface FuzzRequest {
  method: HttpMethod;
  url: string;
  /** JSON text; none for a GET. */
  body?: string;
  caller: Caller;
  csrf: Csrf;
}

export async function send(target: FuzzTarget, request: FuzzRequest): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  const token = await tokenFor(target, request.caller);
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  if (request.csrf !== 'none') headers.cookie = target.csrf.cookie;
  if (request.csrf === 'pair') headers[CSRF_HEADER_NAME.toLowerCase()] = target.csrf.token;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  return target.app.inject({
    method: request.method,
    url: request.url,
    headers,
    ...(request.body === undefined ? {} : { payload: request.body }),
    remoteAddress: freshIp(),
  });
}

/**
 * Never a 5xx; every 4xx is `{error}` or `422 {detail: [{loc, msg, type}]}`, or a staff answer
 * `{error, code}` whose code is one the back office acts on (ADR 0055).
 */
export function expectSafeAnswer(res: LightMyRequestResponse, label: string): void {
  const context = `${label} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, context).toBeLessThan(500);
  if (res.statusCode < 400) return;
  const answer = res.json<{ error?: unknown; detail?: unknown }>();
  if (res.statusCode === 422 && Array.isArray(answer.detail)) {
    for (const entry of answer.detail as { loc?: unknown; msg?: unknown; type?: unknown }[]) {
      expect(
        Array.isArray(entry.loc) && typeof entry.msg === 'string' && typeof entry.type === 'string',
        context,
      ).toBe(true);
    }
    return;
  }
  const { code, ...plain } = answer as { code?: unknown };
  if (code !== undefined)
    expect(Object.values(STAFF_ERROR_CODES).includes(code as StaffErrorCode), context).toBe(true);
  expect(typeof answer.error === 'string' && Object.keys(plain).length === 1, context).toBe(true);
}

/**
 * An app on a database of its own (opened before the enclosing describe's tests, closed after),
 * with Google sign-in against the local provider so social_auth answers as in production.
 */
export function useFuzzTarget(open: () => Promise<Database>): () => FuzzTarget {
  let target: FuzzTarget | undefined;
  let provider: LocalOidcProvider | undefined;
  beforeAll(async () => {
    const database = await open();
    provider = await startLocalOidcProvider({ host: '127.0.0.1' });
    const tokenSecret = randomBytes(48).toString('base64url');
    const { app } = await startTestApp(database, { tokenSecret, google: provider.google });
    const { id: userId } = await createUser(database);
    const { id: staffId } = await createStaff(database, 'admin');
    target = { app, database, tokenSecret, userId, staffId, csrf: await csrfCookies(app) };
  });
  afterAll(async () => {
    await target?.app.close();
    await provider?.stop();
    await target?.database.close();
  });
  return () => {
    if (target === undefined) throw new Error('useFuzzTarget: read inside a test');
    return target;
  };
}
