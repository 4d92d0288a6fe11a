import { amountOf } from '@northgate/validators';
import { formatUsdWhole } from '@northgate/loan-math';
import type { Flow, FlowIssue, FlowValues } from '@northgate/form-engine/core';
import { answerAt, answersOf, issueOn, signerCheck, titleOf } from '../shared/cross-step.ts';
import type { SiteStepId } from '../site-flow.ts';
import { estimateDscr } from './dscr-estimate.ts';
import {
  DSCR_MINIMUM,
  dscrText,
  FOREIGN_NATIONAL_LTV_REDUCTION,
  percentText,
  rentalLtvCaps,
  type RentalPurpose,
} from '@northgate/lending-policy';
import { loanToValue } from './loan-request-information.ts';

type Step = SiteStepId<'investmentLoanApplication'>;

/** The program's loan-to-value limit for these answers: the purpose's, lower for a foreign national. */
export function programMaxLtv(values: FlowValues): number | undefined {
  const purpose = answersOf(values, 'loanRequestInformation').loanPurpose as RentalPurpose;
  const cap = Object.hasOwn(rentalLtvCaps, purpose) ? rentalLtvCaps[purpose] : undefined;
  if (cap === undefined) return undefined;
  const foreign = answersOf(values, 'personalAndBorrowingEntity').citizenship === 'foreignNational';
  return foreign ? Math.round((cap - FOREIGN_NATIONAL_LTV_REDUCTION) * 1000) / 1000 : cap;
}

/** The loan against the program's LTV limit, which depends on the citizenship given on the first step. */
function ltvIssues(values: FlowValues, flow: Flow<Step, string>): FlowIssue<Step>[] {
  const request = answersOf(values, 'loanRequestInformation');
  const ltv = loanToValue(request);
  const max = programMaxLtv(values);
  if (ltv === null || max === undefined || ltv <= max + 1e-9) return [];
  const value = amountOf(request.propertyValue);
  const largest = Math.floor(value * max);
  return [
    issueOn(
      flow,
      'loanRequestInformation',
      'loanAmount',
      `the loan is ${percentText(ltv)} of the property's value, and for a foreign national our limit is ${percentText(max)}. A loan of ${formatUsdWhole(largest)} or less on a ${formatUsdWhole(value)} property would qualify (citizenship is on ${titleOf(flow, 'personalAndBorrowingEntity')}).`,
    ),
  ];
}

/** The rent's cover of the payment (steps 2 to 4) against the program minimum, with the loan that would pass. */
function dscrIssues(values: FlowValues, flow: Flow<Step, string>): FlowIssue<Step>[] {
  const estimate = estimateDscr(values);
  if (estimate === null || estimate.dscr === null || estimate.dscr >= DSCR_MINIMUM) return [];
  const minimum = dscrText(DSCR_MINIMUM);
  const max = estimate.maxLoanAtMinimum;
  const qualifying =
    max !== null && max > 0
      ? `A loan of ${formatUsdWhole(Math.floor(max))} or less would qualify at this rent`
      : 'No loan amount qualifies at this rent';
  return [
    issueOn(
      flow,
      'loanRequestInformation',
      'loanAmount',
      `the rent of ${formatUsdWhole(estimate.monthlyRent)} a month covers the payment of ${formatUsdWhole(estimate.pitia)} ${estimate.dscr.toFixed(2)} times (the DSCR), and our program needs at least ${minimum}. ${qualifying}, or with more rent on ${titleOf(flow, 'incomeInformation')}.`,
    ),
  ];
}

/** The investment application's rules across steps: the signer's name, the LTV and the DSCR limits. */
export function crossStepIssues(values: FlowValues, flow: Flow<Step, string>): FlowIssue<Step>[] {
  const person = answersOf(values, 'personalAndBorrowingEntity');
  return [
    ...ltvIssues(values, flow),
    ...dscrIssues(values, flow),
    ...signerCheck(
      flow,
      {
        stepId: 'declarations',
        path: 'signature',
        legalName: answerAt(answersOf(values, 'declarations'), 'signature.legalName'),
      },
      { stepId: 'personalAndBorrowingEntity', firstName: person.firstName, lastName: person.lastName },
    ),
  ];
}
