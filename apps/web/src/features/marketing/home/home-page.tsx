import { Container } from '@northgate/ui';
import { pages, site } from '@northgate/site-config';
import { lazy, Suspense } from 'react';
import { organizationJsonLd, useSeo } from '../seo.ts';
import { AddressReportForm } from './address-report-form.tsx';
import * as styles from './home.css.ts';
import { AppLink } from '../../../navigation/navigation.tsx';

// The code of the sections below the hero (loan types, advantages, tools, testimonials) is a separate
// chunk requested as soon as the page renders, keeping the home page's initial JavaScript within its
// budget (scripts/check-bundle-budget.mjs). The prerendered HTML already holds the sections: React
// keeps them on screen and makes them interactive when the chunk arrives. Without that HTML, the
// placeholder keeps the footer out of view until they arrive, so nothing visible moves.
const HomeSections = lazy(() => import('./home-sections.tsx'));

export function HomePage() {
  useSeo({
    title: `${site.brand} | Private real-estate and business loans`,
    description:
      'Hard-money, bridge, fix-and-flip, investment property, business and permanent loans from one private lender. Approvals within 48 hours.',
    path: pages.home.path,
    jsonLd: organizationJsonLd(site.url),
  });
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <Container padding="none" className={styles.heroInner}>
          <h1 id="hero-title" className={styles.heroTitle}>
            One Platform For All Your Financing Needs
          </h1>
          <p className={styles.heroSubheading}>Discover your property value today</p>
          <AddressReportForm />
          <div className={styles.heroLinks}>
            <AppLink to={pages.shortQuiz.path} className={styles.primaryLink}>
              Apply Now
            </AppLink>
            <AppLink to={pages.mortgageCalculator.path} className={styles.secondaryLink}>
              Mortgage Calculator
            </AppLink>
          </div>
        </Container>
      </section>

      <Suspense fallback={<div className={styles.sectionsPlaceholder} />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
