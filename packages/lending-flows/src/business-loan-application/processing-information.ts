import {
  checkWhen,
  choice,
  date,
  dollars,
  emptySignature,
  inThePast,
  optionalChoice,
  optionalDollars,
  optionalString,
  requiredString,
  requiredWhen,
  signature,
  yesNo,
} from '@northgate/validators';
import * as v from 'valibot';
import { cleanedWhenValid, entryList, filled, requiredIf, type Input } from './rules.ts';

/**
 * Business loan application, step processingInformation (design/flow-fields.md, Flow 5: the shape of SBA Form 1919).
 */

export const governmentLoanStatuses = [
  { value: 'current', label: 'Being repaid on time' },
  { value: 'paid', label: 'Paid in full' },
  { value: 'delinquent', label: 'Behind on payments' },
  { value: 'chargedOff', label: 'In default or written off' },
] as const;

export const MAX_GOVERNMENT_LOANS = 10;

const governmentLoan = v.object({
  borrowerName: requiredString({ max: 120 }),
  agency: requiredString({ max: 100 }),
  loanDate: date(inThePast),
  amount: dollars({ min: 1 }),
  status: choice(governmentLoanStatuses),
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
export const businessDeclarations = [
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

const declarationKeys = businessDeclarations.map((question) => question.key);

/** Whether any declaration is answered Yes (an explanation is then required). */
export function needsDeclarationExplanation(values: unknown): boolean {
  const answers = (values ?? {}) as Input;
  return declarationKeys.some((key) => answers[key] === 'yes');
}

export const businessReferralSources = [
  { value: 'search', label: 'Search engine' },
  { value: 'referral', label: 'A friend or colleague' },
  { value: 'broker', label: 'A broker or advisor' },
  { value: 'returning', label: 'I have borrowed from Northgate before' },
  { value: 'social', label: 'Social media' },
  { value: 'event', label: 'An event or seminar' },
  { value: 'other', label: 'Somewhere else' },
] as const;

export const processingInformationSchema = v.pipe(
  v.object({
    hasGovernmentFinancing: choice(yesNo),
    governmentFinancing: cleanedWhenValid(governmentLoanList, () => []),
    usingBroker: choice(yesNo),
    brokerName: optionalString({ max: 120 }),
    brokerFee: optionalDollars(),
    bankruptcy: choice(yesNo),
    pendingLawsuits: choice(yesNo),
    lenderOrOfficialTies: choice(yesNo),
    explanation: optionalString({ max: 1000 }),
    exportsProducts: choice(yesNo),
    howDidYouHear: optionalChoice(businessReferralSources),
    certification: v.literal(true, 'Confirm the certification to continue'),
    creditAuthorization: v.literal(true, 'Authorize the credit and background checks to continue'),
    signature: signature(),
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
