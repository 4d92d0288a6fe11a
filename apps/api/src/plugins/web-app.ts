import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isKnownSpaPath } from '@northgate/site-config';
import fp from 'fastify-plugin';
import { isApiPath } from '../http/api-paths.ts';
import { errorMessages } from '../schemas/messages.ts';

export interface WebAppOptions {
  /** The web app's build output (index.html plus hashed files under assets/). */
  webDistDir: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Unhashed files (index.html, favicon.ico, robots.txt) must be revalidated on every use.
const REVALIDATE = 'no-cache';

async function readIndexHtml(webDistDir: string): Promise<Buffer | undefined> {
  try {
    return await readFile(join(webDistDir, 'index.html'));
  } catch {
    return undefined;
  }
}

/**
 * Serves the built SPA next to the API. Files present at start are served as they are;
 * every other GET outside the API answers index.html, with 200 for a route of the spec's
 * table and 404 otherwise (the SPA then renders its 404 page).
 */
export const webApp = fp<WebAppOptions>(async (app, { webDistDir }) => {
  const indexHtml = await readIndexHtml(webDistDir);
  if (indexHtml === undefined) {
    app.log.warn({ webDistDir }, 'web app build not found; serving the API only');
  } else {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // Register one route per file found now, so unknown paths reach the fallback below.
      wildcard: false,
      index: false,
      globIgnore: ['index.html'],
      cacheControl: false,
      setHeaders: (reply, path) => {
        const isHashedAsset = relative(webDistDir, path).startsWith(`assets${sep}`);
        reply.header('cache-control', isHashedAsset ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    const pathname = request.url.split('?', 1)[0] ?? '/';
    if (indexHtml === undefined || !isPageRequest || isApiPath(pathname) || pathname.startsWith('/assets/')) {
      return reply.code(404).send({ error: errorMessages.notFound });
    }
    return reply
      .code(isKnownSpaPath(pathname) ? 200 : 404)
      .header('cache-control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
});
