import { fixAndFlipTiers } from '@northgate/lending-policy';
import { describe, expect, it } from 'vitest';
import { applyQuotedCaps, capsFromQuote, quoteFromCaps } from './investor-caps.ts';

/** A cap's limit a second way: integer cents times basis points, half-up. */
function limitCents(baseCents: bigint, basisPoints: bigint): number {
  const num = baseCents * basisPoints;
  let cents = num / 10_000n;
  if ((num % 10_000n) * 2n >= 10_000n) cents += 1n;
  return Number(cents) / 100;
}

const quote = { purchasePercent: 90, rehabPercent: 100, costPercent: 85, arvPercent: 70 };

describe('investor caps the borrower sets', () => {
  it('85% of cost and 70% of ARV on $200,000 + $50,000, ARV $350,000: the cost cap binds at $212,500', () => {
    const result = applyQuotedCaps(200_000, 50_000, 350_000, quote);
    expect(result.limits.costLimit).toBe(limitCents(25_000_000n, 8_500n));
    expect(result.limits.arvLimit).toBe(limitCents(35_000_000n, 7_000n));
    expect(result.limits.purchaseAndRehabLimit).toBe(
      limitCents(20_000_000n, 9_000n) + limitCents(5_000_000n, 10_000n),
    );
    expect(result.limits.maxLoan).toBe(212_500);
    expect(result.binding).toEqual(['cost']);
    expect(result.checks.map((c) => c.room)).toEqual([17_500, 0, 32_500]);
  });

  it('a lower ARV makes the ARV cap bind instead', () => {
    const result = applyQuotedCaps(200_000, 50_000, 280_000, quote);
    expect(result.limits.maxLoan).toBe(limitCents(28_000_000n, 7_000n));
    expect(result.binding).toEqual(['arv']);
  });

  it('two caps can bind at once', () => {
    // 85% of $250,000 = 70% of $303,571.43 to the cent.
    const result = applyQuotedCaps(200_000, 50_000, 303_571.43, quote);
    expect(result.limits.costLimit).toBe(212_500);
    expect(result.limits.arvLimit).toBe(limitCents(30_357_143n, 7_000n));
    expect(result.binding).toEqual(['cost', 'arv']);
  });

  it("today's experience tiers are the presets, and round-trip through quoted percentages", () => {
    for (const tier of Object.values(fixAndFlipTiers)) {
      expect(capsFromQuote(quoteFromCaps(tier.caps))).toEqual(tier.caps);
    }
    expect(quoteFromCaps(fixAndFlipTiers.some.caps)).toEqual({
      purchasePercent: 90,
      rehabPercent: 100,
      costPercent: 92.5,
      arvPercent: 72.5,
    });
  });
});
