import { describe, expect, it } from 'vitest';
import {
  prerenderedFile,
  prerenderedFlowParents,
  prerenderedFlowSteps,
  prerenderedPaths,
} from './page-files.ts';
import { isKnownSpaPath, pages } from './routes.ts';
import { robotsTxt, sitemapXml } from './seo-files.ts';
import { site } from './site.ts';

describe('sitemap.xml', () => {
  const xml = sitemapXml();

  it('lists the public pages on the public origin, exactly as the route table writes them', () => {
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml).toContain(`<loc>${site.url}/</loc>`);
    expect(xml).toContain(`<loc>${site.url}/primary-residence-loan/</loc>`);
    expect(xml).toContain(`<loc>${site.url}/contactUs</loc>`);
    expect(xml).toContain(`<loc>${site.url}/mortgage-calculator/</loc>`);
    expect(xml).toContain('<priority>1.0</priority>');
  });

  it('leaves out sign-in, applications and the account area', () => {
    for (const page of [
      pages.login,
      pages.shortQuiz,
      pages.longForm,
      pages.profile,
      pages.businessLoanApplication,
    ]) {
      expect(xml).not.toContain(`<loc>${site.url}${page.path}</loc>`);
    }
  });

  it('uses the origin it is given', () => {
    expect(sitemapXml('https://staging.example.test')).toContain(
      '<loc>https://staging.example.test/legal/</loc>',
    );
  });
});

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of the account area and points at the sitemap', () => {
    const txt = robotsTxt();
    expect(txt).toContain('User-agent: *\nAllow: /\n');
    expect(txt).toContain('Disallow: /profile\n');
    expect(txt).toContain('Disallow: /dev/\n');
    expect(txt).toContain(`Sitemap: ${site.url}/sitemap.xml\n`);
  });
});

describe('prerendered pages', () => {
  it('are pages a signed-out visitor may open, home, the three loan pages and the first steps among them', () => {
    expect(prerenderedPaths).toEqual(
      expect.arrayContaining([
        '/',
        '/primary-residence-loan/',
        '/investment-property-loan/',
        '/business-financing/',
        '/login/',
        '/mortgage-calculator/',
        '/shortQuiz/personalDetails',
        '/permanent-loan-application/typeOfMortgage',
        '/investment-loan-application/personalAndBorrowingEntity',
      ]),
    );
    for (const path of prerenderedPaths) {
      expect(isKnownSpaPath(path), path).toBe(true);
      const page = Object.values(pages).find((p) => path.startsWith(p.path) && p.path !== '/') ?? pages.home;
      expect(page.access, path).not.toBe('login-required');
    }
    expect(prerenderedFlowSteps).not.toContain('/longForm/phone');
    // A flow's own address resumes in the browser; a first visit's is its first step.
    expect(prerenderedFlowParents).toEqual([
      '/shortQuiz/',
      '/permanent-loan-application/',
      '/investment-loan-application/',
    ]);
    expect(prerenderedPaths).toEqual(expect.arrayContaining([...prerenderedFlowParents]));
  });

  it('sit in the files static hosts serve for their paths', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/legal/')).toBe('legal/index.html');
    expect(prerenderedFile('/shortQuiz/personalDetails')).toBe('shortQuiz/personalDetails.html');
  });
});
