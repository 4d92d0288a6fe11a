import { isoToday, yearsBefore } from '@northgate/validators';
import { describe, expect, it } from 'vitest';
import type { StepValidation } from '../../core/index.ts';
import { validateStep } from '../../core/index.ts';
import { flows } from '../index.ts';
import { validBusinessAnswers } from './business.fixture.ts';

const flow = flows.businessLoanApplication;
type StepId = keyof typeof validBusinessAnswers;

/** The message a borrower reads under each field: the first issue of every path. */
function shown(result: StepValidation): Record<string, string> {
  if (result.ok) return {};
  const first: Record<string, string> = {};
  for (const issue of result.issues) first[issue.path] ??= issue.message;
  return first;
}

/** A deep copy of fixture values, so no test changes what another one reads. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The valid answers of a step with some answers changed. */
function answers<S extends StepId>(
  stepId: S,
  changes: Record<string, unknown> = {},
): Record<string, unknown> {
  return { ...copy(validBusinessAnswers[stepId]), ...changes };
}

function check<S extends StepId>(stepId: S, changes: Record<string, unknown> = {}) {
  return validateStep(flow, stepId, answers(stepId, changes));
}

/** Expects the step to fail with exactly these messages (path → message). */
function expectShown<S extends StepId>(
  stepId: S,
  changes: Record<string, unknown>,
  expected: Record<string, string>,
) {
  const result = check(stepId, changes);
  expect(result.ok).toBe(false);
  expect(shown(result)).toEqual(expected);
}

function expectValid<S extends StepId>(stepId: S, changes: Record<string, unknown> = {}) {
  const result = check(stepId, changes);
  expect(shown(result)).toEqual({});
  expect(result.ok).toBe(true);
  return result.ok ? (result.value as Record<string, unknown>) : {};
}

const REQUIRED = 'Value is required';
const CHOOSE = 'The value is required';
const EXPLAIN = 'Explain each Yes answer: what happened, when, and where it stands now';
const today = isoToday();
const nextYearDate = yearsBefore(today, -1);
const blankAddress = { street: '', unit: '', city: '', state: '', zip: '' };
const blankAddressMessages = (at: string) => ({
  [`${at}.street`]: REQUIRED,
  [`${at}.city`]: REQUIRED,
  [`${at}.state`]: CHOOSE,
  [`${at}.zip`]: REQUIRED,
});

describe('the business loan application flow', () => {
  it('has a schema and initial values on every step', () => {
    expect(flow.steps.map((step) => step.id)).toEqual(Object.keys(validBusinessAnswers));
    for (const step of flow.steps) {
      expect(step.schema, step.id).toBeDefined();
      expect(step.initialValues, step.id).toBeDefined();
    }
  });

  it('accepts the complete fixture on every step', () => {
    for (const step of flow.steps) {
      const result = validateStep(flow, step.id, validBusinessAnswers[step.id]);
      expect(shown(result), step.id).toEqual({});
    }
  });

  it('refuses every step left as it starts, with only required-answer messages', () => {
    for (const step of flow.steps) {
      const result = validateStep(flow, step.id, step.initialValues);
      expect(result.ok, step.id).toBe(false);
      const texts = new Set(Object.values(shown(result)));
      for (const text of texts) {
        expect(
          [
            REQUIRED,
            CHOOSE,
            'Confirm the certification to continue',
            'Authorize the credit and background checks to continue',
            'Sign in the box, or sign with your typed name',
          ],
          `${step.id}: ${text}`,
        ).toContain(text);
      }
    }
  });
});

describe('personal-data', () => {
  it('accepts a complete answer set and stores the email in lower case', () => {
    expect(expectValid('personal-data', { email: 'Maria@HarborLightBakery.com' }).email).toBe(
      'maria@harborlightbakery.com',
    );
  });

  it.each([
    ['firstName', '', REQUIRED],
    ['lastName', '', REQUIRED],
    ['title', '   ', REQUIRED],
    ['email', '', REQUIRED],
    ['mobilePhone', '', REQUIRED],
    ['dateOfBirth', '', CHOOSE],
    ['ssnOrItin', '', REQUIRED],
    ['ownershipPct', '', REQUIRED],
    ['citizenship', '', CHOOSE],
    ['creditScoreRange', '', CHOOSE],
  ])('asks for %s', (field, value, message) => {
    expectShown('personal-data', { [field]: value }, { [field]: message });
  });

  it('asks for every line of the home address but the unit', () => {
    expectShown('personal-data', { homeAddress: blankAddress }, blankAddressMessages('homeAddress'));
    expectShown(
      'personal-data',
      { homeAddress: { ...validBusinessAnswers['personal-data'].homeAddress, zip: '4102' } },
      { 'homeAddress.zip': 'Enter a 5-digit ZIP code' },
    );
  });

  it('checks the name, email and phone', () => {
    expectShown('personal-data', { firstName: 'M4ria' }, { firstName: "Use letters, spaces and ' - . only" });
    expectShown('personal-data', { email: 'maria@' }, { email: 'Value is not a valid email address' });
    expectShown(
      'personal-data',
      { mobilePhone: '1075550143' },
      { mobilePhone: 'Enter a 10-digit US phone number' },
    );
    expectShown(
      'personal-data',
      { mobilePhone: '207555014' },
      { mobilePhone: 'Enter a 10-digit US phone number' },
    );
  });

  it('takes an adult’s real date of birth only', () => {
    expectShown(
      'personal-data',
      { dateOfBirth: yearsBefore(today, 17) },
      { dateOfBirth: 'You must be 18 or older to apply' },
    );
    expectShown('personal-data', { dateOfBirth: '1984-02-30' }, { dateOfBirth: 'Enter a real date' });
    expectValid('personal-data', { dateOfBirth: yearsBefore(today, 18) });
  });

  it('takes a Social Security number or an ITIN, nothing else', () => {
    expectValid('personal-data', { ssnOrItin: '912781234' });
    for (const bad of ['000451120', '666451120', '078001120', '07805112', '900431234']) {
      expectShown(
        'personal-data',
        { ssnOrItin: bad },
        { ssnOrItin: 'Enter a valid Social Security number or ITIN' },
      );
    }
  });

  it('takes an ownership share from 0% to 100%, with up to three decimals', () => {
    expectValid('personal-data', { ownershipPct: '0' });
    expectValid('personal-data', { ownershipPct: '33.333' });
    expectShown('personal-data', { ownershipPct: '100.5' }, { ownershipPct: 'Enter at most 100%' });
    expectShown(
      'personal-data',
      { ownershipPct: '12.3456' },
      { ownershipPct: 'Enter a percentage such as 50 or 33.333' },
    );
  });

  it('refuses a citizenship that is not on the list', () => {
    expectShown('personal-data', { citizenship: 'martian' }, { citizenship: CHOOSE });
  });
});

describe('haveBankAccount', () => {
  const noAccount = {
    hasBusinessBankAccount: 'no',
    bankName: '',
    accountType: '',
    monthsWithBank: '',
    averageBalance: '',
    averageMonthlyDeposits: '',
    overdraftsLast3Months: '',
  };

  it('accepts the account details, or a No with nothing else', () => {
    expectValid('haveBankAccount');
    expectValid('haveBankAccount', noAccount);
  });

  it('needs the Yes or No answer', () => {
    expectShown(
      'haveBankAccount',
      { ...noAccount, hasBusinessBankAccount: '' },
      { hasBusinessBankAccount: CHOOSE },
    );
  });

  it('asks for every account detail after a Yes', () => {
    expectShown(
      'haveBankAccount',
      { ...noAccount, hasBusinessBankAccount: 'yes' },
      {
        bankName: REQUIRED,
        accountType: CHOOSE,
        monthsWithBank: REQUIRED,
        averageBalance: REQUIRED,
        averageMonthlyDeposits: REQUIRED,
        overdraftsLast3Months: REQUIRED,
      },
    );
  });

  it('takes 0 overdrafts and amounts typed with commas', () => {
    const value = expectValid('haveBankAccount', { overdraftsLast3Months: '0', averageBalance: '38,500' });
    expect(value.averageBalance).toBe('38500');
  });

  it('checks the numbers', () => {
    expectShown('haveBankAccount', { monthsWithBank: '4.5' }, { monthsWithBank: 'Enter a whole number' });
    expectShown(
      'haveBankAccount',
      { overdraftsLast3Months: '1000' },
      { overdraftsLast3Months: 'The maximum value allowed is 999' },
    );
    expectShown('haveBankAccount', { accountType: 'brokerage' }, { accountType: CHOOSE });
  });
});

describe('businessInformation', () => {
  const base = validBusinessAnswers.businessInformation;

  it('accepts a complete answer set', () => {
    expectValid('businessInformation');
  });

  it.each([
    ['legalName', '', REQUIRED],
    ['businessRole', '', CHOOSE],
    ['entityType', '', CHOOSE],
    ['ein', '', REQUIRED],
    ['projectAtBusinessAddress', '', CHOOSE],
    ['businessPhone', '', REQUIRED],
    ['industry', '', CHOOSE],
    ['description', '', REQUIRED],
    ['yearBegan', '', REQUIRED],
    ['isFranchise', '', CHOOSE],
    ['employees', '', REQUIRED],
    ['annualRevenue', '', REQUIRED],
    ['profitOrLoss', '', CHOOSE],
    ['netIncome', '', REQUIRED],
    ['existingDebt', '', REQUIRED],
    ['loanAmount', '', REQUIRED],
  ])('asks for %s', (field, value, message) => {
    expectShown('businessInformation', { [field]: value }, { [field]: message });
  });

  it('asks for the business address', () => {
    expectShown(
      'businessInformation',
      { businessAddress: blankAddress },
      blankAddressMessages('businessAddress'),
    );
  });

  it('leaves the DBA, contact, NAICS code, special ownership and new jobs optional', () => {
    expectValid('businessInformation', {
      dba: '',
      contactName: '',
      contactEmail: '',
      naicsCode: '',
      specialOwnership: [],
      jobsCreated: '',
    });
  });

  it('checks the EIN, phone, contact email, NAICS code and year', () => {
    expectShown(
      'businessInformation',
      { ein: '4712345' },
      { ein: 'Enter the 9-digit EIN, for example 12-3456789' },
    );
    expectShown(
      'businessInformation',
      { businessPhone: '2070550198' },
      { businessPhone: 'Enter a 10-digit US phone number' },
    );
    expectShown(
      'businessInformation',
      { contactEmail: 'sam@' },
      { contactEmail: 'Value is not a valid email address' },
    );
    expectShown(
      'businessInformation',
      { naicsCode: '3118a' },
      { naicsCode: 'Enter the NAICS code: 2 to 6 digits' },
    );
    expectShown(
      'businessInformation',
      { yearBegan: String(new Date().getFullYear() + 2) },
      { yearBegan: 'Enter a year no later than next year' },
    );
    expectValid('businessInformation', { yearBegan: String(new Date().getFullYear() + 1) });
    expectShown(
      'businessInformation',
      { specialOwnership: ['esop', 'pension'] },
      { 'specialOwnership.1': CHOOSE },
    );
  });

  it('names the kind of entity when it is Other', () => {
    expectShown(
      'businessInformation',
      { entityType: 'other', stateOfFormation: '' },
      { entityTypeOther: 'Tell us what kind of business entity it is' },
    );
    expectValid('businessInformation', {
      entityType: 'other',
      entityTypeOther: 'Professional corporation (PC)',
    });
  });

  it('asks for the state of formation of an LLC or corporation only', () => {
    for (const entityType of ['llc', 'cCorp', 'sCorp']) {
      expectShown('businessInformation', { entityType, stateOfFormation: '' }, { stateOfFormation: CHOOSE });
    }
    expectValid('businessInformation', { entityType: 'soleProprietor', stateOfFormation: '' });
    expectValid('businessInformation', { entityType: 'partnership', stateOfFormation: '' });
  });

  it('asks for the project address only when the money is used somewhere else', () => {
    expectShown(
      'businessInformation',
      { projectAtBusinessAddress: 'no', projectAddress: blankAddress },
      blankAddressMessages('projectAddress'),
    );
    const value = expectValid('businessInformation', {
      projectAtBusinessAddress: 'no',
      projectAddress: { street: ' 9 Bishop Street ', unit: '', city: 'Portland', state: 'ME', zip: '04103' },
    });
    expect(value.projectAddress).toEqual({
      street: '9 Bishop Street',
      unit: '',
      city: 'Portland',
      state: 'ME',
      zip: '04103',
    });
    // Half an address typed before answering Yes does not block the borrower.
    expectValid('businessInformation', {
      projectAtBusinessAddress: 'yes',
      projectAddress: { ...blankAddress, street: '9 Bishop' },
    });
  });

  it('names the franchise after a Yes', () => {
    expectShown('businessInformation', { isFranchise: 'yes' }, { franchiseName: REQUIRED });
    expectValid('businessInformation', { isFranchise: 'yes', franchiseName: 'Crumb & Co.' });
  });

  it('lends from $50,000 to $10,000,000', () => {
    expectShown(
      'businessInformation',
      { loanAmount: '40000', useOfProceeds: [{ use: 'workingCapital', amount: '40000', details: '' }] },
      { loanAmount: 'We lend from $50,000 to $10,000,000' },
    );
    expectShown(
      'businessInformation',
      { loanAmount: '10000001' },
      { loanAmount: 'The maximum value allowed is 10,000,000' },
    );
  });

  it('needs the uses of the money to add up to the loan amount', () => {
    const message = 'The amounts for each use must add up to the loan amount';
    expectShown('businessInformation', { loanAmount: '500000' }, { useOfProceeds: message });
    expectShown(
      'businessInformation',
      { useOfProceeds: base.useOfProceeds.slice(0, 2) },
      { useOfProceeds: message },
    );
    expectValid('businessInformation', {
      loanAmount: '450,000',
      useOfProceeds: [{ use: 'businessAcquisition', amount: '450,000', details: '' }],
    });
  });

  it('needs at least one use, each with its amount, and details for Something else', () => {
    expectShown(
      'businessInformation',
      { useOfProceeds: [] },
      { useOfProceeds: 'Add at least one use for the money' },
    );
    expectShown(
      'businessInformation',
      { useOfProceeds: [{ use: '', amount: '', details: '' }] },
      { 'useOfProceeds.0.use': CHOOSE, 'useOfProceeds.0.amount': REQUIRED },
    );
    expectShown(
      'businessInformation',
      { useOfProceeds: [{ use: 'other', amount: '450000', details: '' }] },
      { 'useOfProceeds.0.details': 'Tell us what this money will pay for' },
    );
    expectValid('businessInformation', {
      useOfProceeds: [{ use: 'other', amount: '450000', details: 'Signage and a delivery van wrap' }],
    });
    expectShown(
      'businessInformation',
      { useOfProceeds: [{ use: 'workingCapital', amount: '0', details: '' }] },
      { 'useOfProceeds.0.amount': 'Enter an amount above $0' },
    );
  });
});

describe('ownerInformation', () => {
  const base = validBusinessAnswers.ownerInformation;
  const owner = base.owners[0]!;
  const withOwner = (changes: Record<string, unknown>) => ({ owners: [{ ...copy(owner), ...changes }] });

  it('accepts a complete answer set, and no other owners at all', () => {
    expectValid('ownerInformation');
    expectValid('ownerInformation', { owners: [] });
  });

  it.each(['isGuarantor', 'criminalCharges', 'federalDebt'])('asks you %s', (field) => {
    expectShown('ownerInformation', { [field]: '' }, { [field]: CHOOSE });
  });

  it('leaves every demographic question optional, and takes Prefer not to say', () => {
    const blank = { veteranStatus: '', sex: '', race: [], ethnicity: '' };
    const declined = {
      veteranStatus: 'notDisclosed',
      sex: 'notDisclosed',
      race: ['notDisclosed'],
      ethnicity: 'notDisclosed',
    };
    expectValid('ownerInformation', blank);
    expectValid('ownerInformation', declined);
    expectValid('ownerInformation', withOwner(blank));
    expectValid('ownerInformation', { race: ['asian', 'white'] });
    expectShown('ownerInformation', { sex: 'other' }, { sex: CHOOSE });
  });

  it('keeps Prefer not to say apart from the races', () => {
    const message = 'Choose “Prefer not to say” on its own, or choose one or more races';
    expectShown('ownerInformation', { race: ['white', 'notDisclosed'] }, { race: message });
    expectShown('ownerInformation', withOwner({ race: ['notDisclosed', 'black'] }), {
      'owners.0.race': message,
    });
  });

  it('asks you to explain a Yes', () => {
    expectShown('ownerInformation', { criminalCharges: 'yes' }, { explanation: EXPLAIN });
    expectShown('ownerInformation', { federalDebt: 'yes', explanation: '  ' }, { explanation: EXPLAIN });
    expectValid('ownerInformation', {
      federalDebt: 'yes',
      explanation: 'A student loan went into default in 2015; it was rehabilitated in 2017 and is current.',
    });
  });

  it.each([
    ['firstName', REQUIRED],
    ['lastName', REQUIRED],
    ['title', REQUIRED],
    ['email', REQUIRED],
    ['ownershipPct', REQUIRED],
    ['ssnOrItin', REQUIRED],
    ['citizenship', CHOOSE],
    ['isGuarantor', CHOOSE],
    ['criminalCharges', CHOOSE],
    ['federalDebt', CHOOSE],
  ])('asks each other owner’s %s', (field, message) => {
    expectShown('ownerInformation', withOwner({ [field]: '' }), { [`owners.0.${field}`]: message });
  });

  it('checks each other owner’s details', () => {
    expectShown(
      'ownerInformation',
      withOwner({ homeAddress: blankAddress }),
      blankAddressMessages('owners.0.homeAddress'),
    );
    expectShown('ownerInformation', withOwner({ ssnOrItin: '123' }), {
      'owners.0.ssnOrItin': 'Enter a valid Social Security number or ITIN',
    });
    expectShown('ownerInformation', withOwner({ email: 'tom' }), {
      'owners.0.email': 'Value is not a valid email address',
    });
    expectShown('ownerInformation', withOwner({ federalDebt: 'yes' }), { 'owners.0.explanation': EXPLAIN });
    expectValid('ownerInformation', withOwner({ ownershipPct: '0', title: 'Chief financial officer' }));
  });

  it('does not let the shares listed add up to more than 100%', () => {
    const second = { ...copy(owner), firstName: 'Ada', ssnOrItin: '912781234', ownershipPct: '60.001' };
    expectShown(
      'ownerInformation',
      { owners: [owner, second] },
      {
        owners: 'The shares of the owners listed here add up to more than 100%',
      },
    );
    expectValid('ownerInformation', { owners: [owner, { ...second, ownershipPct: '60' }] });
    // While one share is wrong, only that share is reported, not the total as well.
    expectShown(
      'ownerInformation',
      {
        owners: [
          { ...owner, ownershipPct: '90' },
          { ...second, ownershipPct: '150' },
        ],
      },
      { 'owners.1.ownershipPct': 'Enter at most 100%' },
    );
  });

  it('takes at most 10 other owners and officers', () => {
    const many = Array.from({ length: 11 }, () => ({ ...copy(owner), ownershipPct: '5' }));
    expectShown('ownerInformation', { owners: many }, { owners: 'Add at most 10 owners and officers' });
  });
});

describe('partnerInformation', () => {
  const entity = { name: 'Delgado Family Trust', entityType: 'trust', ein: '476543210', ownershipPct: '25' };
  const affiliate = validBusinessAnswers.partnerInformation.affiliates[0]!;

  it('accepts a complete answer set, and three Nos', () => {
    expectValid('partnerInformation');
    expectValid('partnerInformation', { hasAffiliates: 'no', affiliates: [] });
  });

  it.each(['hasEntityOwners', 'hasAffiliates', 'hasCoApplicant'])('asks %s', (field) => {
    expectShown('partnerInformation', { [field]: '' }, { [field]: CHOOSE });
  });

  it('asks for the owning companies after a Yes, and checks each', () => {
    expectShown(
      'partnerInformation',
      { hasEntityOwners: 'yes' },
      {
        entityOwners: 'Add each company, trust or plan that owns part of the business',
      },
    );
    expectShown(
      'partnerInformation',
      { hasEntityOwners: 'yes', entityOwners: [{ name: '', entityType: '', ein: '', ownershipPct: '' }] },
      {
        'entityOwners.0.name': REQUIRED,
        'entityOwners.0.entityType': CHOOSE,
        'entityOwners.0.ein': REQUIRED,
        'entityOwners.0.ownershipPct': REQUIRED,
      },
    );
    expectShown(
      'partnerInformation',
      { hasEntityOwners: 'yes', entityOwners: [{ ...entity, ein: '12-345' }] },
      {
        'entityOwners.0.ein': 'Enter the 9-digit EIN, for example 12-3456789',
      },
    );
    expectShown(
      'partnerInformation',
      { hasEntityOwners: 'yes', entityOwners: [{ ...entity, ownershipPct: '0' }] },
      {
        'entityOwners.0.ownershipPct': 'Enter at least 0.001%',
      },
    );
    const value = expectValid('partnerInformation', {
      hasEntityOwners: 'yes',
      entityOwners: [{ ...entity, name: '  Delgado Family Trust ' }],
    });
    expect(value.entityOwners).toEqual([entity]);
  });

  it('does not let the owning companies’ shares add up to more than 100%', () => {
    expectShown(
      'partnerInformation',
      {
        hasEntityOwners: 'yes',
        entityOwners: [
          entity,
          { ...entity, name: 'Okafor Holdings LLC', entityType: 'llc', ownershipPct: '75.5' },
        ],
      },
      { entityOwners: 'The shares of the companies listed here add up to more than 100%' },
    );
  });

  it('ignores companies left in the list after answering No', () => {
    expectValid('partnerInformation', {
      hasEntityOwners: 'no',
      entityOwners: [{ name: '', entityType: '', ein: '1', ownershipPct: '' }],
    });
  });

  it('asks for the affiliates after a Yes, and checks each', () => {
    expectShown('partnerInformation', { affiliates: [] }, { affiliates: 'Add each affiliated business' });
    expectShown(
      'partnerInformation',
      { affiliates: [{ name: '', ein: '', relationship: '', ownershipPct: '' }] },
      {
        'affiliates.0.name': REQUIRED,
        'affiliates.0.ein': REQUIRED,
        'affiliates.0.relationship': REQUIRED,
        'affiliates.0.ownershipPct': REQUIRED,
      },
    );
    expectValid('partnerInformation', { affiliates: [{ ...affiliate, ownershipPct: '0' }] });
    expectValid('partnerInformation', { hasAffiliates: 'no', affiliates: [{ ...affiliate, ein: '' }] });
  });

  it('asks for the co-applicant’s name and EIN after a Yes', () => {
    expectShown(
      'partnerInformation',
      { hasCoApplicant: 'yes' },
      { coApplicantName: REQUIRED, coApplicantEin: REQUIRED },
    );
    expectShown(
      'partnerInformation',
      { hasCoApplicant: 'yes', coApplicantName: 'Harbor Light Properties LLC', coApplicantEin: '4799' },
      {
        coApplicantEin: 'Enter the 9-digit EIN, for example 12-3456789',
      },
    );
    expectValid('partnerInformation', {
      hasCoApplicant: 'yes',
      coApplicantName: 'Harbor Light Properties LLC',
      coApplicantEin: '479876543',
    });
    expectValid('partnerInformation', { hasCoApplicant: 'no', coApplicantName: '', coApplicantEin: '4799' });
  });
});

describe('propertyInfo', () => {
  const base = validBusinessAnswers.propertyInfo;
  const noProperty = {
    realEstateInvolved: 'no',
    propertyStatus: '',
    propertyAddress: blankAddress,
    propertyType: '',
    purchasePrice: '',
    estimatedValue: '',
    amountOwed: '',
    businessOccupancyPct: '',
    landlordName: '',
    monthlyRent: '',
    leaseEndDate: '',
  };
  const leased = {
    ...noProperty,
    realEstateInvolved: 'yes',
    propertyStatus: 'leased',
    propertyAddress: base.propertyAddress,
    propertyType: 'retail',
    landlordName: 'Wharf Street Holdings',
    monthlyRent: '6,200',
    leaseEndDate: '',
  };

  it('accepts a complete answer set, and two Nos', () => {
    expectValid('propertyInfo');
    expectValid('propertyInfo', { ...noProperty, offeringCollateral: 'no', collateral: [] });
  });

  it.each(['realEstateInvolved', 'offeringCollateral'])('asks %s', (field) => {
    expectShown('propertyInfo', { [field]: '' }, { [field]: CHOOSE });
  });

  it('asks what the property is, where, and what kind after a Yes', () => {
    expectShown(
      'propertyInfo',
      { ...noProperty, realEstateInvolved: 'yes' },
      { propertyStatus: CHOOSE, propertyType: CHOOSE, ...blankAddressMessages('propertyAddress') },
    );
  });

  it('asks for the price, value and the business’s share of a property it is buying', () => {
    expectShown(
      'propertyInfo',
      { purchasePrice: '', estimatedValue: '', businessOccupancyPct: '' },
      { purchasePrice: REQUIRED, estimatedValue: REQUIRED, businessOccupancyPct: REQUIRED },
    );
    expectShown('propertyInfo', { businessOccupancyPct: '0' }, { businessOccupancyPct: 'Enter at least 1%' });
  });

  it('also asks what is owed on a property already owned', () => {
    expectShown('propertyInfo', { propertyStatus: 'owned' }, { amountOwed: REQUIRED });
    expectValid('propertyInfo', { propertyStatus: 'owned', amountOwed: '0' });
  });

  it('asks for the landlord and rent of a leased property, and an end date in the future if any', () => {
    expectValid('propertyInfo', leased);
    expectShown(
      'propertyInfo',
      { ...leased, landlordName: '', monthlyRent: '' },
      { landlordName: REQUIRED, monthlyRent: REQUIRED },
    );
    expectShown(
      'propertyInfo',
      { ...leased, leaseEndDate: '2020-01-31' },
      { leaseEndDate: 'Enter a date in the future' },
    );
    expectValid('propertyInfo', { ...leased, leaseEndDate: nextYearDate });
    // A date typed before switching to Buying is hidden, and does not block the borrower.
    expectValid('propertyInfo', { leaseEndDate: '2020-01-31' });
  });

  it('asks for the collateral after a Yes, and checks each item', () => {
    expectShown(
      'propertyInfo',
      { collateral: [] },
      { collateral: 'Add each item you will offer as collateral' },
    );
    expectShown(
      'propertyInfo',
      { collateral: [{ type: '', description: '', value: '', owed: '' }] },
      {
        'collateral.0.type': CHOOSE,
        'collateral.0.description': REQUIRED,
        'collateral.0.value': REQUIRED,
        'collateral.0.owed': REQUIRED,
      },
    );
    expectShown(
      'propertyInfo',
      { collateral: [{ type: 'inventory', description: 'Flour and packaging', value: '0', owed: '0' }] },
      {
        'collateral.0.value': 'Enter what it is worth today',
      },
    );
    expectValid('propertyInfo', {
      offeringCollateral: 'no',
      collateral: [{ type: '', description: '', value: '', owed: '' }],
    });
  });
});

describe('processingInformation', () => {
  const loan = validBusinessAnswers.processingInformation.governmentFinancing[0]!;

  it('accepts a complete answer set', () => {
    expectValid('processingInformation');
    expectValid('processingInformation', {
      hasGovernmentFinancing: 'no',
      governmentFinancing: [],
      howDidYouHear: '',
    });
  });

  it.each([
    'hasGovernmentFinancing',
    'usingBroker',
    'bankruptcy',
    'pendingLawsuits',
    'lenderOrOfficialTies',
    'exportsProducts',
  ])('asks %s', (field) => {
    expectShown('processingInformation', { [field]: '' }, { [field]: CHOOSE });
  });

  it('asks for each government loan after a Yes', () => {
    expectShown(
      'processingInformation',
      { governmentFinancing: [] },
      { governmentFinancing: 'Add each government loan' },
    );
    expectShown(
      'processingInformation',
      { governmentFinancing: [{ borrowerName: '', agency: '', loanDate: '', amount: '', status: '' }] },
      {
        'governmentFinancing.0.borrowerName': REQUIRED,
        'governmentFinancing.0.agency': REQUIRED,
        'governmentFinancing.0.loanDate': CHOOSE,
        'governmentFinancing.0.amount': REQUIRED,
        'governmentFinancing.0.status': CHOOSE,
      },
    );
    expectShown(
      'processingInformation',
      { governmentFinancing: [{ ...loan, loanDate: nextYearDate }] },
      {
        'governmentFinancing.0.loanDate': 'Enter a date in the past',
      },
    );
    expectValid('processingInformation', {
      hasGovernmentFinancing: 'no',
      governmentFinancing: [{ ...loan, amount: '' }],
    });
  });

  it('asks who the broker is and what they charge after a Yes', () => {
    expectShown(
      'processingInformation',
      { usingBroker: 'yes' },
      { brokerName: REQUIRED, brokerFee: REQUIRED },
    );
    expectValid('processingInformation', {
      usingBroker: 'yes',
      brokerName: 'Pine State Business Advisors',
      brokerFee: '0',
    });
  });

  it.each(['bankruptcy', 'pendingLawsuits', 'lenderOrOfficialTies'])(
    'asks to explain a Yes to %s',
    (field) => {
      expectShown('processingInformation', { [field]: 'yes' }, { explanation: EXPLAIN });
      expectValid('processingInformation', {
        [field]: 'yes',
        explanation:
          'A supplier sued the business in 2024 over an invoice; a settlement hearing is set for next month.',
      });
    },
  );

  it('needs the certification, the credit authorization and a signature', () => {
    expectShown(
      'processingInformation',
      { certification: false },
      { certification: 'Confirm the certification to continue' },
    );
    expectShown(
      'processingInformation',
      { creditAuthorization: false },
      {
        creditAuthorization: 'Authorize the credit and background checks to continue',
      },
    );
    expectShown(
      'processingInformation',
      { signature: { image: '', legalName: '' } },
      {
        'signature.image': 'Sign in the box, or sign with your typed name',
        'signature.legalName': REQUIRED,
      },
    );
  });

  it('refuses an answer that is not on the list', () => {
    expectShown('processingInformation', { howDidYouHear: 'billboard' }, { howDidYouHear: CHOOSE });
  });
});
