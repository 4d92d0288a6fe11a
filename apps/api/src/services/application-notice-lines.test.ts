import { sensitiveFields, validateStep, withoutSensitive } from '@northgate/form-engine/core';
import { flows } from '@northgate/lending-flows';
import {
  validBusinessAnswers,
  validInvestmentAnswers,
  validLongFormAnswers,
  validPermanentAnswers,
} from '@northgate/lending-flows/fixtures';
import { describe, expect, it } from 'vitest';
import { applicationNoticeLines } from './application-notice-lines.ts';
import { answerLines } from './lead-summary.ts';

/** What the draft API stores for the complete long form: each step's schema output. */
function submittedLongForm(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(validLongFormAnswers).map(([stepId, values]) => {
      const result = validateStep(flows.longForm, stepId as keyof typeof validLongFormAnswers, values);
      if (!result.ok) throw new Error(`${stepId} is not valid`);
      return [stepId, result.value];
    }),
  );
}

describe('staff notice lines of a submitted application', () => {
  it('lists every answer of the other flows', () => {
    expect(applicationNoticeLines('investmentLoanApplication', validInvestmentAnswers)).toEqual(
      answerLines(validInvestmentAnswers),
    );
  });

  it('opens the long form with its statement: each Form 413 line, the totals and the net worth', () => {
    const lines = applicationNoticeLines('longForm', submittedLongForm());
    expect(lines.slice(0, 19)).toEqual([
      ['Assets / Cash on hand and in banks', '$129,200'],
      ['Assets / IRA and other retirement accounts', '$122,300'],
      ['Assets / Life insurance (cash surrender value only)', '$64,000'],
      ['Assets / Stocks and bonds', '$148,500'],
      ['Assets / Real estate', '$1,505,000'],
      ['Assets / Businesses (your share of their net worth)', '$360,000'],
      ['Assets / Other assets', '$38,000'],
      ['Total assets', '$2,367,000'],
      ['Liabilities / Notes payable to banks and others', '$120,000'],
      ['Liabilities / Installment accounts (auto and other)', '$21,500'],
      ['Liabilities / Loans against life insurance', '$10,000'],
      ['Liabilities / Mortgages on real estate', '$672,000'],
      ['Liabilities / Unpaid taxes', '$0'],
      ['Liabilities / Other liabilities', '$0'],
      ['Total liabilities', '$823,500'],
      ['Net worth', '$1,543,500'],
      ['Annual income', '$189,600'],
      ['Contingent liabilities', '$18,000'],
      ['Phone / Mobile phone', '2125550147'],
    ]);
    // The texted code is never part of the notice; the answers go on with the home.
    expect(JSON.stringify(lines)).not.toContain(validLongFormAnswers.verifyPhone.smsOtp);
    expect(lines).toContainEqual(['Primary residence / Residence address / Street', '18 Alder Lane']);
  });

  it('sums up the schedules instead of listing them, so the loan request and declarations fit', () => {
    const lines = applicationNoticeLines('longForm', submittedLongForm());
    const labels = lines.map(([label]) => label);
    expect(
      labels.some((label) => /^(Investment property|Securities|Bank account|Notes payable) \//.test(label)),
    ).toBe(false);
    expect(lines).toContainEqual(['Type of loan / Loan amount', '450000']);
    expect(lines).toContainEqual(['Checkbox qs / Signature / Image', '(image kept with the application)']);
    expect(lines.length).toBeLessThan(150);
  });

  it('leaves out the EIN and the last digits of account numbers', () => {
    const text = JSON.stringify(applicationNoticeLines('longForm', submittedLongForm()));
    expect(text).not.toContain('931234567');
    const details = answerLines({ bankAccount: validLongFormAnswers.bankAccount });
    expect(JSON.stringify(details)).not.toMatch(/2231|2249|[Ll]ast 4/);
  });

  it.each([
    ['investmentLoanApplication', validInvestmentAnswers],
    ['permanentLoanApplication', validPermanentAnswers],
    ['businessLoanApplication', validBusinessAnswers],
    ['longForm', validLongFormAnswers],
  ] as const)('%s: never lists an answer its step marks sensitive', (flowId, answers) => {
    const flow = flows[flowId];
    const lines = JSON.stringify(applicationNoticeLines(flowId, answers));
    let checked = 0;
    for (const [stepId, values] of Object.entries(answers)) {
      const schema = flow.steps.find((step) => step.id === stepId)?.schema;
      if (sensitiveFields(schema).length === 0) continue;
      const kept = JSON.stringify(withoutSensitive(schema, values as Record<string, unknown>));
      for (const match of JSON.stringify(values).matchAll(/"(\d{9}|\d{4}-\d{2}-\d{2})"/g)) {
        if (kept.includes(match[0])) continue;
        checked++;
        expect(lines).not.toContain(match[1]);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
