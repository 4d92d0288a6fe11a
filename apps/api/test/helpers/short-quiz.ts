import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { oneTimeCodes } from '../../src/db/schema.ts';
import type { OutboxEntry } from '../../src/modules/messaging/outbox.ts';
import { postJson, routes } from './fixtures.ts';

// Shared by the short quiz's email-code and account tests.
export const paths = {
  send: '/api/v1/short/send_email_verify',
  confirm: '/personal_account/v1/personal_account/confirm_email',
  create: '/api/v1/short/create_account',
} as const;

export const texts = {
  accountExists: 'An account already uses this email. Log in to continue.',
  wrongCode: 'That code is not right. Check the email we sent and try again.',
  expired: 'That code has expired. Ask for a new one.',
  tooMany: 'Too many wrong codes. Ask for a new one.',
  verifyFirst: 'Verify your email before creating your account.',
  passwordIsEmail: 'Choose a password that is not your email address',
} as const;

export const STAFF_EMAIL = 'staff@northgate-lending.test';
export const PASSWORD = 'A-long-enough-passphrase-2025';

export const newEmail = () => `quiz-${randomBytes(5).toString('hex')}@example.test`;
export const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** Calls and checks against one test app; `ctx` gives the app and database once they are open. */
export function quizHarness(ctx: { app: () => FastifyInstance; database: () => Database }) {
  async function guestToken(): Promise<string> {
    const res = await postJson(ctx.app(), routes.fakeAuth, {});
    expect(res.statusCode).toBe(200);
    return res.json<{ access_token: string }>().access_token;
  }

  const sessionOf = (token: string) => decodeJwt(token).sid as string;

  async function outboxFor(recipient: string): Promise<OutboxEntry[]> {
    const res = await ctx.app().inject({ url: routes.outboxJson });
    expect(res.statusCode).toBe(200);
    return (res.json().messages as OutboxEntry[]).filter((m) => m.recipient === recipient);
  }

  /** The code in the newest verification email to `email`. */
  async function latestCode(email: string): Promise<string> {
    const [mail] = await outboxFor(email);
    const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
    if (code === undefined) throw new Error(`no code in the outbox for ${email}`);
    return code;
  }

  const send = (token: string, email: string) => postJson(ctx.app(), paths.send, { email }, bearer(token));
  const confirm = (token: string, email: string, code: string) =>
    postJson(ctx.app(), paths.confirm, { email, code }, bearer(token));

  async function sendCode(token: string, email: string): Promise<string> {
    const res = await send(token, email);
    expect(res.statusCode, res.body).toBe(200);
    return latestCode(email);
  }

  /** A code that is certainly not `code`. */
  const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  function expectError(res: LightMyRequestResponse, status: number, error: string) {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual({ error });
  }

  /** Backdates this session's codes for `email`, as if `seconds` had passed since they were sent. */
  async function backdate(token: string, email: string, seconds: number) {
    await ctx
      .database()
      .db.update(oneTimeCodes)
      .set({ createdAt: sql`${oneTimeCodes.createdAt} - make_interval(secs => ${seconds})` })
      .where(and(eq(oneTimeCodes.sessionId, sessionOf(token)), eq(oneTimeCodes.sentTo, email)));
  }

  async function verifiedGuest(email: string): Promise<string> {
    const token = await guestToken();
    const code = await sendCode(token, email);
    expect((await confirm(token, email, code)).statusCode).toBe(200);
    return token;
  }

  const createAccount = (token: string, body: Record<string, unknown>) =>
    postJson(ctx.app(), paths.create, body, bearer(token));

  return {
    guestToken,
    sessionOf,
    outboxFor,
    latestCode,
    send,
    confirm,
    sendCode,
    otherThan,
    expectError,
    backdate,
    verifiedGuest,
    createAccount,
  };
}
