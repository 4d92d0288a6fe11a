import { pages } from '@northgate/site-config';
import { Container, buttonClass } from '@northgate/ui';
import { lazy, Suspense, useEffect, useRef, useState, type FocusEvent } from 'react';
import * as styles from './testimonials.css.ts';
import { AppLink } from '../../../navigation/navigation.tsx';

// The testimonials, keen-slider and its CSS load only when the section nears the viewport, outside the
// home page's initial JavaScript budget (scripts/check-bundle-budget.mjs). Until then the slot keeps the
// carousel's height, so nothing below it moves when the slides arrive.
const TestimonialCarousel = lazy(() => import('./testimonial-carousel.tsx'));

/** Starts loading this far before the section scrolls into view. */
const PRELOAD_MARGIN = '600px 0px';

function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

export function TestimonialsSection() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const placeholder = <div className={styles.placeholder} />;

  // Autoplay holds while the pointer is over the section or keyboard focus is anywhere inside it.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      className={styles.section}
      aria-labelledby="testimonials-title"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Container padding="band" className={styles.inner}>
        <div className={styles.header}>
          <h2 id="testimonials-title" className={styles.title}>
            What borrowers say
          </h2>
          <button type="button" className={styles.pauseButton} onClick={() => setUserPaused((p) => !p)}>
            {userPaused ? 'Play testimonials' : 'Pause testimonials'}
          </button>
        </div>
        <div ref={ref} className={styles.slot}>
          {near ? (
            <Suspense fallback={placeholder}>
              <TestimonialCarousel paused={userPaused || hovered || focused} />
            </Suspense>
          ) : (
            placeholder
          )}
        </div>
        <div className={styles.actions}>
          <AppLink to={pages.testimonials.path} className={buttonClass()}>
            View All
          </AppLink>
        </div>
      </Container>
    </section>
  );
}
