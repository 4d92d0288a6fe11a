import { LazyContactForm } from '../../features/contact/lazy-contact-form.tsx';
import { GlobalFeedback } from './global-feedback.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { SiteFooter } from './site-footer.tsx';

/**
 * The shell below and over the page, none of it needed to use the page's first screen: the footer
 * (with the contact form, except on /contactUs, which has its own), the scroll-to-top button (shown
 * after some scrolling) and the toasts and loader (shown when something happens).
 */
export function DeferredShell({ onContactPage }: { onContactPage: boolean }) {
  return (
    <>
      <SiteFooter contactForm={onContactPage ? undefined : <LazyContactForm />} />
      <ScrollToTop />
      <GlobalFeedback />
    </>
  );
}
