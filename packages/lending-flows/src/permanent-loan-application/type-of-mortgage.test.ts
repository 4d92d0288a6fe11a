import { describe, expect, it } from 'vitest';
import { proposedPrincipalAndInterestFor } from './type-of-mortgage.ts';
import { initialValuesOf, messagesOf, problems, valid } from './validation.fixture.ts';

describe('typeOfMortgage', () => {
  it('asks for the mortgage type, amount, term and amortization; the rate is optional', () => {
    expect(messagesOf('typeOfMortgage', initialValuesOf('typeOfMortgage'))).toEqual({
      mortgageAppliedFor: 'The value is required',
      loanAmount: 'Value is required',
      numberOfMonths: 'The value is required',
      amortizationType: 'The value is required',
    });
  });

  it('needs a description when the mortgage type is Other', () => {
    expect(problems('typeOfMortgage', { mortgageAppliedFor: 'other' })).toEqual({
      mortgageAppliedForOther: 'Tell us which type of mortgage you want',
    });
    expect(
      problems('typeOfMortgage', { mortgageAppliedFor: 'other', mortgageAppliedForOther: 'Jumbo' }),
    ).toEqual({});
  });

  it('needs the ARM type for an adjustable rate, and a description for Other', () => {
    expect(problems('typeOfMortgage', { amortizationType: 'arm' })).toEqual({
      armType: 'The value is required',
    });
    expect(problems('typeOfMortgage', { amortizationType: 'arm', armType: '5/6' })).toEqual({});
    expect(problems('typeOfMortgage', { amortizationType: 'other' })).toEqual({
      amortizationOther: 'Describe how the loan would be paid off',
    });
    expect(
      problems('typeOfMortgage', {
        amortizationType: 'other',
        amortizationOther: 'Interest-only for 10 years',
      }),
    ).toEqual({});
  });

  it('needs the months for another term, from 12 to 480', () => {
    expect(problems('typeOfMortgage', { numberOfMonths: 'other' })).toEqual({
      otherNumberOfMonths: 'Enter the term in months, from 12 to 480',
    });
    expect(problems('typeOfMortgage', { numberOfMonths: 'other', otherNumberOfMonths: '6' })).toEqual({
      otherNumberOfMonths: 'Enter 12 or more',
    });
    expect(problems('typeOfMortgage', { numberOfMonths: 'other', otherNumberOfMonths: '600' })).toEqual({
      otherNumberOfMonths: 'The maximum value allowed is 480',
    });
    expect(problems('typeOfMortgage', { numberOfMonths: 'other', otherNumberOfMonths: '84' })).toEqual({});
  });

  it('checks the loan amount and the rate', () => {
    expect(problems('typeOfMortgage', { loanAmount: '100000' })).toEqual({
      loanAmount: 'We lend from $150,000 to $3,000,000 on a home you live in',
    });
    expect(problems('typeOfMortgage', { loanAmount: '3000001' })).toEqual({
      loanAmount: 'We lend from $150,000 to $3,000,000 on a home you live in',
    });
    expect(problems('typeOfMortgage', { loanAmount: '3000000' })).toEqual({});
    expect(problems('typeOfMortgage', { loanAmount: '300,000' })).toEqual({});
    expect(problems('typeOfMortgage', { interestRate: '' })).toEqual({});
    expect(problems('typeOfMortgage', { interestRate: '0' })).toEqual({});
    expect(problems('typeOfMortgage', { interestRate: '7.125' })).toEqual({});
    expect(problems('typeOfMortgage', { interestRate: '25' })).toEqual({
      interestRate: 'Enter a rate of 20% or less',
    });
    expect(problems('typeOfMortgage', { interestRate: '6.12345' })).toEqual({
      interestRate: 'Enter a rate such as 6.5',
    });
  });
});

describe('proposed monthly principal and interest', () => {
  // The payment itself is @northgate/loan-math's monthlyPayment, tested there against section C.
  it('is worked out from the answers only when loan amount, rate and term are all given', () => {
    expect(proposedPrincipalAndInterestFor(valid.typeOfMortgage)).toBe(1896.2);
    expect(
      proposedPrincipalAndInterestFor({
        loanAmount: '100000',
        interestRate: '0',
        numberOfMonths: 'other',
        otherNumberOfMonths: '120',
      }),
    ).toBe(833.33);
    expect(proposedPrincipalAndInterestFor({ ...valid.typeOfMortgage, interestRate: '' })).toBeNull();
    expect(proposedPrincipalAndInterestFor({ ...valid.typeOfMortgage, loanAmount: '' })).toBeNull();
    expect(proposedPrincipalAndInterestFor({ ...valid.typeOfMortgage, numberOfMonths: 'other' })).toBeNull();
    expect(proposedPrincipalAndInterestFor(undefined)).toBeNull();
  });
});
