import { getDotPath, safeParse } from 'valibot';
import { requireStep } from './steps.ts';
import type { Flow, StepValidation } from './types.ts';

/**
 * Validates one step's values with its schema. The browser (on Next) and the server
 * (on every draft save) call this same function, so they can never disagree.
 * A step without a schema accepts its values as they are.
 */
export function validateStep<TStep extends string>(
  flow: Flow<TStep, string>,
  stepId: NoInfer<TStep>,
  stepValues: unknown,
): StepValidation {
  const { schema } = requireStep(flow, stepId);
  if (!schema) return { ok: true, value: stepValues };

  const result = safeParse(schema, stepValues);
  if (result.success) return { ok: true, value: result.output };
  return {
    ok: false,
    issues: result.issues.map((issue) => ({ path: getDotPath(issue) ?? '', message: issue.message })),
  };
}
