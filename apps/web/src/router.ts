import { createRouter } from '@tanstack/react-router';
import { NotFoundPage } from './features/shell/not-found-page.tsx';
import { routeTree } from './routeTree.gen.ts';

export const router = createRouter({
  routeTree,
  // The spec writes some paths with a trailing slash and some without: keep them as written.
  trailingSlash: 'preserve',
  defaultPreload: 'intent',
  defaultNotFoundComponent: NotFoundPage,
  scrollRestoration: false,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
