// @vitest-environment node
// The build renders pages in Node, without a document; so does this test.
import { pages, prerenderedPaths } from '@northgate/site-config';
import { describe, expect, it } from 'vitest';
import { renderPage } from './render-page.tsx';

describe('renderPage', () => {
  it('renders the home page whole, lazy sections included, signed out', async () => {
    const { appHtml, head } = await renderPage('/');
    expect(appHtml).toContain('One Platform For All Your Financing Needs');
    expect(appHtml).toContain('Tools To Start Your Financial Journey');
    expect(appHtml).toContain('Ten reasons borrowers choose');
    expect(appHtml).toContain('>Login<');
    expect(appHtml).not.toContain('Log Out');
    expect(head).toMatchObject({
      seo: { path: '/', title: expect.stringMatching(/^Northgate Private Lending \|/) },
    });
  });

  it('renders every prerendered page with its heading, title and no inline script', async () => {
    for (const path of prerenderedPaths) {
      const { appHtml, head } = await renderPage(path);
      expect(appHtml, path).toMatch(/<h1[ >]/);
      expect(appHtml, path).not.toMatch(/<script/i);
      if ('seo' in head) {
        expect(head.seo.path, path).toBe(path);
        expect(head.seo.description.length, path).toBeGreaterThan(50);
      } else {
        expect(head.title, path).toMatch(/\| Northgate Private Lending$/);
      }
    }
  });

  it('renders the login page and the calculator as a signed-out visit without search parameters sees them', async () => {
    const login = await renderPage(pages.login.path);
    expect(login.appHtml).toContain('Log in with your email');
    expect(login.head).toEqual({ title: 'Log in | Northgate Private Lending' });
    const calculator = await renderPage(pages.mortgageCalculator.path);
    expect(calculator.appHtml).toMatch(/<button[^>]*aria-selected="true"[^>]*>Mortgage calculator</);
    expect(calculator.head).toEqual({ title: 'Mortgage calculator | Northgate Private Lending' });
  });

  it('renders the first step of a flow with a blank draft, inside the element the browser keeps until the draft loads', async () => {
    const { appHtml, head } = await renderPage('/permanent-loan-application/typeOfMortgage');
    expect(appHtml).toMatch(
      /<div data-prerendered-step="permanentLoanApplication" data-keeps-early-input="">.*<h1[^>]*>Type of mortgage/,
    );
    expect(appHtml).toMatch(/<input[^>]*name="typeOfMortgage\.loanAmount"[^>]*value=""/);
    expect(appHtml).not.toContain('Loading your application');
    expect(head).toEqual({
      title: 'Type of mortgage and terms | Permanent loan application | Northgate Private Lending',
    });
  });

  it('refuses a path that is not a page', async () => {
    await expect(renderPage('/no-such-page/')).rejects.toThrow(/did not render a page/);
  });
});
