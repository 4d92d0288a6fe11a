import { describe, expect, it } from 'vitest';
import { answerLines, isSensitiveKey, newLeadNotice } from './lead-summary.ts';

describe('lead summary', () => {
  it('recognises SSN, ITIN, EIN, birth date and secret keys in any casing', () => {
    for (const key of [
      'ssn',
      'SSN',
      'borrowerSsn',
      'coBorrowerSSN',
      'ssn_last4',
      'ssnOrItin',
      'itin',
      'ein',
      'einLetter',
      'dob',
      'DOB',
      'borrower_dob',
      'dateOfBirth',
      'date_of_birth',
      'dateofbirth',
      'birthDate',
      'socialSecurityNumber',
      'taxId',
      'password',
      'passwordConfirmation',
      'emailOtp',
      'accountNumber',
      'accountLast4',
      'mortgageAccountLast4',
    ]) {
      expect(isSensitiveKey(key), key).toBe(true);
    }
    for (const key of [
      'beingRefinanced',
      'state',
      'creditScoreRange',
      'loanAmountRequested',
      'timeline',
      'email',
    ]) {
      expect(isSensitiveKey(key), key).toBe(false);
    }
  });

  it('flattens nested answers into label: value pairs', () => {
    expect(
      answerLines({
        creditScore: { creditScoreRange: '720-739', softPullConsent: false },
        assetTypes: ['cash', 'stocks'],
        properties: [{ address: '1 Main St', ssn: '123-45-6789' }],
        empty: '',
        nothing: null,
      }),
    ).toEqual([
      ['Credit score / Credit score range', '720-739'],
      ['Credit score / Soft pull consent', 'No'],
      ['Asset types', 'cash, stocks'],
      ['Properties / 1 / Address', '1 Main St'],
    ]);
  });

  it('puts who the lead is first and leaves identity answers out of the list', () => {
    const notice = newLeadNotice(
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.test',
        cellPhone: null,
        answers: {
          state: 'NY',
          role: 'broker',
          email: 'other@example.test',
          timeline: 'asap',
          dob: '1815-12-10',
        },
      },
      (name) => `Lead: ${name}`,
    );
    expect(notice).toEqual({
      subject: 'Lead: Ada Lovelace',
      lines: [
        ['Name', 'Ada Lovelace'],
        ['Email', 'ada@example.test'],
        ['Phone', '(not given)'],
        ['State', 'NY'],
        ['Role', 'broker'],
        ['Email verified', 'yes'],
        ['Timeline', 'asap'],
      ],
    });
  });
});
