import { describe, expect, it } from 'vitest';
import { borrowingPower, reconcile } from './reconcile.ts';

describe('reconciliation', () => {
  it('returns null with no approach', () => {
    expect(reconcile([], 'single-family')).toBeNull();
  });

  it('three agreeing approaches with strong comparables: high confidence and a narrow range', () => {
    const result = reconcile(
      [
        { id: 'sales', value: 400_000 },
        { id: 'income', value: 390_000 },
        { id: 'cost', value: 410_000 },
      ],
      'single-family',
      { count: 4, dispersion: 0.05 },
    );
    expect(result?.confidence).toBe('high');
    expect(result?.value).toBe(400_000);
    expect(result?.low).toBe(368_000);
    expect(result?.high).toBe(432_000);
    expect(result?.weights).toEqual({ sales: 5 / 7, income: 1 / 7, cost: 1 / 7 });
  });

  it('disagreeing approaches lower the confidence and widen the range to cover them', () => {
    const result = reconcile(
      [
        { id: 'sales', value: 400_000 },
        { id: 'cost', value: 300_000 },
      ],
      'single-family',
      { count: 4, dispersion: 0.05 },
    );
    expect(result?.confidence).toBe('low');
    expect(result?.value).toBe(383_000);
    expect(result?.low).toBeLessThanOrEqual(300_000);
    expect(result?.high).toBeGreaterThanOrEqual(400_000);
  });

  it('one approach alone is low confidence unless it rests on 3+ agreeing comparables', () => {
    expect(reconcile([{ id: 'income', value: 500_000 }], '2-4 units')?.confidence).toBe('low');
    expect(reconcile([{ id: 'income', value: 500_000 }], '2-4 units')?.low).toBe(400_000);
    expect(
      reconcile([{ id: 'sales', value: 500_000 }], 'condo', { count: 3, dispersion: 0.08 })?.confidence,
    ).toBe('medium');
  });

  it('rental buildings lean on income', () => {
    const result = reconcile(
      [
        { id: 'sales', value: 1_000_000 },
        { id: 'income', value: 900_000 },
      ],
      'multifamily 5+',
    );
    expect(result?.weights.income).toBeCloseTo(5 / 7, 12);
    expect(result?.confidence).toBe('medium');
  });
});

describe('borrowing power at typical LTV', () => {
  it('applies each program limit to the value (fix-and-flip to the ARV when given)', () => {
    const rows = borrowingPower(400_000);
    expect(rows.map((r) => r.amount)).toEqual([320_000, 300_000, 280_000, 300_000, 320_000, 300_000]);
    expect(borrowingPower(400_000, 500_000)[2]?.amount).toBe(350_000);
  });
});
