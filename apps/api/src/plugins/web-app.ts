import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isKnownSpaPath, pagesWithHtml, prerenderedFile, spaShellFile } from '@northgate/site-config';
import fp from 'fastify-plugin';
import { isApiPath, routedPath } from '../http/api-paths.ts';
import { errorMessages } from '../messages.ts';

export interface WebAppOptions {
  /** The web app's build output: pages, hashed files under assets/ and the root files. */
  webDistDir: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Unhashed files (pages, favicon.ico, robots.txt) must be revalidated on every use.
const REVALIDATE = 'no-cache';

/**
 * The page for routes without a prerendered file (apps/web/scripts/prerender.mjs writes both).
 * A build made without the prerender step has only index.html, the shell for every route.
 */
function findShell(webDistDir: string): string | undefined {
  return [spaShellFile, 'index.html'].find((file) => existsSync(join(webDistDir, file)));
}

/**
 * Prerendered pages whose path has no trailing slash (`/shortQuiz/personalDetails` is
 * shortQuiz/personalDetails.html), by path; folder pages are the static plugin's index files.
 */
function filePages(webDistDir: string): Map<string, string> {
  const files = pagesWithHtml
    .filter((path) => !path.endsWith('/'))
    .map((path) => [path, prerenderedFile(path)] as const);
  return new Map(files.filter(([, file]) => existsSync(join(webDistDir, file))));
}

/**
 * Serves the built SPA next to the API. Files present at start are served as they are, Brotli or
 * gzip copies when the browser accepts them; a prerendered page answers its path only (`/legal/`
 * is legal/index.html, `/shortQuiz/personalDetails` shortQuiz/personalDetails.html); every other
 * GET outside the API answers the shell, with 200 for a route of the spec's table and 404
 * otherwise (the SPA then renders its 404 page).
 */
export const webApp = fp<WebAppOptions>(async (app, { webDistDir }) => {
  const shell = findShell(webDistDir);
  const pageFiles = filePages(webDistDir);
  if (shell === undefined) {
    app.log.warn({ webDistDir }, 'web app build not found; serving the API only');
  } else {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // Register one route per file found now, so unknown paths reach the fallback below.
      wildcard: false,
      index: ['index.html'],
      redirect: false,
      // The build writes .br and .gz copies (apps/web/scripts/precompress.mjs); they are never URLs.
      preCompressed: true,
      // A page file answers its path (below), not its file name.
      globIgnore: ['**/*.br', '**/*.gz', spaShellFile, ...pageFiles.values()],
      cacheControl: false,
      setHeaders: (reply, path) => {
        const isHashedAsset = relative(webDistDir, path).startsWith(`assets${sep}`);
        reply.header('cache-control', isHashedAsset ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    const pathname = routedPath(request);
    if (shell === undefined || !isPageRequest || isApiPath(pathname) || pathname.startsWith('/assets/')) {
      return reply.code(404).send({ error: errorMessages.notFound });
    }
    const page = pageFiles.get(pathname);
    if (page !== undefined) return reply.sendFile(page);
    return reply.code(isKnownSpaPath(pathname) ? 200 : 404).sendFile(shell);
  });
});
