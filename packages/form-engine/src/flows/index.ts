import type { FlowId } from '@northgate/site-config';
import type { Flow } from '../core/index.ts';
import { businessLoanApplicationFlow } from './business-loan-application.ts';
import { investmentLoanApplicationFlow } from './investment-loan-application.ts';
import { longFormFlow } from './long-form.ts';
import { permanentLoanApplicationFlow } from './permanent-loan-application.ts';
import { shortQuizFlow } from './short-quiz.ts';

export {
  businessLoanApplicationFlow,
  investmentLoanApplicationFlow,
  longFormFlow,
  permanentLoanApplicationFlow,
  shortQuizFlow,
};

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
