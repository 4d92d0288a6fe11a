import { pages } from '@northgate/site-config';
import { SubmitClickedProvider } from '@northgate/ui/submit-clicked';
import { useLocation } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useProfileLoader } from '../../session/use-profile-loader.ts';
import { LazyContactForm } from '../../features/contact/lazy-contact-form.tsx';
import { GlobalFeedback } from './global-feedback.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useNavigationEffects } from './use-navigation-effects.ts';
import { clearErrorsAtom, submitClickedAtom } from '../../state/messages.ts';
import { appStore } from '../../state/store.ts';
import * as styles from './shell.css.ts';

export function AppShell({ children }: { children: ReactNode }) {
  useNavigationEffects();
  useProfileLoader();
  const submitClicked = useAtomValue(submitClickedAtom);
  // /contactUs has the same form in the page; one form per page is enough.
  const onContactPage = useLocation({
    select: (l) => l.pathname.replace(/\/$/, '') === pages.contactUs.path,
  });
  return (
    <SubmitClickedProvider value={submitClicked}>
      {/* Any form's submit, whichever feature drew it, sets the flag and clears the last errors
          (spec sections 3 and 8); in the capture phase, before the form's own handler, so an
          error that submit causes is shown, not cleared. */}
      <div className={styles.page} onSubmitCapture={() => appStore.set(clearErrorsAtom, true)}>
        <SiteHeader />
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <SiteFooter contactForm={onContactPage ? undefined : <LazyContactForm />} />
        <ScrollToTop />
        <GlobalFeedback />
      </div>
    </SubmitClickedProvider>
  );
}
