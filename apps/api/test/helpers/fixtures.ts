import { randomBytes } from 'node:crypto';
import { CSRF_COOKIE_NAME } from '@northgate/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/database.ts';
import { sql } from 'drizzle-orm';
import { rateLimitCounters, users } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/modules/identity/passwords.ts';
import { rememberSecret } from './log-audit.ts';

let addressCounter = 0;

/** A client address of its own, so one test's attempts never count against another's limits. */
export function freshIp(): string {
  addressCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

/**
 * The CSRF cookies the app sets on an answer (the HttpOnly secret and the readable token), as a
 * browser sends them back, and the token a page copies from its cookie into X-CSRF-Token.
 */
export async function csrfCookies(app: FastifyInstance): Promise<{ cookie: string; token: string }> {
  const res = await app.inject({ url: '/healthz' });
  const token = res.cookies.find((c) => c.name === CSRF_COOKIE_NAME)?.value;
  if (token === undefined) throw new Error('no CSRF cookie');
  return { cookie: res.cookies.map((c) => `${c.name}=${c.value}`).join('; '), token };
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

/**
 * The account the long form's example belongs to: its phone (2125550147) proved by a texted code
 * and its name the one signed (Gabriela Reyes). The long form is submitted only with the
 * account's verified number and a signature in the account's name, so its borrowers need both.
 */
export const longFormFixtureAccount = () => ({
  cellPhone: '+12125550147',
  phoneVerifiedAt: new Date(),
  firstName: 'Gabriela',
  lastName: 'Reyes',
});

export async function createUser(
  database: Database,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  const email = `borrower-${randomBytes(5).toString('hex')}@example.test`;
  const password = `Correct-Horse-${randomBytes(4).toString('hex')}`;
  rememberSecret('password', password);
  const [row] = await database.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName: 'Riley',
      lastName: 'Borrower',
      cellPhone: '+15550101234',
      ...overrides,
    })
    .returning({ id: users.id, email: users.email });
  return { id: (row as { id: string }).id, email: (row as { email: string }).email, password };
}

export interface PostOptions {
  ip?: string;
  headers?: Record<string, string>;
}

/** POSTs JSON from `ip` (a fresh address by default). */
export function postJson(app: FastifyInstance, url: string, payload: unknown, options: PostOptions = {}) {
  return app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...options.headers },
    remoteAddress: options.ip ?? freshIp(),
  });
}

export async function login(app: FastifyInstance, user: { email: string; password: string }) {
  const res = await postJson(app, '/auth/api/v1/auth/login', { email: user.email, password: user.password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<{
    access_token: string;
    refresh_token: string;
    token_type: string;
    expires_in: number;
  }>();
}

export function getWithToken(
  app: FastifyInstance,
  url: string,
  accessToken: string,
): Promise<LightMyRequestResponse> {
  return app.inject({ url, headers: { authorization: `Bearer ${accessToken}` } });
}

export const routes = {
  login: '/auth/api/v1/auth/login',
  refresh: '/auth/api/v1/auth/refresh',
  logout: '/auth/api/v1/auth/logout',
  fakeAuth: '/auth/api/v1/auth/fake_auth',
  forgotPassword: '/auth/api/v1/auth/forgot_password',
  resetPassword: '/auth/api/v1/auth/reset_password',
  userInfo: '/personal_account/v1/personal_account/user_info',
  outboxJson: '/dev/api/outbox',
  outboxPage: '/dev/outbox',
} as const;

/** Moves every rate-limit window back by `seconds`, as if that much time had passed. */
export async function ageRateLimits(database: Database, seconds: number): Promise<void> {
  await database.db
    .update(rateLimitCounters)
    .set({ expire: sql`${rateLimitCounters.expire} - make_interval(secs => ${seconds})` });
}
