import { randomUUID } from 'node:crypto';
import type { StaffApplication } from '@northgate/contracts';
import { answerSections } from '@northgate/form-engine/core';
import { flows, investmentLoanApplicationFlow, reviewAnswers } from '@northgate/lending-flows';
import {
  filledAnswers,
  rewordForTest,
  sensitiveAnswerValues,
  validInvestmentAnswers,
} from '@northgate/lending-flows/fixtures';
import { describe, expect, it } from 'vitest';
import { applicationPdf } from './application-pdf.ts';
import { answersByStep } from './application-answers.ts';
import { draftCalls } from '../../../test/helpers/drafts.ts';
import { createUser, login } from '../../../test/helpers/fixtures.ts';
import { caller, createStaff, staffToken } from '../../../test/helpers/pipeline.ts';
import { flat, pdftotext } from '../../../test/helpers/pdftotext.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

/*
 * What leaves the site reads as the borrower was asked: every declared field of every flow,
 * answered, printed in the PDF copy (read with poppler's pdftotext) and sent to the back office
 * under its question, formatted as the form showed it, sensitive answers masked.
 */

const pdfOf = (flowId: string, answers: Record<string, unknown>) =>
  applicationPdf({
    flowId,
    flowTitle: flowId,
    reference: 'NG-TEST-0001',
    submittedAt: new Date('2026-11-27T10:00:00Z'),
    answers,
    signedIp: '127.0.0.1',
    signedUserAgent: 'test',
    answersSha256: 'a'.repeat(64),
  });

describe.each(Object.values(flows).map((flow) => [flow.id, flow] as const))(
  'every answer of %s, in words',
  (flowId, flow) => {
    const values = filledAnswers(flow);
    const answers = values as Record<string, unknown>;
    const steps = reviewAnswers(flow, values, 'copy');

    it('is printed in the PDF copy under the question asked, formatted, under its step and entry', async () => {
      const text = flat(pdftotext(await pdfOf(flowId, answers)));
      let printed = 0;
      for (const step of steps) {
        if (step.rows.length > 0) expect(text).toContain(flat(step.title));
        for (const section of answerSections(step.rows)) {
          if (section.within.length > 0) expect(text).toContain(flat(section.within.join(' › ')));
          for (const row of section.rows) {
            expect(text, `${step.stepId}.${row.path}`).toContain(flat(`${row.label}: ${row.value}`));
            printed++;
          }
        }
      }
      expect(printed).toBeGreaterThan(10);
      // No label made up from a key ("loanAmount:", "Us citizen:").
      expect(text).not.toMatch(/\b[a-z]+[A-Z][A-Za-z]*:/);
      for (const secret of sensitiveAnswerValues(flowId, answers).filter((value) => value.length > 4))
        expect(text).not.toContain(secret);
    });

    it('is sent to the back office as the same rows', () => {
      const sent = answersByStep(flowId, answers);
      expect(sent.map((step) => step.title)).toEqual(steps.map((step) => step.title));
      expect(sent.flatMap((step) => step.rows.map((row) => `${row.label}: ${row.value}`))).toEqual(
        steps.flatMap((step) => step.rows.map((row) => `${row.label}: ${row.value}`)),
      );
      // Only fields declared revealable offer staff a reveal.
      for (const row of sent.flatMap((step) => step.rows)) if (row.revealable) expect(row.masked).toBe(true);
    });
  },
);

describe.each(databaseVariants())('a question changed in its declaration, on $name', ({ open }) => {
  const t = useTestApp(open);
  const { putStep, submit } = draftCalls(() => t.app);
  const call = caller(() => t.app);

  it('reads the new words in the PDF copy and in the back office, with nothing else edited', async () => {
    const { access_token: token } = await login(t.app, await createUser(t.database));
    for (const [stepId, values] of Object.entries(validInvestmentAnswers)) {
      const res = await putStep(token, 'investmentLoanApplication', stepId, { values, complete: true });
      expect(res.statusCode, `${stepId}: ${res.body}`).toBe(200);
    }
    const submitted = await submit(token, 'investmentLoanApplication', randomUUID());
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { application_id: id } = submitted.json<{ application_id: string }>();
    const staff = await staffToken(t.app, await createStaff(t.database, 'loan_officer'));

    const question = 'How much would you like to borrow?';
    const undo = rewordForTest(
      investmentLoanApplicationFlow,
      'loanRequestInformation',
      'loanAmount',
      question,
    );
    try {
      const pdf = await call('GET', `/api/v1/applications/${id}/pdf`, token);
      expect(pdf.statusCode).toBe(200);
      const text = flat(pdftotext(pdf.rawPayload));
      expect(text).toContain(`${question}: $300,000`);
      expect(text).not.toContain('Loan amount you are requesting');

      const detail = await call('GET', `/staff/api/v1/applications/${id}`, staff);
      const request = detail
        .json<StaffApplication>()
        .steps.find((step) => step.id === 'loanRequestInformation');
      expect(request?.rows.find((row) => row.path === 'loanAmount')).toMatchObject({
        label: question,
        value: '$300,000',
      });
    } finally {
      undo();
    }
    const again = await call('GET', `/staff/api/v1/applications/${id}`, staff);
    expect(again.body).toContain('Loan amount you are requesting');
  });
});
