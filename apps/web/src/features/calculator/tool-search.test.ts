import { describe, expect, it } from 'vitest';
import { compactSearch, parseToolSearch } from './tool-search.ts';

describe('tool search params', () => {
  it('reads numbers and numeric strings, clamps them, and drops unreadable values', () => {
    const s = parseToolSearch({
      price: '300000',
      rate: 99,
      term: 0,
      pmi: 'abc',
      kind: 'weird',
      xop: 1000,
      start: '2026-13',
    });
    expect(s.price).toBe(300_000);
    expect(s.rate).toBe(30);
    expect(s.term).toBe(1);
    expect(s.pmi).toBeUndefined();
    expect(s.kind).toBeUndefined();
    expect(s.xop).toBe(480);
    expect(s.start).toBeUndefined();
    expect(parseToolSearch({ start: '2026-03' }).start).toBe('2026-03');
    expect(parseToolSearch({ rate: '6.5' }).rate).toBe(6.5);
  });

  it('keeps only well-formed comparables, at most five', () => {
    const good = '400000_2000_3_2_1999_average';
    const s = parseToolSearch({ comps: [good, 'bad', good, good, good, good, good].join('~') });
    expect(s.comps?.split('~')).toHaveLength(5);
  });

  it('compacts away defaults and blanks', () => {
    expect(compactSearch({ a: 1, b: 2, c: undefined, d: '' }, { a: 1 })).toEqual({ b: 2 });
  });

  it('reads the bi-weekly, points, affordability and quoted-cap settings, clamped', () => {
    expect(
      parseToolSearch({
        mode: 'afford',
        freq: 'biweekly',
        par: '7.125',
        keep: '0',
        inc: '8000',
        dti: '99',
        tier: 'custom',
        cltc: '85',
        carv: '140',
      }),
    ).toMatchObject({
      mode: 'afford',
      freq: 'biweekly',
      par: 7.125,
      keep: 1,
      inc: 8_000,
      dti: 65,
      tier: 'custom',
      cltc: 85,
      carv: 100,
    });
    expect(parseToolSearch({ freq: 'weekly', tier: 'expert' })).toMatchObject({
      freq: undefined,
      tier: undefined,
    });
  });
});
