import { describe, expect, it } from 'vitest';
import { initialValuesOf, messagesOf, problems, submitted } from './validation.fixture.ts';

describe('incomeInfo', () => {
  it('asks every income and contingent liability line (0 when none) and the work status', () => {
    expect(messagesOf('incomeInfo', initialValuesOf('incomeInfo'))).toEqual({
      salary: 'Value is required',
      netInvestmentIncome: 'Value is required',
      realEstateIncome: 'Value is required',
      otherIncome: 'Value is required',
      asEndorserOrCoMaker: 'Value is required',
      legalClaimsAndJudgments: 'Value is required',
      provisionForFederalIncomeTax: 'Value is required',
      otherSpecialDebt: 'Value is required',
      employmentStatus: 'The value is required',
    });
  });

  it('asks where other income comes from', () => {
    expect(problems('incomeInfo', { otherIncome: '12000' })).toEqual({
      otherIncomeDescription: 'Tell us where the other income comes from',
    });
    expect(problems('incomeInfo', { otherIncome: '12,000', otherIncomeDescription: 'Consulting' })).toEqual(
      {},
    );
  });

  it('asks about the job only of a borrower who works', () => {
    expect(problems('incomeInfo', { employerName: '', position: '', yearsOnJob: '' })).toEqual({
      employerName: 'Value is required',
      position: 'Value is required',
      yearsOnJob: 'Value is required',
    });
    expect(
      problems('incomeInfo', { employmentStatus: 'retired', employerName: '', position: '', yearsOnJob: '' }),
    ).toEqual({});
    expect(submitted('incomeInfo', { employmentStatus: 'retired' })).toMatchObject({
      employerName: '',
      yearsOnJob: '',
    });
  });
});
