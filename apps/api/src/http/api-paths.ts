import { apiPrefixes } from '@northgate/site-config';
import type { FastifyRequest } from 'fastify';

/** True for paths the API owns; everything else belongs to the single-page app. */
export function isApiPath(pathname: string): boolean {
  return apiPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}

/**
 * The path the router saw. `request.url` is raw (`/%61uth/...`) while the router decodes it, so
 * a decision on the raw URL can differ from the route that answers. A matched request gives the
 * route's own pattern; an unmatched one is decoded as the router does (decodeURI, path only).
 */
export function routedPath(request: FastifyRequest): string {
  const matched = request.routeOptions.url;
  if (matched !== undefined) return matched;
  const pathname = request.url.split(/[?#]/, 1)[0] ?? request.url;
  try {
    return decodeURI(pathname);
  } catch {
    // The router answers a malformed escape with 400 before any handler runs.
    return pathname;
  }
}

/** True when the request is for the API, however its path was encoded. */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(routedPath(request));
}
