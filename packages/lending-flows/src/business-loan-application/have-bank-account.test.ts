import { describe, expect, it } from 'vitest';
import { CHOOSE, expectShown, expectValid, REQUIRED } from './validation.fixture.ts';

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
