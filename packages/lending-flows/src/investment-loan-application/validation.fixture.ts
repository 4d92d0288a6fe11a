import { validateStep } from '@northgate/form-engine/core';
import { validInvestmentAnswers as valid } from './fixture.ts';
import { investmentLoanApplicationFlow } from './flow.ts';

/** What the investment step tests share: the flow, its complete answers, and what a step reports. */
export const flow = investmentLoanApplicationFlow;
export { valid };
export type StepId = keyof typeof valid;

/** The first message for each field path (what the borrower sees under the field); {} when valid. */
export function messagesOf(stepId: StepId, values: unknown): Record<string, string> {
  const result = validateStep(flow, stepId, values);
  const byPath: Record<string, string> = {};
  if (!result.ok) for (const issue of result.issues) byPath[issue.path] ??= issue.message;
  return byPath;
}

/** The messages of a step's complete answers with `changes` applied. */
export function problems<S extends StepId>(
  stepId: S,
  changes: Partial<Record<keyof (typeof valid)[S], unknown>> = {},
) {
  return messagesOf(stepId, { ...valid[stepId], ...changes });
}
