import type { FlowId } from '@northgate/site-config';
import type { Flow } from '@northgate/form-engine/core';
import { businessLoanApplicationFlow } from './business-loan-application/index.ts';
import { investmentLoanApplicationFlow } from './investment-loan-application/index.ts';
import { longFormFlow } from './long-form/index.ts';
import { permanentLoanApplicationFlow } from './permanent-loan-application/index.ts';
import { shortQuizFlow } from './short-quiz/index.ts';

// The product's five flows, one folder each (the flow in flow.ts, one module per step), each
// exported as one namespace (`permanent.loanPurposes`), and the person, entity and owner groups
// they share (./shared). The flows themselves are also exported by name, for the routes.
export * as shortQuiz from './short-quiz/index.ts';
export * as longForm from './long-form/index.ts';
export * as permanent from './permanent-loan-application/index.ts';
export * as investment from './investment-loan-application/index.ts';
export * as business from './business-loan-application/index.ts';
export {
  businessLoanApplicationFlow,
  investmentLoanApplicationFlow,
  longFormFlow,
  permanentLoanApplicationFlow,
  shortQuizFlow,
};
export { applicantEmail, applicantEmailStep } from './applicant-email.ts';
export { withCrossStepRules } from './checked-flows.ts';
export { citizenships, creditScoreRanges } from './shared/person.ts';
export { GUARANTOR_SHARE, listedSharesTotal, mustGuarantee } from './shared/owners.ts';
export {
  emptyFormerAddress,
  housingTenures,
  maritalStatuses,
  MAX_FORMER_ADDRESSES,
  type FormerAddress,
} from './shared/residence.ts';
export { defineSiteFlow, type SiteFlowDeclaration, type SiteStepId } from './site-flow.ts';
export * from './review-answers.ts';
export * from './esign-consent.ts';

/** All five flows by their site-config id; the draft API looks flows up here. */
export const flows = Object.freeze({
  shortQuiz: shortQuizFlow,
  longForm: longFormFlow,
  permanentLoanApplication: permanentLoanApplicationFlow,
  investmentLoanApplication: investmentLoanApplicationFlow,
  businessLoanApplication: businessLoanApplicationFlow,
}) satisfies Record<FlowId, Flow>;

export function isFlowId(id: string): id is FlowId {
  return Object.hasOwn(flows, id);
}

/** The flow with this id, or undefined for an id from outside (URL, request body) that names none. */
export function getFlow(id: string): Flow | undefined {
  return isFlowId(id) ? flows[id] : undefined;
}
