/**
 * Northgate's lending policy: the limits and defaults a loan officer would quote, in one place.
 * The application steps check answers against them, their messages and hints are written from
 * them, the calculator starts from them and the landing pages publish them
 * (docs/decisions/0036-lending-policy.md). No React, DOM or Node: browser and server alike.
 */
import { wholeDollarsText } from '@northgate/validators';

/** A range of whole dollars, both ends included. */
export interface AmountRange {
  readonly min: number;
  readonly max: number;
}

/** The loan amounts each program lends. */
export const loanAmounts = {
  /** Any program: the short quiz, the full application (bridge, fix-and-flip, construction) and business loans. */
  anyProgram: { min: 50_000, max: 10_000_000 },
  /** Rental (DSCR) loans: the investment application. */
  rental: { min: 100_000, max: 3_000_000 },
  /** Permanent loans on a home the borrower lives in. */
  permanent: { min: 150_000, max: 3_000_000 },
} as const satisfies Record<string, AmountRange>;

/** What a rental loan is for, as the investment application asks it. */
export type RentalPurpose = 'purchase' | 'rateTerm' | 'cashOut' | 'delayedFinancing';

/** The highest loan-to-value of a rental loan, by purpose: less when cash comes out. */
export const rentalLtvCaps: Readonly<Record<RentalPurpose, number>> = {
  purchase: 0.8,
  rateTerm: 0.8,
  cashOut: 0.75,
  delayedFinancing: 0.75,
};

/** A borrower who is a foreign national borrows this much less of the value (10 points of LTV). */
export const FOREIGN_NATIONAL_LTV_REDUCTION = 0.1;

/**
 * The lowest debt-service coverage the rental program takes: the rent covers the full monthly
 * payment (PITIA). A lower DSCR can still work with a smaller loan, which the application says.
 */
export const DSCR_MINIMUM = 1;

/** The rate (percent a year) the application's DSCR estimate starts from: a typical 30-year DSCR rate, never a quote. */
export const DSCR_ESTIMATE_RATE = 7.5;

/** Owners of this share (percent) or more guarantee the loan personally. */
export const GUARANTOR_SHARE = 20;

/** How many flips a borrower completed in the last three years, which sets their fix-and-flip leverage. */
export type ExperienceTier = 'none' | 'some' | 'experienced';

/**
 * Fix-and-flip leverage by experience: shares of the purchase price and of the rehab budget
 * financed, and caps on loan-to-cost and loan-to-after-repair-value.
 */
export const fixAndFlipTiers: Readonly<
  Record<
    ExperienceTier,
    {
      readonly label: string;
      readonly caps: { maxLtp: number; maxRehab: number; maxLtc: number; maxLtarv: number };
    }
  >
> = {
  none: {
    label: 'First flip (0 in the last 3 years)',
    caps: { maxLtp: 0.85, maxRehab: 1, maxLtc: 0.9, maxLtarv: 0.7 },
  },
  some: {
    label: '1–4 flips in the last 3 years',
    caps: { maxLtp: 0.9, maxRehab: 1, maxLtc: 0.925, maxLtarv: 0.725 },
  },
  experienced: {
    label: '5 or more flips in the last 3 years',
    caps: { maxLtp: 0.95, maxRehab: 1, maxLtc: 0.95, maxLtarv: 0.75 },
  },
};

/**
 * Where the calculator starts: today's typical rate for a 30-year loan, the DSCR our rental
 * program asks for (the same minimum the application checks), and our fix-and-flip pricing.
 */
export const calculatorDefaults = {
  rate: 6.5,
  termYears: 30,
  dscrTarget: DSCR_MINIMUM,
  flip: { rate: 11, points: 2, tier: 'some' as ExperienceTier },
} as const;

/** '$50,000 to $10,000,000' (written without Intl: the flows' declarations call it as they load, ADR 0071). */
export function rangeText(range: AmountRange): string {
  return `${wholeDollarsText(range.min)} to ${wholeDollarsText(range.max)}`;
}

/** A share as a percentage: 0.8 → '80%', 0.725 → '72.5%'. */
export function percentText(share: number): string {
  return `${Math.round(share * 1000) / 10}%`;
}

const purposeWords: Readonly<Record<RentalPurpose, string>> = {
  purchase: 'a purchase',
  rateTerm: 'rate/term refinance',
  cashOut: 'cash-out',
  delayedFinancing: 'delayed financing',
};

/**
 * The rental caps in words, purposes with the same cap together: '80% of the value for a purchase
 * or rate/term refinance, 75% for cash-out or delayed financing'.
 */
export function rentalLtvText(): string {
  const byCap = new Map<number, string[]>();
  for (const [purpose, cap] of Object.entries(rentalLtvCaps) as [RentalPurpose, number][]) {
    byCap.set(cap, [...(byCap.get(cap) ?? []), purposeWords[purpose]]);
  }
  return [...byCap]
    .sort(([a], [b]) => b - a)
    .map(
      ([cap, purposes], index) =>
        `${percentText(cap)}${index === 0 ? ' of the value' : ''} for ${purposes.join(' or ')}`,
    )
    .join(', ');
}

/** A DSCR as it is quoted: 1 → '1.00'. */
export function dscrText(ratio: number): string {
  return ratio.toFixed(2);
}
