import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { isApiPath, routedPath } from '../http/api-paths.ts';
import { errorMessages } from '../messages.ts';

export interface StaffAppOptions {
  /** The back office's build output (apps/back-office/dist): index.html and hashed files under assets/. */
  staffDistDir: string;
}

/** Where the back office lives; its Vite build uses the same base. */
export const STAFF_APP_PREFIX = '/staff';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the back office (apps/back-office) at /staff/. Registered with the prefix /staff, so its
 * not-found handler answers every unknown path under /staff/ and the borrower site's fallback never
 * sees them: GET and HEAD get the back office's index.html (its router draws the page, or its own
 * "not found"), anything else and unknown staff API paths get the JSON 404. Without a build the API
 * still starts; /staff/ paths then answer 404.
 */
export const staffApp: FastifyPluginAsync<StaffAppOptions> = async (app, { staffDistDir }) => {
  const indexFile = join(staffDistDir, 'index.html');
  const shell = existsSync(indexFile) ? readFileSync(indexFile) : undefined;
  if (shell === undefined) {
    app.log.warn({ staffDistDir }, 'back office build not found; /staff/ answers 404');
  } else {
    await app.register(fastifyStatic, {
      root: staffDistDir,
      prefix: '/',
      // One route per file found now; the index and the SPA's routes go through the handler below.
      wildcard: false,
      index: false,
      redirect: false,
      decorateReply: false,
      globIgnore: ['index.html'],
      cacheControl: false,
      setHeaders: (reply, path) => {
        const isHashedAsset = relative(staffDistDir, path).startsWith(`assets${sep}`);
        reply.header('cache-control', isHashedAsset ? IMMUTABLE : 'no-cache');
        reply.header('x-robots-tag', 'noindex, nofollow');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    const pathname = routedPath(request);
    const isAsset = pathname.startsWith(`${STAFF_APP_PREFIX}/assets/`);
    const isStaffApi = pathname.startsWith(`${STAFF_APP_PREFIX}/api/`) || isApiPath(pathname);
    if (shell === undefined || !isPageRequest || isStaffApi || isAsset) {
      return reply.code(404).send({ error: errorMessages.notFound });
    }
    return reply
      .code(200)
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(shell);
  });
};
