import { adult, isoToday, yearsBefore } from '@northgate/validators';
import { describe, expect, it } from 'vitest';
import { requireStep } from '../../core/index.ts';
import { validateStep } from '../../core/index.ts';
import { flows } from '../index.ts';
import { totalOwnership, unitCount } from './investment.ts';
import { validInvestmentAnswers as valid } from './investment.fixture.ts';

const flow = flows.investmentLoanApplication;
type StepId = keyof typeof valid;

/** The first message for each field path (what the borrower sees under the field); {} when valid. */
function messagesOf(stepId: StepId, values: unknown): Record<string, string> {
  const result = validateStep(flow, stepId, values);
  const byPath: Record<string, string> = {};
  if (!result.ok) for (const issue of result.issues) byPath[issue.path] ??= issue.message;
  return byPath;
}

function problems<S extends StepId>(
  stepId: S,
  changes: Partial<Record<keyof (typeof valid)[S], unknown>> = {},
) {
  return messagesOf(stepId, { ...valid[stepId], ...changes });
}

describe('investment application: the complete example passes every step', () => {
  it.each(Object.keys(valid) as StepId[])('%s', (stepId) => {
    expect(problems(stepId)).toEqual({});
  });
});

describe('personalAndBorrowingEntity', () => {
  it('asks for every required answer with the spec messages', () => {
    const untouched = requireStep(flow, 'personalAndBorrowingEntity').initialValues;
    expect(messagesOf('personalAndBorrowingEntity', untouched)).toMatchObject({
      firstName: 'Value is required',
      email: 'Value is required',
      mobilePhone: 'Value is required',
      dateOfBirth: 'The value is required',
      ssnOrItin: 'Value is required',
      citizenship: 'The value is required',
      entityName: 'Value is required',
      entityType: 'The value is required',
      ein: 'Value is required',
    });
  });

  it('refuses a borrower under 18, and takes one who turns 18 today', () => {
    expect(adult.test('2008-11-22', '2026-11-22')).toBe(true);
    expect(adult.test('2008-11-23', '2026-11-22')).toBe(false);
    // Eighteen years before a leap day is Feb 28.
    expect(yearsBefore('2028-02-29', 18)).toBe('2010-02-28');
    expect(problems('personalAndBorrowingEntity', { dateOfBirth: yearsBefore(isoToday(), 17) })).toEqual({
      dateOfBirth: 'You must be 18 or older to apply',
    });
    expect(problems('personalAndBorrowingEntity', { dateOfBirth: '1990-02-30' })).toEqual({
      dateOfBirth: 'Enter a real date',
    });
  });

  it('checks SSN, ITIN and EIN shapes', () => {
    expect(problems('personalAndBorrowingEntity', { ssnOrItin: '912701234' })).toEqual({}); // an ITIN
    expect(problems('personalAndBorrowingEntity', { ssnOrItin: '000123456' })).toEqual({
      ssnOrItin: 'Enter a valid Social Security number or ITIN',
    });
    expect(problems('personalAndBorrowingEntity', { ein: '12345' })).toEqual({
      ein: 'Enter the 9-digit EIN, for example 12-3456789',
    });
  });

  it('needs the ownership shares to add up to 100%', () => {
    expect(problems('personalAndBorrowingEntity', { ownershipPct: '50' })).toEqual({
      ownershipPct: 'The ownership shares must add up to 100%',
    });
    expect(
      problems('personalAndBorrowingEntity', {
        ownershipPct: '33.333',
        coOwners: [
          { name: 'A B', email: 'a@example.test', ownershipPct: '33.333' },
          { name: 'C D', email: 'c@example.test', ownershipPct: '33.334' },
        ],
      }),
    ).toEqual({});
    expect(totalOwnership({ ownershipPct: '60', coOwners: [{ ownershipPct: '40' }] })).toBe(100);
  });

  it('reports a co-owner problem at the co-owner, even while the total is off', () => {
    expect(
      problems('personalAndBorrowingEntity', {
        ownershipPct: '60',
        coOwners: [{ name: '', email: 'not-an-email', ownershipPct: '40' }],
      }),
    ).toEqual({
      'coOwners.0.name': 'Value is required',
      'coOwners.0.email': 'Value is not a valid email address',
    });
  });
});

describe('loanRequestInformation', () => {
  it('caps the loan at 80% of the value for a purchase and 75% for cash-out', () => {
    expect(problems('loanRequestInformation', { loanAmount: '320000' })).toEqual({});
    expect(problems('loanRequestInformation', { loanAmount: '320001' })).toEqual({
      loanAmount: expect.stringContaining('above our limit'),
    });
    const cashOut = {
      loanPurpose: 'cashOut',
      cashOutAmount: '50000',
      acquisitionDate: '2019-05-01',
      originalPurchasePrice: '250000',
      existingLienBalance: '150000',
    };
    expect(problems('loanRequestInformation', { ...cashOut, loanAmount: '300000' })).toEqual({});
    expect(problems('loanRequestInformation', { ...cashOut, loanAmount: '300001' })).toEqual({
      loanAmount: expect.stringContaining('75% for cash-out'),
    });
  });

  it('keeps the loan between $50,000 and $10,000,000', () => {
    expect(problems('loanRequestInformation', { loanAmount: '49999' })).toEqual({
      loanAmount: 'We lend from $50,000 to $10,000,000',
    });
  });

  it('asks refinances about the current loan, and cash-out for the amount', () => {
    expect(problems('loanRequestInformation', { loanPurpose: 'cashOut', loanAmount: '280000' })).toEqual({
      cashOutAmount: 'Enter how much cash you want to take out',
      acquisitionDate: 'The value is required',
      originalPurchasePrice: 'Value is required',
      existingLienBalance: 'Value is required',
    });
    // A purchase never asks for them.
    expect(problems('loanRequestInformation', { loanPurpose: 'purchase' })).toEqual({});
  });

  it('wants a closing date in the future', () => {
    expect(problems('loanRequestInformation', { targetCloseDate: '2001-01-01' })).toEqual({
      targetCloseDate: 'Enter a date in the future',
    });
  });
});

describe('subjectPropertyInformation', () => {
  it('asks for the number of units only for multi-unit properties, and checks it fits', () => {
    expect(problems('subjectPropertyInformation', { propertyType: 'sfr', units: '' })).toEqual({});
    expect(problems('subjectPropertyInformation', { propertyType: '2-4', units: '6' })).toEqual({
      units: 'Enter the number of units; it must fit the property type',
    });
    expect(unitCount({ propertyType: 'sfr', units: '3' })).toBe(1);
    expect(unitCount({ propertyType: '2-4', units: '3' })).toBe(3);
    expect(unitCount({ propertyType: '5-10', units: '' })).toBe(5);
  });

  it('checks the address, year built and bathrooms', () => {
    expect(
      problems('subjectPropertyInformation', {
        address: { street: '', unit: '', city: 'Albany', state: 'XX', zip: '1220' },
        yearBuilt: String(new Date().getFullYear() + 3),
        bathrooms: '2.25',
      }),
    ).toEqual({
      'address.street': 'Value is required',
      'address.state': 'The value is required',
      'address.zip': 'Enter a 5-digit ZIP code',
      yearBuilt: 'Enter a year no later than two years from now',
      bathrooms: 'Enter whole or half baths, such as 2 or 2.5',
    });
  });

  it('needs hazard insurance', () => {
    expect(problems('subjectPropertyInformation', { annualInsurance: '0' })).toEqual({
      annualInsurance: 'Enter the yearly premium; every loan needs hazard insurance',
    });
  });
});

describe('incomeInformation', () => {
  it('needs the lease rent only for a leased unit', () => {
    expect(
      problems('incomeInformation', { unitRents: [{ leased: 'yes', monthlyRent: '', marketRent: '1600' }] }),
    ).toEqual({ 'unitRents.0.monthlyRent': 'Enter the rent in the current lease' });
  });

  it('needs a year of revenue for a short-term rental', () => {
    expect(problems('incomeInformation', { rentalType: 'shortTerm' })).toEqual({
      trailing12MonthRevenue:
        'Short-term rentals qualify on 12 months of booking history: enter the gross revenue',
    });
    expect(
      problems('incomeInformation', {
        rentalType: 'shortTerm',
        trailing12MonthRevenue: '48000',
        listingUrl: 'airbnb',
      }),
    ).toEqual({ listingUrl: 'Enter the full web address, starting with https://' });
  });
});

describe('declarations', () => {
  it('asks for an explanation after any Yes', () => {
    expect(problems('declarations', { lawsuit: 'yes' })).toEqual({
      explanation: 'Explain each Yes answer: what happened, when, and how it was resolved',
    });
    expect(
      problems('declarations', { lawsuit: 'yes', explanation: 'A tenant dispute, settled in 2024.' }),
    ).toEqual({});
  });

  it('needs the certifications and a signature', () => {
    expect(
      problems('declarations', {
        businessPurpose: false,
        creditAuthorization: false,
        signature: { image: '', legalName: 'Maya Okafor' },
      }),
    ).toEqual({
      businessPurpose: 'Confirm the loan is for business purposes to continue',
      creditAuthorization: 'Authorize the credit and background check to continue',
      'signature.image': 'Sign in the box, or sign with your typed name',
    });
  });
});
