import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { validInvestmentAnswers } from '@northgate/lending-flows/fixtures';
import { flowApplications, outboxMessages } from '../../db/schema.ts';
import type { OutboxEntry } from './outbox.ts';
import { draftCalls } from '../../../test/helpers/drafts.ts';
import { routes } from '../../../test/helpers/fixtures.ts';
import { quizHarness } from '../../../test/helpers/short-quiz.ts';
import { SmtpStandIn } from '../../../test/helpers/smtp-stand-in.ts';
import { testMessaging, useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

const NOTICE_SUBJECT = 'New application: Investment loan application';
const CODE_SUBJECT = 'Your Northgate verification code';
// Quick retries, so a test waits milliseconds where production waits seconds.
const quickRetry = { baseDelayMs: 20, maxDelayMs: 100, keepTryingMs: 60 * 60_000 };

describe.each(databaseVariants())(
  'messages through SMTP that goes down and comes back, on $name',
  ({ open }) => {
    const smtp = new SmtpStandIn();
    beforeAll(() => smtp.start());
    afterAll(() => smtp.stop());
    const t = useTestApp(open, () => ({
      smtpUrl: smtp.url,
      messaging: testMessaging({
        retry: { notice: quickRetry, 'one-time-code': quickRetry },
      }),
    }));

    const { guestToken, putStep, submit, confirmEmail } = draftCalls(() => t.app);
    const quiz = quizHarness({ app: () => t.app, database: () => t.database });

    async function outbox(): Promise<OutboxEntry[]> {
      return (await t.app.inject({ url: routes.outboxJson })).json().messages as OutboxEntry[];
    }

    async function completeInvestmentApplication(): Promise<string> {
      const token = await guestToken();
      for (const [stepId, values] of Object.entries(validInvestmentAnswers)) {
        const res = await putStep(token, 'investmentLoanApplication', stepId, { values, complete: true });
        expect(res.statusCode, `${stepId}: ${res.body}`).toBe(200);
      }
      await confirmEmail(token, validInvestmentAnswers.personalAndBorrowingEntity.email);
      return token;
    }

    it('keeps the staff notice of an application submitted while SMTP is down, and delivers it once when it is back', async () => {
      const token = await completeInvestmentApplication();
      await smtp.stop();
      const res = await submit(token, 'investmentLoanApplication', randomUUID());
      expect(res.statusCode, res.body).toBe(201);
      const { application_id } = res.json<{ application_id: string }>();
      const notice = async () => (await outbox()).find((entry) => entry.body.includes(application_id));

      await t.app.outboxWorker.drain();
      // Refused (more than once when a slow pass outlasts the quick test backoff).
      const { state, attempts, last_error } = (await notice()) as OutboxEntry;
      expect(state).toBe('pending');
      expect(attempts).toBeGreaterThanOrEqual(1);
      expect(last_error).toMatch(/^E[A-Z]+/);
      expect(last_error).not.toContain('staff@');

      await smtp.start();
      await vi.waitFor(
        async () => {
          await t.app.outboxWorker.drain();
          expect((await notice())?.state).toBe('sent');
        },
        { timeout: 10_000, interval: 50 },
      );
      // More passes find nothing left to send.
      await t.app.outboxWorker.drain();
      await t.app.outboxWorker.drain();
      const delivered = smtp.received.filter((mail) => mail.raw.includes(application_id));
      expect(delivered).toHaveLength(1);
      expect(delivered[0]).toMatchObject({ to: ['staff@northgate-lending.test'], subject: NOTICE_SUBJECT });
      expect(delivered[0]?.messageId).toMatch(/^<[0-9a-f]{64}@northgate-lending\.test>$/);
      expect(await notice()).toMatchObject({ state: 'sent', last_error: null });
    });

    it('queues nothing when the submit transaction fails, and the draft can be submitted again', async () => {
      const token = await completeInvestmentApplication();
      const noticesBefore = (await outbox()).filter((entry) => entry.subject === NOTICE_SUBJECT).length;
      // Fails the transaction at its commit, after the application and its notice were written.
      await t.database.db.execute(
        sql.raw(`create or replace function refuse_application() returns trigger language plpgsql
        as $$ begin raise exception 'refused by the test'; end $$`),
      );
      await t.database.db.execute(
        sql.raw(`create constraint trigger refuse_application after insert on flow_applications
        deferrable initially deferred for each row execute function refuse_application()`),
      );
      const key = randomUUID();
      const failed = await submit(token, 'investmentLoanApplication', key).finally(() =>
        t.database.db.execute(sql.raw('drop trigger refuse_application on flow_applications')),
      );
      expect(failed.statusCode).toBe(500);
      expect(
        await t.database.db.select().from(flowApplications).where(eq(flowApplications.idempotencyKey, key)),
      ).toEqual([]);
      expect((await outbox()).filter((entry) => entry.subject === NOTICE_SUBJECT)).toHaveLength(
        noticesBefore,
      );

      const again = await submit(token, 'investmentLoanApplication', key);
      expect(again.statusCode, again.body).toBe(201);
      const { application_id } = again.json<{ application_id: string }>();
      expect((await outbox()).filter((entry) => entry.body.includes(application_id))).toHaveLength(1);
    });

    it('answers a code request honestly while SMTP is down, lets the borrower ask again at once, and sends only the newest code', async () => {
      await smtp.stop();
      const token = await quiz.guestToken();
      const email = `still-sending-${randomUUID().slice(0, 8)}@example.test`;
      const first = await quiz.send(token, email);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({
        success: true,
        resend_after_seconds: 0,
        expires_in_seconds: 600,
        queued: true,
        message:
          'We could not send your code yet. We keep trying until it goes out, or you can ask for a new one.',
      });
      const again = await quiz.send(token, email);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ queued: true });
      // The first code was replaced: its email, not sent yet, is dropped rather than sent late.
      expect(await quiz.outboxFor(email)).toMatchObject([{ state: 'pending', attempts: 1 }]);
      const code = await quiz.latestCode(email);

      await smtp.start();
      await vi.waitFor(
        async () => {
          await t.app.outboxWorker.drain();
          expect(smtp.withSubject(CODE_SUBJECT).filter((mail) => mail.to.includes(email))).toHaveLength(1);
        },
        { timeout: 10_000, interval: 50 },
      );
      const [mail] = smtp.withSubject(CODE_SUBJECT).filter((received) => received.to.includes(email));
      expect(mail?.raw).toContain(code);
      expect((await quiz.confirm(token, email, code)).statusCode).toBe(200);
      const rows = await t.database.db
        .select({ state: outboxMessages.state })
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, email));
      expect(rows).toEqual([{ state: 'sent' }]);
    });

    it('sends a code within the request when SMTP is up, and then asks the borrower to wait before a new one', async () => {
      const token = await quiz.guestToken();
      const email = `prompt-${randomUUID().slice(0, 8)}@example.test`;
      const res = await quiz.send(token, email);
      expect(res.json()).toMatchObject({ queued: false, resend_after_seconds: 30 });
      expect(smtp.withSubject(CODE_SUBJECT).filter((mail) => mail.to.includes(email))).toHaveLength(1);
      expect((await quiz.send(token, email)).statusCode).toBe(429);
    });
  },
);
