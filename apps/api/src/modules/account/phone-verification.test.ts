import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { users } from '../../db/schema.ts';
import { oneTimeCodes, outboxMessages } from '../../db/schema.ts';
import { createUser, freshIp, getWithToken, login, routes } from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

const base = '/personal_account/v1/personal_account';
const paths = {
  changePhone: `${base}/change_phone`,
  resendSms: `${base}/resend_sms`,
  confirmPhone: `${base}/confirm_phone`,
} as const;

const texts = {
  wrong: 'That code is not right. Check the text message we sent and try again.',
  expired: 'That code has expired. Ask for a new one.',
  tooMany: 'Too many wrong codes. Ask for a new one.',
  noCodeAsked: 'Ask for a code for this number first.',
  notYours: 'This is not the number on your account. Change your number instead.',
};

/** A fictional but valid NANP number of its own (555-01xx), as typed and as stored. */
function newPhone() {
  const area = 200 + randomInt(0, 700);
  const line = String(randomInt(0, 100)).padStart(2, '0');
  return { typed: `(${area}) 555-01${line}`, e164: `+1${area}55501${line}` };
}

function send(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  body: unknown,
  ip?: string,
) {
  return app.inject({
    method,
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    remoteAddress: ip ?? freshIp(),
  });
}

describe.each(databaseVariants())('phone verification on $name', ({ open }) => {
  const t = useTestApp(open);

  async function signedIn(overrides: Partial<typeof users.$inferInsert> = {}) {
    const user = await createUser(t.database, overrides);
    const { access_token } = await login(t.app, user);
    return { user, token: access_token };
  }

  async function texted(e164: string) {
    return t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, e164))
      .orderBy(sql`${outboxMessages.createdAt} desc`);
  }

  async function latestCode(e164: string): Promise<string> {
    const [sms] = await texted(e164);
    const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
    if (code === undefined) throw new Error('no code texted');
    return code;
  }

  const start = (token: string, phone: string, ip?: string) =>
    send(t.app, 'POST', paths.changePhone, token, { phone }, ip);
  const finish = (token: string, phone: string, code: string, ip?: string) =>
    send(t.app, 'PUT', paths.changePhone, token, { phone, code }, ip);
  const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  /** As if `seconds` had passed since the account's codes were texted. */
  async function backdate(userId: string, seconds: number) {
    await t.database.db
      .update(oneTimeCodes)
      .set({ createdAt: sql`${oneTimeCodes.createdAt} - make_interval(secs => ${seconds})` })
      .where(eq(oneTimeCodes.userId, userId));
  }

  async function userInfo(token: string) {
    return (await getWithToken(t.app, routes.userInfo, token)).json();
  }

  it('need a signed-in token; guests get a 401', async () => {
    const guest = (await t.app.inject({ method: 'POST', url: routes.fakeAuth, payload: {} })).json();
    for (const [method, url] of [
      ['POST', paths.changePhone],
      ['PUT', paths.changePhone],
      ['POST', paths.resendSms],
      ['POST', paths.confirmPhone],
    ] as const) {
      const res = await send(t.app, method, url, guest.access_token, { phone: '2125550100', code: '123456' });
      expect(res.statusCode).toBe(401);
    }
  });

  it('round trip: a code texted to a new number, confirmed, makes it the verified number', async () => {
    const { user, token } = await signedIn();
    expect(await userInfo(token)).toMatchObject({ cell_phone: '(555) 010-1234', cell_phone_verified: false });
    const phone = newPhone();

    const res = await start(token, phone.typed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      sent_to: phone.typed,
      resend_after_seconds: 30,
      expires_in_seconds: 600,
      queued: false,
    });
    const [sms] = await texted(phone.e164);
    expect(sms).toMatchObject({ channel: 'sms', state: 'sent', kind: 'one-time-code', subject: null });
    expect(sms?.body).toContain('expires in 10 minutes');
    const code = await latestCode(phone.e164);

    // Only a keyed hash is stored; the account keeps its number until the code is confirmed.
    const [row] = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user.id));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row).toMatchObject({ purpose: 'phone-verification', sentTo: phone.e164 });
    expect((await userInfo(token)).cell_phone).toBe('(555) 010-1234');

    const ok = await finish(token, phone.typed, ` ${code} `);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ success: true, cell_phone: phone.typed, cell_phone_verified: true });
    expect(await userInfo(token)).toMatchObject({ cell_phone: phone.typed, cell_phone_verified: true });

    // Single use.
    expect((await finish(token, phone.typed, code)).json()).toEqual({ error: texts.expired });
  });

  it('confirm_phone verifies the number the account already has, and only that one', async () => {
    const phone = newPhone();
    const { token } = await signedIn({ cellPhone: phone.e164 });
    // resend_sms may text the account's own number without a change started.
    const sent = await send(t.app, 'POST', paths.resendSms, token, { phone: phone.typed });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await latestCode(phone.e164);

    const other = newPhone();
    const refused = await send(t.app, 'POST', paths.confirmPhone, token, { phone: other.typed, code });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: texts.notYours });

    const ok = await send(t.app, 'POST', paths.confirmPhone, token, { phone: phone.typed, code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await userInfo(token)).cell_phone_verified).toBe(true);
  });

  it('another account cannot confirm the code, even for the same number', async () => {
    const phone = newPhone();
    const owner = await signedIn();
    expect((await start(owner.token, phone.typed)).statusCode).toBe(200);
    const code = await latestCode(phone.e164);
    const stranger = await signedIn();
    const res = await finish(stranger.token, phone.typed, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: texts.expired });
    expect((await userInfo(stranger.token)).cell_phone).toBe('(555) 010-1234');
    expect((await finish(owner.token, phone.typed, code)).statusCode).toBe(200);
  });

  it('an expired code is refused', async () => {
    const phone = newPhone();
    const { user, token } = await signedIn();
    await start(token, phone.typed);
    const code = await latestCode(phone.e164);
    await t.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.userId, user.id));
    expect((await finish(token, phone.typed, code)).json()).toEqual({ error: texts.expired });
    expect((await userInfo(token)).cell_phone_verified).toBe(false);
  });

  it('the fifth wrong code burns the code, even for the right one; a new code works', async () => {
    const phone = newPhone();
    const { user, token } = await signedIn();
    await start(token, phone.typed);
    const code = await latestCode(phone.e164);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await finish(token, phone.typed, otherThan(code))).json()).toEqual({ error: texts.wrong });
    }
    expect((await finish(token, phone.typed, otherThan(code))).json()).toEqual({ error: texts.tooMany });
    expect((await finish(token, phone.typed, code)).json()).toEqual({ error: texts.tooMany });

    await backdate(user.id, 31);
    expect((await send(t.app, 'POST', paths.resendSms, token, { phone: phone.typed })).statusCode).toBe(200);
    const fresh = await latestCode(phone.e164);
    expect((await finish(token, phone.typed, fresh)).statusCode).toBe(200);
  });

  it('a new code before 30 seconds is a 429 with Retry-After that costs nothing; after, it replaces the old one', async () => {
    const phone = newPhone();
    const { user, token } = await signedIn();
    const ip = freshIp();
    await start(token, phone.typed, ip);
    const first = await latestCode(phone.e164);

    const early = await send(t.app, 'POST', paths.resendSms, token, { phone: phone.typed }, ip);
    expect(early.statusCode).toBe(429);
    const retryAfter = Number(early.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(early.json()).toEqual({
      error: `Please wait ${retryAfter} seconds before asking for a new code.`,
    });
    expect(await texted(phone.e164)).toHaveLength(1);

    await backdate(user.id, 31);
    // Two codes a quarter hour from one address and account remain: the refused one was not counted.
    expect((await send(t.app, 'POST', paths.resendSms, token, { phone: phone.typed }, ip)).statusCode).toBe(
      200,
    );
    await backdate(user.id, 31);
    expect((await start(token, phone.typed, ip)).statusCode).toBe(200);
    expect(await texted(phone.e164)).toHaveLength(3);
    const latest = await latestCode(phone.e164);
    if (latest !== first) {
      expect((await finish(token, phone.typed, first)).json()).toEqual({ error: texts.wrong });
    }
    expect((await finish(token, phone.typed, latest)).statusCode).toBe(200);
  });

  it('resend_sms only texts the account number or one a code already went to', async () => {
    const { token } = await signedIn();
    const res = await send(t.app, 'POST', paths.resendSms, token, { phone: newPhone().typed });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: texts.noCodeAsked });
  });

  it('codes texted are limited per account and address: 3 a quarter hour, then 429', async () => {
    const { user, token } = await signedIn();
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) {
      expect((await start(token, newPhone().typed, ip)).statusCode).toBe(200);
      await backdate(user.id, 31);
    }
    const limited = await start(token, newPhone().typed, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    // Another address still may, until the account's hourly ceiling.
    expect((await start(token, newPhone().typed, freshIp())).statusCode).toBe(200);
  });

  it('codes texted are limited per client address across accounts', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const { token } = await signedIn();
      statuses.push((await start(token, newPhone().typed, ip)).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('guesses are limited per account and address: 5 a quarter hour; a check with no code costs nothing', async () => {
    const phone = newPhone();
    const { user, token } = await signedIn();
    const ip = freshIp();
    // No code yet: refused without counting.
    for (let i = 0; i < 6; i += 1) {
      expect((await finish(token, phone.typed, '000000', ip)).json()).toEqual({ error: texts.expired });
    }
    for (let round = 0; round < 2; round += 1) {
      await backdate(user.id, 31);
      await start(token, phone.typed, freshIp());
      const code = await latestCode(phone.e164);
      const wrong = otherThan(code);
      const guesses = round === 0 ? 4 : 1;
      for (let i = 0; i < guesses; i += 1)
        expect((await finish(token, phone.typed, wrong, ip)).statusCode).toBe(400);
    }
    const limited = await finish(token, phone.typed, '000000', ip);
    expect(limited.statusCode).toBe(429);
  });

  it('validates bodies with 422 details: a US number that can take a text, a 6-digit code', async () => {
    const { token } = await signedIn();
    const bad = await finish(token, '(555) 010-0199', '12ab');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toEqual([
      { loc: ['body', 'phone'], msg: 'Enter a 10-digit US phone number', type: expect.any(String) },
      { loc: ['body', 'code'], msg: 'The code must be 6 digits', type: expect.any(String) },
    ]);
    const missing = await start(token, '');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail[0]).toMatchObject({ loc: ['body', 'phone'], msg: 'Value is required' });
  });

  it('never logs the number or the code', async () => {
    const phone = newPhone();
    const { token } = await signedIn();
    await start(token, phone.typed);
    const code = await latestCode(phone.e164);
    await finish(token, phone.typed, otherThan(code));
    await finish(token, phone.typed, code);
    const logs = t.logs.text;
    expect(logs).not.toContain(code);
    expect(logs).not.toContain(phone.e164);
    expect(logs).not.toContain(phone.e164.slice(2));
  });

  it('the demo borrower reads as a verified NANP number', async () => {
    const { demoBorrower } = await import('../../db/seed.ts');
    expect(demoBorrower.cellPhone).toMatch(/^\+1[2-9]\d{2}[2-9]\d{6}$/);
  });
});
