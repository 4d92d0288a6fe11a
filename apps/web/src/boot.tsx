import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { restoreSession } from './session/session-store.ts';
import { replayTaps, takeEarlyTaps } from './hydration/early-input.ts';
import { loadRouterForHydration } from './hydration/load-router-for-hydration.ts';
import { prerenderedHtmlFitsThisVisit } from './hydration/prerendered-html-fits.ts';
import { router } from './app/router.ts';
import { appStore } from './state/store.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page is missing its #root element.');

/**
 * User Timing mark set once React owns the page and the first route is on screen, whether the page
 * was prerendered or rendered here (DevTools and Lighthouse show it; end-to-end tests wait for it).
 */
const READY_MARK = 'northgate:ready';

/**
 * Runs once React owns the prerendered page's frame (its content follows in a pass of its own):
 * shows the stored session, which the HTML was built without, and repeats the taps on buttons
 * made before React could answer them. A tap on a button in the content makes React attach to the
 * content first, but only from a task of its own: from inside an effect React cannot, and drops the
 * tap (the content's buttons lost their early taps so).
 */
function AfterHydration({ earlyTaps, children }: { earlyTaps: HTMLButtonElement[]; children: ReactNode }) {
  useEffect(() => {
    restoreSession();
    const timer = setTimeout(() => {
      replayTaps(earlyTaps);
      performance.mark(READY_MARK);
    }, 0);
    return () => clearTimeout(timer);
  }, [earlyTaps]);
  return children;
}

function AfterFirstRender({ children }: { children: ReactNode }) {
  useEffect(() => {
    performance.mark(READY_MARK);
  }, []);
  return children;
}

// HTML built for another visit (search parameters, a session) is replaced by the browser's render.
if (container.firstElementChild && prerenderedHtmlFitsThisVisit()) {
  // A page prerendered at build time (scripts/prerender.mjs). Its route's code loads first, as it did
  // in the prerender, then React attaches to the HTML on screen instead of painting it again.
  const hydrate = () => {
    const earlyTaps = takeEarlyTaps();
    // As a transition, hydration yields to the browser every few milliseconds: the page stays
    // responsive to scrolling and taps while React attaches to it.
    startTransition(() => {
      hydrateRoot(
        container,
        <AfterHydration earlyTaps={earlyTaps}>
          <App router={router} store={appStore} />
        </AfterHydration>,
      );
    });
  };
  loadRouterForHydration(router).then(hydrate, hydrate);
} else {
  // The session comes first: route guards (a signed-in visitor on /login/) read it while loading.
  restoreSession();
  // The root stays empty until the route's code is here either way; loading it first means the
  // first render shows the page rather than a pending state.
  const render = () => {
    createRoot(container).render(
      <AfterFirstRender>
        <App router={router} store={appStore} />
      </AfterFirstRender>,
    );
  };
  router.load().then(render, render);
}
