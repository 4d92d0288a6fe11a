import { pages } from '@northgate/site-config';
import { InitialsAvatar } from './avatar.tsx';
import { MarketingPage } from './marketing-page.tsx';
import { shortTestimonials } from './testimonials.ts';
import * as styles from './marketing.css.ts';
import { AppLink } from '../../navigation/navigation.tsx';

/** /testimonials/: the six short testimonials, each with its full story behind a disclosure. */
export function TestimonialsPage() {
  return (
    <MarketingPage
      page="testimonials"
      lead="Investors, homeowners and business owners on what it was like to borrow from us."
      description="What borrowers say about approvals within 48 hours, closings in days and working with one loan officer from application to closing."
    >
      <ul className={styles.reviewGrid}>
        {shortTestimonials.map((t) => (
          <li key={t.name}>
            <figure className={styles.card}>
              <blockquote className={styles.quote}>
                <p>“{t.shortText}”</p>
              </blockquote>
              <details className={styles.details}>
                <summary className={styles.summary}>Read {t.name.split(' ')[0]}’s full story</summary>
                <p>{t.fullText}</p>
              </details>
              <figcaption className={styles.person}>
                <InitialsAvatar avatar={t.avatar} />
                <span>
                  <span className={styles.personName}>{t.name}</span>
                  <span className={styles.personMeta}>{t.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className={styles.callout}>
        Testimonials describe individual borrowers’ experiences. Results depend on the property, the borrower
        and the loan program, and are not a commitment to lend.
      </p>
      <p className={styles.muted}>
        Want the longer stories? <AppLink to={pages.moreReviews.path}>Read more reviews</AppLink>.
      </p>
    </MarketingPage>
  );
}
