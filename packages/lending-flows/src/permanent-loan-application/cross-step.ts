import type { Flow, FlowIssue, FlowValues } from '@northgate/form-engine/core';
import { answerAt, answersOf, issueOn, signerCheck, titleOf } from '../shared/cross-step.ts';
import type { SiteStepId } from '../site-flow.ts';

type Step = SiteStepId<'permanentLoanApplication'>;

/**
 * How the borrower will use the home ("Property and purpose of the loan") against declaration l,
 * "Do you intend to occupy the property as your primary residence?": a primary residence is
 * occupied, a second home is not. The declaration is the one reported: it is asked last.
 */
function occupancyIssues(values: FlowValues, flow: Flow<Step, string>): FlowIssue<Step>[] {
  const use = answersOf(values, 'propertyInformation').propertyWillBe;
  const occupies = answerAt(answersOf(values, 'declarations'), 'borrower.intendToOccupyAsPrimaryResidence');
  const property = titleOf(flow, 'propertyInformation');
  const path = 'borrower.intendToOccupyAsPrimaryResidence';
  if (use === 'primary' && occupies === 'no') {
    return [
      issueOn(
        flow,
        'declarations',
        path,
        `you answered No to living in the property as your primary residence, but on ${property} you said it will be your primary residence. Change the answer that is wrong so the two agree.`,
      ),
    ];
  }
  if (use === 'secondary' && occupies === 'yes') {
    return [
      issueOn(
        flow,
        'declarations',
        path,
        `you answered Yes to living in the property as your primary residence, but on ${property} you said it will be a second home. Change the answer that is wrong so the two agree.`,
      ),
    ];
  }
  return [];
}

/** The permanent application's rules across steps: the signer's name and the occupancy answers. */
export function crossStepIssues(values: FlowValues, flow: Flow<Step, string>): FlowIssue<Step>[] {
  const borrower = answersOf(values, 'borrowerInformation');
  return [
    ...signerCheck(
      flow,
      {
        stepId: 'declarations',
        path: 'borrower.signature',
        legalName: answerAt(answersOf(values, 'declarations'), 'borrower.signature.legalName'),
      },
      {
        stepId: 'borrowerInformation',
        firstName: answerAt(borrower, 'borrower.firstName'),
        lastName: answerAt(borrower, 'borrower.lastName'),
      },
    ),
    ...occupancyIssues(values, flow),
  ];
}
