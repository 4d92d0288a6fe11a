import { getDotPath, safeParse, type BaseIssue } from 'valibot';
import { maskedPaths } from './sensitive.ts';
import { requireStep } from './steps.ts';
import type { Flow, StepValidation } from './types.ts';

/**
 * Validates one step's values with its schema. The browser (on Next) and the server
 * (on every draft save) call this same function, so they can never disagree.
 * A step without a schema accepts its values as they are.
 *
 * A sensitive field holding a `MaskedValue` stands for an answer the server keeps and has
 * checked; its issues are left out here (the server swaps the value back before it validates,
 * so there it is checked in full). When nothing else is wrong, the step is valid and `value`
 * is the values as given.
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
  const onFile = maskedPaths(schema, stepValues);
  const issues = result.issues
    .map((issue) => ({
      path: getDotPath(issue) ?? '',
      message: isMissingKey(issue) ? (flow.missingValueMessage ?? issue.message) : issue.message,
    }))
    .filter((issue) => !onFile.has(issue.path));
  return issues.length === 0 ? { ok: true, value: stepValues } : { ok: false, issues };
}

/** A key an object schema requires that the values leave out (valibot reports it on the object). */
function isMissingKey(issue: BaseIssue<unknown>): boolean {
  return (
    issue.kind === 'schema' && issue.type === 'object' && issue.input === undefined && Boolean(issue.path)
  );
}
