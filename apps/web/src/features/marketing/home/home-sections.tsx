import { Container, Heading } from '@northgate/ui';
import { visuallyHidden } from '@northgate/ui/focus.css';
import { pages, site } from '@northgate/site-config';
import { LinkedTextView } from '../../../components/page/linked-text.tsx';
import { advantages, loanTypes } from './home-content.ts';
import { TestimonialsSection } from './testimonials-section.tsx';
import * as styles from './home.css.ts';
import { AppLink } from '../../../navigation/navigation.tsx';

/** Everything on the home page below the hero. */
export default function HomeSections() {
  return (
    <>
      <Container as="section" padding="band" className={styles.section} aria-labelledby="loans-title">
        <Heading level={2} id="loans-title">
          Loans for every stage of a property
        </Heading>
        <p className={styles.sectionLead}>
          One application reaches every program. A loan officer tells you which one fits.
        </p>
        <ul className={styles.loanGrid}>
          {loanTypes.map((loan) => (
            <li key={loan.name} className={styles.card}>
              <h3 className={styles.cardTitle}>{loan.name}</h3>
              <p className={styles.cardText}>{loan.summary}</p>
              {loan.page && (
                <AppLink to={pages[loan.page].path} className={styles.cardLink}>
                  About {loan.name.toLowerCase()}
                </AppLink>
              )}
            </li>
          ))}
        </ul>
      </Container>

      <section className={styles.band} aria-labelledby="advantages-title">
        <Container padding="band" className={styles.section}>
          <h2 id="advantages-title" className={styles.eyebrow}>
            committed to you
          </h2>
          <p className={styles.sectionTitle}>Ten reasons borrowers choose {site.shortBrand}</p>
          <ul className={styles.advantages} data-testid="advantages">
            {advantages.map((a) => (
              <li key={a.title} className={styles.advantage}>
                <h3 className={styles.advantageTitle}>{a.title}</h3>
                <p className={styles.cardText}>
                  <LinkedTextView text={a.text} />
                </p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <Container as="section" padding="band" className={styles.section} aria-labelledby="tools-title">
        <Heading level={2} id="tools-title">
          Tools To Start Your Financial Journey
        </Heading>
        <ul className={styles.toolGrid}>
          <li className={styles.card}>
            <h3 className={styles.cardTitle}>Property Value Estimator</h3>
            <p className={styles.cardText}>
              Enter an address to see an estimated value range. An estimate is not an appraisal.
            </p>
            <AppLink
              to={pages.mortgageCalculator.path}
              search={{ tool: 'estimator' }}
              className={styles.viewLink}
            >
              VIEW HERE<span className={visuallyHidden}> for the Property Value Estimator</span>
            </AppLink>
          </li>
          <li className={styles.card}>
            <h3 className={styles.cardTitle}>Mortgage Calculator</h3>
            <p className={styles.cardText}>
              Try a loan amount, rate and term to see the monthly payment and total interest.
            </p>
            <AppLink to={pages.mortgageCalculator.path} className={styles.viewLink}>
              VIEW HERE<span className={visuallyHidden}> for the Mortgage Calculator</span>
            </AppLink>
          </li>
        </ul>
      </Container>

      <TestimonialsSection />
    </>
  );
}
