import { pages } from '@northgate/site-config';
import { describe, expect, it } from 'vitest';
import { businessFinancingContent } from './business-financing-content.ts';
import { investmentPropertyContent } from './investment-property-content.ts';
import { TERMS_DISCLAIMER } from './landing-content.ts';
import { primaryResidenceContent } from './primary-residence-content.ts';

const cases = [
  [primaryResidenceContent, '/primary-residence-loan/', '/permanent-loan-application/'],
  [investmentPropertyContent, '/investment-property-loan/', '/investment-loan-application/'],
  [businessFinancingContent, '/business-financing/', '/business-loan-application/'],
] as const;

describe('loan landing pages', () => {
  it.each(cases)('%# sends its page to the matching application', (content, path, application) => {
    expect(pages[content.page].path).toBe(path);
    expect(pages[content.application].path).toBe(application);
  });

  it.each(cases)('%# has audience, terms as ranges, steps, documents and FAQs', (content) => {
    expect(content.audience.points.length).toBeGreaterThanOrEqual(3);
    expect(content.terms.length).toBeGreaterThanOrEqual(5);
    expect(content.terms.some((t) => /\$[\d,]+ to \$[\d,]+/.test(t.value))).toBe(true);
    expect(content.steps.length).toBeGreaterThanOrEqual(4);
    expect(content.documents.length).toBeGreaterThanOrEqual(4);
    expect(content.faqs.length).toBeGreaterThanOrEqual(4);
    expect(content.description.length).toBeGreaterThan(80);
    expect(content.description.length).toBeLessThanOrEqual(160);
  });

  it('states that typical terms are not a commitment to lend', () => {
    expect(TERMS_DISCLAIMER).toContain('Terms depend on the property, experience and credit');
    expect(TERMS_DISCLAIMER).toContain('not a commitment to lend');
  });

  it('uses the typical terms of the brief', () => {
    const values = (c: typeof investmentPropertyContent) => c.terms.map((t) => t.value).join(' | ');
    expect(values(investmentPropertyContent)).toContain('$100,000 to $3,000,000');
    expect(values(investmentPropertyContent)).toContain('Up to 80% to purchase');
    // Written from the lending policy's experience tiers, as the calculator's presets are.
    expect(values(investmentPropertyContent)).toContain(
      'Up to 95% of the purchase price (85% on a first flip) and 100% of the rehab budget',
    );
    expect(values(investmentPropertyContent)).toContain('12 to 18 months');
    expect(values(businessFinancingContent)).toContain('$50,000 to $5,000,000');
  });
});
