import { visibleSteps } from './navigation.ts';
import type { Flow, FlowCheckContext, FlowValidation, FlowValues } from './types.ts';

/**
 * Runs a flow's rules across steps on the answers of its visible steps (a hidden step's old
 * answers never count). The browser calls it before a submit and the server at submit, so both
 * refuse the same answers with the same words. Issues on a step that is not visible, or not of
 * this flow, are dropped: a borrower could never reach them to fix them. `context` carries what
 * the account knows and the answers do not (the signed-in borrower's name).
 */
export function validateFlow<TStep extends string>(
  flow: Flow<TStep, string>,
  values: FlowValues,
  context: FlowCheckContext = {},
): FlowValidation<TStep> {
  if (flow.check === undefined) return { ok: true };
  const visible = visibleSteps(flow, values);
  const shown = new Set<string>(visible.map((step) => step.id));
  const answers: Record<string, FlowValues[string]> = {};
  for (const step of visible) answers[step.id] = values[step.id];
  const issues = flow.check(answers, flow, context).filter((issue) => shown.has(issue.stepId));
  return issues.length === 0 ? { ok: true } : { ok: false, issues };
}
