// @vitest-environment node
// The build renders pages in Node, without a document; so does this test.
import { prerenderedPaths, routerFreePaths } from '@northgate/site-config';
import { createMemoryHistory } from '@tanstack/react-router';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { App } from '../app/app.tsx';
import { createAppRouter } from '../app/create-router.ts';
import { renderPage } from '../prerender/render-page.tsx';
import { isStaticPage, loadStaticPage } from './static-page.tsx';

async function html(element: ReactNode): Promise<string> {
  // In one piece, as the build renders (src/prerender/render-page.tsx).
  const { prelude } = await prerenderToNodeStream(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let out = '';
  for await (const chunk of prelude) out += String(chunk);
  return out;
}

/** What the app renders for a path inside the router, as any page but a static one is prerendered. */
async function routerHtml(path: string): Promise<string> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  return html(<App router={router} store={createStore()} />);
}

/**
 * The page as a visitor gets it: without Suspense markers and React's generated ids (which follow
 * the shape of the tree, and differ with the router's components around the page), and with each
 * tag's attributes in one order.
 */
function visible(page: string): string {
  return page
    .replace(/<!--\/?\$-->/g, '')
    .replace(/_R_[\w]+_/g, 'ID')
    .replace(/<([a-z]+)((?:\s[^\s=>]+(?:="[^"]*")?)*)\s*(\/?)>/g, (_, tag: string, attrs: string, end) => {
      const sorted = (attrs.match(/[^\s=]+(?:="[^"]*")?/g) ?? []).sort().join(' ');
      return `<${tag}${sorted ? ` ${sorted}` : ''}${end}>`;
    });
}

describe('static pages', () => {
  it('the marketing pages without forms are static, the pages with forms that use the router are not', () => {
    for (const path of ['/', '/legal/', '/primary-residence-loan/', '/testimonials/'])
      expect(isStaticPage(path), path).toBe(true);
    for (const path of ['/login/', '/mortgage-calculator/', '/affiliate-program/', '/contactUs'])
      expect(isStaticPage(path), path).toBe(false);
  });

  it('has the code of every page the route table marks withoutRouter', async () => {
    expect(routerFreePaths.length).toBeGreaterThan(5);
    for (const path of routerFreePaths) expect(typeof (await loadStaticPage(path)), path).toBe('function');
    await expect(loadStaticPage('/login/')).rejects.toThrow('/login/ is not a static page.');
  });

  it('renders the home page with plain links as the router writes them', async () => {
    const { appHtml, staticPage } = await renderPage('/');
    expect(staticPage).toBe(true);
    expect(appHtml).toContain('href="/mortgage-calculator/?tool=estimator"');
    expect(appHtml).toMatch(/<a [^>]*href="\/"[^>]*aria-current="page"/);
  });

  it('renders every static page without the router as the router renders it: same elements, text and links', async () => {
    const paths = prerenderedPaths.filter(isStaticPage);
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) {
      const { appHtml } = await renderPage(path);
      expect(visible(appHtml), path).toBe(visible(await routerHtml(path)));
    }
  });
});
