import { isoToday, yearsBefore } from '@northgate/validators';
import { describe, expect, it } from 'vitest';
import { emptyFormerAddress } from '../shared/residence.ts';
import { borrowerProblems, initialValuesOf, messagesOf, valid } from './validation.fixture.ts';

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
      'coBorrower.jointCredit': 'The value is required',
    });
  });

  it('asks for the co-borrower only when applying for joint credit', () => {
    const withCoBorrower = (coBorrower: Record<string, unknown>) =>
      messagesOf('borrowerInformation', { ...valid.borrowerInformation, coBorrower });
    expect(withCoBorrower({ jointCredit: 'no' })).toEqual({});
    expect(withCoBorrower({ jointCredit: 'yes' })).toEqual({
      'coBorrower.firstName': 'Value is required',
      'coBorrower.lastName': 'Value is required',
      'coBorrower.email': 'Value is required',
      'coBorrower.phone': 'Value is required',
      'coBorrower.dateOfBirth': 'The value is required',
      'coBorrower.ssn': 'Value is required',
      'coBorrower.maritalStatus': 'Value is required',
      'coBorrower.relationship': 'Value is required',
    });
    const coBorrower = {
      jointCredit: 'yes',
      firstName: 'Riley',
      lastName: 'Ellis',
      email: 'riley.ellis@example.test',
      phone: '2085550188',
      dateOfBirth: '1990-09-03',
      ssn: '123456789',
      maritalStatus: 'married',
      relationship: 'spouse',
    };
    expect(withCoBorrower(coBorrower)).toEqual({});
    expect(withCoBorrower({ ...coBorrower, ssn: '666123456', dateOfBirth: isoToday() })).toEqual({
      'coBorrower.ssn': 'Enter a valid Social Security number or ITIN',
      'coBorrower.dateOfBirth': expect.any(String),
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
        formerAddresses: [emptyFormerAddress],
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
