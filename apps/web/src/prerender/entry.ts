/**
 * Entry of the build-time prerender (`vite build --ssr`, run by scripts/prerender.mjs): the files to
 * add to the client build so search engines and first visits get real HTML.
 */
import {
  EARLY_INPUT_SCRIPT,
  prerenderedFile,
  pages,
  prerenderedPaths,
  robotsTxt,
  signInFirstPaths,
  sitemapXml,
  spaShellFile,
} from '@northgate/site-config';
import { seoHead } from '../features/marketing/seo.ts';
import { bootPreloads, type ViteManifest } from './boot-preloads.ts';
import { pageHtml, shellHtml } from './page-html.ts';
import { renderPage, signInFirstHtml } from './render-page.tsx';

export interface OutputFile {
  /** Path relative to the client build's folder. */
  file: string;
  contents: string;
}

export async function prerenderSite(template: string, manifest: ViteManifest): Promise<OutputFile[]> {
  const files: OutputFile[] = [
    // Every route that is not prerendered gets the unrendered page, which the browser renders: it
    // preloads the app. Prerendered pages do not: the app loads after their first paint (main.tsx).
    { file: spaShellFile, contents: shellHtml(template, bootPreloads(manifest)) },
    { file: 'sitemap.xml', contents: sitemapXml() },
    { file: 'robots.txt', contents: robotsTxt() },
  ];
  const write = async (path: string, renderedPath: string, wrap = (html: string) => html) => {
    const { appHtml, head, staticPage } = await renderPage(renderedPath);
    files.push({
      file: prerenderedFile(path),
      // An app page keeps the site's description, as it does once the app runs.
      contents: pageHtml(
        template,
        wrap(appHtml),
        'seo' in head ? seoHead(head.seo) : { title: head.title, tags: [] },
        EARLY_INPUT_SCRIPT,
        { staticPage },
      ),
    });
  };
  for (const path of prerenderedPaths) await write(path, path);
  for (const path of signInFirstPaths) {
    const signIn = `${pages.login.path}?redirect=${encodeURIComponent(path)}`;
    await write(path, signIn, signInFirstHtml);
  }
  return files;
}
