import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { restoreSession } from './session/session-store.ts';
import { hydratePrerendered, READY_MARK } from './hydration/after-hydration.tsx';
import { loadRouterForHydration } from './hydration/load-router-for-hydration.ts';
import { prerenderedHtmlFitsThisVisit } from './hydration/prerendered-html-fits.ts';
import { router } from './app/router.ts';
import { appStore } from './state/store.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page is missing its #root element.');

function AfterFirstRender({ children }: { children: ReactNode }) {
  useEffect(() => {
    performance.mark(READY_MARK);
  }, []);
  return children;
}

// The app's modules ran their top level in this task; the router's first match and the render come
// in the next.
await new Promise((resolve) => setTimeout(resolve, 0));

// HTML built for another visit (search parameters, a session) is replaced by the browser's render.
if (container.firstElementChild && prerenderedHtmlFitsThisVisit()) {
  // A page prerendered at build time (scripts/prerender.mjs). Its route's code loads first, as it did
  // in the prerender, then React attaches to the HTML on screen instead of painting it again.
  const hydrate = () => hydratePrerendered(container, <App router={router} store={appStore} />);
  loadRouterForHydration(router).then(hydrate, hydrate);
} else {
  // The session comes first: route guards (a signed-in visitor on /login/) read it while loading.
  restoreSession();
  // The root stays empty until the route's code is here either way; loading it first means the
  // first render shows the page rather than a pending state.
  // As a transition, React renders the page in slices that yield to the browser, as hydration
  // does (a sign-in-first page's HTML stays on screen until the render is committed, ADR 0072).
  const render = () => {
    const root = createRoot(container);
    startTransition(() => {
      root.render(
        <AfterFirstRender>
          <App router={router} store={appStore} />
        </AfterFirstRender>,
      );
    });
  };
  router.load().then(render, render);
}
