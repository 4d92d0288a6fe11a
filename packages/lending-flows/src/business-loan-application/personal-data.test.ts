import { yearsBefore } from '@northgate/validators';
import { describe, expect, it } from 'vitest';
import {
  blankAddress,
  blankAddressMessages,
  CHOOSE,
  expectShown,
  expectValid,
  REQUIRED,
  today,
  validBusinessAnswers,
} from './validation.fixture.ts';

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
