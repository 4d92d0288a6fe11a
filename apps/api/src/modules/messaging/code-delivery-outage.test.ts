import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { oneTimeCodes, outboxMessages } from '../../db/schema.ts';
import { outboxHelpers } from '../../../test/helpers/outbox.ts';
import { bearer, quizHarness } from '../../../test/helpers/short-quiz.ts';
import { SmtpStandIn } from '../../../test/helpers/smtp-stand-in.ts';
import { testMessaging, useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

const CODE_SUBJECT = 'Your Northgate verification code';
const STATUS = '/api/v1/short/email_verify_status';
/**
 * Production's backoff shrunk a thousandfold, so a test waits milliseconds where production waits
 * seconds. The old policy gave a code up after 5 tries (about 45 s in production).
 */
const quickRetry = { baseDelayMs: 10, maxDelayMs: 40, keepTryingMs: 60 * 60_000 };
const OLD_GIVE_UP_TRIES = 5;

describe.each(databaseVariants())('a code asked for while the mail server is down, on $name', ({ open }) => {
  const smtp = new SmtpStandIn();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  // The real worker in background mode, polling as production does (only faster).
  const t = useTestApp(open, () => ({
    smtpUrl: smtp.url,
    messaging: testMessaging({
      worker: 'background',
      pollIntervalMs: 20,
      codeWaitMs: 300,
      retry: { notice: quickRetry, 'one-time-code': quickRetry },
    }),
  }));
  const quiz = quizHarness({ app: () => t.app, database: () => t.database });

  const status = async (token: string) => {
    const res = await t.app.inject({ url: STATUS, ...bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Record<string, unknown>>();
  };
  const codeMails = (email: string) =>
    smtp.withSubject(CODE_SUBJECT).filter((mail) => mail.to.includes(email));
  const messageOf = async (email: string) => {
    const [row] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email));
    return row;
  };

  it('keeps trying past the old give-up, says "not sent" until it goes out, then delivers it once', async () => {
    await smtp.stop();
    const token = await quiz.guestToken();
    const email = `outage-${randomUUID().slice(0, 8)}@example.test`;
    const sent = await quiz.send(token, email);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ queued: true, resend_after_seconds: 0 });
    expect(await status(token)).toEqual({
      waiting: true,
      to: email,
      delivered: false,
      resend_after_seconds: 0,
      expires_in_seconds: expect.any(Number),
    });

    // More tries than the old policy allowed, and the message is still being tried.
    await vi.waitFor(
      async () => expect((await messageOf(email))?.attempts).toBeGreaterThan(OLD_GIVE_UP_TRIES + 2),
      { timeout: 15_000, interval: 50 },
    );
    expect(await messageOf(email)).toMatchObject({ state: expect.stringMatching(/^(pending|sending)$/) });
    // A page reloaded meanwhile finds the same code waiting, and asking sends nothing more.
    for (let reloads = 0; reloads < 4; reloads += 1) {
      expect(await status(token)).toMatchObject({ waiting: true, to: email, delivered: false });
    }
    expect(await quiz.outboxFor(email)).toHaveLength(1);

    await smtp.start();
    await vi.waitFor(
      async () => expect(await status(token)).toMatchObject({ waiting: true, delivered: true }),
      { timeout: 15_000, interval: 50 },
    );
    const code = await quiz.latestCode(email);
    expect(codeMails(email)).toHaveLength(1);
    expect(codeMails(email)[0]?.raw).toContain(code);
    // Later passes find nothing left to send.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(codeMails(email)).toHaveLength(1);
    expect((await quiz.confirm(token, email, code)).statusCode).toBe(200);
    expect(await status(token)).toEqual({ waiting: false });
  });

  it("stops trying a code's message when the code expires, and a notice's a day after it was queued", async () => {
    const token = await quiz.guestToken();
    const email = `window-${randomUUID().slice(0, 8)}@example.test`;
    await smtp.stop();
    try {
      expect((await quiz.send(token, email)).statusCode).toBe(200);
    } finally {
      await smtp.start();
    }
    const [code] = await t.database.db
      .select({ expiresAt: oneTimeCodes.expiresAt })
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.sentTo, email));
    expect((await messageOf(email))?.giveUpAt.toISOString()).toBe(code?.expiresAt.toISOString());

    // A notice queued with the production policy: a day.
    const { queue, row } = outboxHelpers(() => t.database);
    const notice = await row(await queue());
    expect(notice.giveUpAt.getTime() - notice.createdAt.getTime()).toBe(24 * 60 * 60_000);
  });

  it('answers "no code waiting" to a session that asked for none', async () => {
    expect(await status(await quiz.guestToken())).toEqual({ waiting: false });
  });
});
