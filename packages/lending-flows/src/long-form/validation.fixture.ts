import { requireStep, validateStep } from '@northgate/form-engine/core';
import { validLongFormAnswers as valid } from './fixture.ts';
import { longFormFlow } from './flow.ts';

/** What the long form's step tests share: the flow, its complete answers, and what a step reports. */
export const flow = longFormFlow;
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

/** What a step submits for its complete answers with `changes` applied (its schema's output). */
export function submitted<S extends StepId>(
  stepId: S,
  changes: Partial<Record<keyof (typeof valid)[S], unknown>> = {},
): Record<string, unknown> {
  const result = validateStep(flow, stepId, { ...valid[stepId], ...changes });
  if (!result.ok) throw new Error(`${stepId}: ${JSON.stringify(result.issues)}`);
  return result.value as Record<string, unknown>;
}

export const initialValuesOf = (stepId: StepId) => requireStep(flow, stepId).initialValues;

/** A copy of the complete answers of a step, to change deep inside. */
export const copyOf = <S extends StepId>(stepId: S): (typeof valid)[S] =>
  JSON.parse(JSON.stringify(valid[stepId])) as (typeof valid)[S];
