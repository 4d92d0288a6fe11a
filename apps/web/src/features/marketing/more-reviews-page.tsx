import { pages } from '@northgate/site-config';
import { InitialsAvatar } from './avatar.tsx';
import { MarketingPage } from './marketing-page.tsx';
import { longTestimonials } from './testimonials.ts';
import * as styles from './marketing.css.ts';
import { AppLink } from '../../navigation/navigation.tsx';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** Formats an ISO date (YYYY-MM-DD) as e.g. "March 14, 2025", independent of the visitor's time zone. */
export function formatReviewDate(iso: string): string {
  return dateFormat.format(new Date(`${iso}T00:00:00Z`));
}

/** /more-reviews/: the eight long reviews, newest first. */
export function MoreReviewsPage() {
  const reviews = [...longTestimonials].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <MarketingPage
      page="moreReviews"
      lead="Longer stories from investors, homeowners and business owners we have financed, in their own words."
      description="Detailed reviews from borrowers about rental, fix-and-flip, bridge, business and permanent loans with Northgate Private Lending."
    >
      <ul className={styles.reviewList}>
        {reviews.map((r) => (
          <li key={`${r.name}-${r.date}`}>
            <article className={styles.card} aria-label={`Review by ${r.name}`}>
              <p className={styles.termValue}>{r.fullText}</p>
              <p className={styles.person}>
                <InitialsAvatar avatar={r.avatar} />
                <span>
                  <span className={styles.personName}>{r.name}</span>
                  <span className={styles.personMeta}>
                    <time dateTime={r.date}>{formatReviewDate(r.date)}</time>
                  </span>
                </span>
              </p>
            </article>
          </li>
        ))}
      </ul>
      <p className={styles.callout}>
        Reviews describe individual borrowers’ experiences and are not a promise of the same terms or
        timeline.
      </p>
      <p className={styles.muted}>
        <AppLink to={pages.testimonials.path}>Back to testimonials</AppLink>
      </p>
    </MarketingPage>
  );
}
