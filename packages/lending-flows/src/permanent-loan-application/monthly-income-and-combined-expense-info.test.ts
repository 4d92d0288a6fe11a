import { describe, expect, it } from 'vitest';
import {
  monthlyFromPay,
  proposedHousingTotal,
  totalMonthlyIncome,
} from './monthly-income-and-combined-expense-info.ts';
import { initialValuesOf, messagesOf, valid } from './validation.fixture.ts';

describe('monthlyIncomeAndCombinedExpenseInfo', () => {
  const step = 'monthlyIncomeAndCombinedExpenseInfo';
  const answers = valid[step];

  it('asks for base income and the new home’s taxes and insurance', () => {
    expect(messagesOf(step, initialValuesOf(step))).toEqual({
      'borrower.baseEmploymentIncome': 'Value is required',
      'proposedHousingExpense.annualHazardInsurance': 'Value is required',
      'proposedHousingExpense.annualRealEstateTaxes': 'Value is required',
    });
    expect(
      messagesOf(step, {
        ...answers,
        proposedHousingExpense: { ...answers.proposedHousingExpense, annualHazardInsurance: '0' },
      }),
    ).toEqual({
      'proposedHousingExpense.annualHazardInsurance':
        'Enter the yearly premium; every mortgage needs homeowners insurance',
    });
  });

  it('needs each other income’s amount, and a description when its source is Other', () => {
    const withOther = (entry: object) => ({
      ...answers,
      borrower: { ...answers.borrower, otherIncome: [entry] },
    });
    expect(messagesOf(step, withOther({ source: 'other', description: '', monthlyAmount: '200' }))).toEqual({
      'borrower.otherIncome.0.description': 'Describe this income',
    });
    expect(
      messagesOf(
        step,
        withOther({ source: 'other', description: 'Foster care stipend', monthlyAmount: '200' }),
      ),
    ).toEqual({});
    expect(messagesOf(step, withOther({ source: '', description: '', monthlyAmount: '' }))).toEqual({
      'borrower.otherIncome.0.source': 'The value is required',
      'borrower.otherIncome.0.monthlyAmount': 'Value is required',
    });
  });

  it('totals the income and the proposed housing expense', () => {
    expect(totalMonthlyIncome(answers.borrower)).toBe(7450 + 600 + 35 + 450);
    // P&I 1,896.20 + insurance 110 + taxes 300 + HOA 45.
    expect(proposedHousingTotal(answers.proposedHousingExpense, 1896.2)).toBe(2351.2);
    // The catalogue's PITI example: tax 4,500/yr, insurance 1,200/yr, HOA 50, PMI 125.
    expect(
      proposedHousingTotal(
        {
          annualRealEstateTaxes: '4500',
          annualHazardInsurance: '1200',
          hoaDues: '50',
          mortgageInsurance: '125',
        },
        1896.2,
      ),
    ).toBe(2546.2);
  });

  it('converts pay to a monthly amount', () => {
    expect(monthlyFromPay(25, 'hourly', 40)).toBe(4333);
    expect(monthlyFromPay(1000, 'weekly')).toBe(4333);
    expect(monthlyFromPay(2000, 'biweekly')).toBe(4333);
    expect(monthlyFromPay(2000, 'semimonthly')).toBe(4000);
    expect(monthlyFromPay(90_000, 'annually')).toBe(7500);
  });
});
