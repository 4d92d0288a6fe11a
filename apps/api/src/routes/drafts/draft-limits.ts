import type { RateLimitRule } from '../../services/rate-limiter.ts';

/**
 * Draft saves (autosave and Next). The browser saves 800 ms after the borrower stops typing, so
 * one tab typing without pause saves at most 75 times a minute: 150 per owner covers two tabs
 * and every Next; 300 per address covers a few borrowers behind one office or home router. A
 * client saving faster than that is not a borrower typing.
 */
export const draftSaveRules = {
  perOwner: { limit: 150, windowSeconds: 60 },
  perAddress: { limit: 300, windowSeconds: 60 },
} as const satisfies Record<string, RateLimitRule>;
