import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { oneTimeCodes } from '../../db/schema.ts';
import type { OutboxEntry } from '../messaging/outbox.ts';
import { ageRateLimits, createUser, freshIp, postJson, routes } from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

const HOUR = 60 * 60;
const STRONG_PASSWORD = 'Plum-harbor-violin-meadow-42';

/** ADR 0012: a guesser can slow an account down, but cannot lock its owner out. */
describe.each(databaseVariants())('limits that cannot lock the owner out, on $name', ({ open }) => {
  const t = useTestApp(open);

  const wrongLogin = (email: string, ip: string) =>
    postJson(t.app, routes.login, { email, password: 'Not-the-password-at-all' }, { ip });
  const signIn = (user: { email: string; password: string }, ip: string) =>
    postJson(t.app, routes.login, { email: user.email, password: user.password }, { ip });
  const statuses = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode);

  async function repeat(times: number, call: () => Promise<LightMyRequestResponse>) {
    const responses: LightMyRequestResponse[] = [];
    for (let i = 0; i < times; i += 1) responses.push(await call());
    return responses;
  }

  /** `perAddress` calls from each of `addresses` fresh addresses, the addresses in parallel. */
  async function spread(
    addresses: number,
    perAddress: number,
    call: (ip: string) => Promise<LightMyRequestResponse>,
  ) {
    const ips = Array.from({ length: addresses }, () => freshIp());
    const all = await Promise.all(ips.map((ip) => repeat(perAddress, () => call(ip))));
    return all.flat();
  }

  /** Reset codes sent to `email` (a newer code cancels an older one's message not yet sent). */
  async function outboxFor(email: string): Promise<OutboxEntry[]> {
    const res = await t.app.inject({ url: routes.outboxJson });
    return (res.json().messages as OutboxEntry[]).filter((m) => m.recipient === email);
  }

  async function codesSentTo(email: string) {
    return t.database.db
      .select({ id: oneTimeCodes.id })
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.sentTo, email));
  }

  describe('sign-in', () => {
    it('an address that guessed too often is refused for that account; the owner signs in from another', async () => {
      const owner = await createUser(t.database);
      const other = await createUser(t.database);
      const attacker = freshIp();

      const guesses = await repeat(12, () => wrongLogin(owner.email, attacker));
      expect(statuses(guesses)).toEqual([...Array<number>(10).fill(401), 429, 429]);
      expect((await signIn(owner, attacker)).statusCode).toBe(429);
      expect((await signIn(owner, freshIp())).statusCode).toBe(200);

      // A minute on, the address may try other accounts, but this one only after 15 minutes.
      await ageRateLimits(t.database, 61);
      expect((await wrongLogin(other.email, attacker)).statusCode).toBe(401);
      const held = await wrongLogin(owner.email, attacker);
      expect(held.statusCode).toBe(429);
      expect(Number(held.headers['retry-after'])).toBeGreaterThan(60);
      expect(held.json().error).toMatch(/^Too many attempts\. Please wait \d+ minutes and try again\.$/);
      await ageRateLimits(t.database, 15 * 60);
      expect((await wrongLogin(owner.email, attacker)).statusCode).toBe(401);
    });

    it('a guesser spread over many addresses meets a ceiling of 100 failures an hour per account', async () => {
      const owner = await createUser(t.database);
      const guesses = await spread(10, 10, (ip) => wrongLogin(owner.email, ip));
      expect(statuses(guesses).every((status) => status === 401)).toBe(true);

      expect((await wrongLogin(owner.email, freshIp())).statusCode).toBe(429);
      const owners = await signIn(owner, freshIp());
      expect(owners.statusCode).toBe(429);
      expect(Number(owners.headers['retry-after'])).toBeGreaterThan(15 * 60);
      await ageRateLimits(t.database, HOUR);
      expect((await signIn(owner, freshIp())).statusCode).toBe(200);
    });

    it("the owner's own successful sign-ins never count against the account", async () => {
      const owner = await createUser(t.database);
      const home = freshIp();
      for (let minute = 0; minute < 2; minute += 1) {
        expect(statuses(await repeat(10, () => signIn(owner, home)))).toEqual(Array<number>(10).fill(200));
        // The per-address limit (10 a minute) still holds for everyone.
        expect((await signIn(owner, home)).statusCode).toBe(429);
        await ageRateLimits(t.database, 61);
      }
    });
  });

  describe('forgot password', () => {
    it('an address asking for codes for an account is refused; the owner still gets one', async () => {
      const owner = await createUser(t.database);
      const attacker = freshIp();
      const asks = await repeat(5, () =>
        postJson(t.app, routes.forgotPassword, { email: owner.email }, { ip: attacker }),
      );
      expect(statuses(asks)).toEqual([200, 200, 200, 429, 429]);
      expect(await codesSentTo(owner.email)).toHaveLength(3);

      const own = await postJson(t.app, routes.forgotPassword, { email: owner.email }, { ip: freshIp() });
      expect(own.statusCode).toBe(200);
      expect(await codesSentTo(owner.email)).toHaveLength(4);
    });

    it('asks spread over many addresses meet a ceiling of 20 codes an hour per account', async () => {
      const owner = await createUser(t.database);
      const ask = (ip: string) => postJson(t.app, routes.forgotPassword, { email: owner.email }, { ip });
      expect(statuses(await spread(5, 3, ask)).filter((s) => s === 200)).toHaveLength(15);
      expect(statuses(await spread(5, 1, ask))).toEqual([200, 200, 200, 200, 200]);
      expect((await ask(freshIp())).statusCode).toBe(429);
      expect(await codesSentTo(owner.email)).toHaveLength(20);
    });
  });

  describe('reset password', () => {
    const guess = (email: string, ip: string) =>
      postJson(t.app, routes.resetPassword, { email, code: '000000', new_password: STRONG_PASSWORD }, { ip });

    it('an address guessing codes is refused for that account; the owner still resets from another', async () => {
      const owner = await createUser(t.database);
      const attacker = freshIp();
      expect(statuses(await repeat(7, () => guess(owner.email, attacker)))).toEqual([
        400, 400, 400, 400, 400, 429, 429,
      ]);

      const home = freshIp();
      expect(
        (await postJson(t.app, routes.forgotPassword, { email: owner.email }, { ip: home })).statusCode,
      ).toBe(200);
      const [mail] = await outboxFor(owner.email);
      const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? '';
      const reset = await postJson(
        t.app,
        routes.resetPassword,
        { email: owner.email, code, new_password: STRONG_PASSWORD },
        { ip: home },
      );
      expect(reset.statusCode, reset.body).toBe(200);
    });

    it('guesses spread over many addresses meet a ceiling of 30 an hour per account', async () => {
      const owner = await createUser(t.database);
      expect(statuses(await spread(6, 5, (ip) => guess(owner.email, ip))).every((s) => s === 400)).toBe(true);
      expect((await guess(owner.email, freshIp())).statusCode).toBe(429);
    });
  });
});
