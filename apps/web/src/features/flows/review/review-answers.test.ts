import { flows } from '@northgate/lending-flows';
import { validInvestmentAnswers } from '@northgate/lending-flows/fixtures';
import { describe, expect, it } from 'vitest';
import { reviewAnswers } from './review-answers.ts';

const rowsOf = (groups: ReturnType<typeof reviewAnswers>, title: string) =>
  Object.fromEntries(
    (groups.find((group) => group.title === title)?.rows ?? []).map((row) => [
      [...row.within, row.label].join(' › '),
      row.value,
    ]),
  );

describe('reviewAnswers', () => {
  const investment = reviewAnswers(flows.investmentLoanApplication, validInvestmentAnswers);

  it('lists every step the borrower sees, in order, with its title', () => {
    expect(investment.map((group) => group.title)).toEqual(
      flows.investmentLoanApplication.steps.map((step) => step.title),
    );
  });

  it('labels each answer with the question the step asked, and masks identity numbers', () => {
    const entity = rowsOf(investment, 'You and your borrowing entity');
    expect(entity['Social Security number or ITIN']).toMatch(/^On file, ending \d{4}$/);
    expect(entity['Date of birth']).toBe('On file');
    expect(entity['Your share of the company, in percent']).toMatch(/%$/);
  });

  it('prints money as the form showed it, and names list entries by their titles', () => {
    const request = rowsOf(investment, 'Your loan request');
    expect(request['Loan amount you are requesting']).toMatch(/^\$\d{1,3}(,\d{3})+$/);
    const income = rowsOf(investment, 'Rental income');
    expect(income['Rent for each unit › Unit 1 › Market rent, per month']).toMatch(/^\$/);
  });
});
