import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import * as styles from './lazy-contact-form.css.ts';

const ContactForm = lazy(() => import('./contact-form.tsx').then((m) => ({ default: m.ContactForm })));

/**
 * The footer's contact form loads when the footer comes near the viewport, so pages do not pay
 * for Formik and the form fields on first load. The reserved space keeps the layout still.
 */
export function LazyContactForm() {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = anchor.current;
    if (!element || near) return;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      {
        rootMargin: '600px 0px',
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={anchor} className={styles.slot}>
      {near && (
        <Suspense fallback={null}>
          <ContactForm variant="footer" />
        </Suspense>
      )}
    </div>
  );
}
