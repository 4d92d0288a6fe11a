import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFoundPage } from './shell/not-found-page.tsx';
import { routeTree } from '../routeTree.gen.ts';

/**
 * The app's router, built the same way in the browser and in the build-time prerender
 * (src/prerender/render-page.tsx), so both render the same tree. It touches no browser API.
 */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    // The spec writes some paths with a trailing slash and some without: keep them as written.
    trailingSlash: 'preserve',
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: false,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
