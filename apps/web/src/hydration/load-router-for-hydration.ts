import type { AnyRouter, RouterHistory } from '@tanstack/react-router';

/**
 * Loads the page's route so that React can attach to the prerendered HTML on screen: resolves once
 * the route's code is here, and the router's first render then builds the tree the build-time
 * render built (src/prerender/render-page.tsx) and leaves the scroll position alone.
 *
 * The scroll: the router scrolls to the top after it renders a navigation. The first render here is
 * React taking over a page the visitor may have started scrolling, so the first load is committed
 * as a navigation to the same address with `resetScroll: false` (a public navigate option; the
 * same address makes it a plain load, with no history entry).
 *
 * The tree: TanStack Router has no public switch for "this HTML came from a server render". Its
 * own `hydrate()` (`@tanstack/router-core/ssr/client`) reads the data a TanStack Start server
 * writes into an inline script, which a prerendered file does not have and the CSP forbids. Of what
 * it sets, the render needs `router.ssr`: with it, RouterProvider leaves out the Suspense boundary
 * around the matches that a browser render has and the build's render does not. This is the one
 * place the app sets it; load-router-for-hydration.test.tsx fails when the router's internals move.
 */
export function loadRouterForHydration(router: AnyRouter): Promise<void> {
  router.ssr = { manifest: undefined };
  const { href } = (router.history as RouterHistory).location;
  return router.navigate({ href, replace: true, resetScroll: false });
}
