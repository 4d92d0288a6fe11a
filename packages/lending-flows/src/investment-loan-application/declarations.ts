import {
  choice,
  emptySignature,
  optionalString,
  requiredWhen,
  signature,
  yesNo,
} from '@northgate/validators';
import * as v from 'valibot';

/**
 * Investment (DSCR) loan application, step declarations (design/flow-fields.md, Flow 4): credit
 * and legal questions, business-purpose certifications and the signature.
 */

/** The credit and legal questions, in the order the page asks them (URLA 5a–5b; Visio credit events). */
export const investmentDeclarations = [
  { key: 'bankruptcyLast4Years', label: 'Have you declared bankruptcy in the last 4 years?' },
  {
    key: 'foreclosureLast3Years',
    label: 'Have you had a foreclosure, short sale or deed-in-lieu in the last 3 years?',
  },
  {
    key: 'mortgageLateLast12Months',
    label: 'Have you been 30 or more days late on a mortgage in the last 12 months?',
  },
  { key: 'judgmentsOrLiens', label: 'Are there any outstanding judgments or tax liens against you?' },
  { key: 'lawsuit', label: 'Are you a party to a lawsuit?' },
  { key: 'federalDebt', label: 'Are you delinquent or in default on any federal debt?' },
  { key: 'downPaymentBorrowed', label: 'Is any part of the down payment or closing costs borrowed?' },
  { key: 'relatedToSeller', label: 'Are you related to the seller, or is this sale not at arm’s length?' },
] as const;

export type InvestmentDeclarationKey = (typeof investmentDeclarations)[number]['key'];

const declarationKeys = investmentDeclarations.map((question) => question.key);

export const investmentDeclarationsSchema = v.pipe(
  v.object({
    ...Object.fromEntries(declarationKeys.map((key) => [key, choice(yesNo)])),
    explanation: optionalString({ max: 1000 }),
    businessPurpose: v.literal(true, 'Confirm the loan is for business purposes to continue'),
    nonOwnerOccupancy: v.literal(true, 'Confirm that no owner will live in the property to continue'),
    creditAuthorization: v.literal(true, 'Authorize the credit and background check to continue'),
    signature: signature(),
  }) as v.GenericSchema<Record<string, unknown>>,
  requiredWhen(
    'explanation',
    [...declarationKeys, 'explanation'],
    (input) =>
      !declarationKeys.some((key) => input[key] === 'yes') ||
      (typeof input.explanation === 'string' && input.explanation.trim() !== ''),
    'Explain each Yes answer: what happened, when, and how it was resolved',
  ),
);

export const investmentDeclarationsInitialValues = {
  ...Object.fromEntries(declarationKeys.map((key) => [key, ''])),
  explanation: '',
  businessPurpose: false,
  nonOwnerOccupancy: false,
  creditAuthorization: false,
  signature: { ...emptySignature },
};
