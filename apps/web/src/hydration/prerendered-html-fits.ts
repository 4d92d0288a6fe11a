import { isAuthenticated } from '@northgate/api-client';
import { allPages, signInFirstPaths } from '@northgate/site-config';
import { tokenStore } from '../session/session-store.ts';

/**
 * Whether the prerendered HTML on screen is what the app's first render of this visit shows, so
 * React may attach to it. The build renders a signed-out visit without search parameters; a page
 * whose first render reads them (`readsSearch` in the route table), or a guest-only page opened
 * signed in (its route guard sends the visitor on), is rendered in the browser instead, which
 * replaces the HTML rather than attaching to HTML that differs (docs/decisions/0034-prerendered-app-pages.md).
 * So is a sign-in-first page, whose HTML is the sign-in page its guard sends a signed-out visitor to
 * (0070): the browser renders what the visit gets, that page or, signed in, the application.
 */
export function prerenderedHtmlFits(
  location: { pathname: string; search: string },
  signedIn: boolean,
): boolean {
  if (signInFirstPaths.includes(location.pathname)) return false;
  const page = allPages.find((p) => p.path === location.pathname);
  if (page?.readsSearch && location.search.length > 1) return false;
  return !(page?.access === 'guest-only' && signedIn);
}

/** `prerenderedHtmlFits` for the page the browser is on and the session stored on this device. */
export function prerenderedHtmlFitsThisVisit(): boolean {
  return prerenderedHtmlFits(window.location, isAuthenticated(tokenStore.get()));
}
