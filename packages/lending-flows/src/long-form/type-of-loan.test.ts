import { describe, expect, it } from 'vitest';
import { leverage, loanPrograms, termsFor } from './type-of-loan.ts';
import { initialValuesOf, messagesOf, problems, submitted, valid } from './validation.fixture.ts';

const rental = {
  loanProgram: 'rentalDscr',
  termMonths: '360',
  rehabBudget: '',
  afterRepairValue: '',
  exitStrategy: '',
};

describe('typeOfLoan', () => {
  it('asks the program, purpose, amount, term and closing date', () => {
    expect(messagesOf('typeOfLoan', initialValuesOf('typeOfLoan'))).toEqual({
      loanProgram: 'The value is required',
      loanPurpose: 'The value is required',
      loanAmount: 'Value is required',
      termMonths: 'The value is required',
      targetCloseDate: 'The value is required',
    });
    expect(problems('typeOfLoan', { loanAmount: '40000', targetCloseDate: '2020-01-01' })).toEqual({
      loanAmount: 'We lend from $50,000 to $10,000,000',
      targetCloseDate: 'Enter a date in the future',
    });
  });

  it('offers the investor programs the short quiz sends to the long form', () => {
    expect(loanPrograms.map((program) => program.value)).toEqual([
      'fixFlip',
      'bridge',
      'groundUp',
      'rentalDscr',
    ]);
  });

  it('asks the budget, after-repair value and exit of the short-term programs only', () => {
    expect(problems('typeOfLoan', { rehabBudget: '', afterRepairValue: '', exitStrategy: '' })).toEqual({
      rehabBudget: 'Enter the budget for the work, or 0 if none',
      afterRepairValue: 'Enter what the property will be worth when the work is done',
      exitStrategy: 'The value is required',
    });
    expect(problems('typeOfLoan', { loanProgram: 'bridge', rehabBudget: '0' })).toEqual({});
    expect(problems('typeOfLoan', rental)).toEqual({});
    expect(submitted('typeOfLoan', { loanProgram: 'rentalDscr', termMonths: '360' })).toMatchObject({
      rehabBudget: '',
      afterRepairValue: '',
      exitStrategy: '',
    });
  });

  it('offers terms that suit the program', () => {
    expect(termsFor('fixFlip').map((term) => term.value)).toEqual(['6', '9', '12', '18', '24']);
    expect(termsFor('rentalDscr').map((term) => term.value)).toEqual(['360']);
    expect(problems('typeOfLoan', { termMonths: '360' })).toEqual({
      termMonths: 'Choose a term this program offers',
    });
    expect(problems('typeOfLoan', { ...rental, termMonths: '12' })).toEqual({
      termMonths: 'Choose a term this program offers',
    });
  });

  it('works out LTC and LTARV as the calculator does (docs/product/flow-fields.md reference deal)', () => {
    // Purchase $200k, rehab $50k, ARV $350k, loan $230k: LTC 92.00%, LTARV 65.71%.
    const figures = leverage({
      subjectProperty: { purchasePriceOrValue: '200000' },
      typeOfLoan: {
        loanProgram: 'fixFlip',
        loanAmount: '230000',
        rehabBudget: '50000',
        afterRepairValue: '350000',
      },
    });
    expect(figures.ltc).toBeCloseTo(0.92, 6);
    expect(figures.ltarv).toBeCloseTo(0.657143, 6);
    const fixture = leverage(valid);
    expect(fixture.ltc).toBeCloseTo(450000 / 520000, 6);
    expect(fixture.ltarv).toBeCloseTo(450000 / 690000, 6);
  });

  it('leaves a figure out until its numbers are in, and for a rental loan', () => {
    expect(leverage({ typeOfLoan: { loanProgram: 'fixFlip', loanAmount: '230000' } })).toEqual({
      ltc: undefined,
      ltarv: undefined,
    });
    expect(
      leverage({
        typeOfLoan: { loanProgram: 'fixFlip', loanAmount: '230000', afterRepairValue: '350000' },
      }).ltarv,
    ).toBeCloseTo(0.657143, 6);
    expect(leverage({ ...valid, typeOfLoan: { ...valid.typeOfLoan, loanProgram: 'rentalDscr' } })).toEqual({
      ltc: undefined,
      ltarv: undefined,
    });
  });
});
