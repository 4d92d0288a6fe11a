import { pages, signInFirstPaths } from '@northgate/site-config';
import { describe, expect, it } from 'vitest';
import { prerenderedHtmlFits } from './prerendered-html-fits.ts';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('prerenderedHtmlFits', () => {
  it('fits a signed-out visit without search parameters on every prerendered page', () => {
    for (const path of ['/', pages.login.path, pages.mortgageCalculator.path, '/shortQuiz/personalDetails'])
      expect(prerenderedHtmlFits(at(path), false), path).toBe(true);
  });

  it('does not fit a page that reads search parameters when the address has some', () => {
    expect(
      prerenderedHtmlFits(at(pages.mortgageCalculator.path, '?tool=estimator&address=1+Main'), false),
    ).toBe(false);
    expect(prerenderedHtmlFits(at(pages.login.path, '?redirect=%2FlongForm%2F'), false)).toBe(false);
    // A bare "?" is no parameter.
    expect(prerenderedHtmlFits(at(pages.mortgageCalculator.path, '?'), false)).toBe(true);
  });

  it('fits pages that ignore search parameters, such as a campaign link to the home page', () => {
    expect(prerenderedHtmlFits(at('/', '?utm_source=newsletter'), false)).toBe(true);
    expect(prerenderedHtmlFits(at(pages.legal.path, '?utm_source=newsletter'), true)).toBe(true);
  });

  it('does not fit the guest-only login page for a signed-in visitor, whom its guard sends on', () => {
    expect(prerenderedHtmlFits(at(pages.login.path), true)).toBe(false);
    expect(prerenderedHtmlFits(at(pages.mortgageCalculator.path), true)).toBe(true);
  });

  it('does not fit a sign-in-first page: the browser renders the sign-in page, or the flow for a signed-in borrower', () => {
    expect(signInFirstPaths).toContain(pages.longForm.path);
    for (const path of signInFirstPaths) {
      expect(prerenderedHtmlFits(at(path), false), path).toBe(false);
      expect(prerenderedHtmlFits(at(path), true), path).toBe(false);
    }
  });
});
