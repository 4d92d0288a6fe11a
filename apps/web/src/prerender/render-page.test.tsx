// @vitest-environment node
// The build renders pages in Node, without a document; so does this test.
import { prerenderedPaths } from '@northgate/site-config';
import { describe, expect, it } from 'vitest';
import { renderPage } from './render-page.tsx';

describe('renderPage', () => {
  it('renders the home page whole, lazy sections included, signed out', async () => {
    const { appHtml, seo } = await renderPage('/');
    expect(appHtml).toContain('One Platform For All Your Financing Needs');
    expect(appHtml).toContain('Tools To Start Your Financial Journey');
    expect(appHtml).toContain('Ten reasons borrowers choose');
    expect(appHtml).toContain('>Login<');
    expect(appHtml).not.toContain('Log Out');
    expect(seo.path).toBe('/');
    expect(seo.title).toMatch(/^Northgate Private Lending \|/);
  });

  it('renders every prerendered page with its heading, description and no inline script', async () => {
    for (const path of prerenderedPaths) {
      const { appHtml, seo } = await renderPage(path);
      expect(appHtml, path).toMatch(/<h1[ >]/);
      expect(appHtml, path).not.toMatch(/<script/i);
      expect(seo.path, path).toBe(path);
      expect(seo.description.length, path).toBeGreaterThan(50);
    }
  });

  it('refuses a path that is not a page', async () => {
    await expect(renderPage('/no-such-page/')).rejects.toThrow(/did not render a page/);
  });
});
