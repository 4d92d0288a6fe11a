import { useRouter } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { clearErrorsAtom } from '../../state/messages.ts';

/**
 * Product spec §2, §3 and §8 (docs/product/product-spec.md): errors (toasts and the ones under forms) are cleared on every navigation
 * (with the submit-clicked flag; a submit sets it, see AppShell),
 * one that changes only the search part included; a change of the hash alone is a jump within the
 * page (an error summary's link) and keeps them. Focus moves to the main landmark after a change of
 * page so keyboard and screen-reader users start reading the new page, not the link they left.
 *
 * Scrolling is the router's: every navigation renders the page from the top, except the ones a page
 * makes with `resetScroll: false` to mirror its own state in the URL (the calculator's inputs and
 * tabs), which keep the reader at the control they are using. The first render of a prerendered
 * page is not a navigation and keeps the visitor's scroll (src/hydration/load-router-for-hydration.ts).
 */
export function useNavigationEffects(): void {
  const router = useRouter();
  const clearErrors = useSetAtom(clearErrorsAtom);

  useEffect(() => {
    const offBefore = router.subscribe('onBeforeNavigate', (event) => {
      const { fromLocation, toLocation } = event;
      const hashOnly =
        fromLocation !== undefined &&
        fromLocation.pathname === toLocation.pathname &&
        fromLocation.searchStr === toLocation.searchStr;
      if (event.hrefChanged && !hashOnly) clearErrors(false);
    });
    const offResolved = router.subscribe('onResolved', (event) => {
      if (event.pathChanged && event.fromLocation)
        document.getElementById('main')?.focus({ preventScroll: true });
    });
    return () => {
      offBefore();
      offResolved();
    };
  }, [router, clearErrors]);
}
