import 'keen-slider/keen-slider.min.css';
import { useKeenSlider } from 'keen-slider/react';
import { useEffect, useState } from 'react';
import { shortTestimonials } from '../testimonials.ts';
import { AUTOPLAY_MS } from './carousel-timing.ts';
import { TestimonialCard } from './testimonial-card.tsx';
import * as styles from './testimonials.css.ts';

/** Product spec §9 (docs/product/product-spec.md): loops, 3 per view (2 under 1024px, 1 under 640px), every AUTOPLAY_MS, gap 1rem. */
const GAP_PX = 16;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

// jsdom (the unit tests) has no matchMedia, whatever the DOM types say.
const reducedMotionQuery = () => ('matchMedia' in window ? window.matchMedia(REDUCED_MOTION) : null);

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => reducedMotionQuery()?.matches ?? false);
  useEffect(() => {
    const query = reducedMotionQuery();
    if (!query) return;
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * The home page's testimonial carousel (keen-slider). `paused` is set by the section while the pointer
 * is over it, while keyboard focus is inside it or after the visitor presses Pause; autoplay never
 * runs when the system asks for reduced motion.
 */
export default function TestimonialCarousel({ paused }: { paused: boolean }) {
  const reducedMotion = usePrefersReducedMotion();
  const [ready, setReady] = useState(false);
  const [current, setCurrent] = useState(0);
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    loop: true,
    slides: { perView: 1, spacing: GAP_PX },
    breakpoints: {
      '(min-width: 640px)': { slides: { perView: 2, spacing: GAP_PX } },
      '(min-width: 1024px)': { slides: { perView: 3, spacing: GAP_PX } },
    },
    defaultAnimation: { duration: 800 },
    created: () => setReady(true),
    slideChanged: (s) => setCurrent(s.track.details.rel),
  });

  const running = ready && !paused && !reducedMotion;
  useEffect(() => {
    if (!running) return;
    // Restarted after every slide change, so a drag also gets a full interval before the next move.
    const timer = window.setTimeout(() => slider.current?.next(), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [running, current, slider]);

  const total = shortTestimonials.length;
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Borrower testimonials"
      data-ready={ready || undefined}
      data-autoplay={running ? 'on' : 'off'}
    >
      <div ref={sliderRef} className={`keen-slider ${styles.track}`}>
        {shortTestimonials.map((t, i) => (
          <div
            key={t.name}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${total}`}
            className={`keen-slider__slide ${styles.slide}`}
          >
            <TestimonialCard testimonial={t} />
          </div>
        ))}
      </div>
    </div>
  );
}
