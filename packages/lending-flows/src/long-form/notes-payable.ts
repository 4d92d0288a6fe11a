import {
  amountOf,
  dollars,
  optionalDate,
  optionalDollars,
  optionalString,
  requiredString,
  requiredWhen,
} from '@northgate/validators';
import * as v from 'valibot';
import { ask, askChoice } from '../shared/ask.ts';
import { entriesOf, sumOf, type Input } from '../shared/rules.ts';
import { schedule } from './rules.ts';

/**
 * Long form, step notesPayable (docs/product/flow-fields.md, Flow 2; SBA Form 413 §2, §6 and §7): what
 * the borrower owes other than mortgages (which sit with each property) and loans against life
 * insurance (with each policy): notes and installment loans, unpaid taxes, and anything else.
 * Each of the three lists has its own "I have none" box.
 */

/** What kind of debt a note is; it decides the statement line it adds to. */
export const noteKinds = [
  { value: 'note', label: 'Note or loan from a bank, private lender or person', line: 'notesPayable' },
  { value: 'autoInstallment', label: 'Car loan or lease', line: 'installmentAccounts' },
  {
    value: 'otherInstallment',
    label: 'Other installment loan (student, personal or store loan)',
    line: 'installmentAccounts',
  },
] as const;

export const paymentFrequencies = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'quarterly', label: 'Quarterly' },
  { value: 'semiAnnually', label: 'Twice a year' },
  { value: 'annually', label: 'Once a year' },
  { value: 'atMaturity', label: 'All at maturity' },
] as const;

export const taxTypes = [
  { value: 'federalIncome', label: 'Federal income tax' },
  { value: 'stateIncome', label: 'State or local income tax' },
  { value: 'property', label: 'Property tax' },
  { value: 'payroll', label: 'Payroll tax' },
  { value: 'other', label: 'Other tax' },
] as const;

export const MAX_NOTES = 15;
export const MAX_UNPAID_TAXES = 10;
export const MAX_OTHER_LIABILITIES = 10;

const note = v.pipe(
  v.object({
    kind: askChoice(noteKinds, { question: 'Kind of loan' }),
    noteholderName: ask('text', requiredString({ max: 100 }), {
      question: 'Who you owe',
      input: { autoComplete: 'off' },
    }),
    noteholderAddress: ask('text', optionalString({ max: 200 }), {
      question: 'Their address',
      optional: true,
      input: { autoComplete: 'off' },
    }),
    originalBalance: ask('money', dollars({ min: 1 }), { question: 'Original amount' }),
    currentBalance: ask('money', dollars(), { question: 'Balance owed today' }),
    revolving: ask('check', v.optional(v.boolean(), false), {
      question: 'This is a line of credit (the balance can go above the original amount)',
      label: 'Line of credit',
    }),
    paymentAmount: ask('money', dollars(), { question: 'Payment' }),
    paymentFrequency: askChoice(paymentFrequencies, { question: 'How often you pay' }),
    collateral: ask('text', requiredString({ max: 100 }), {
      question: 'How it is secured',
      hint: 'The collateral, such as a car, or “Unsecured”.',
      input: { autoComplete: 'off' },
    }),
    maturityDate: ask('date', optionalDate(), { question: 'Due date (maturity)', optional: true }),
  }),
  requiredWhen(
    'currentBalance',
    ['originalBalance', 'revolving'],
    (input) => input.revolving === true || amountOf(input.currentBalance) <= amountOf(input.originalBalance),
    'The balance is more than the original amount: correct it, or tick that this is a line of credit',
  ),
);

export type Note = {
  kind: string;
  noteholderName: string;
  noteholderAddress: string;
  originalBalance: string;
  currentBalance: string;
  revolving: boolean;
  paymentAmount: string;
  paymentFrequency: string;
  collateral: string;
  maturityDate: string;
};

export const emptyNote: Note = {
  kind: '',
  noteholderName: '',
  noteholderAddress: '',
  originalBalance: '',
  currentBalance: '',
  revolving: false,
  paymentAmount: '',
  paymentFrequency: '',
  collateral: '',
  maturityDate: '',
};

const unpaidTax = v.object({
  taxType: askChoice(taxTypes, { question: 'Kind of tax' }),
  payableTo: ask('text', requiredString({ max: 100 }), {
    question: 'Owed to',
    input: { autoComplete: 'off' },
  }),
  amount: ask('money', dollars({ min: 1 }), { question: 'Amount owed' }),
  dueDate: ask('date', optionalDate(), { question: 'When it is due', optional: true }),
  propertyWithLien: ask('text', optionalString({ max: 200 }), {
    question: 'Property with a tax lien on it',
    hint: 'Leave blank if there is no lien.',
    optional: true,
    input: { autoComplete: 'off' },
  }),
});

export type UnpaidTax = {
  taxType: string;
  payableTo: string;
  amount: string;
  dueDate: string;
  propertyWithLien: string;
};

export const emptyUnpaidTax: UnpaidTax = {
  taxType: '',
  payableTo: '',
  amount: '',
  dueDate: '',
  propertyWithLien: '',
};

const otherLiability = v.object({
  description: ask('text', requiredString({ max: 200 }), {
    question: 'What it is',
    input: { autoComplete: 'off' },
  }),
  owedTo: ask('text', requiredString({ max: 100 }), { question: 'Owed to', input: { autoComplete: 'off' } }),
  amount: ask('money', dollars({ min: 1 }), { question: 'Amount owed' }),
  monthlyPayment: ask('money', optionalDollars(), { question: 'Payment, per month', optional: true }),
});

export type OtherLiability = {
  description: string;
  owedTo: string;
  amount: string;
  monthlyPayment: string;
};

export const emptyOtherLiability: OtherLiability = {
  description: '',
  owedTo: '',
  amount: '',
  monthlyPayment: '',
};

const notesOf = (values: Input | undefined, line: (typeof noteKinds)[number]['line']) => {
  return entriesOf<Note>((values ?? {}).notes).filter((entry) =>
    noteKinds.some((kind) => kind.value === entry.kind && kind.line === line),
  );
};

/** The step's totals: balances of notes and of installment loans, unpaid taxes, other debts. */
export function debtTotals(values: Input | undefined) {
  const s = values ?? {};
  return {
    notesPayable: sumOf<Note>(notesOf(s, 'notesPayable'), (entry) => entry.currentBalance),
    installmentAccounts: sumOf<Note>(notesOf(s, 'installmentAccounts'), (entry) => entry.currentBalance),
    unpaidTaxes: sumOf<UnpaidTax>(s.unpaidTaxes, (entry) => entry.amount),
    otherLiabilities: sumOf<OtherLiability>(s.otherLiabilities, (entry) => entry.amount),
  };
}

const notes = schedule({
  list: 'notes',
  none: 'noNotes',
  entry: note,
  max: MAX_NOTES,
  noun: 'notes and loans',
  question: 'Loans you owe',
  hint: 'Notes to banks, private lenders or people, car loans and other installment loans. Mortgages go with each property; loans against life insurance with each policy.',
  itemNoun: 'Loan',
  noneLabel: 'I owe no notes or installment loans',
  missing: 'Add each note or loan you owe, or tick “I owe no notes or installment loans”',
  contradicted:
    'You ticked “I owe no notes or installment loans” but listed some: remove them, or untick the box',
});

const unpaidTaxes = schedule({
  list: 'unpaidTaxes',
  none: 'noUnpaidTaxes',
  entry: unpaidTax,
  max: MAX_UNPAID_TAXES,
  noun: 'taxes',
  question: 'Taxes you owe that are past due or not paid yet',
  itemNoun: 'Tax',
  noneLabel: 'I owe no unpaid taxes',
  missing: 'Add each tax you owe that is past due or unpaid, or tick “I owe no unpaid taxes”',
  contradicted: 'You ticked “I owe no unpaid taxes” but listed some: remove them, or untick the box',
});

const otherLiabilities = schedule({
  list: 'otherLiabilities',
  none: 'noOtherLiabilities',
  entry: otherLiability,
  max: MAX_OTHER_LIABILITIES,
  noun: 'other debts',
  question: 'Anything else you owe',
  hint: 'For example, credit card balances you carry, money owed to family, or a legal settlement.',
  itemNoun: 'Debt',
  noneLabel: 'I have no other debts',
  missing: 'Add any other debt you owe, or tick “I have no other debts”',
  contradicted: 'You ticked “I have no other debts” but listed some: remove them, or untick the box',
});

export const notesPayableSchema = v.pipe(
  v.object({ ...notes.fields, ...unpaidTaxes.fields, ...otherLiabilities.fields }),
  ...notes.checks,
  ...unpaidTaxes.checks,
  ...otherLiabilities.checks,
);

export const notesPayableInitialValues = {
  notes: [] as Note[],
  noNotes: false,
  unpaidTaxes: [] as UnpaidTax[],
  noUnpaidTaxes: false,
  otherLiabilities: [] as OtherLiability[],
  noOtherLiabilities: false,
};
