import { emptySignature, optionalString, requiredWhen, signature } from '@northgate/validators';
import * as v from 'valibot';
import { ask, askYesNo } from '../shared/ask.ts';

/**
 * Investment (DSCR) loan application, step declarations (docs/product/flow-fields.md, Flow 4): credit
 * and legal questions, business-purpose certifications and the signature.
 */

/** The credit and legal questions, in the order the page asks them (URLA 5a–5b; Visio credit events). */
export const declarations = [
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

export type DeclarationKey = (typeof declarations)[number]['key'];

const declarationKeys = declarations.map((question) => question.key);
const anyYes = (answers: Readonly<Record<string, unknown>>) =>
  declarationKeys.some((key) => answers[key] === 'yes');

export const declarationsSchema = v.pipe(
  v.object({
    ...Object.fromEntries(declarations.map(({ key, label }) => [key, askYesNo({ question: label })])),
    explanation: ask('longText', optionalString({ max: 1000 }), {
      question: 'Tell us about each Yes answer',
      hint: 'What happened, when, and how it was resolved.',
      when: ({ step }) => anyYes(step),
      input: { maxLength: 1000 },
    }),
    businessPurpose: ask('check', v.literal(true, 'Confirm the loan is for business purposes to continue'), {
      question:
        'I certify that this loan is for business or investment purposes, not for personal, family or household use.',
    }),
    nonOwnerOccupancy: ask(
      'check',
      v.literal(true, 'Confirm that no owner will live in the property to continue'),
      {
        question:
          'I certify that neither I nor any owner of the borrowing entity, nor any family member, will live in the property.',
      },
    ),
    creditAuthorization: ask(
      'check',
      v.literal(true, 'Authorize the credit and background check to continue'),
      {
        question:
          'I authorize Northgate Private Lending to obtain credit reports and background checks on me and to verify the information in this application.',
      },
    ),
    signature: ask('signature', signature(), { question: 'Signature' }),
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

export const declarationsInitialValues = {
  ...Object.fromEntries(declarationKeys.map((key) => [key, ''])),
  explanation: '',
  businessPurpose: false,
  nonOwnerOccupancy: false,
  creditAuthorization: false,
  signature: { ...emptySignature },
};
