import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { restoreSession } from '../session/session-store.ts';
import { replayTaps, takeEarlyTaps } from './early-input.ts';

/**
 * User Timing mark set once React owns the page and the first route is on screen, whether the page
 * was prerendered or rendered here (DevTools and Lighthouse show it; end-to-end tests wait for it).
 */
export const READY_MARK = 'northgate:ready';

/**
 * Runs once React owns the prerendered page's frame (its content follows in a pass of its own):
 * shows the stored session, which the HTML was built without, and repeats the taps on buttons
 * made before React could answer them. A tap on a button in the content makes React attach to the
 * content first, but only from a task of its own: from inside an effect React cannot, and drops the
 * tap (the content's buttons lost their early taps so).
 */
export function AfterHydration({
  earlyTaps,
  children,
}: {
  earlyTaps: HTMLButtonElement[];
  children: ReactNode;
}) {
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

/**
 * React attaches `tree` to the prerendered HTML in `container` (src/boot.tsx with the router,
 * src/static-boot.tsx without), then repeats the taps made before. As a transition, hydration
 * yields to the browser every few milliseconds: the page stays responsive to scrolling and taps
 * while React attaches to it.
 */
export function hydratePrerendered(container: Element, tree: ReactNode): void {
  const earlyTaps = takeEarlyTaps();
  startTransition(() => {
    hydrateRoot(container, <AfterHydration earlyTaps={earlyTaps}>{tree}</AfterHydration>);
  });
}
