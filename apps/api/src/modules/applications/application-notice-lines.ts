import { getFlow, reviewAnswers, longForm } from '@northgate/lending-flows';
import type { FlowValues } from '@northgate/form-engine/core';
import { formatUsdWhole } from '@northgate/loan-math';
import { noticeLinesOf } from './lead-summary.ts';
import type { NoticeLine } from '../messaging/staff-notifications.ts';

/**
 * The long form's schedules (every property, business, holding, policy, debt and account) are
 * summed up by the statement's lines; each entry stays in the stored application. Listing them
 * would bury the loan request under hundreds of lines.
 */
const LONG_FORM_SCHEDULES = new Set([
  'investmentProperty',
  'business',
  'securities',
  'lifeInsurance',
  'notesPayable',
  'bankAccount',
]);

const signedDollars = (amount: number) =>
  amount < 0 ? `−${formatUsdWhole(-amount)}` : formatUsdWhole(amount);

/** The personal financial statement as notice lines: each Form 413 line, the totals and the net worth. */
export function statementLines(answers: Record<string, unknown>): [string, string][] {
  const statement = longForm.financialStatement(answers as FlowValues);
  return [
    ...statement.assets.map((line): [string, string] => [
      `Assets › ${line.label}`,
      formatUsdWhole(line.amount),
    ]),
    ['Total assets', formatUsdWhole(statement.totalAssets)],
    ...statement.liabilities.map((line): [string, string] => [
      `Liabilities › ${line.label}`,
      formatUsdWhole(line.amount),
    ]),
    ['Total liabilities', formatUsdWhole(statement.totalLiabilities)],
    ['Net worth', signedDollars(statement.netWorth)],
    ['Annual income', formatUsdWhole(statement.totalIncome)],
    ['Contingent liabilities', formatUsdWhole(statement.totalContingentLiabilities)],
  ];
}

/**
 * What a staff notice lists about a submitted application's answers: every step's answers in
 * the words of its questions, leaving out what the fields declare sensitive. The long form: its
 * statement first, then the answers of every step but the schedules it sums up.
 */
export function applicationNoticeLines(flowId: string, submitted: Record<string, unknown>): NoticeLine[] {
  const flow = getFlow(flowId);
  if (flow === undefined) return [];
  const steps = reviewAnswers(flow, submitted as FlowValues, 'notice');
  if (flowId !== 'longForm') return noticeLinesOf(steps);
  return [
    { heading: 'Personal financial statement' },
    ...statementLines(submitted),
    ...noticeLinesOf(steps.filter((step) => !LONG_FORM_SCHEDULES.has(step.stepId))),
  ];
}
