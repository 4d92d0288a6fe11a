import { Heading } from '@northgate/ui';
import { AffiliateForm } from './affiliate/affiliate-form.tsx';
import { pages, site } from '@northgate/site-config';
import { Link } from '@tanstack/react-router';
import { MarketingPage } from './marketing-page.tsx';
import * as styles from './marketing.css.ts';

const offers = [
  'A named loan officer who answers your calls and keeps you informed, with the borrower’s permission, from application to closing.',
  'Straight answers on whether we can help a borrower, and decisions within 48 hours of a complete file.',
  'Programs banks do not offer: rental loans qualified on rent, fix-and-flip and bridge loans, and business loans secured by real estate.',
  'Plain-language descriptions of our loan programs that you may share with clients.',
];

const audience = [
  'Real estate agents and property managers whose investor clients need fast, asset-based financing.',
  'Accountants, attorneys and financial advisers who work with business owners and investors.',
  'Contractors, wholesalers and investor-club organizers who meet buyers early in a deal.',
  'Licensed mortgage brokers who want a private-lending partner for loans outside bank guidelines.',
];

/** /affiliate-program/: what the referral program is, who it is for and how fees work. */
export function AffiliateProgramPage() {
  const subject = encodeURIComponent('Affiliate program application');
  return (
    <MarketingPage
      page="affiliateProgram"
      lead="Introduce investors and business owners to a lender that gives fast, straight answers, and earn a fee where the law allows it."
      description={`Join the ${site.brand} affiliate program: who it is for, what you get and how referral fees are paid, only where permitted by law and disclosed to the borrower.`}
    >
      <div className={styles.twoColumns}>
        <section className={styles.section} aria-labelledby="offer-title">
          <Heading level={2} id="offer-title">
            What the program offers
          </Heading>
          <ul className={styles.bulletList}>
            {offers.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section className={styles.section} aria-labelledby="audience-title">
          <Heading level={2} id="audience-title">
            Who it is for
          </Heading>
          <ul className={styles.bulletList}>
            {audience.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      </div>

      <section className={styles.section} aria-labelledby="fees-title">
        <Heading level={2} id="fees-title">
          How referral fees work
        </Heading>
        <div className={styles.prose}>
          <p>
            Referral fees are paid only where permitted by law and are always disclosed to the borrower. We
            agree the fee with you in writing before you refer anyone, and it is paid by {site.shortBrand}{' '}
            after the loan closes, never by the borrower and never for a loan that does not close.
          </p>
          <ul>
            <li>
              <strong>Business-purpose loans</strong> (investment property, fix-and-flip, bridge and business
              financing): affiliates may earn a referral fee where state law allows it, shown on the
              borrower’s closing statement.
            </li>
            <li>
              <strong>Loans on a borrower’s own home:</strong> federal law (the Real Estate Settlement
              Procedures Act) does not allow fees for referrals alone. Only licensed mortgage brokers are paid
              for these loans, for the services they provide, as disclosed in the Loan Estimate and Closing
              Disclosure.
            </li>
            <li>
              Some states require a license to be paid for arranging loans. Before we pay a fee we confirm
              that it is allowed where you and the property are located.
            </li>
          </ul>
          <p>
            Affiliates may not collect fees from borrowers, promise approval or terms, or take loan
            applications on our behalf. Borrowers always apply with us directly.
          </p>
        </div>
      </section>

      <section className={styles.ctaBand} aria-labelledby="apply-affiliate-title">
        <Heading level={2} id="apply-affiliate-title">
          Apply to the affiliate program
        </Heading>
        <p className={styles.termValue}>
          Tell us your name, company, website and how you would refer borrowers. A member of our partnerships
          team will follow up. You can also reach them by{' '}
          <a href={`mailto:${site.email}?subject=${subject}`}>email</a> or by phone at{' '}
          <a href={site.phoneHref}>{site.phone}</a> ({site.hours}).
        </p>
        <AffiliateForm />
        <p className={styles.muted}>
          Prefer to talk first? Send us a message from the <Link to={pages.contactUs.path}>contact page</Link>
          .
        </p>
      </section>
    </MarketingPage>
  );
}
