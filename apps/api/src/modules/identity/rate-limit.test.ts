import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { RateLimiter, type Quota } from './rate-limiter.ts';
import { ageRateLimits, createUser, freshIp, postJson, routes } from '../../../test/helpers/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

describe.each(databaseVariants())('rate limits on $name', ({ open }) => {
  let database: Database;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    database = await open();
    // Two API processes sharing one database.
    first = await startTestApp(database);
    second = await startTestApp(database);
  });

  afterAll(async () => {
    await first.app.close();
    await second.app.close();
    await database.close();
  });

  it('answers 429 with an error and Retry-After after 10 logins a minute from one address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await postJson(
        first.app,
        routes.login,
        { email: `someone${i}@example.test`, password: 'wrong-password' },
        { ip },
      );
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().error).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("holds an account's quotas across processes", async () => {
    const user = await createUser(database);
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await postJson(first.app, routes.forgotPassword, { email: user.email }, { ip })).statusCode,
      ).toBe(200);
    }
    expect(
      (await postJson(second.app, routes.forgotPassword, { email: user.email }, { ip })).statusCode,
    ).toBe(429);

    for (let i = 0; i < 10; i += 1) {
      const app = i % 2 === 0 ? first.app : second.app;
      const res = await postJson(
        app,
        routes.login,
        { email: user.email, password: 'wrong-password' },
        { ip },
      );
      expect(res.statusCode).toBe(401);
    }
    // Even the right password waits out the window at the address that was guessing.
    const blocked = await postJson(
      second.app,
      routes.login,
      { email: user.email, password: user.password },
      { ip },
    );
    expect(blocked.statusCode).toBe(429);
  });

  it('counts parallel attempts from two processes exactly, all quotas or none, and refunds within the window', async () => {
    const limiters = [new RateLimiter(database.db), new RateLimiter(database.db)];
    const tag = freshIp();
    const narrow: Quota = { key: `test:narrow ${tag}`, rule: { limit: 5, windowSeconds: 60 } };
    const wide: Quota = { key: `test:wide ${tag}`, rule: { limit: 100, windowSeconds: 60 } };
    const tries = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => limiters[i % 2]!.reserve([wide, narrow])),
    );
    expect(tries.filter((t) => t.status === 'fulfilled')).toHaveLength(5);
    // The 15 refused by the narrow quota took nothing from the wide one: 95 remain there.
    const wideOnly = await Promise.allSettled(Array.from({ length: 96 }, () => limiters[0]!.reserve([wide])));
    expect(wideOnly.filter((t) => t.status === 'rejected')).toHaveLength(1);

    const refundable: Quota = { key: `test:refund ${tag}`, rule: { limit: 1, windowSeconds: 60 } };
    const taken = await limiters[0]!.reserve([refundable]);
    await expect(limiters[1]!.reserve([refundable])).rejects.toMatchObject({ statusCode: 429 });
    await taken.refund();
    await taken.refund();
    const again = await limiters[1]!.reserve([refundable]);
    // A refund never reaches into a newer window.
    await ageRateLimits(database, 61);
    const newer = await limiters[0]!.reserve([refundable]);
    await again.refund();
    await expect(limiters[1]!.reserve([refundable])).rejects.toMatchObject({ statusCode: 429 });
    await newer.refund();
    await limiters[1]!.reserve([refundable]);
  });

  it('limits refresh, forgot-password, reset-password and guest sessions per address', async () => {
    const cases = [
      { url: routes.refresh, body: () => ({ refresh_token: 'not-a-token' }), limit: 30 },
      { url: routes.forgotPassword, body: (i: number) => ({ email: `x${i}@example.test` }), limit: 10 },
      {
        url: routes.resetPassword,
        body: (i: number) => ({
          email: `y${i}@example.test`,
          code: '123456',
          new_password: 'Long-enough-password',
        }),
        limit: 10,
      },
      { url: routes.fakeAuth, body: () => ({}), limit: 30 },
    ];
    for (const { url, body, limit } of cases) {
      const ip = freshIp();
      for (let i = 0; i < limit; i += 1) {
        const res = await postJson(first.app, url, body(i), { ip });
        expect(res.statusCode, `${url} #${i + 1}`).not.toBe(429);
      }
      const over = await postJson(second.app, url, body(limit), { ip });
      expect(over.statusCode, url).toBe(429);
    }
  });
});
