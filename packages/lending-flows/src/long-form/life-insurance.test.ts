import { describe, expect, it } from 'vitest';
import { emptyPolicy, policyTotals } from './life-insurance.ts';
import { initialValuesOf, messagesOf, problems, valid } from './validation.fixture.ts';

const policy = valid.lifeInsurance.policies[0]!;

describe('lifeInsurance', () => {
  it('refuses Next with no policy and no "none" answer, and "none" with policies listed', () => {
    expect(messagesOf('lifeInsurance', initialValuesOf('lifeInsurance'))).toEqual({
      policies: 'Add each life insurance policy you own, or tick “I have no life insurance”',
    });
    expect(problems('lifeInsurance', { policies: [], noPolicies: true })).toEqual({});
    expect(problems('lifeInsurance', { noPolicies: true })).toEqual({
      noPolicies: 'You ticked “I have no life insurance” but listed policies: remove them, or untick the box',
    });
  });

  it('asks each policy Form 413 §8: insurer, type, face amount, cash value and beneficiaries', () => {
    expect(problems('lifeInsurance', { policies: [emptyPolicy] })).toEqual({
      'policies.0.insuranceCompany': 'Value is required',
      'policies.0.policyType': 'The value is required',
      'policies.0.faceAmount': 'Value is required',
      'policies.0.cashSurrenderValue': 'Value is required',
      'policies.0.beneficiaries': 'Value is required',
    });
  });

  it('keeps the cash value within the face amount, and the loans within the cash value', () => {
    expect(problems('lifeInsurance', { policies: [{ ...policy, cashSurrenderValue: '1000001' }] })).toEqual({
      'policies.0.cashSurrenderValue': 'The cash surrender value cannot be more than the face amount',
    });
    expect(problems('lifeInsurance', { policies: [{ ...policy, loansAgainstPolicy: '64001' }] })).toEqual({
      'policies.0.loansAgainstPolicy': 'A loan against a policy cannot be more than its cash surrender value',
    });
    expect(
      problems('lifeInsurance', {
        policies: [{ ...policy, policyType: 'term', cashSurrenderValue: '0', loansAgainstPolicy: '' }],
      }),
    ).toEqual({});
  });

  it('adds up the face amounts, cash values and loans', () => {
    expect(
      policyTotals({
        policies: [
          policy,
          { ...policy, faceAmount: '500000', cashSurrenderValue: '0', loansAgainstPolicy: '' },
        ],
      }),
    ).toEqual({ faceAmount: 1500000, cashSurrenderValue: 64000, loans: 10000 });
  });
});
