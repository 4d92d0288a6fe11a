import { validInvestmentAnswers } from './fixture.ts';
import { describe, expect, it } from 'vitest';
import { estimateDscr } from './dscr-estimate.ts';

// docs/product/flow-fields.md, section C: $300,000 at 6.5% over 30 years is $1,896.20 a month; with
// $375 taxes, $100 insurance and $50 HOA the PITIA is $2,421.20, and $2,500 rent gives 1.033.
const reference = {
  ...validInvestmentAnswers,
  loanRequestInformation: {
    ...validInvestmentAnswers.loanRequestInformation,
    loanAmount: '300000',
    interestOnly: 'no',
  },
  subjectPropertyInformation: {
    ...validInvestmentAnswers.subjectPropertyInformation,
    propertyType: 'sfr',
    units: '',
    annualTaxes: '4500',
    annualInsurance: '1200',
    annualFloodInsurance: '',
    monthlyHoa: '50',
  },
  incomeInformation: {
    ...validInvestmentAnswers.incomeInformation,
    unitRents: [{ leased: 'yes', monthlyRent: '2500', marketRent: '2700' }],
    estimateRate: '6.5',
  },
};

describe('estimateDscr', () => {
  it('matches the reference DSCR of 1.033', () => {
    expect(estimateDscr(reference)).toEqual({
      monthlyRent: 2500,
      principalAndInterest: 1896.2,
      escrowAndDues: 525,
      pitia: 2421.2,
      dscr: 1.033,
      maxLoanAtMinimum: null,
    });
  });

  it('qualifies an interest-only loan on its interest payment (7.5% IO: $1,875 + $525 = $2,400, DSCR 1.042)', () => {
    const interestOnly = {
      ...reference,
      loanRequestInformation: { ...reference.loanRequestInformation, interestOnly: 'yes' },
      incomeInformation: { ...reference.incomeInformation, estimateRate: '7.5' },
    };
    expect(estimateDscr(interestOnly)).toMatchObject({ pitia: 2400, dscr: 1.042 });
  });

  it('uses the lower of lease and market rent, and 90% of market rent for a vacant unit', () => {
    const twoUnits = {
      ...reference,
      subjectPropertyInformation: {
        ...reference.subjectPropertyInformation,
        propertyType: '2-4',
        units: '2',
      },
      incomeInformation: {
        ...reference.incomeInformation,
        unitRents: [
          { leased: 'yes', monthlyRent: '1700', marketRent: '1600' },
          { leased: 'no', monthlyRent: '', marketRent: '1500' },
        ],
      },
    };
    expect(estimateDscr(twoUnits)?.monthlyRent).toBe(1600 + 1350);
  });

  it('counts a short-term rental on a twelfth of its yearly revenue', () => {
    const shortTerm = {
      ...reference,
      incomeInformation: {
        ...reference.incomeInformation,
        rentalType: 'shortTerm',
        trailing12MonthRevenue: '36000',
      },
    };
    expect(estimateDscr(shortTerm)?.monthlyRent).toBe(3000);
  });

  it('offers the loan that reaches a DSCR of 1.00 when the rent falls short', () => {
    const short = {
      ...reference,
      incomeInformation: {
        ...reference.incomeInformation,
        unitRents: [{ leased: 'yes', monthlyRent: '2000', marketRent: '2000' }],
      },
    };
    const estimate = estimateDscr(short);
    expect(estimate?.dscr).toBeLessThan(1);
    // $2,000 rent − $525 escrow leaves $1,475 for principal and interest at 6.5% over 30 years.
    expect(estimate?.maxLoanAtMinimum).toBeGreaterThan(233_000);
    expect(estimate?.maxLoanAtMinimum).toBeLessThan(233_500);
  });

  it('waits for the loan amount, the rate and some rent', () => {
    expect(
      estimateDscr({ ...reference, incomeInformation: { ...reference.incomeInformation, estimateRate: '' } }),
    ).toBeNull();
    expect(estimateDscr({})).toBeNull();
  });
});
