import { describe, expect, it } from 'vitest';
import { computeMortgage, MORTGAGE_DEFAULTS } from '../../mortgage-model.ts';
import { downPaymentIn, propertyTaxIn, toForm, toSettings } from './mortgage-form.ts';

describe('mortgage form state', () => {
  it('fills the form from the URL over the defaults, and reads it back', () => {
    const form = toForm({ rate: 7.25, kind: 'balloon' }, '2026-01');
    expect(form).toMatchObject({
      price: '375000',
      down: '20',
      rate: '7.25',
      kind: 'balloon',
      start: '2026-01',
    });
    expect(toSettings(form, '2030-01')).toEqual({
      ...MORTGAGE_DEFAULTS,
      rate: 7.25,
      kind: 'balloon',
      start: '2026-01',
    });
  });

  it('clamps what is typed as the URL does, and falls back to defaults for blanks and nonsense', () => {
    const settings = toSettings(
      { ...toForm({}, '2026-01'), rate: '45', term: '', kind: 'weird', start: '2026-13' },
      '2027-05',
    );
    expect(settings.rate).toBe(30);
    expect(settings.term).toBe(MORTGAGE_DEFAULTS.term);
    expect(settings.kind).toBe('fixed');
    expect(settings.start).toBe('2027-05');
  });

  it('switching the down payment between percent and dollars keeps the same down payment', () => {
    const percent = computeMortgage({ ...MORTGAGE_DEFAULTS, start: '2026-01', down: 12.5 });
    expect(downPaymentIn('amount', percent)).toBe('46875');
    const amount = computeMortgage({
      ...MORTGAGE_DEFAULTS,
      start: '2026-01',
      downUnit: 'amount',
      down: 50_000,
    });
    expect(downPaymentIn('percent', amount)).toBe('13.333');
    expect(
      downPaymentIn('percent', computeMortgage({ ...MORTGAGE_DEFAULTS, start: '2026-01', price: 0 })),
    ).toBe('0');
  });

  it('switching the property tax between percent of value and dollars keeps the same tax', () => {
    const settings = { ...MORTGAGE_DEFAULTS, start: '2026-01' };
    expect(propertyTaxIn('amount', settings, computeMortgage(settings))).toBe('4500');
    const dollars = { ...settings, taxUnit: 'amount' as const, tax: 6_000 };
    expect(propertyTaxIn('percent', dollars, computeMortgage(dollars))).toBe('1.6');
  });
});
