import { pages, site } from '@northgate/site-config';
import { MarketingPage } from '../marketing-page.tsx';
import * as styles from '../marketing.css.ts';
import { AppLink } from '../../../navigation/navigation.tsx';

/** /legal/: licensing, Equal Housing Opportunity and fair-lending notices, and the disclosures behind our marketing. */
export function LegalPage() {
  return (
    <MarketingPage
      page="legal"
      lead="Licensing, fair lending and the disclosures that apply to our loans, our tools and this website."
      description={`${site.brand} licensing (NMLS #${site.nmlsId}), Equal Housing Opportunity and loan disclosures: not a commitment to lend, estimates are not appraisals.`}
    >
      <div className={styles.prose}>
        <h2>Licensing</h2>
        <p>
          {site.legalName} is a private lender, NMLS #{site.nmlsId}. You can look up our licenses and any
          public actions by searching for that number on{' '}
          <a href="https://www.nmlsconsumeraccess.org/">NMLS Consumer Access (nmlsconsumeraccess.org)</a>.
        </p>
        <p>
          California: Loans made or arranged pursuant to a California Financing Law license. Mortgage loans on
          a borrower’s residence are offered only in states where we are licensed or exempt from licensing,
          and loan programs may not be available in every state.
        </p>
        <p>
          Our office: {site.address.street}, {site.address.city}, {site.address.state} {site.address.zip}.
          Telephone <a href={site.phoneHref}>{site.phone}</a>.
        </p>

        <h2>Equal Housing Opportunity</h2>
        <p>
          We are an Equal Housing Opportunity lender. We do business in accordance with the Fair Housing Act
          and the Equal Credit Opportunity Act, and we do not discriminate in any part of a loan on the basis
          of race, color, religion, national origin, sex (including sexual orientation and gender identity),
          familial status or disability.
        </p>
        <h3>Equal Credit Opportunity Act notice</h3>
        <p>
          The federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit
          applicants on the basis of race, color, religion, national origin, sex, marital status, age
          (provided the applicant has the capacity to enter into a binding contract); because all or part of
          the applicant’s income derives from any public assistance program; or because the applicant has in
          good faith exercised any right under the Consumer Credit Protection Act. The federal agency that
          administers compliance with this law concerning this creditor is the Federal Trade Commission,
          Consumer Response Center, Washington, DC 20580.
        </p>

        <h2>Disclosures</h2>
        <h3>Not a commitment to lend</h3>
        <p>
          Nothing on this website is an offer or a commitment to lend. Pre-qualification results, term sheets
          and typical terms are not approvals. A loan is approved only in a written commitment after we review
          the application, the property, title, an appraisal or valuation and your documents. All loans are
          subject to underwriting and credit approval.
        </p>
        <h3>Rates and terms are subject to change</h3>
        <p>
          Rates, fees and terms shown on this website are examples and ranges. They change with market
          conditions without notice and depend on the property, your experience, credit and the loan-to-value.
          Your rate is set only when it is locked in writing.
        </p>
        <h3>Estimates are not appraisals</h3>
        <p>
          The property value estimator gives an automated estimate for information only. It is not an
          appraisal, a broker price opinion or a guarantee of value, and a lender will not rely on it to make
          a loan. The mortgage calculator shows illustrations based on the numbers you enter; actual payments
          also depend on taxes, insurance, association dues and the final loan terms.
        </p>
        <h3>Timing</h3>
        <p>
          “Approvals within 48 hours” means an underwriting decision within 48 hours after we have a complete
          file, including the appraisal or valuation and title report. “Closings in days” describes
          business-purpose loans once approved; closing dates also depend on title companies, insurance and
          signatures. Loans on a borrower’s home follow the federal disclosure waiting periods.
        </p>
        <h3>Business-purpose and consumer loans</h3>
        <p>
          Investment property, fix-and-flip, bridge and business loans are made for business purposes only and
          are not available for personal, family or household use. Loans secured by a borrower’s primary
          residence are consumer loans and come with the disclosures federal and state law require.
        </p>
        <h3>Testimonials</h3>
        <p>
          Testimonials and reviews describe individual borrowers’ experiences. Your terms and timeline depend
          on your own application.
        </p>
        <h3>Links to other websites</h3>
        <p>
          Links to other websites, including our social media profiles and the broker portal, are provided for
          convenience. Their own terms and privacy policies apply.
        </p>

        <h2>Complaints</h2>
        <p>
          If something went wrong, tell us first: call <a href={site.phoneHref}>{site.phone}</a> or email{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a>, and a manager will look into it and reply. You
          may also contact the Consumer Financial Protection Bureau at consumerfinance.gov or your state’s
          financial regulator.
        </p>
        <p>
          See also our <AppLink to={pages.privacyPolicy.path}>Privacy policy</AppLink> and{' '}
          <AppLink to={pages.termsOfService.path}>Terms of service</AppLink>.
        </p>
      </div>
    </MarketingPage>
  );
}
