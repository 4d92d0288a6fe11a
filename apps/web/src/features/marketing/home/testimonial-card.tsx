import { InitialsAvatar } from '../avatar.tsx';
import type { ShortTestimonial } from '../testimonials.ts';
import * as styles from './testimonials.css.ts';

/** One short testimonial: the quote, then who said it. Used by the static list and the carousel. */
export function TestimonialCard({ testimonial }: { testimonial: ShortTestimonial }) {
  return (
    <figure className={styles.card}>
      <blockquote className={styles.quote}>
        <p>“{testimonial.shortText}”</p>
      </blockquote>
      <figcaption className={styles.person}>
        <InitialsAvatar avatar={testimonial.avatar} />
        <span>
          <span className={styles.name}>{testimonial.name}</span>
          <span className={styles.role}>{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
