import { pages } from '@northgate/site-config';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { AddressReportForm } from './address-report-form.tsx';
import * as styles from './home.css.ts';

export function HomePage() {
  useDocumentTitle('Home');
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
    </>
  );
}
