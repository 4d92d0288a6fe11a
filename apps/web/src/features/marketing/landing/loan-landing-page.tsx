import { pages } from '@northgate/site-config';
import { Container, Heading, buttonClass } from '@northgate/ui';
import { faqPageJsonLd, useSeo } from '../seo.ts';
import { TERMS_DISCLAIMER, type LandingContent } from './landing-content.ts';
import { LinkedTextView } from '../../../components/page/linked-text.tsx';
import * as styles from '../marketing.css.ts';
import { AppLink } from '../../../navigation/navigation.tsx';

/**
 * Full-screen landing page of a loan program: who it is for, typical terms as ranges, the process,
 * the documents, FAQs (also as FAQPage structured data) and the way into the matching application.
 */
export function LoanLandingPage({ content }: { content: LandingContent }) {
  const { title, path } = pages[content.page];
  const applicationPath = pages[content.application].path;
  useSeo({ title, description: content.description, path, jsonLd: faqPageJsonLd(content.faqs) });

  return (
    <>
      <section className={styles.hero} aria-labelledby="landing-title">
        <Container className={styles.heroInner}>
          <h1 id="landing-title" className={styles.heroTitle}>
            {title}
          </h1>
          <p className={styles.heroLead}>{content.lead}</p>
          <div className={styles.heroActions}>
            <AppLink to={applicationPath} className={styles.lightButton}>
              {content.ctaLabel}
            </AppLink>
            <a href="#faq" className={styles.outlineLightButton}>
              Read the FAQs
            </a>
          </div>
        </Container>
      </section>

      <Container className={styles.pageGrid}>
        <div className={styles.twoColumns}>
          <section className={styles.section} aria-labelledby="who-title">
            <Heading level={2} id="who-title">
              Who this loan is for
            </Heading>
            <p className={styles.muted}>{content.audience.intro}</p>
            <ul className={styles.bulletList}>
              {content.audience.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>

          <section className={styles.section} aria-labelledby="terms-title">
            <Heading level={2} id="terms-title">
              Typical terms
            </Heading>
            <dl className={styles.terms}>
              {content.terms.map((term) => (
                <div key={term.label} className={styles.termRow}>
                  <dt className={styles.termLabel}>{term.label}</dt>
                  <dd className={styles.termValue}>{term.value}</dd>
                </div>
              ))}
            </dl>
            {content.termsNote && <p className={styles.muted}>{content.termsNote}</p>}
            <p className={styles.callout}>{TERMS_DISCLAIMER}</p>
          </section>
        </div>

        <section className={styles.section} aria-labelledby="process-title">
          <Heading level={2} id="process-title">
            How it works, step by step
          </Heading>
          <ol className={styles.steps}>
            {content.steps.map((step) => (
              <li key={step.title} className={styles.step}>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p className={styles.muted}>
                  <LinkedTextView text={step.text} />
                </p>
              </li>
            ))}
          </ol>
        </section>

        <section className={styles.section} aria-labelledby="documents-title">
          <Heading level={2} id="documents-title">
            Documents you will need
          </Heading>
          <ul className={styles.bulletList}>
            {content.documents.map((doc) => (
              <li key={doc}>{doc}</li>
            ))}
          </ul>
        </section>

        <section id="faq" className={styles.section} aria-labelledby="faq-title">
          <Heading level={2} id="faq-title">
            Frequently asked questions
          </Heading>
          <div className={styles.faqList}>
            {content.faqs.map((faq) => (
              <details key={faq.question} className={styles.faq}>
                <summary className={styles.faqQuestion}>{faq.question}</summary>
                <p className={styles.faqAnswer}>{faq.answer}</p>
              </details>
            ))}
          </div>
        </section>

        <section className={styles.ctaBand} aria-labelledby="apply-title">
          <Heading level={2} id="apply-title">
            Ready to apply?
          </Heading>
          <p className={styles.termValue}>
            The application saves as you go, so you can stop and come back. A loan officer reviews every file.
          </p>
          <AppLink to={applicationPath} className={buttonClass()}>
            {content.ctaLabel}
          </AppLink>
        </section>
      </Container>
    </>
  );
}
