import { pages } from '@northgate/site-config';
import { SubmitClickedProvider } from '@northgate/ui/submit-clicked';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ReactNode } from 'react';
import { useProfileLoader } from '../../session/use-profile-loader.ts';
import { usePathname } from '../../navigation/navigation.tsx';
import { SiteHeader } from './site-header.tsx';
import { clearErrorsAtom, submitClickedAtom } from '../../state/messages.ts';
import { appStore } from '../../state/store.ts';
import * as styles from './shell.css.ts';

// The footer, scroll-to-top button, toasts and loader are requested as soon as the app starts, beside
// the first route's code, and do not hold up hydration: on a prerendered page React keeps their HTML
// (the toasts' and loader's live regions included) on screen and attaches to it when the chunk
// arrives, as with the home page's sections. A page rendered here waits for its route's code first,
// by which time this smaller chunk has come too. A message set before then waits in its atom.
const deferredChunk = import('./deferred-shell.tsx');
const DeferredShell = lazy(() => deferredChunk.then((m) => ({ default: m.DeferredShell })));

/**
 * The page's frame: header, main landmark, footer and the shell's overlays. It needs no router, so a
 * page that hydrates without one (src/static-pages) has the same frame; AppShell adds the router's part.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  useProfileLoader();
  const submitClicked = useAtomValue(submitClickedAtom);
  // /contactUs has the same form in the page; one form per page is enough.
  const onContactPage = usePathname().replace(/\/$/, '') === pages.contactUs.path;
  return (
    <SubmitClickedProvider value={submitClicked}>
      {/* Any form's submit, whichever feature drew it, sets the flag and clears the last errors
          (docs/product/product-spec.md §3 and §8); in the capture phase, before the form's own handler, so an
          error that submit causes is shown, not cleared. */}
      <div className={styles.page} onSubmitCapture={() => appStore.set(clearErrorsAtom, true)}>
        <SiteHeader />
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <Suspense fallback={null}>
          <DeferredShell onContactPage={onContactPage} />
        </Suspense>
      </div>
    </SubmitClickedProvider>
  );
}
