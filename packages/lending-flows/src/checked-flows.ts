import type { FlowId } from '@northgate/site-config';
import type { Flow, FlowCheck } from '@northgate/form-engine/core';
import { crossStepIssues as businessCrossStepIssues } from './business-loan-application/cross-step.ts';
import { crossStepIssues as investmentCrossStepIssues } from './investment-loan-application/cross-step.ts';
import { longFormCrossStepIssues } from './long-form/cross-step.ts';
import { crossStepIssues as permanentCrossStepIssues } from './permanent-loan-application/cross-step.ts';
import type { SiteStepId } from './site-flow.ts';

/**
 * The applications' rules across steps (docs/decisions/0022-review-and-rules-across-steps.md and 0027), kept apart from the flows'
 * declarations: only a submit runs them (the review page and the server), so the steps the
 * browser loads first never carry their code and messages.
 */
const crossStepRules: { readonly [F in FlowId]?: FlowCheck<SiteStepId<F>> } = {
  longForm: longFormCrossStepIssues,
  permanentLoanApplication: permanentCrossStepIssues,
  investmentLoanApplication: investmentCrossStepIssues,
  businessLoanApplication: businessCrossStepIssues,
};

const checked = new Map<string, Flow<string, string>>();

/** The flow with its rules across steps as its `check`, for `validateFlow` at submit; a flow without rules as it is. */
export function withCrossStepRules<TFlow extends Flow<string, string>>(flow: TFlow): TFlow {
  const check = crossStepRules[flow.id as FlowId] as FlowCheck<string> | undefined;
  if (check === undefined) return flow;
  let found = checked.get(flow.id);
  if (found === undefined) {
    found = Object.freeze({ ...flow, check });
    checked.set(flow.id, found);
  }
  return found as TFlow;
}
