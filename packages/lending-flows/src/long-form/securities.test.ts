import { describe, expect, it } from 'vitest';
import { emptySecurity, securityTotals } from './securities.ts';
import { copyOf, initialValuesOf, messagesOf, problems, valid } from './validation.fixture.ts';

describe('securities', () => {
  it('refuses Next with no holding and no "none" answer, and "none" with holdings listed', () => {
    expect(messagesOf('securities', initialValuesOf('securities'))).toEqual({
      securities: 'Add each stock, bond or fund you own, or tick “I have no securities”',
    });
    expect(problems('securities', { securities: [], noSecurities: true })).toEqual({});
    expect(problems('securities', { noSecurities: true })).toEqual({
      noSecurities: 'You ticked “I have no securities” but listed some: remove them, or untick the box',
    });
  });

  it('asks each holding its name, account, market value and whether it is pledged', () => {
    expect(problems('securities', { securities: [emptySecurity] })).toEqual({
      'securities.0.securityName': 'Value is required',
      'securities.0.accountType': 'The value is required',
      'securities.0.marketValue': 'Value is required',
      'securities.0.pledgedAsCollateral': 'The value is required',
    });
    const step = copyOf('securities');
    step.securities[0] = { ...step.securities[0]!, numberOfShares: 'many', quotationDate: '2999-01-01' };
    expect(messagesOf('securities', step)).toEqual({
      'securities.0.numberOfShares': 'Enter the number of shares, such as 150 or 12.5',
      'securities.0.quotationDate': 'Enter a date in the past',
    });
  });

  it('splits the holdings into retirement accounts and stocks and bonds', () => {
    expect(securityTotals(valid.securities)).toEqual({
      retirement: 92300,
      stocksAndBonds: 148500,
      total: 240800,
    });
  });
});
