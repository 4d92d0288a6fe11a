import { isoToday, yearsBefore } from '@northgate/validators';
import { describe, expect, it } from 'vitest';
import { requireStep } from '../../core/index.ts';
import { validateStep } from '../../core/index.ts';
import { flows } from '../index.ts';
import {
  constructionTotal,
  emptyPermanentFormerAddress,
  emptyPermanentPreviousJob,
  monthlyFromPay,
  needsPreviousEmployment,
  permanentBalanceSheet,
  permanentDeclarationQuestions,
  permanentEmploymentInformationInitialValues,
  permanentExplainedDeclarationKeys,
  permanentNetRentalIncome,
  permanentProposedHousingTotal,
  permanentTotalMonthlyIncome,
  proposedPrincipalAndInterestFor,
} from './permanent.ts';
import { validPermanentAnswers as valid } from './permanent.fixture.ts';

const flow = flows.permanentLoanApplication;
type StepId = keyof typeof valid;

/** The first message for each field path (what the borrower sees under the field); {} when valid. */
function messagesOf(stepId: StepId, values: unknown): Record<string, string> {
  const result = validateStep(flow, stepId, values);
  const byPath: Record<string, string> = {};
  if (!result.ok) for (const issue of result.issues) byPath[issue.path] ??= issue.message;
  return byPath;
}

/** Messages for the valid answers of a flat step with some answers changed. */
function problems<S extends 'typeOfMortgage' | 'propertyInformation' | 'assetsAndLiabilities'>(
  stepId: S,
  changes: Partial<Record<keyof (typeof valid)[S], unknown>> = {},
) {
  return messagesOf(stepId, { ...valid[stepId], ...changes });
}

type BorrowerStep = 'borrowerInformation' | 'employmentInformation' | 'declarations';

/** Messages for the valid answers of a per-borrower step with some of the borrower's answers changed. */
function borrowerProblems<S extends BorrowerStep>(
  stepId: S,
  changes: Partial<Record<keyof (typeof valid)[S]['borrower'], unknown>> = {},
) {
  return messagesOf(stepId, { ...valid[stepId], borrower: { ...valid[stepId].borrower, ...changes } });
}

const initialValuesOf = (stepId: StepId) => requireStep(flow, stepId).initialValues;

describe('permanent application: the complete example passes every step', () => {
  it.each(Object.keys(valid) as StepId[])('%s', (stepId) => {
    expect(messagesOf(stepId, valid[stepId])).toEqual({});
  });

  it('declares a schema and initial values for all seven steps, in the spec order', () => {
    expect(flow.steps.map((step) => step.id)).toEqual([
      'typeOfMortgage',
      'propertyInformation',
      'borrowerInformation',
      'employmentInformation',
      'monthlyIncomeAndCombinedExpenseInfo',
      'assetsAndLiabilities',
      'declarations',
    ]);
    for (const step of flow.steps) {
      expect(step.schema, step.id).toBeDefined();
      expect(step.initialValues, step.id).toBeDefined();
    }
  });
});

// ---------------------------------------------------------------------------------------
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
      loanAmount: 'The maximum value allowed is 3,000,000',
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

// ---------------------------------------------------------------------------------------
describe('propertyInformation', () => {
  it('asks for the property, the purpose, occupancy and title', () => {
    expect(messagesOf('propertyInformation', initialValuesOf('propertyInformation'))).toEqual({
      'subjectPropertyAddress.street': 'Value is required',
      'subjectPropertyAddress.city': 'Value is required',
      'subjectPropertyAddress.state': 'The value is required',
      'subjectPropertyAddress.zip': 'Value is required',
      yearBuilt: 'Value is required',
      purposeOfLoan: 'The value is required',
      propertyWillBe: 'The value is required',
      titleHeldInNames: 'Value is required',
      mannerTitleHeld: 'The value is required',
      estateHeldIn: 'The value is required',
    });
  });

  it('checks units and the year built', () => {
    expect(problems('propertyInformation', { numberOfUnits: '5' })).toEqual({
      numberOfUnits: 'The maximum value allowed is 4',
    });
    expect(problems('propertyInformation', { yearBuilt: String(new Date().getFullYear() + 3) })).toEqual({
      yearBuilt: 'Enter a year no later than two years from now',
    });
  });

  it('needs an explanation when the purpose is Other', () => {
    expect(problems('propertyInformation', { purposeOfLoan: 'other' })).toEqual({
      purposeOfLoanOther: 'Tell us what the loan is for',
    });
    expect(
      problems('propertyInformation', { purposeOfLoan: 'other', purposeOfLoanOther: 'Buy out a co-owner' }),
    ).toEqual({});
  });

  it('asks a purchase where the down payment comes from, and to explain Other', () => {
    expect(problems('propertyInformation', { downPaymentSources: [] })).toEqual({
      downPaymentSources: 'Choose at least one source',
    });
    expect(problems('propertyInformation', { downPaymentSources: ['other'] })).toEqual({
      downPaymentSourceOther: 'Tell us where the rest of the money comes from',
    });
    expect(
      problems('propertyInformation', {
        downPaymentSources: ['other'],
        downPaymentSourceOther: 'Bonus from work',
      }),
    ).toEqual({});
    expect(problems('propertyInformation', { downPaymentSources: ['lottery'] })).toEqual({
      'downPaymentSources.0': 'The value is required',
    });
  });

  const refinance = {
    purposeOfLoan: 'refinance',
    downPaymentSources: [],
    yearAcquired: '2015',
    originalCost: '240000',
    existingLiens: '180000',
    purposeOfRefinance: 'rateTerm',
    improvementsStatus: 'none',
  };

  it('asks the refinance-only questions for a refinance, and not for a purchase', () => {
    expect(problems('propertyInformation', { purposeOfLoan: 'refinance', downPaymentSources: [] })).toEqual({
      yearAcquired: 'Value is required',
      originalCost: 'Value is required',
      existingLiens: 'Value is required',
      purposeOfRefinance: 'The value is required',
      improvementsStatus: 'The value is required',
    });
    expect(problems('propertyInformation', refinance)).toEqual({});
    // A purchase leaves them all unasked.
    expect(problems('propertyInformation', { purposeOfLoan: 'purchase' })).toEqual({});
  });

  it('asks a refinance with improvements what they are and what they cost', () => {
    expect(problems('propertyInformation', { ...refinance, improvementsStatus: 'made' })).toEqual({
      describeImprovements: 'Describe the improvements',
      improvementsCost: 'Enter what the improvements cost',
    });
    expect(
      problems('propertyInformation', {
        ...refinance,
        improvementsStatus: 'toBeMade',
        describeImprovements: 'New roof and kitchen',
        improvementsCost: '45000',
      }),
    ).toEqual({});
    expect(
      problems('propertyInformation', { ...refinance, yearAcquired: String(new Date().getFullYear() + 1) }),
    ).toEqual({
      yearAcquired: 'Enter a year no later than this year',
    });
  });

  it('asks the construction-only questions for construction and construction-permanent', () => {
    for (const purposeOfLoan of ['construction', 'constructionPermanent']) {
      expect(problems('propertyInformation', { purposeOfLoan, downPaymentSources: [] })).toEqual({
        yearAcquired: 'Value is required',
        originalCost: 'Value is required',
        existingLiens: 'Value is required',
        presentValueOfLot: 'Value is required',
        costOfImprovements: 'Value is required',
        downPaymentSources: 'Choose at least one source',
      });
    }
    expect(
      problems('propertyInformation', {
        purposeOfLoan: 'constructionPermanent',
        yearAcquired: '2022',
        originalCost: '90000',
        existingLiens: '0',
        presentValueOfLot: '110000',
        costOfImprovements: '380000',
      }),
    ).toEqual({});
    // The refinance questions stay unasked.
    expect(constructionTotal({ presentValueOfLot: '110000', costOfImprovements: '380000' })).toBe(490_000);
  });

  it('needs the lease expiry date for a leasehold, in the future', () => {
    expect(problems('propertyInformation', { estateHeldIn: 'leasehold' })).toEqual({
      leaseholdExpirationDate: 'The value is required',
    });
    expect(
      problems('propertyInformation', { estateHeldIn: 'leasehold', leaseholdExpirationDate: '2001-01-01' }),
    ).toEqual({
      leaseholdExpirationDate: 'Enter a date in the future',
    });
    expect(
      problems('propertyInformation', { estateHeldIn: 'leasehold', leaseholdExpirationDate: '2089-06-30' }),
    ).toEqual({});
    expect(
      problems('propertyInformation', { estateHeldIn: 'feeSimple', leaseholdExpirationDate: '' }),
    ).toEqual({});
  });
});

// ---------------------------------------------------------------------------------------
describe('borrowerInformation', () => {
  it('asks who the borrower is, under the borrower group', () => {
    expect(messagesOf('borrowerInformation', initialValuesOf('borrowerInformation'))).toEqual({
      'borrower.firstName': 'Value is required',
      'borrower.lastName': 'Value is required',
      'borrower.email': 'Value is required',
      'borrower.homePhone': 'Value is required',
      'borrower.ssn': 'Value is required',
      'borrower.dateOfBirth': 'The value is required',
      'borrower.maritalStatus': 'The value is required',
      'borrower.dependentsCount': 'Value is required',
      'borrower.presentAddress.street': 'Value is required',
      'borrower.presentAddress.city': 'Value is required',
      'borrower.presentAddress.state': 'The value is required',
      'borrower.presentAddress.zip': 'Value is required',
      'borrower.presentHousing': 'The value is required',
      'borrower.presentAddressYears': 'Value is required',
      'borrower.presentAddressMonths': 'Value is required',
    });
  });

  it('checks the SSN and that the borrower is an adult', () => {
    expect(borrowerProblems('borrowerInformation', { ssn: '666123456' })).toEqual({
      'borrower.ssn': 'Enter a valid Social Security number or ITIN',
    });
    expect(borrowerProblems('borrowerInformation', { dateOfBirth: yearsBefore(isoToday(), 17) })).toEqual({
      'borrower.dateOfBirth': 'You must be 18 or older to apply',
    });
  });

  it('asks the ages of the dependents, one for each', () => {
    expect(borrowerProblems('borrowerInformation', { dependentsCount: '2', dependentsAges: '' })).toEqual({
      'borrower.dependentsAges': 'Enter the age of each dependent',
    });
    expect(borrowerProblems('borrowerInformation', { dependentsCount: '2', dependentsAges: '7' })).toEqual({
      'borrower.dependentsAges': 'Enter one age for each dependent',
    });
    expect(
      borrowerProblems('borrowerInformation', { dependentsCount: '2', dependentsAges: 'seven' }),
    ).toEqual({
      'borrower.dependentsAges': 'Enter ages as numbers separated by commas, such as 4, 9',
    });
    expect(
      borrowerProblems('borrowerInformation', { dependentsCount: '2', dependentsAges: '7, 12' }),
    ).toEqual({});
    expect(borrowerProblems('borrowerInformation', { dependentsCount: '0', dependentsAges: '' })).toEqual({});
  });

  it('asks for former addresses until they cover two years', () => {
    const recent = { presentAddressYears: '1', presentAddressMonths: '3' };
    expect(borrowerProblems('borrowerInformation', recent)).toEqual({
      'borrower.formerAddresses': 'Add your previous addresses until they cover the last two years',
    });
    const former = (years: string, months: string) => ({
      address: { street: '22 Elm Street', unit: '', city: 'Nampa', state: 'ID', zip: '83651' },
      housing: 'rent',
      years,
      months,
    });
    // 15 months + 6 months = 21: still short of 24.
    expect(
      borrowerProblems('borrowerInformation', { ...recent, formerAddresses: [former('0', '6')] }),
    ).toEqual({
      'borrower.formerAddresses': 'Add your previous addresses until they cover the last two years',
    });
    // 15 + 6 + 3 = 24: covered.
    expect(
      borrowerProblems('borrowerInformation', {
        ...recent,
        formerAddresses: [former('0', '6'), former('0', '3')],
      }),
    ).toEqual({});
    // Two years at the present address need none.
    expect(
      borrowerProblems('borrowerInformation', { presentAddressYears: '2', presentAddressMonths: '0' }),
    ).toEqual({});
  });

  it('checks each former address entry', () => {
    expect(
      borrowerProblems('borrowerInformation', {
        presentAddressYears: '0',
        presentAddressMonths: '8',
        formerAddresses: [emptyPermanentFormerAddress],
      }),
    ).toEqual({
      'borrower.formerAddresses.0.address.street': 'Value is required',
      'borrower.formerAddresses.0.address.city': 'Value is required',
      'borrower.formerAddresses.0.address.state': 'The value is required',
      'borrower.formerAddresses.0.address.zip': 'Value is required',
      'borrower.formerAddresses.0.housing': 'The value is required',
      'borrower.formerAddresses.0.years': 'Value is required',
      'borrower.formerAddresses.0.months': 'Value is required',
    });
  });

  it('needs a mailing address only when it is different', () => {
    const blank = { street: '', unit: '', city: '', state: '', zip: '' };
    expect(borrowerProblems('borrowerInformation', { mailing: { different: true, address: blank } })).toEqual(
      {
        'borrower.mailing.address.street': 'Value is required',
        'borrower.mailing.address.city': 'Value is required',
        'borrower.mailing.address.state': 'The value is required',
        'borrower.mailing.address.zip': 'Value is required',
      },
    );
    expect(
      borrowerProblems('borrowerInformation', {
        mailing: {
          different: true,
          address: { street: 'PO Box 2231', unit: '', city: 'Boise', state: 'ID', zip: '83701' },
        },
      }),
    ).toEqual({});
    // Not different: whatever is left in the hidden address is not checked.
    expect(
      borrowerProblems('borrowerInformation', {
        mailing: { different: false, address: { ...blank, zip: '12' } },
      }),
    ).toEqual({});
  });
});

// ---------------------------------------------------------------------------------------
describe('employmentInformation', () => {
  const current = valid.employmentInformation.borrower.currentEmployment;

  it('first asks whether the borrower works', () => {
    expect(messagesOf('employmentInformation', initialValuesOf('employmentInformation'))).toEqual({
      'borrower.currentEmployment.employed': 'The value is required',
    });
  });

  it('asks about the current job only when the borrower works', () => {
    expect(borrowerProblems('employmentInformation', { currentEmployment: { employed: 'no' } })).toEqual({});
    expect(
      borrowerProblems('employmentInformation', {
        currentEmployment: {
          ...permanentEmploymentInformationInitialValues.borrower.currentEmployment,
          employed: 'yes',
        },
      }),
    ).toEqual({
      'borrower.currentEmployment.employerName': 'Value is required',
      'borrower.currentEmployment.employerAddress.street': 'Value is required',
      'borrower.currentEmployment.employerAddress.city': 'Value is required',
      'borrower.currentEmployment.employerAddress.state': 'The value is required',
      'borrower.currentEmployment.employerAddress.zip': 'Value is required',
      'borrower.currentEmployment.selfEmployed': 'The value is required',
      'borrower.currentEmployment.startDate': 'The value is required',
      'borrower.currentEmployment.yearsInLineOfWork': 'Value is required',
      'borrower.currentEmployment.positionTitle': 'Value is required',
      'borrower.currentEmployment.businessPhone': 'Value is required',
    });
  });

  it('asks for the previous job when the current one started less than two years ago', () => {
    const recentStart = yearsBefore(isoToday(), 1);
    expect(
      borrowerProblems('employmentInformation', {
        currentEmployment: { ...current, startDate: recentStart },
      }),
    ).toEqual({
      'borrower.previousEmployment':
        'You started your current job less than two years ago: add the job you had before it',
    });
    const previous = {
      employerName: 'St. Luke’s Clinic',
      employerAddress: { street: '190 E Bannock Street', unit: '', city: 'Boise', state: 'ID', zip: '83712' },
      selfEmployed: 'no',
      dateFrom: '2015-01-05',
      dateTo: recentStart,
      monthlyIncome: '6100',
      positionTitle: 'Staff nurse',
      businessPhone: '',
    };
    expect(
      borrowerProblems('employmentInformation', {
        currentEmployment: { ...current, startDate: recentStart },
        previousEmployment: [previous],
      }),
    ).toEqual({});
    expect(
      borrowerProblems('employmentInformation', {
        currentEmployment: { ...current, startDate: recentStart },
        previousEmployment: [{ ...previous, dateFrom: '2020-05-01', dateTo: '2019-05-01' }],
      }),
    ).toEqual({ 'borrower.previousEmployment.0.dateTo': 'The end date must be after the start date' });
    // Two years or more in the current job, or no job: none needed.
    expect(
      borrowerProblems('employmentInformation', {
        currentEmployment: { ...current, startDate: '2020-01-01' },
      }),
    ).toEqual({});
  });

  it('checks each previous job entry', () => {
    expect(
      borrowerProblems('employmentInformation', { previousEmployment: [emptyPermanentPreviousJob] }),
    ).toMatchObject({
      'borrower.previousEmployment.0.employerName': 'Value is required',
      'borrower.previousEmployment.0.dateFrom': 'The value is required',
      'borrower.previousEmployment.0.dateTo': 'The value is required',
      'borrower.previousEmployment.0.monthlyIncome': 'Value is required',
      'borrower.previousEmployment.0.positionTitle': 'Value is required',
    });
  });

  it('counts two years back from today', () => {
    expect(needsPreviousEmployment({ employed: 'yes', startDate: '2024-11-23' }, '2026-11-22')).toBe(true);
    expect(needsPreviousEmployment({ employed: 'yes', startDate: '2024-11-22' }, '2026-11-22')).toBe(false);
    expect(needsPreviousEmployment({ employed: 'no' }, '2026-11-22')).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------
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
    expect(permanentTotalMonthlyIncome(answers.borrower)).toBe(7450 + 600 + 35 + 450);
    // P&I 1,896.20 + insurance 110 + taxes 300 + HOA 45.
    expect(permanentProposedHousingTotal(answers.proposedHousingExpense, 1896.2)).toBe(2351.2);
    // The catalogue's PITI example: tax 4,500/yr, insurance 1,200/yr, HOA 50, PMI 125.
    expect(
      permanentProposedHousingTotal(
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

// ---------------------------------------------------------------------------------------
describe('assetsAndLiabilities', () => {
  it('takes an empty statement: every line is optional', () => {
    expect(messagesOf('assetsAndLiabilities', initialValuesOf('assetsAndLiabilities'))).toEqual({});
  });

  it('asks who holds the deposit, who is paid support and what the job expense is, once an amount is given', () => {
    expect(problems('assetsAndLiabilities', { cashDepositHeldBy: '' })).toEqual({
      cashDepositHeldBy: 'Tell us who holds your deposit, such as the title or escrow company',
    });
    expect(problems('assetsAndLiabilities', { alimonyMonthlyPayment: '600' })).toEqual({
      alimonyOwedTo: 'Tell us who you make these payments to',
    });
    expect(problems('assetsAndLiabilities', { jobRelatedExpenseDescription: '' })).toEqual({
      jobRelatedExpenseDescription: 'Describe the expense, such as child care or union dues',
    });
  });

  it('checks each account and debt entry', () => {
    expect(
      problems('assetsAndLiabilities', {
        accounts: [{ accountType: '', institutionName: '', accountLast4: '12', balance: '' }],
      }),
    ).toEqual({
      'accounts.0.accountType': 'The value is required',
      'accounts.0.institutionName': 'Value is required',
      'accounts.0.accountLast4': 'Enter the last 4 digits only',
      'accounts.0.balance': 'Value is required',
    });
    expect(
      problems('assetsAndLiabilities', {
        liabilities: [
          {
            liabilityType: '',
            creditorName: '',
            accountLast4: '',
            monthlyPayment: '',
            monthsLeftToPay: '',
            unpaidBalance: '',
            payOffAtClosing: '',
          },
        ],
      }),
    ).toEqual({
      'liabilities.0.liabilityType': 'The value is required',
      'liabilities.0.creditorName': 'Value is required',
      'liabilities.0.monthlyPayment': 'Value is required',
      'liabilities.0.unpaidBalance': 'Value is required',
      'liabilities.0.payOffAtClosing': 'The value is required',
    });
  });

  it('asks the rent of a rental and the payment of a mortgaged property', () => {
    const property = {
      address: { street: '9 Orchard Court', unit: '', city: 'Meridian', state: 'ID', zip: '83642' },
      status: 'rental',
      propertyType: 'singleFamily',
      presentMarketValue: '350000',
      mortgagesAndLiens: '210000',
      grossRentalIncome: '',
      mortgagePayments: '',
      insuranceMaintenanceTaxes: '300',
    };
    expect(problems('assetsAndLiabilities', { realEstateOwned: [property] })).toEqual({
      'realEstateOwned.0.grossRentalIncome': 'Enter the monthly rent this property brings in',
      'realEstateOwned.0.mortgagePayments': 'Enter the monthly mortgage payment',
    });
    const complete = { ...property, grossRentalIncome: '2400', mortgagePayments: '1500' };
    expect(problems('assetsAndLiabilities', { realEstateOwned: [complete] })).toEqual({});
    expect(permanentNetRentalIncome(complete)).toBe(600);
    expect(
      problems('assetsAndLiabilities', {
        realEstateOwned: [{ ...property, status: 'retained', mortgagesAndLiens: '0' }],
      }),
    ).toEqual({});
  });

  it('works out the totals and the net worth', () => {
    expect(permanentBalanceSheet(valid.assetsAndLiabilities)).toEqual({
      liquidAssets: 5000 + 18_500 + 62_000 + 14_200,
      realEstateValue: 0,
      totalAssets: 99_700 + 85_000 + 17_000,
      totalMonthlyPayments: 385 + 45 + 320,
      totalLiabilities: 8200 + 1300,
      netWorth: 201_700 - 9500,
    });
    const withHome = permanentBalanceSheet({
      ...valid.assetsAndLiabilities,
      realEstateOwned: [
        { presentMarketValue: '400000', mortgagesAndLiens: '250000', mortgagePayments: '1800' },
      ],
    });
    expect(withHome).toMatchObject({
      realEstateValue: 400_000,
      totalAssets: 601_700,
      totalMonthlyPayments: 2550,
      totalLiabilities: 259_500,
      netWorth: 342_200,
    });
  });
});

// ---------------------------------------------------------------------------------------
describe('declarations', () => {
  it('uses the classic 1003 questions word for word', () => {
    const byLetter = Object.fromEntries(permanentDeclarationQuestions.map((q) => [q.letter, q.label]));
    expect(Object.keys(byLetter).join('')).toBe('abcdefghijklm');
    expect(byLetter.a).toBe('Are there any outstanding judgments against you?');
    expect(byLetter.c).toBe(
      'Have you had property foreclosed upon or given title or deed in lieu thereof in the last 7 years?',
    );
    expect(byLetter.k).toBe('Are you a permanent resident alien?');
    expect(byLetter.m).toBe('Have you had an ownership interest in a property in the last three years?');
  });

  it('asks questions a to j and l, the acknowledgment and the signature', () => {
    const expected: Record<string, string> = {};
    for (const key of permanentExplainedDeclarationKeys)
      expected[`borrower.${key}`] = 'The value is required';
    Object.assign(expected, {
      'borrower.usCitizen': 'The value is required',
      'borrower.intendToOccupyAsPrimaryResidence': 'The value is required',
      'borrower.agreeToAcknowledgment': 'Read and agree to the acknowledgment and agreement to continue',
      'borrower.signature.image': 'Sign in the box, or sign with your typed name',
      'borrower.signature.legalName': 'Value is required',
    });
    expect(messagesOf('declarations', initialValuesOf('declarations'))).toEqual(expected);
  });

  it.each(permanentExplainedDeclarationKeys)('needs an explanation after a Yes to %s', (key) => {
    expect(borrowerProblems('declarations', { [key]: 'yes' })).toEqual({
      'borrower.explanation':
        'Explain each Yes answer to questions a to i: what happened, when, and how it was resolved',
    });
    expect(
      borrowerProblems('declarations', {
        [key]: 'yes',
        explanation: 'A medical bill went to collections in 2019; paid in full in 2020.',
      }),
    ).toEqual({});
  });

  it('asks k only when j is No', () => {
    expect(borrowerProblems('declarations', { usCitizen: 'no' })).toEqual({
      'borrower.permanentResidentAlien': 'The value is required',
    });
    expect(borrowerProblems('declarations', { usCitizen: 'no', permanentResidentAlien: 'yes' })).toEqual({});
    expect(borrowerProblems('declarations', { usCitizen: 'no', permanentResidentAlien: 'no' })).toEqual({});
    expect(borrowerProblems('declarations', { usCitizen: 'yes', permanentResidentAlien: '' })).toEqual({});
  });

  it('asks m when l is Yes, and m1 and m2 when m is Yes', () => {
    expect(borrowerProblems('declarations', { ownershipInterestLast3Years: '' })).toEqual({
      'borrower.ownershipInterestLast3Years': 'The value is required',
    });
    expect(
      borrowerProblems('declarations', {
        intendToOccupyAsPrimaryResidence: 'no',
        ownershipInterestLast3Years: '',
      }),
    ).toEqual({});
    expect(borrowerProblems('declarations', { ownershipInterestLast3Years: 'yes' })).toEqual({
      'borrower.priorPropertyType': 'The value is required',
      'borrower.priorTitleHeld': 'The value is required',
    });
    expect(
      borrowerProblems('declarations', {
        ownershipInterestLast3Years: 'yes',
        priorPropertyType: 'PR',
        priorTitleHeld: 'SP',
      }),
    ).toEqual({});
    // With l = No, m and its follow-ups are not asked.
    expect(
      borrowerProblems('declarations', {
        intendToOccupyAsPrimaryResidence: 'no',
        ownershipInterestLast3Years: 'yes',
        priorPropertyType: '',
      }),
    ).toEqual({});
  });

  it('leaves the government monitoring questions optional', () => {
    expect(borrowerProblems('declarations', { declinedToFurnish: false })).toEqual({});
    expect(
      borrowerProblems('declarations', {
        declinedToFurnish: false,
        ethnicity: 'notHispanicOrLatino',
        race: ['asian', 'white'],
        sex: 'female',
      }),
    ).toEqual({});
    expect(borrowerProblems('declarations', { race: ['martian'] })).toEqual({
      'borrower.race.0': 'The value is required',
    });
  });

  it('needs the acknowledgment ticked and a drawn or typed signature', () => {
    expect(borrowerProblems('declarations', { agreeToAcknowledgment: false })).toEqual({
      'borrower.agreeToAcknowledgment': 'Read and agree to the acknowledgment and agreement to continue',
    });
    expect(
      borrowerProblems('declarations', { signature: { image: '', legalName: 'Jordan Avery Ellis' } }),
    ).toEqual({
      'borrower.signature.image': 'Sign in the box, or sign with your typed name',
    });
  });
});
