import { isoToday, yearsBefore } from '@northgate/validators';
import { expect } from 'vitest';
import { validateStep, type StepValidation } from '@northgate/form-engine/core';
import { validBusinessAnswers } from './fixture.ts';
import { businessLoanApplicationFlow } from './flow.ts';

// What the business step tests share: the flow, its complete answers, and what a step reports.

export { validBusinessAnswers };
export const flow = businessLoanApplicationFlow;
export type StepId = keyof typeof validBusinessAnswers;

/** The message a borrower reads under each field: the first issue of every path. */
export function shown(result: StepValidation): Record<string, string> {
  if (result.ok) return {};
  const first: Record<string, string> = {};
  for (const issue of result.issues) first[issue.path] ??= issue.message;
  return first;
}

/** A deep copy of fixture values, so no test changes what another one reads. */
export const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The valid answers of a step with some answers changed. */
export function answers<S extends StepId>(
  stepId: S,
  changes: Record<string, unknown> = {},
): Record<string, unknown> {
  return { ...copy(validBusinessAnswers[stepId]), ...changes };
}

export function check<S extends StepId>(stepId: S, changes: Record<string, unknown> = {}) {
  return validateStep(flow, stepId, answers(stepId, changes));
}

/** Expects the step to fail with exactly these messages (path → message). */
export function expectShown<S extends StepId>(
  stepId: S,
  changes: Record<string, unknown>,
  expected: Record<string, string>,
) {
  const result = check(stepId, changes);
  expect(result.ok).toBe(false);
  expect(shown(result)).toEqual(expected);
}

export function expectValid<S extends StepId>(stepId: S, changes: Record<string, unknown> = {}) {
  const result = check(stepId, changes);
  expect(shown(result)).toEqual({});
  expect(result.ok).toBe(true);
  return result.ok ? (result.value as Record<string, unknown>) : {};
}

export const REQUIRED = 'Value is required';
export const CHOOSE = 'The value is required';
export const EXPLAIN = 'Explain each Yes answer: what happened, when, and where it stands now';
export const today = isoToday();
export const nextYearDate = yearsBefore(today, -1);
export const blankAddress = { street: '', unit: '', city: '', state: '', zip: '' };
export const blankAddressMessages = (at: string) => ({
  [`${at}.street`]: REQUIRED,
  [`${at}.city`]: REQUIRED,
  [`${at}.state`]: CHOOSE,
  [`${at}.zip`]: REQUIRED,
});
