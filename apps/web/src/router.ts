import { createRouter } from '@tanstack/react-router';
import { pages } from '@northgate/site-config';
import { setSessionExpiredHandler } from './features/auth/session-store.ts';
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

// A failed refresh clears the session (in the API client) and sends the browser to /login.
setSessionExpiredHandler(() => {
  void router.navigate({ to: pages.login.path });
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
