import { randomUUID } from 'node:crypto';
import {
  sensitiveAnswerValues as sensitiveValues,
  validBusinessAnswers,
  validInvestmentAnswers,
  validLongFormAnswers,
  validPermanentAnswers,
} from '@northgate/lending-flows/fixtures';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { flowApplications } from '../../db/schema.ts';
import type { OutboxEntry } from '../messaging/outbox.ts';
import { draftCalls, validDetails } from '../../../test/helpers/drafts.ts';
import { createUser, login, longFormFixtureAccount, routes } from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

type Answers = Record<string, unknown>;

describe.each(databaseVariants())("the borrower's confirmation email on $name", ({ open }) => {
  const t = useTestApp(open);
  const { guestToken, getDraft, putStep, submit, confirmEmail } = draftCalls(() => t.app);

  async function fill(token: string, flowId: string, answers: Answers) {
    for (const [stepId, values] of Object.entries(answers)) {
      const res = await putStep(token, flowId, stepId, { values, complete: true });
      expect(res.statusCode, `${stepId}: ${res.body}`).toBe(200);
    }
  }

  async function outbox(): Promise<OutboxEntry[]> {
    return (await t.app.inject({ url: routes.outboxJson })).json().messages as OutboxEntry[];
  }

  const toBorrower = (mail: OutboxEntry[], reference: string) =>
    mail.filter((entry) => entry.subject === `We received your application (${reference})`);

  it('a guest gets the reference at the address the application gives, without a sensitive answer', async () => {
    expect(sensitiveValues('investmentLoanApplication', validInvestmentAnswers)).toHaveLength(3);
    const token = await guestToken();
    await fill(token, 'investmentLoanApplication', validInvestmentAnswers);
    await confirmEmail(token, validInvestmentAnswers.personalAndBorrowingEntity.email);
    const key = randomUUID();
    const res = await submit(token, 'investmentLoanApplication', key);
    expect(res.statusCode).toBe(201);
    const { reference } = res.json<{ reference: string }>();
    expect(reference).toMatch(/^NG-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);

    // The same key again: the same reference, and still one email.
    const again = await submit(token, 'investmentLoanApplication', key);
    expect(again.statusCode).toBe(200);
    expect(again.json().reference).toBe(reference);

    const mail = toBorrower(await outbox(), reference);
    expect(mail).toHaveLength(1);
    const [email] = mail as [OutboxEntry];
    expect(email.recipient).toBe('maya.okafor@example.test');
    expect(email.body).toContain(`Your reference is ${reference}.`);
    expect(email.body).toContain('investment loan application');
    expect(email.body).toContain('will be in touch within one business day');
    for (const secret of sensitiveValues('investmentLoanApplication', validInvestmentAnswers))
      expect(email.body).not.toContain(secret);
    expect(email.body).not.toContain('Okafor');
  });

  it('a guest permanent applicant gets it at the borrower email of the application', async () => {
    const token = await guestToken();
    await fill(token, 'permanentLoanApplication', validPermanentAnswers);
    await confirmEmail(token, validPermanentAnswers.borrowerInformation.borrower.email);
    const res = await submit(token, 'permanentLoanApplication', randomUUID());
    expect(res.statusCode).toBe(201);
    const [email, ...more] = toBorrower(await outbox(), res.json<{ reference: string }>().reference);
    expect(more).toEqual([]);
    expect(email?.recipient).toBe(validPermanentAnswers.borrowerInformation.borrower.email);
    for (const secret of sensitiveValues('permanentLoanApplication', validPermanentAnswers))
      expect(email?.body).not.toContain(secret);
  });

  it.each([
    ['permanentLoanApplication', validPermanentAnswers, 'permanent loan application', {}],
    ['businessLoanApplication', validBusinessAnswers, 'business loan application', {}],
    // The long form's account: its phone verified and its name the one signed.
    ['longForm', validLongFormAnswers, 'full application', longFormFixtureAccount()],
  ] as const)(
    'a signed-in borrower gets it at their account address (%s)',
    async (flowId, answers, name, account) => {
      const user = await createUser(t.database, account);
      const { access_token } = await login(t.app, user);
      await fill(access_token, flowId, answers);
      const res = await submit(access_token, flowId, randomUUID());
      expect(res.statusCode).toBe(201);
      const { reference, application_id } = res.json<{ reference: string; application_id: string }>();

      const list = await t.app.inject({
        url: '/api/v1/applications',
        headers: { authorization: `Bearer ${access_token}` },
      });
      expect(list.json().applications).toEqual([expect.objectContaining({ application_id, reference })]);

      const [email, ...more] = toBorrower(await outbox(), reference);
      expect(more).toEqual([]);
      expect(email?.recipient).toBe(user.email);
      expect(email?.body).toContain(name);
      expect(email?.body).toContain(reference);
      const secrets = sensitiveValues(flowId, answers);
      expect(secrets.length).toBeGreaterThanOrEqual(3);
      for (const secret of secrets) expect(email?.body).not.toContain(secret);
      // Nor an account number: the long form's bank and mortgage accounts end in these.
      if (flowId === 'longForm')
        for (const last4 of ['2231', '4417']) expect(email?.body).not.toContain(last4);
    },
  );

  it('a submit that rolls back queues nothing and keeps the draft', async () => {
    const token = await guestToken();
    await fill(token, 'investmentLoanApplication', validInvestmentAnswers);
    await confirmEmail(token, validInvestmentAnswers.personalAndBorrowingEntity.email);
    const before = (await outbox()).length;
    // The borrower's email is the transaction's last write: refusing it undoes the whole submit.
    await t.database.db.execute(
      sql.raw(
        "alter table outbox_messages add constraint refuse_borrower_mail check (idempotency_key not like '%:borrower') not valid",
      ),
    );
    try {
      const key = randomUUID();
      const res = await submit(token, 'investmentLoanApplication', key);
      expect(res.statusCode).toBe(500);
      expect(await outbox()).toHaveLength(before);
      const rows = await t.database.db
        .select()
        .from(flowApplications)
        .where(eq(flowApplications.idempotencyKey, key));
      expect(rows).toEqual([]);
      expect(Object.keys((await getDraft('investmentLoanApplication', token)).json().values)).toEqual(
        Object.keys(validInvestmentAnswers),
      );
    } finally {
      await t.database.db.execute(
        sql.raw('alter table outbox_messages drop constraint refuse_borrower_mail'),
      );
    }
  });

  it('the short quiz (the pre-qualification at sign-up) emails the borrower its reference, and staff no second notice', async () => {
    const token = await guestToken();
    const { completeQuiz } = draftCalls(() => t.app);
    await completeQuiz(token);
    const res = await submit(token, 'shortQuiz', randomUUID());
    expect(res.statusCode).toBe(201);
    const { reference, application_id } = res.json<{ reference: string; application_id: string }>();
    const mail = await outbox();
    const [email, ...others] = toBorrower(mail, reference);
    expect(others).toEqual([]);
    expect(email?.recipient).toBe(validDetails.email);
    expect(email?.body).toContain(`Your reference is ${reference}.`);
    expect(email?.body).toContain('We received your pre-qualification request on');
    // Staff heard of the lead with the account: no "New application" notice on top.
    expect(mail.filter((entry) => entry.body.includes(application_id))).toEqual([]);
  });
});
