import { findStep, withoutSensitive, type FlowValues } from '@northgate/form-engine/core';
import { getFlow, longFormFinancialStatement } from '@northgate/lending-flows';
import { formatUsdWhole } from '@northgate/loan-math';
import { answerLines } from './lead-summary.ts';

/**
 * The long form's schedules (every property, business, holding, policy, debt and account) are
 * summed up by the statement's lines; each entry stays in the stored application. Listing them
 * would bury the loan request under hundreds of lines and the notice's line limit would cut it.
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
  const statement = longFormFinancialStatement(answers as FlowValues);
  return [
    ...statement.assets.map((line): [string, string] => [
      `Assets / ${line.label}`,
      formatUsdWhole(line.amount),
    ]),
    ['Total assets', formatUsdWhole(statement.totalAssets)],
    ...statement.liabilities.map((line): [string, string] => [
      `Liabilities / ${line.label}`,
      formatUsdWhole(line.amount),
    ]),
    ['Total liabilities', formatUsdWhole(statement.totalLiabilities)],
    ['Net worth', signedDollars(statement.netWorth)],
    ['Annual income', formatUsdWhole(statement.totalIncome)],
    ['Contingent liabilities', formatUsdWhole(statement.totalContingentLiabilities)],
  ];
}

/** The answers without those their step schemas mark sensitive (SSN/ITIN, EIN, date of birth). */
function withoutMarkedAnswers(flowId: string, answers: Record<string, unknown>): Record<string, unknown> {
  const flow = getFlow(flowId);
  if (flow === undefined) return answers;
  return Object.fromEntries(
    Object.entries(answers).map(([stepId, values]) => [
      stepId,
      typeof values === 'object' && values !== null && !Array.isArray(values)
        ? withoutSensitive(findStep(flow, stepId)?.schema, values as Record<string, unknown>)
        : values,
    ]),
  );
}

/**
 * What a staff notice lists about a submitted application's answers. Most flows: every answer,
 * without those the step schemas mark sensitive and any key that names one. The long form: its
 * statement first, then the answers of every step but the schedules it sums up.
 */
export function applicationNoticeLines(
  flowId: string,
  submitted: Record<string, unknown>,
): [string, string][] {
  const answers = withoutMarkedAnswers(flowId, submitted);
  if (flowId !== 'longForm') return answerLines(answers);
  const details = Object.fromEntries(
    Object.entries(answers).filter(([stepId]) => !LONG_FORM_SCHEDULES.has(stepId)),
  );
  return [...statementLines(answers), ...answerLines(details)];
}
