import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/db/schema.ts';
import { freshIp, postJson } from './helpers/fixtures.ts';
import { startTestApp, useTestApp } from './helpers/test-app.ts';
import { databaseVariants } from './helpers/test-database.ts';

// /metrics in the Prometheus text format (ADR 0049): what an operator's Prometheus scrapes.

const CONTACT = '/personal_account/v1/personal_account/contact_us';

/** The value of one sample line, e.g. `outbox_messages_waiting 3`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(databaseVariants())('/metrics on $name', ({ open }) => {
  const t = useTestApp(open);

  it('times requests by route pattern, never by raw URL, for this machine only (local mode)', async () => {
    const draftUrl = `/api/v1/drafts/flow-${randomBytes(4).toString('hex')}`;
    await t.app.inject({ url: draftUrl });
    await t.app.inject({ url: `/no-such-path-${randomBytes(4).toString('hex')}` });
    const res = await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/drafts\/:flowId",status_code="401"\} 1/,
    );
    expect(res.body).not.toContain(draftUrl);
    expect(res.body).not.toContain('no-such-path');
    expect(res.body).toMatch(/route="unmatched",status_code="404"/);

    const fromElsewhere = await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(fromElsewhere.statusCode).toBe(404);
  });

  it('counts the outbox waiting and failed, the age of the oldest, and rate-limit refusals', async () => {
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await postJson(
        t.app,
        CONTACT,
        { name: 'Morgan Visitor', email: 'morgan@example.test', text: `Bridge loan question ${i}` },
        { ip },
      );
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    // One staff notice gives up: it shows as failed, not waiting.
    const [first] = await t.database.db.select({ id: outboxMessages.id }).from(outboxMessages).limit(1);
    await t.database.db
      .update(outboxMessages)
      .set({ state: 'failed', createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(outboxMessages.id, first!.id));
    await t.database.db
      .update(outboxMessages)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(outboxMessages.state, 'pending'));

    const text = (await t.app.inject({ url: '/metrics' })).body;
    const waiting = (await t.database.db.select().from(outboxMessages)).filter((m) => m.state === 'pending');
    expect(sample(text, 'outbox_messages_waiting')).toBe(waiting.length);
    expect(waiting.length).toBeGreaterThanOrEqual(4);
    expect(sample(text, 'outbox_messages_failed')).toBe(1);
    const age = sample(text, 'outbox_oldest_waiting_age_seconds') ?? 0;
    expect(age).toBeGreaterThanOrEqual(119);
    expect(age).toBeLessThan(600);
    expect(sample(text, 'rate_limit_refusals_total{purpose="contact:ip"}')).toBe(1);
    expect(text).not.toContain(ip);
  });
});

describe.each(databaseVariants())('/metrics in production on $name', ({ open }) => {
  it('is 404 without METRICS_TOKEN, and with it answers only the bearer token', async () => {
    const database = await open();
    try {
      const off = await startTestApp(database, { appEnv: 'production' });
      try {
        expect((await off.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
      } finally {
        await off.app.close();
      }

      const metricsToken = randomBytes(24).toString('base64url');
      const on = await startTestApp(database, { appEnv: 'production', metricsToken });
      try {
        const none = await on.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
        expect(none.statusCode).toBe(401);
        expect(none.headers['www-authenticate']).toBe('Bearer');
        const wrong = await on.app.inject({
          url: '/metrics',
          headers: { authorization: `Bearer ${metricsToken.slice(1)}x` },
        });
        expect(wrong.statusCode).toBe(401);
        const right = await on.app.inject({
          url: '/metrics',
          remoteAddress: '198.51.100.7',
          headers: { authorization: `Bearer ${metricsToken}` },
        });
        expect(right.statusCode).toBe(200);
        expect(right.body).toContain('outbox_messages_waiting');
      } finally {
        await on.app.close();
      }
    } finally {
      await database.close();
    }
  });
});
