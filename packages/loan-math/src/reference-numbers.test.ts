import { fixAndFlipTiers } from '@northgate/lending-policy';
/**
 * docs/product/flow-fields.md, section C "Worked reference numbers": every row of the table, once.
 * This is the one place these numbers are asserted; other tests check their own behaviour.
 */
import { describe, expect, it } from 'vitest';
import { pointsCost } from './apr.ts';
import { commercialDscr, dscr, maxLoanForDscr } from './dscr.ts';
import {
  drawnInterest,
  dutchInterest,
  fixAndFlipMaxLoan,
  loanToArv,
  loanToCost,
  seventyPercentRule,
} from './fix-and-flip.ts';
import { formatPercent, fromCents, toCents } from './money.ts';
import { balanceAfter, interestOnlyPayment, monthlyPayment, totalInterestFormula } from './payment.ts';
import { loanToValue, pitiBreakdown } from './piti.ts';
import { buildSchedule, type LoanTerms } from './schedule.ts';

const reference: LoanTerms = {
  principalCents: 30_000_000,
  annualRatePercent: 6.5,
  termMonths: 360,
  kind: 'fixed',
  startYear: 2026,
  startMonth: 1,
};

describe('principal and interest', () => {
  it.each([
    [300_000, 6.5, 360, 1_896.2],
    [300_000, 7.0, 360, 1_995.91],
    [300_000, 6.5, 180, 2_613.32],
    [400_000, 6.0, 360, 2_398.2],
    [200_000, 5, 180, 1_581.59],
    [200_000, 5, 360, 1_073.64],
    [100_000, 0, 120, 833.33],
  ])('$%d at %d%% over %d months: $%d', (loan, rate, months, expected) => {
    expect(monthlyPayment(loan, rate, months)).toBe(expected);
  });

  it('$200,000 at 5% over 30 years: total interest $186,511.57 (CFPB loan-calc anchor, formula)', () => {
    expect(totalInterestFormula(200_000, 5, 360)).toBe(186_511.57);
  });

  it.each([
    [300_000, 6.5, 1_625],
    [250_000, 11, 2_291.67],
  ])('interest-only $%d at %d%%: $%d', (loan, rate, expected) => {
    expect(interestOnlyPayment(loan, rate)).toBe(expected);
  });
});

describe('$300,000 at 6.5% over 30 years, schedule', () => {
  const schedule = buildSchedule(reference);

  it('month 1: interest $1,625.00, principal $271.20, balance $299,728.80', () => {
    expect(schedule.rows[0]).toMatchObject({ interest: 162_500, principal: 27_120, balance: 29_972_880 });
  });

  it('total interest: $382,633.47 by formula; the pinned cent-rounded schedule within ±$5 of it', () => {
    expect(totalInterestFormula(300_000, 6.5, 360)).toBe(382_633.47);
    // Half-up cent rounding each month, last payment clears the balance (schedule.ts): $382,636.71.
    // Section C quotes $382,636.74 for "a table with cent rounding"; the method is pinned instead.
    expect(schedule.totalInterest).toBe(38_263_671);
    expect(Math.abs(fromCents(schedule.totalInterest) - 382_636.74)).toBeLessThanOrEqual(0.05);
    expect(Math.abs(fromCents(schedule.totalInterest) - 382_633.47)).toBeLessThanOrEqual(5);
  });

  it('5-year balloon on the 30-year amortization: $280,832.93 by formula, $280,833.26 in the schedule', () => {
    expect(balanceAfter(300_000, 6.5, 360, 60)).toBe(280_832.93);
    // The schedule pays $1,896.20, a fraction of a cent less than the exact payment, so it owes a little more.
    expect(buildSchedule({ ...reference, kind: 'balloon', balloonMonths: 60 }).balloon).toBe(28_083_326);
  });
});

describe('PITI and points', () => {
  it('$300k loan on $375k (LTV 80.00%), tax 1.2%, insurance $1,200, HOA $50, PMI 0.5%: $2,546.20', () => {
    expect(formatPercent(loanToValue(300_000, 375_000))).toBe('80.00%');
    const principalAndInterest = toCents(monthlyPayment(300_000, 6.5, 360));
    const piti = pitiBreakdown(principalAndInterest, 30_000_000, 37_500_000, {
      annualTaxCents: 450_000,
      annualInsuranceCents: 120_000,
      monthlyHoaCents: 5_000,
      pmiRatePercent: 0.5,
    });
    expect(piti).toEqual({
      principalAndInterest: 189_620,
      tax: 37_500,
      insurance: 10_000,
      hoa: 5_000,
      pmi: 12_500,
      total: 254_620,
    });
  });

  it('2 points on $300k: $6,000', () => {
    expect(pointsCost(300_000, 2)).toBe(6_000);
  });
});

describe('DSCR', () => {
  // Taxes $375, insurance $100 and HOA $50 a month; no mortgage insurance on an investor loan.
  const costs = {
    annualTaxCents: 450_000,
    annualInsuranceCents: 120_000,
    monthlyHoaCents: 5_000,
    pmiRatePercent: 0,
  };
  const pitia = (principalAndInterest: number) =>
    fromCents(pitiBreakdown(toCents(principalAndInterest), 30_000_000, 37_500_000, costs).total);

  it('rent $2,500 / PITIA $2,421.20 (P&I $1,896.20 + 375 + 100 + 50): 1.033', () => {
    const amortizing = pitia(monthlyPayment(300_000, 6.5, 360));
    expect(amortizing).toBe(2_421.2);
    expect(dscr(2_500, amortizing)).toBe(1.033);
  });

  it('7.5% interest-only on $300k (PITIA $2,400.00): 1.042', () => {
    const interestOnly = pitia(interestOnlyPayment(300_000, 7.5));
    expect(interestOnly).toBe(2_400);
    expect(dscr(2_500, interestOnly)).toBe(1.042);
  });

  it('maximum loan at DSCR 1.00 (same inputs, 7.5% over 30 years): $282,459.81', () => {
    expect(
      maxLoanForDscr({
        monthlyRent: 2_500,
        targetDscr: 1,
        monthlyEscrowAndDues: 525,
        annualRatePercent: 7.5,
        termMonths: 360,
      }),
    ).toBe(282_459.81);
  });

  it('commercial DSCR: NOI $100,000 / debt service $81,783 = 1.223', () => {
    expect(commercialDscr(100_000, 81_783)).toBe(1.223);
  });
});

describe('fix-and-flip: purchase $200k, rehab $50k, ARV $350k', () => {
  it('90% of purchase + 100% of rehab: loan $230,000, LTC 92.00%, LTARV 65.71%', () => {
    const limits = fixAndFlipMaxLoan(200_000, 50_000, 350_000, {
      maxLtp: 0.9,
      maxRehab: 1,
      maxLtc: 1,
      maxLtarv: 1,
    });
    expect(limits.maxLoan).toBe(230_000);
    expect(formatPercent(loanToCost(limits.maxLoan, 200_000, 50_000))).toBe('92.00%');
    expect(formatPercent(loanToArv(limits.maxLoan, 350_000))).toBe('65.71%');
    // The calculator's default tier (1–4 flips: 90% + 100%) gives the same loan.
    expect(fixAndFlipMaxLoan(200_000, 50_000, 350_000, fixAndFlipTiers.some.caps).maxLoan).toBe(230_000);
  });

  it('70% rule maximum allowable offer: $195,000', () => {
    expect(seventyPercentRule(350_000, 50_000)).toBe(195_000);
  });

  it('6 months on the full $230k at 11% (Dutch): $12,650; the $180k initial advance alone: $1,650 a month', () => {
    expect(dutchInterest(230_000, 11, 6)).toBe(12_650);
    expect(interestOnlyPayment(180_000, 11)).toBe(1_650);
    expect(drawnInterest(180_000, 50_000, 11, 6, 4).firstMonth).toBe(1_650);
  });
});
