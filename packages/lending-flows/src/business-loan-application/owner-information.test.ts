import { describe, it } from 'vitest';
import {
  blankAddress,
  blankAddressMessages,
  CHOOSE,
  copy,
  expectShown,
  expectValid,
  EXPLAIN,
  REQUIRED,
  validBusinessAnswers,
} from './validation.fixture.ts';

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
