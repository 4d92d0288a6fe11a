import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { validInvestmentAnswers } from '@northgate/lending-flows/fixtures';
import type { OutboxEntry } from '../messaging/outbox.ts';
import { flowApplications } from '../../db/schema.ts';
import { createUser, login, routes } from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

import { draftCalls, validDetails } from '../../../test/helpers/drafts.ts';

describe.each(databaseVariants())('draft submission on $name', ({ open }) => {
  const t = useTestApp(open);

  const { guestToken, getDraft, putStep, submit, completeQuiz, confirmEmail } = draftCalls(() => t.app);

  describe('submit', () => {
    it('refuses an incomplete draft with a 422 naming the first incomplete step', async () => {
      const token = await guestToken();
      await putStep(token, 'shortQuiz', 'personalDetails', { values: validDetails, complete: true });
      const res = await submit(token, 'shortQuiz', randomUUID());
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual([
        {
          loc: ['body', 'values', 'verifyEmail'],
          msg: 'Step "verifyEmail" is not complete yet',
          type: 'incomplete_step',
        },
      ]);
    });

    it('creates one application per key: the same key again gives the same answer', async () => {
      const token = await guestToken();
      await completeQuiz(token);
      const key = randomUUID();
      const first = await submit(token, 'shortQuiz', key);
      expect(first.statusCode).toBe(201);
      const body = first.json();
      expect(body).toEqual({
        application_id: expect.any(String),
        reference: expect.stringMatching(/^NG-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
        submitted_at: expect.any(String),
      });

      const again = await submit(token, 'shortQuiz', key);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(body);
      const rows = await t.database.db
        .select()
        .from(flowApplications)
        .where(eq(flowApplications.idempotencyKey, key));
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain('Lovelace');
      // The submitted flow starts afresh.
      expect((await getDraft('shortQuiz', token)).json().values).toEqual({});
    });

    it('tells the staff about a new application, without identity numbers, birth dates or the signature image', async () => {
      const token = await guestToken();
      for (const [stepId, values] of Object.entries(validInvestmentAnswers)) {
        const res = await putStep(token, 'investmentLoanApplication', stepId, { values, complete: true });
        expect(res.statusCode, `${stepId}: ${res.body}`).toBe(200);
      }
      await confirmEmail(token, validInvestmentAnswers.personalAndBorrowingEntity.email);
      const res = await submit(token, 'investmentLoanApplication', randomUUID());
      expect(res.statusCode).toBe(201);
      const { application_id } = res.json<{ application_id: string }>();

      const mail = (await t.app.inject({ url: routes.outboxJson })).json().messages as OutboxEntry[];
      const notice = mail.find((entry) => entry.body.includes(application_id));
      expect(notice?.subject).toBe('New application: Investment loan application');
      expect(notice?.recipient).toBe('staff@northgate-lending.test');
      expect(notice?.body).toContain('Account: Not signed in (guest)');
      expect(notice?.body).toContain('Maya');
      expect(notice?.body).toContain('Okafor Rentals LLC');
      // Each answer under the question the borrower was asked, as the form showed it.
      expect(notice?.body).toContain('\nYour loan request\n');
      expect(notice?.body).toContain('Loan amount you are requesting: $300,000');
      expect(notice?.body).toContain('Signature: Signed as Maya Okafor');
      expect(notice?.body).not.toContain('data:image');
      const { ssnOrItin, dateOfBirth, ein } = validInvestmentAnswers.personalAndBorrowingEntity;
      for (const secret of [ssnOrItin, dateOfBirth, ein, 'base64'])
        expect(notice?.body).not.toContain(secret);
    });

    it("lists a signed-in borrower's submitted applications, and only theirs", async () => {
      const { access_token } = await login(t.app, await createUser(t.database));
      await completeQuiz(access_token);
      const submitted = (await submit(access_token, 'shortQuiz', randomUUID())).json();
      const list = await t.app.inject({
        url: '/api/v1/applications',
        headers: { authorization: `Bearer ${access_token}` },
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().applications).toEqual([
        {
          application_id: submitted.application_id,
          flow_id: 'shortQuiz',
          reference: expect.stringMatching(/^NG-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
          status: 'submitted',
          submitted_at: submitted.submitted_at,
        },
      ]);
      const other = await login(t.app, await createUser(t.database));
      const theirs = await t.app.inject({
        url: '/api/v1/applications',
        headers: { authorization: `Bearer ${other.access_token}` },
      });
      expect(theirs.json().applications).toEqual([]);
      const guest = await t.app.inject({
        url: '/api/v1/applications',
        headers: { authorization: `Bearer ${await guestToken()}` },
      });
      expect(guest.statusCode).toBe(401);
    });

    it('concurrent submits with one key create one application', async () => {
      const token = await guestToken();
      await completeQuiz(token);
      const key = randomUUID();
      const answers = await Promise.all([1, 2, 3, 4].map(() => submit(token, 'shortQuiz', key)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 201]);
      expect(new Set(answers.map((a) => a.json().application_id)).size).toBe(1);
      const rows = await t.database.db
        .select()
        .from(flowApplications)
        .where(eq(flowApplications.idempotencyKey, key));
      expect(rows).toHaveLength(1);
    });

    it("never answers with another owner's application", async () => {
      const owner = await guestToken();
      await completeQuiz(owner);
      const key = randomUUID();
      expect((await submit(owner, 'shortQuiz', key)).statusCode).toBe(201);
      const stranger = await guestToken();
      const res = await submit(stranger, 'shortQuiz', key);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: expect.any(String) });
    });
  });
});
