import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRouterForHydration } from './load-router-for-hydration.ts';

// This file drives React's act() itself (Testing Library would set the flag for it).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PATH = '/loans/';

/** A real router over a small tree, as the app's is: a root layout and a page. */
function createTestRouter() {
  const root = createRootRoute({
    component: () => (
      <main>
        <Outlet />
      </main>
    ),
  });
  const page = createRoute({ getParentRoute: () => root, path: PATH, component: () => <h1>Loans</h1> });
  return createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [PATH] }),
    scrollRestoration: false,
  });
}

/**
 * The HTML the build writes for PATH: the routes' elements, and the markers of the Suspense boundary
 * the router puts around the root's outlet, as every dist/*.html has them. Written out because
 * this environment loads the router's browser build, which cannot render as the server does; the
 * end-to-end tests hydrate the real pages (e2e/prerender.spec.ts).
 */
const PRERENDERED_HTML = '<main><!--$--><h1>Loans</h1><!--/$--></main>';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.restoreAllMocks();
});

/** Puts the prerendered HTML on the page, loads the router with `load` and hydrates the HTML. */
async function hydrate(load: (router: AnyRouter) => Promise<void>) {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const container = document.createElement('div');
  container.innerHTML = PRERENDERED_HTML;
  document.body.append(container);
  const heading = container.querySelector('h1');
  const router = createTestRouter();
  await load(router);
  const errors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, <RouterProvider router={router} />, {
      onRecoverableError: (error) => errors.push(error),
    }),
  );
  cleanups.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return {
    errors,
    // React attached to the HTML rather than painting it again.
    keptHtml: container.querySelector('h1') === heading && heading !== null,
    scrolled: scrollTo.mock.calls.length > 0,
  };
}

describe('loadRouterForHydration', () => {
  it('lets React attach to the prerendered HTML without a mismatch, and leaves the scroll alone', async () => {
    const result = await hydrate(loadRouterForHydration);
    expect(result.errors).toEqual([]);
    expect(result.keptHtml).toBe(true);
    expect(result.scrolled).toBe(false);
  });

  // The router's own behaviour the function works around. If this fails, TanStack Router has
  // changed how a browser render differs from a server one: check that the function is still
  // needed, and still enough.
  it('is needed: a plain load renders a tree the HTML does not match, then scrolls to the top', async () => {
    const result = await hydrate((router) => router.load());
    expect(result.errors).not.toEqual([]);
    expect(result.keptHtml).toBe(false);
    expect(result.scrolled).toBe(true);
  });
});
