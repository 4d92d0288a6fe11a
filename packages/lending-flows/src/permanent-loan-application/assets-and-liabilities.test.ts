import { describe, expect, it } from 'vitest';
import { netRentalIncome } from './assets-and-liabilities.ts';
import { balanceSheet } from './balance-sheet.ts';
import { initialValuesOf, messagesOf, problems, valid } from './validation.fixture.ts';

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
    expect(netRentalIncome(complete)).toBe(600);
    expect(
      problems('assetsAndLiabilities', {
        realEstateOwned: [{ ...property, status: 'retained', mortgagesAndLiens: '0' }],
      }),
    ).toEqual({});
  });

  it('works out the totals and the net worth', () => {
    expect(balanceSheet(valid.assetsAndLiabilities)).toEqual({
      liquidAssets: 5000 + 18_500 + 62_000 + 14_200,
      realEstateValue: 0,
      totalAssets: 99_700 + 85_000 + 17_000,
      totalMonthlyPayments: 385 + 45 + 320,
      totalLiabilities: 8200 + 1300,
      netWorth: 201_700 - 9500,
    });
    const withHome = balanceSheet({
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
