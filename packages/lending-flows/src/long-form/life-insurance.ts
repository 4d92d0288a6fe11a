import { amountOf, dollars, optionalDollars, requiredString, requiredWhen } from '@northgate/validators';
import * as v from 'valibot';
import { ask, askChoice } from '../shared/ask.ts';
import { sumOf, type Input } from '../shared/rules.ts';
import { schedule } from './rules.ts';

/**
 * Long form, step lifeInsurance (docs/product/flow-fields.md, Flow 2; SBA Form 413 §8): each policy's
 * insurer, face amount, cash surrender value and beneficiaries. The statement counts the cash
 * surrender value only as an asset, and loans against the policies as a liability.
 */

export const policyTypes = [
  { value: 'term', label: 'Term' },
  { value: 'whole', label: 'Whole life' },
  { value: 'universal', label: 'Universal life' },
  { value: 'variable', label: 'Variable life' },
] as const;

export const MAX_POLICIES = 10;

const policy = v.pipe(
  v.object({
    insuranceCompany: ask('text', requiredString({ max: 100 }), {
      question: 'Insurance company',
      input: { autoComplete: 'off' },
    }),
    policyType: askChoice(policyTypes, { question: 'Type of policy' }),
    faceAmount: ask('money', dollars({ min: 1 }), {
      question: 'Face amount',
      hint: 'What the policy pays out.',
    }),
    cashSurrenderValue: ask('money', dollars(), {
      question: 'Cash surrender value',
      hint: 'What you would get if you cashed it in today. Enter 0 for term insurance.',
    }),
    loansAgainstPolicy: ask('money', optionalDollars(), {
      question: 'Loans against the policy',
      optional: true,
    }),
    beneficiaries: ask('text', requiredString({ max: 200 }), {
      question: 'Beneficiaries',
      hint: 'Names, and how they are related to you.',
      input: { autoComplete: 'off' },
    }),
  }),
  requiredWhen(
    'cashSurrenderValue',
    ['faceAmount'],
    (input) => amountOf(input.cashSurrenderValue) <= amountOf(input.faceAmount),
    'The cash surrender value cannot be more than the face amount',
  ),
  requiredWhen(
    'loansAgainstPolicy',
    ['cashSurrenderValue'],
    (input) => amountOf(input.loansAgainstPolicy) <= amountOf(input.cashSurrenderValue),
    'A loan against a policy cannot be more than its cash surrender value',
  ),
);

export type Policy = {
  insuranceCompany: string;
  policyType: string;
  faceAmount: string;
  cashSurrenderValue: string;
  loansAgainstPolicy: string;
  beneficiaries: string;
};

export const emptyPolicy: Policy = {
  insuranceCompany: '',
  policyType: '',
  faceAmount: '',
  cashSurrenderValue: '',
  loansAgainstPolicy: '',
  beneficiaries: '',
};

/** The policies' face amounts, cash surrender values and the loans against them, added up. */
export function policyTotals(values: Input | undefined) {
  const entries = (values ?? {}).policies;
  return {
    faceAmount: sumOf<Policy>(entries, (entry) => entry.faceAmount),
    cashSurrenderValue: sumOf<Policy>(entries, (entry) => entry.cashSurrenderValue),
    loans: sumOf<Policy>(entries, (entry) => entry.loansAgainstPolicy),
  };
}

const policies = schedule({
  list: 'policies',
  none: 'noPolicies',
  entry: policy,
  max: MAX_POLICIES,
  noun: 'policies',
  question: 'Life insurance policies you own',
  hint: 'Your statement counts only the cash surrender value, which term policies do not have.',
  itemNoun: 'Policy',
  noneLabel: 'I have no life insurance',
  missing: 'Add each life insurance policy you own, or tick “I have no life insurance”',
  contradicted: 'You ticked “I have no life insurance” but listed policies: remove them, or untick the box',
});

export const lifeInsuranceSchema = v.pipe(v.object(policies.fields), ...policies.checks);

export const lifeInsuranceInitialValues = {
  policies: [] as Policy[],
  noPolicies: false,
};
