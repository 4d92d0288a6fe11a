import { describe, expect, it } from 'vitest';
import {
  blankAddress,
  blankAddressMessages,
  CHOOSE,
  expectShown,
  expectValid,
  REQUIRED,
  validBusinessAnswers,
} from './validation.fixture.ts';

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
      { loanAmount: 'We lend from $50,000 to $10,000,000' },
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
