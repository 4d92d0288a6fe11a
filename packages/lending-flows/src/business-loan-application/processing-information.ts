import {
  checkWhen,
  date,
  dollars,
  emptySignature,
  inThePast,
  optionalDollars,
  optionalString,
  requiredString,
  requiredWhen,
  signature,
} from '@northgate/validators';
import * as v from 'valibot';
import type { FieldContext } from '@northgate/form-engine/core';
import { ask, askChoice, askList, askYesNo } from '../shared/ask.ts';
import { cleanedWhenValid, entryList, filled, requiredIf, type Input } from './rules.ts';

/**
 * Business loan application, step processingInformation (docs/product/flow-fields.md, Flow 5: the shape of SBA Form 1919).
 */

export const governmentLoanStatuses = [
  { value: 'current', label: 'Being repaid on time' },
  { value: 'paid', label: 'Paid in full' },
  { value: 'delinquent', label: 'Behind on payments' },
  { value: 'chargedOff', label: 'In default or written off' },
] as const;

export const MAX_GOVERNMENT_LOANS = 10;

const governmentLoan = v.object({
  borrowerName: ask('text', requiredString({ max: 120 }), {
    question: 'Who received it',
    hint: 'The person or business named on the loan.',
    input: { autoComplete: 'off' },
  }),
  agency: ask('text', requiredString({ max: 100 }), {
    question: 'Agency or program',
    hint: 'For example: SBA disaster loan (EIDL).',
    input: { autoComplete: 'off' },
  }),
  loanDate: ask('date', date(inThePast), { question: 'Date of the loan' }),
  amount: ask('money', dollars({ min: 1 }), { question: 'Amount borrowed' }),
  status: askChoice(governmentLoanStatuses, { question: 'Where it stands' }),
});

export type GovernmentLoan = {
  borrowerName: string;
  agency: string;
  loanDate: string;
  amount: string;
  status: string;
};
export const emptyGovernmentLoan: GovernmentLoan = {
  borrowerName: '',
  agency: '',
  loanDate: '',
  amount: '',
  status: '',
};

const governmentLoanList = entryList(
  governmentLoan,
  MAX_GOVERNMENT_LOANS,
  'Add each government loan',
  `Add at most ${MAX_GOVERNMENT_LOANS} loans`,
);

/** The declarations about the business and its owners, in the order the page asks them. */
export const declarations = [
  {
    key: 'bankruptcy',
    label: 'Has the business, or any of its owners, filed for bankruptcy in the last 7 years?',
  },
  {
    key: 'pendingLawsuits',
    label: 'Is the business, or any of its owners, a party to a lawsuit that is still open?',
  },
  {
    key: 'lenderOrOfficialTies',
    label:
      'Is any owner or officer, or anyone in their household, an employee of Northgate Private Lending, an elected official, or a senior government employee?',
  },
] as const;

const declarationKeys = declarations.map((question) => question.key);

const declarationQuestion = (key: (typeof declarations)[number]['key']) =>
  declarations.find((question) => question.key === key)!.label;

/** Whether any declaration is answered Yes (an explanation is then required). */
export function needsDeclarationExplanation(values: unknown): boolean {
  const answers = (values ?? {}) as Input;
  return declarationKeys.some((key) => answers[key] === 'yes');
}

export const referralSources = [
  { value: 'search', label: 'Search engine' },
  { value: 'referral', label: 'A friend or colleague' },
  { value: 'broker', label: 'A broker or advisor' },
  { value: 'returning', label: 'I have borrowed from Northgate before' },
  { value: 'social', label: 'Social media' },
  { value: 'event', label: 'An event or seminar' },
  { value: 'other', label: 'Somewhere else' },
] as const;

const usingBroker = ({ step }: FieldContext) => step.usingBroker === 'yes';

export const processingInformationSchema = v.pipe(
  v.object({
    hasGovernmentFinancing: askYesNo({
      question:
        'Have you, the business, another owner or an affiliate ever had a loan from, or backed by, a government agency?',
      hint: 'For example: an SBA 7(a) or 504 loan, a disaster loan (EIDL), a PPP loan or a USDA loan.',
    }),
    governmentFinancing: cleanedWhenValid(
      askList(governmentLoanList, {
        question: 'Government loans',
        hint: 'List each loan, including ones paid off or forgiven.',
        itemNoun: 'Loan',
        when: ({ step }) => step.hasGovernmentFinancing === 'yes',
      }),
      () => [],
    ),
    usingBroker: askYesNo({
      question: 'Is a broker, loan packager or consultant helping you with this application?',
      hint: 'We ask so we know who else is involved in your loan and what you are paying them.',
    }),
    brokerName: ask('text', optionalString({ max: 120 }), {
      question: 'Name of the person or firm helping you',
      when: usingBroker,
      input: { autoComplete: 'off' },
    }),
    brokerFee: ask('money', optionalDollars(), {
      question: 'What you will pay them',
      hint: 'Their total fee for this loan. Enter 0 if they charge you nothing.',
      when: usingBroker,
    }),
    bankruptcy: askYesNo({ question: declarationQuestion('bankruptcy') }),
    pendingLawsuits: askYesNo({ question: declarationQuestion('pendingLawsuits') }),
    lenderOrOfficialTies: askYesNo({ question: declarationQuestion('lenderOrOfficialTies') }),
    explanation: ask('longText', optionalString({ max: 1000 }), {
      question: 'Tell us about each Yes answer',
      hint: 'What happened, when, and where it stands now.',
      when: ({ step }) => needsDeclarationExplanation(step),
      input: { maxLength: 1000 },
    }),
    exportsProducts: askYesNo({
      question: 'Does the business sell goods or services to customers outside the US?',
    }),
    howDidYouHear: askChoice(referralSources, {
      question: 'How did you hear about Northgate Private Lending?',
      optional: true,
    }),
    certification: ask('check', v.literal(true, 'Confirm the certification to continue'), {
      question:
        'I certify that the information in this application, and in any document I provide with it, is true and complete to the best of my knowledge. I understand that Northgate Private Lending will rely on it to decide on this loan.',
    }),
    creditAuthorization: ask(
      'check',
      v.literal(true, 'Authorize the credit and background checks to continue'),
      {
        question:
          'I authorize Northgate Private Lending to obtain credit reports and background checks on me and on the business, and to verify the information in this application.',
      },
    ),
    signature: ask('signature', signature(), { question: 'Your signature' }),
  }),
  checkWhen('governmentFinancing', (input) => input.hasGovernmentFinancing === 'yes', governmentLoanList),
  requiredIf('brokerName', 'usingBroker', ['yes']),
  requiredIf('brokerFee', 'usingBroker', ['yes']),
  requiredWhen(
    'explanation',
    [...declarationKeys, 'explanation'],
    (input) => !needsDeclarationExplanation(input) || filled(input.explanation),
    'Explain each Yes answer: what happened, when, and where it stands now',
  ),
);

export const processingInformationInitialValues = {
  hasGovernmentFinancing: '',
  governmentFinancing: [] as GovernmentLoan[],
  usingBroker: '',
  brokerName: '',
  brokerFee: '',
  bankruptcy: '',
  pendingLawsuits: '',
  lenderOrOfficialTies: '',
  explanation: '',
  exportsProducts: '',
  howDidYouHear: '',
  certification: false,
  creditAuthorization: false,
  signature: { ...emptySignature },
};
