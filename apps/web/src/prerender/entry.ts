/**
 * Entry of the build-time prerender (`vite build --ssr`, run by scripts/prerender.mjs): the files to
 * add to the client build so search engines and first visits get real HTML.
 */
import { prerenderedPaths, robotsTxt, sitemapXml, spaShellFile } from '@northgate/site-config';
import { seoHead } from '../features/marketing/seo.ts';
import { bootPreloads, type ViteManifest } from './boot-preloads.ts';
import { pageHtml, shellHtml } from './page-html.ts';
import { renderPage } from './render-page.tsx';

export interface OutputFile {
  /** Path relative to the client build's folder. */
  file: string;
  contents: string;
}

/**
 * Where a prerendered page goes in the build, in the layout the API (and any static host) serves
 * without configuration: `/` is index.html, `/legal/` is legal/index.html.
 */
export function prerenderedFile(path: string): string {
  // A folder's page answers only the path with the slash; '/contactUs' would need its own rule.
  if (!path.endsWith('/')) throw new Error(`${path}: only paths that end in "/" can be prerendered.`);
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
}

export async function prerenderSite(template: string, manifest: ViteManifest): Promise<OutputFile[]> {
  const files: OutputFile[] = [
    // Every route that is not prerendered gets the unrendered page, which the browser renders: it
    // preloads the app. Prerendered pages do not: the app loads after their first paint (main.tsx).
    { file: spaShellFile, contents: shellHtml(template, bootPreloads(manifest)) },
    { file: 'sitemap.xml', contents: sitemapXml() },
    { file: 'robots.txt', contents: robotsTxt() },
  ];
  for (const path of prerenderedPaths) {
    const page = await renderPage(path);
    files.push({
      file: prerenderedFile(path),
      contents: pageHtml(template, page.appHtml, seoHead(page.seo)),
    });
  }
  return files;
}
