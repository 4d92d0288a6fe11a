import {
  amountOf,
  choice,
  dollars,
  optionalDollars,
  requiredString,
  requiredWhen,
} from '@northgate/validators';
import * as v from 'valibot';
import { sumOf, type Input } from '../shared/rules.ts';
import { schedule } from './rules.ts';

/**
 * Long form, step lifeInsurance (design/flow-fields.md, Flow 2; SBA Form 413 §8): each policy's
 * insurer, face amount, cash surrender value and beneficiaries. The statement counts the cash
 * surrender value only as an asset, and loans against the policies as a liability.
 */

export const longFormPolicyTypes = [
  { value: 'term', label: 'Term' },
  { value: 'whole', label: 'Whole life' },
  { value: 'universal', label: 'Universal life' },
  { value: 'variable', label: 'Variable life' },
] as const;

export const MAX_LONG_FORM_POLICIES = 10;

const policy = v.pipe(
  v.object({
    insuranceCompany: requiredString({ max: 100 }),
    policyType: choice(longFormPolicyTypes),
    faceAmount: dollars({ min: 1 }),
    cashSurrenderValue: dollars(),
    loansAgainstPolicy: optionalDollars(),
    beneficiaries: requiredString({ max: 200 }),
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

export type LongFormPolicy = {
  insuranceCompany: string;
  policyType: string;
  faceAmount: string;
  cashSurrenderValue: string;
  loansAgainstPolicy: string;
  beneficiaries: string;
};

export const emptyLongFormPolicy: LongFormPolicy = {
  insuranceCompany: '',
  policyType: '',
  faceAmount: '',
  cashSurrenderValue: '',
  loansAgainstPolicy: '',
  beneficiaries: '',
};

/** The policies' face amounts, cash surrender values and the loans against them, added up. */
export function longFormPolicyTotals(values: Input | undefined) {
  const entries = (values ?? {}).policies;
  return {
    faceAmount: sumOf<LongFormPolicy>(entries, (entry) => entry.faceAmount),
    cashSurrenderValue: sumOf<LongFormPolicy>(entries, (entry) => entry.cashSurrenderValue),
    loans: sumOf<LongFormPolicy>(entries, (entry) => entry.loansAgainstPolicy),
  };
}

const policies = schedule({
  list: 'policies',
  none: 'noPolicies',
  entry: policy,
  max: MAX_LONG_FORM_POLICIES,
  noun: 'policies',
  missing: 'Add each life insurance policy you own, or tick “I have no life insurance”',
  contradicted: 'You ticked “I have no life insurance” but listed policies: remove them, or untick the box',
});

export const longFormLifeInsuranceSchema = v.pipe(v.object(policies.fields), ...policies.checks);

export const longFormLifeInsuranceInitialValues = {
  policies: [] as LongFormPolicy[],
  noPolicies: false,
};
