import { pages, site } from '@northgate/site-config';
import { MarketingPage } from '../marketing-page.tsx';
import * as styles from '../marketing.css.ts';
import { LEGAL_EFFECTIVE_DATE } from './effective-date.ts';
import { AppLink } from '../../../navigation/navigation.tsx';

/** /terms-of-service/: the terms for using this website, its tools and the borrower account. */
export function TermsOfServicePage() {
  const brand = site.brand;
  return (
    <MarketingPage
      page="termsOfService"
      lead="The terms that apply when you use this website, its calculators and your borrower account."
      description={`Terms of service for the ${brand} website: accounts, applications, calculators and estimates, electronic communications and your responsibilities.`}
    >
      <div className={styles.prose}>
        <p className={styles.muted}>Effective {LEGAL_EFFECTIVE_DATE}</p>

        <h2>1. Who we are and what these terms cover</h2>
        <p>
          This website is operated by {site.legalName} (“{site.shortBrand}”, “we”, “us”). These terms apply to
          your use of the website, the property value estimator, the mortgage calculator, the quizzes and
          applications, and your borrower account. By using the website you agree to them. If you do not
          agree, please do not use the site.
        </p>
        <p>
          A loan itself is governed by its own loan documents, not by these terms. If anything here conflicts
          with your loan documents, the loan documents control.
        </p>

        <h2>2. Who may use the website</h2>
        <p>
          You must be at least 18 years old and able to enter into a binding contract. Loans are available
          only for properties and borrowers in states where we lend. Brokers use the separate broker portal
          and its own terms.
        </p>

        <h2>3. Your account</h2>
        <ul>
          <li>Give us accurate, current and complete information, and keep it up to date in your profile.</li>
          <li>
            Keep your password private and do not share your account. Tell us right away if you think someone
            else has used it.
          </li>
          <li>
            Apply only for yourself or for a business you are authorized to represent. Applying in another
            person’s name, or giving false information on a loan application, may be a crime.
          </li>
        </ul>

        <h2>4. Applications, quotes and tools</h2>
        <p>
          Submitting a quiz or an application is a request for credit, not an approval. Pre-qualification
          results, term sheets and the typical terms on this website are not commitments to lend; only a
          written loan commitment is. The property value estimator provides an automated estimate that is not
          an appraisal, and the mortgage calculator shows illustrations based on the numbers you enter. Do not
          rely on either one to make a financial decision without talking to us or a professional adviser.
        </p>
        <p>
          When you apply you authorize us to verify the information you give us and, with your permission, to
          obtain a credit report. We tell you before we pull credit.
        </p>

        <h2>5. Electronic communications</h2>
        <p>
          You agree that we may communicate with you electronically about your account and applications, by
          email, text message and notices in your account. Messages to verify your email address or phone
          number are sent when you ask for them. For documents that the law requires us to give you on paper
          unless you consent otherwise, we ask for your separate consent first, and you can always ask for a
          paper copy free of charge.
        </p>

        <h2>6. Acceptable use</h2>
        <p>You agree not to:</p>
        <ul>
          <li>use the website for any unlawful purpose or to submit information you know to be false;</li>
          <li>
            try to access other people’s accounts or data, or parts of the site you are not allowed to use;
          </li>
          <li>
            interfere with the site’s security, overload it, or use automated tools to scrape or submit forms;
          </li>
          <li>copy, resell or frame the website or its content without our written permission.</li>
        </ul>
        <p>We may suspend or close an account that breaks these rules.</p>

        <h2>7. Our content</h2>
        <p>
          The website’s text, design, logos and software belong to {site.legalName} or its licensors. You may
          view and print pages for your own personal use. Links to other websites are provided for
          convenience; we are not responsible for their content.
        </p>

        <h2>8. Privacy</h2>
        <p>
          How we collect, use and share your information is explained in our{' '}
          <AppLink to={pages.privacyPolicy.path}>Privacy policy</AppLink>.
        </p>

        <h2>9. Disclaimers</h2>
        <p>
          We work to keep the website accurate and available, but it is provided “as is”. Rates, programs and
          content may change without notice. To the extent the law allows, we disclaim implied warranties,
          including merchantability and fitness for a particular purpose. Nothing in these terms limits rights
          you have under consumer protection laws that cannot be waived.
        </p>

        <h2>10. Limitation of liability</h2>
        <p>
          To the extent the law allows, {site.shortBrand} is not liable for indirect, incidental or
          consequential damages arising from your use of the website, including decisions made on the basis of
          an estimate or a calculator result. This does not limit our obligations under your loan documents or
          under the law.
        </p>

        <h2>11. Governing law</h2>
        <p>
          These terms are governed by the laws of the State of California and applicable federal law, without
          regard to conflict-of-law rules.
        </p>

        <h2>12. Changes to these terms</h2>
        <p>
          We may update these terms. The effective date above shows when they last changed; material changes
          are announced on this website or by email before they take effect. Continuing to use the website
          after that means you accept the new terms.
        </p>

        <h2>13. Contact</h2>
        <p>
          Questions about these terms: call <a href={site.phoneHref}>{site.phone}</a>, email{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a> or write to {site.legalName},{' '}
          {site.address.street}, {site.address.city}, {site.address.state} {site.address.zip}. Licensing and
          fair-lending notices are on our <AppLink to={pages.legal.path}>Legal</AppLink> page.
        </p>
      </div>
    </MarketingPage>
  );
}
