import { describe, expect, it } from 'vitest';
import { ESTIMATOR_DEFAULTS } from '../../estimator-model.ts';
import { emptyComp, toCompForms, toForm, toSettings } from './estimator-form.ts';

describe('estimator form state', () => {
  it('leaves unknown facts blank instead of showing 0, but shows the vacancy and unit defaults', () => {
    const form = toForm({ sqft: 2_000, address: '120 Main St' });
    expect(form).toMatchObject({
      address: '120 Main St',
      sqft: '2000',
      beds: '',
      yb: '',
      evac: '5',
      units: '1',
    });
    expect(form).not.toHaveProperty('comps');
  });

  it('shows the URL’s comparable sales as rows, or one empty row', () => {
    expect(toCompForms({})).toEqual([emptyComp()]);
    expect(toCompForms({ comps: '400000_2000_3_2.5_0_good' })).toEqual([
      { price: '400000', sqft: '2000', beds: '3', baths: '2.5', yearBuilt: '', condition: 'good' },
    ]);
  });

  it('keeps only comparable sales with a price and size, and clamps the typed values', () => {
    const comps = [
      { ...emptyComp(), price: '400000', sqft: '2000', beds: '3', baths: '2' },
      { ...emptyComp(), price: '380000' },
    ];
    const settings = toSettings({ ...toForm({}), sqft: '2000', ecap: '99', evac: '' }, comps);
    expect(settings).toEqual({
      ...ESTIMATOR_DEFAULTS,
      address: '',
      sqft: 2_000,
      ecap: 30,
      comps: '400000_2000_3_2_0_average',
    });
  });
});
