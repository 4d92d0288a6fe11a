import { requireStep, validateStep } from '@northgate/form-engine/core';
import { validPermanentAnswers as valid } from './fixture.ts';
import { permanentLoanApplicationFlow } from './flow.ts';

/** What the permanent step tests share: the flow, its complete answers, and what a step reports. */
export const flow = permanentLoanApplicationFlow;
export { valid };
export type StepId = keyof typeof valid;

/** The first message for each field path (what the borrower sees under the field); {} when valid. */
export function messagesOf(stepId: StepId, values: unknown): Record<string, string> {
  const result = validateStep(flow, stepId, values);
  const byPath: Record<string, string> = {};
  if (!result.ok) for (const issue of result.issues) byPath[issue.path] ??= issue.message;
  return byPath;
}

/** Messages for the valid answers of a flat step with some answers changed. */
export function problems<S extends 'typeOfMortgage' | 'propertyInformation' | 'assetsAndLiabilities'>(
  stepId: S,
  changes: Partial<Record<keyof (typeof valid)[S], unknown>> = {},
) {
  return messagesOf(stepId, { ...valid[stepId], ...changes });
}

type BorrowerStep = 'borrowerInformation' | 'employmentInformation' | 'declarations';

/** Messages for the valid answers of a per-borrower step with some of the borrower's answers changed. */
export function borrowerProblems<S extends BorrowerStep>(
  stepId: S,
  changes: Partial<Record<keyof (typeof valid)[S]['borrower'], unknown>> = {},
) {
  return messagesOf(stepId, { ...valid[stepId], borrower: { ...valid[stepId].borrower, ...changes } });
}

export const initialValuesOf = (stepId: StepId) => requireStep(flow, stepId).initialValues;
