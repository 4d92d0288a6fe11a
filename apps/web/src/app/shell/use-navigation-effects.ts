import { useRouter } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { serverErrorsAtom } from '../../state/messages.ts';

/**
 * Spec section 2: server errors are cleared on every navigation and the page scrolls
 * to the top after every navigation. Focus moves to the main landmark so keyboard and
 * screen-reader users start reading the new page, not the link they left.
 */
export function useNavigationEffects(): void {
  const router = useRouter();
  const setServerErrors = useSetAtom(serverErrorsAtom);

  useEffect(() => {
    const offBefore = router.subscribe('onBeforeNavigate', (event) => {
      if (event.pathChanged) setServerErrors([]);
    });
    const offResolved = router.subscribe('onResolved', (event) => {
      if (!event.pathChanged) return;
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      if (event.fromLocation) document.getElementById('main')?.focus({ preventScroll: true });
    });
    return () => {
      offBefore();
      offResolved();
    };
  }, [router, setServerErrors]);
}
