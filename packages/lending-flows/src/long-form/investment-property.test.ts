import { describe, expect, it } from 'vitest';
import { emptyProperty, propertyFigures, propertyTotals } from './investment-property.ts';
import { copyOf, initialValuesOf, messagesOf, problems, submitted, valid } from './validation.fixture.ts';

const [rental, freeAndClear] = valid.investmentProperty.properties;

describe('investmentProperty', () => {
  it('refuses Next with no property and no "none" answer, and "none" with properties listed', () => {
    expect(messagesOf('investmentProperty', initialValuesOf('investmentProperty'))).toEqual({
      properties: 'Add each property you own, or tick “I own no investment property”',
    });
    expect(problems('investmentProperty', { properties: [], noProperties: true })).toEqual({});
    expect(problems('investmentProperty', { noProperties: true })).toEqual({
      noProperties:
        'You ticked “I own no investment property” but listed some: remove them, or untick the box',
    });
  });

  it('asks each property its columns of Form 413 §4', () => {
    expect(problems('investmentProperty', { properties: [emptyProperty] })).toEqual({
      'properties.0.address.street': 'Value is required',
      'properties.0.address.city': 'Value is required',
      'properties.0.address.state': 'The value is required',
      'properties.0.address.zip': 'Value is required',
      'properties.0.propertyType': 'The value is required',
      'properties.0.vesting': 'The value is required',
      'properties.0.status': 'The value is required',
      'properties.0.dateAcquired': 'The value is required',
      'properties.0.originalCost': 'Value is required',
      'properties.0.presentMarketValue': 'Value is required',
      'properties.0.mortgageBalance': 'Value is required',
    });
  });

  it("asks the mortgage's holder, payment and status only when one is owed", () => {
    const step = copyOf('investmentProperty');
    step.properties[1] = { ...step.properties[1]!, mortgageBalance: '50000' };
    expect(messagesOf('investmentProperty', step)).toEqual({
      'properties.1.mortgageHolderName': 'Enter who holds the mortgage',
      'properties.1.monthlyPayment': 'Enter the monthly mortgage payment',
      'properties.1.mortgageStatus': 'The value is required',
    });
  });

  it('works out each net rent and equity, and the totals', () => {
    expect(propertyFigures(rental)).toEqual({
      netMonthlyRent: 4200 - 2610 - 650,
      equity: 540000 - 362000,
    });
    expect(propertyFigures(freeAndClear)).toEqual({ netMonthlyRent: 2150 - 420, equity: 315000 });
    expect(
      propertyFigures({ grossMonthlyRent: '1000', monthlyPayment: '1500', mortgageBalance: '1' }),
    ).toEqual({
      netMonthlyRent: -500,
      equity: -1,
    });
    expect(propertyTotals(valid.investmentProperty)).toEqual({
      marketValue: 855000,
      mortgages: 362000,
      equity: 493000,
      netMonthlyRent: 940 + 1730,
    });
    expect(propertyTotals(undefined)).toEqual({
      marketValue: 0,
      mortgages: 0,
      equity: 0,
      netMonthlyRent: 0,
    });
  });

  it('does not submit mortgage details of a property owned free and clear', () => {
    const step = copyOf('investmentProperty');
    step.properties[1] = {
      ...step.properties[1]!,
      mortgageHolderName: 'Old Bank',
      mortgageAccountLast4: '1234',
    };
    const properties = submitted('investmentProperty', { properties: step.properties }).properties as Record<
      string,
      unknown
    >[];
    expect(properties[1]).toMatchObject({ mortgageHolderName: '', mortgageAccountLast4: '' });
  });
});
