import { pages, site } from '@northgate/site-config';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { AddressReportForm } from './address-report-form.tsx';
import * as styles from './home.css.ts';

// The sections below the hero (loan types, advantages, tools, testimonials) and the SEO tags load as a
// separate chunk requested as soon as the page renders, keeping the home page's initial JavaScript
// within its budget (scripts/check-bundle-budget.mjs). The placeholder keeps the footer out of view
// until they arrive, so nothing visible moves.
const HomeSections = lazy(() => import('./home-sections.tsx'));

export function HomePage() {
  useEffect(() => {
    document.title = site.brand;
  }, []);
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroInner}>
          <h1 id="hero-title" className={styles.heroTitle}>
            One Platform For All Your Financing Needs
          </h1>
          <p className={styles.heroSubheading}>Discover your property value today</p>
          <AddressReportForm />
          <div className={styles.heroLinks}>
            <Link to={pages.shortQuiz.path} className={styles.primaryLink}>
              Apply Now
            </Link>
            <Link to={pages.mortgageCalculator.path} className={styles.secondaryLink}>
              Mortgage Calculator
            </Link>
          </div>
        </div>
      </section>

      <Suspense fallback={<div className={styles.sectionsPlaceholder} />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
