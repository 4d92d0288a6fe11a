import { sensitiveFields, validateStep } from '@northgate/form-engine/core';
import { flows } from '@northgate/lending-flows';
import {
  validBusinessAnswers,
  validInvestmentAnswers,
  validLongFormAnswers,
  validPermanentAnswers,
} from '@northgate/lending-flows/fixtures';
import { describe, expect, it } from 'vitest';
import { applicationNoticeLines } from './application-notice-lines.ts';
import { noticeText, type NoticeLine } from '../messaging/staff-notifications.ts';

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

const pairs = (lines: readonly NoticeLine[]) =>
  lines.filter((line): line is readonly [string, string] => !('heading' in line));

describe('staff notice lines of a submitted application', () => {
  it('list each step under its title, each answer under the question asked, formatted as shown', () => {
    const lines = applicationNoticeLines('investmentLoanApplication', validInvestmentAnswers);
    expect(lines[0]).toEqual({ heading: 'You and your borrowing entity' });
    expect(lines).toContainEqual(['First name', 'Maya']);
    expect(lines).toContainEqual({ heading: 'Your loan request' });
    expect(lines).toContainEqual(['Loan amount you are requesting', '$300,000']);
    expect(lines).toContainEqual(['What is the loan for?', 'Purchase']);
    expect(lines).toContainEqual(['Rent for each unit › Unit 1 › Market rent, per month', '$1,600']);
    // No label made up from a key: every label is a question a step asked.
    for (const [label] of pairs(lines)) expect(label).not.toMatch(/^[a-z]+[A-Z]\w*( |$)/);
    const text = noticeText(lines);
    expect(text).toContain('\nYour loan request\nWhat is the loan for?: Purchase');
  });

  it('open the long form with its statement: each Form 413 line, the totals and the net worth', () => {
    const lines = applicationNoticeLines('longForm', submittedLongForm());
    expect(lines.slice(0, 20)).toEqual([
      { heading: 'Personal financial statement' },
      ['Assets › Cash on hand and in banks', '$129,200'],
      ['Assets › IRA and other retirement accounts', '$122,300'],
      ['Assets › Life insurance (cash surrender value only)', '$64,000'],
      ['Assets › Stocks and bonds', '$148,500'],
      ['Assets › Real estate', '$1,505,000'],
      ['Assets › Businesses (your share of their net worth)', '$360,000'],
      ['Assets › Other assets', '$38,000'],
      ['Total assets', '$2,367,000'],
      ['Liabilities › Notes payable to banks and others', '$120,000'],
      ['Liabilities › Installment accounts (auto and other)', '$21,500'],
      ['Liabilities › Loans against life insurance', '$10,000'],
      ['Liabilities › Mortgages on real estate', '$672,000'],
      ['Liabilities › Unpaid taxes', '$0'],
      ['Liabilities › Other liabilities', '$0'],
      ['Total liabilities', '$823,500'],
      ['Net worth', '$1,543,500'],
      ['Annual income', '$189,600'],
      ['Contingent liabilities', '$18,000'],
      { heading: 'Your phone number' },
    ]);
    // The texted code is never part of the notice.
    expect(JSON.stringify(lines)).not.toContain(validLongFormAnswers.verifyPhone.smsOtp);
  });

  it('leave the schedules the statement sums up to the stored application', () => {
    const lines = applicationNoticeLines('longForm', submittedLongForm());
    const headings = lines.flatMap((line) => ('heading' in line ? [line.heading] : []));
    for (const schedule of [
      'investmentProperty',
      'business',
      'securities',
      'lifeInsurance',
      'notesPayable',
      'bankAccount',
    ]) {
      expect(headings).not.toContain(flows.longForm.steps.find((step) => step.id === schedule)?.title);
    }
    expect(lines.length).toBeLessThan(150);
  });

  it.each([
    ['investmentLoanApplication', validInvestmentAnswers],
    ['permanentLoanApplication', validPermanentAnswers],
    ['businessLoanApplication', validBusinessAnswers],
    ['longForm', validLongFormAnswers],
  ] as const)('%s: never carry an answer its field declares sensitive', (flowId, answers) => {
    const flow = flows[flowId];
    const text = JSON.stringify(applicationNoticeLines(flowId, answers));
    let checked = 0;
    for (const step of flow.steps) {
      for (const field of sensitiveFields(step.schema)) {
        const values = valuesAt((answers as Record<string, unknown>)[step.id], field.pattern);
        for (const value of values) {
          checked++;
          expect(text, `${step.id}.${field.pattern.join('.')}`).not.toContain(value);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

/** The non-blank strings at a field pattern ('*' for every entry of a list). */
function valuesAt(node: unknown, pattern: readonly string[]): string[] {
  if (pattern.length === 0) return typeof node === 'string' && node.trim() !== '' ? [node] : [];
  const [head, ...rest] = pattern;
  if (head === '*') return Array.isArray(node) ? node.flatMap((item) => valuesAt(item, rest)) : [];
  return typeof node === 'object' && node !== null && head !== undefined
    ? valuesAt((node as Record<string, unknown>)[head], rest)
    : [];
}
