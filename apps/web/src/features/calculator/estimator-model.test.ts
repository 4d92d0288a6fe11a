import { describe, expect, it } from 'vitest';
import { computeEstimate, decodeComps, encodeComps, ESTIMATOR_DEFAULTS } from './estimator-model.ts';

describe('estimator model', () => {
  it('round-trips comparables through the URL encoding', () => {
    const comps = [
      { price: 400_000, sqft: 2_000, beds: 3, baths: 2.5, yearBuilt: 1999, condition: 'good' as const },
    ];
    expect(encodeComps(comps)).toBe('400000_2000_3_2.5_1999_good');
    expect(decodeComps(encodeComps(comps))).toEqual(comps);
    expect(encodeComps([{ ...comps[0]!, price: 0 }])).toBe('');
  });

  it('with nothing entered there is no value (nothing is invented)', () => {
    const report = computeEstimate({ ...ESTIMATOR_DEFAULTS, address: '' }, 2026);
    expect(report.reconciled).toBeNull();
    expect(report.borrowing).toEqual([]);
  });

  it('reconciles three approaches and derives borrowing power', () => {
    const report = computeEstimate(
      {
        ...ESTIMATOR_DEFAULTS,
        address: '120 Main St, Austin, TX 78701',
        sqft: 2_000,
        beds: 3,
        baths: 2,
        yb: 2000,
        cond: 'average',
        comps: [
          '400000_2000_3_2_2000_average',
          '410000_2050_3_2_2001_average',
          '395000_1980_3_2_1999_average',
        ].join('~'),
        erent: 3_000,
        evac: 5,
        eexp: 9_200,
        ecap: 6.25,
        land: 160_000,
        cpsf: 220,
      },
      2026,
    );
    expect(report.sales?.comparables).toHaveLength(3);
    expect(report.income?.value).toBe(400_000);
    expect(report.cost?.value).toBeCloseTo(160_000 + 440_000 * (1 - 26 / 60), 6);
    expect(report.reconciled?.approaches).toBe(3);
    expect(report.reconciled?.confidence).toBe('high');
    expect(report.borrowing).toHaveLength(6);
  });
});
