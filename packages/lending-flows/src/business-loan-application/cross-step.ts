import type { Flow, FlowIssue, FlowValues } from '@northgate/form-engine/core';
import { answerAt, answersOf, issueOn, signerCheck, titleOf } from '../shared/cross-step.ts';
import { GUARANTOR_SHARE, listedSharesTotal, shareOf } from '../shared/owners.ts';
import type { SiteStepId } from '../site-flow.ts';

type Step = SiteStepId<'businessLoanApplication'>;

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The shares the application lists: the applicant's, the other owners' and the owning companies'. */
export function ownership(values: FlowValues) {
  const applicant = shareOf(answersOf(values, 'personal-data').ownershipPct);
  const owners = listedSharesTotal(answersOf(values, 'ownerInformation').owners);
  const partners = answersOf(values, 'partnerInformation');
  const companies = partners.hasEntityOwners === 'yes' ? listedSharesTotal(partners.entityOwners) : 0;
  return { applicant, owners, companies, total: round3(applicant + owners + companies) };
}

/**
 * SBA Form 1919 lists every owner of 20% or more: the shares listed on three steps may add up to
 * at most 100%, and what they leave unlisted must be less than 20% (smaller owners may be listed
 * too, so a business with many small owners can always account for them).
 */
function ownershipIssues(values: FlowValues, flow: Flow<Step, string>): FlowIssue<Step>[] {
  const { applicant, owners, companies, total } = ownership(values);
  const parts = `you ${applicant}%, the other owners ${owners}%, owning companies ${companies}% on ${titleOf(flow, 'partnerInformation')}`;
  if (total > 100) {
    return [
      issueOn(
        flow,
        'ownerInformation',
        'owners',
        `the owners listed hold ${total}% of the business (${parts}); together they can hold at most 100%. Correct the shares.`,
      ),
    ];
  }
  const unlisted = round3(100 - total);
  if (unlisted >= GUARANTOR_SHARE) {
    return [
      issueOn(
        flow,
        'ownerInformation',
        'owners',
        `the owners listed hold ${total}% of the business (${parts}), which leaves ${unlisted}% unaccounted for. List every owner of ${GUARANTOR_SHARE}% or more; you may list smaller owners too.`,
      ),
    ];
  }
  return [];
}

/** The business application's rules across steps: the ownership shares and the signer's name. */
export function crossStepIssues(values: FlowValues, flow: Flow<Step, string>): FlowIssue<Step>[] {
  const person = answersOf(values, 'personal-data');
  return [
    ...ownershipIssues(values, flow),
    ...signerCheck(
      flow,
      {
        stepId: 'processingInformation',
        path: 'signature',
        legalName: answerAt(answersOf(values, 'processingInformation'), 'signature.legalName'),
      },
      { stepId: 'personal-data', firstName: person.firstName, lastName: person.lastName },
    ),
  ];
}
