import { pages, site } from '@northgate/site-config';
import { MarketingPage } from '../marketing-page.tsx';
import * as styles from '../marketing.css.ts';
import { LEGAL_EFFECTIVE_DATE } from './effective-date.ts';
import { AppLink } from '../../../navigation/navigation.tsx';

const sharingReasons = [
  {
    reason: 'For our everyday business purposes',
    detail:
      'such as to process your transactions, maintain your account(s), respond to court orders and legal investigations, or report to credit bureaus',
    share: 'Yes',
    limit: 'No',
  },
  {
    reason: 'For our marketing purposes',
    detail: 'to offer our products and services to you',
    share: 'Yes',
    limit: 'No',
  },
  { reason: 'For joint marketing with other financial companies', share: 'No', limit: 'We don’t share' },
  {
    reason: 'For our affiliates’ everyday business purposes',
    detail: 'information about your transactions and experiences',
    share: 'No',
    limit: 'We don’t share',
  },
  {
    reason: 'For our affiliates’ everyday business purposes',
    detail: 'information about your creditworthiness',
    share: 'No',
    limit: 'We don’t share',
  },
  { reason: 'For our affiliates to market to you', share: 'No', limit: 'We don’t share' },
  { reason: 'For nonaffiliates to market to you', share: 'No', limit: 'We don’t share' },
] as const;

/** /privacy-policy/: a privacy notice in the shape of the federal GLBA model form, plus website details. */
export function PrivacyPolicyPage() {
  const brand = site.brand;
  return (
    <MarketingPage
      page="privacyPolicy"
      lead={`What ${brand} does with your personal information, who we share it with and the choices you have.`}
      description={`The ${brand} privacy notice: what we collect, how and why we share it, how we protect it and how to limit marketing.`}
    >
      <div className={styles.prose}>
        <p className={styles.muted}>Effective {LEGAL_EFFECTIVE_DATE}</p>

        <h2>Facts: what does {brand} do with your personal information?</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.muted}>Why, what and how</caption>
            <tbody>
              <tr>
                <th scope="row" className={styles.factsLabel}>
                  Why?
                </th>
                <td>
                  Financial companies choose how they share your personal information. Federal law gives
                  consumers the right to limit some but not all sharing. Federal law also requires us to tell
                  you how we collect, share and protect your personal information. Please read this notice
                  carefully to understand what we do.
                </td>
              </tr>
              <tr>
                <th scope="row" className={styles.factsLabel}>
                  What?
                </th>
                <td>
                  The types of personal information we collect and share depend on the product or service you
                  have with us. This information can include:
                  <ul>
                    <li>Social Security number and income</li>
                    <li>Account balances and payment history</li>
                    <li>Credit history and credit scores</li>
                    <li>Assets, employment information and details of the property you finance</li>
                  </ul>
                  When you are no longer our customer, we continue to share your information as described in
                  this notice.
                </td>
              </tr>
              <tr>
                <th scope="row" className={styles.factsLabel}>
                  How?
                </th>
                <td>
                  All financial companies need to share customers’ personal information to run their everyday
                  business. In the section below, we list the reasons financial companies can share their
                  customers’ personal information; the reasons {brand} chooses to share; and whether you can
                  limit this sharing.
                </td>
              </tr>
            </tbody>
          </table>
        </div>

        <h2>Reasons we can share your personal information</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Reasons we can share your personal information</th>
                <th scope="col">Does {brand} share?</th>
                <th scope="col">Can you limit this sharing?</th>
              </tr>
            </thead>
            <tbody>
              {sharingReasons.map((row) => (
                <tr key={`${row.reason}-${'detail' in row ? row.detail : ''}`}>
                  <th scope="row">
                    <strong>{row.reason}</strong>
                    {'detail' in row ? ` — ${row.detail}` : ''}
                  </th>
                  <td>{row.share}</td>
                  <td>{row.limit}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <h2>To limit our marketing to you</h2>
        <p>
          We do not share your information in any way that federal law lets you limit. You can still ask us to
          stop sending you marketing about our own products:
        </p>
        <ul>
          <li>
            Call <a href={site.phoneHref}>{site.phone}</a> ({site.hours}), or
          </li>
          <li>
            Email <a href={`mailto:${site.email}?subject=Marketing%20opt-out`}>{site.email}</a> with the
            subject “Marketing opt-out”, or
          </li>
          <li>
            Use the unsubscribe link in any marketing email, or reply STOP to any marketing text message.
          </li>
        </ul>
        <p>
          Your choice applies to everyone on your account and stays in place until you tell us otherwise. We
          will still send messages about your application or loan.
        </p>

        <h2>Questions?</h2>
        <p>
          Call <a href={site.phoneHref}>{site.phone}</a>, email{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a> or write to {site.legalName},{' '}
          {site.address.street}, {site.address.city}, {site.address.state} {site.address.zip}.
        </p>

        <h2>Who we are</h2>
        <p>
          This notice is provided by {site.legalName} (NMLS #{site.nmlsId}), a private lender offering real
          estate and business loans.
        </p>

        <h2>What we do</h2>
        <h3>How does {brand} protect my personal information?</h3>
        <p>
          To protect your personal information from unauthorized access and use, we use security measures that
          comply with federal law. These measures include computer safeguards and secured files and buildings.
          Sensitive numbers such as Social Security numbers, dates of birth and account numbers are encrypted
          when stored and masked when displayed. Only employees and service providers who need your
          information to serve you can see it, and they are bound by confidentiality obligations.
        </p>
        <h3>How does {brand} collect my personal information?</h3>
        <p>We collect your personal information, for example, when you:</p>
        <ul>
          <li>apply for a loan or give us your income information</li>
          <li>provide account information or give us your contact information</li>
          <li>make payments on your loan</li>
        </ul>
        <p>
          We also collect your personal information from others, such as credit bureaus, appraisers and title
          companies.
        </p>
        <h3>Why can’t I limit all sharing?</h3>
        <p>Federal law gives you the right to limit only:</p>
        <ul>
          <li>
            sharing for affiliates’ everyday business purposes — information about your creditworthiness
          </li>
          <li>affiliates from using your information to market to you</li>
          <li>sharing for nonaffiliates to market to you</li>
        </ul>
        <p>
          State laws and individual companies may give you additional rights to limit sharing. See “Other
          important information” below.
        </p>

        <h2>Definitions</h2>
        <h3>Affiliates</h3>
        <p>
          Companies related by common ownership or control. They can be financial and nonfinancial companies.{' '}
          {brand} has no affiliates that receive your personal information.
        </p>
        <h3>Nonaffiliates</h3>
        <p>
          Companies not related by common ownership or control. They can be financial and nonfinancial
          companies. {brand} does not share with nonaffiliates so they can market to you.
        </p>
        <h3>Joint marketing</h3>
        <p>
          A formal agreement between nonaffiliated financial companies that together market financial products
          or services to you. {brand} does not jointly market.
        </p>

        <h2>Other important information</h2>
        <h3>This website</h3>
        <p>
          When you use this website we receive the information you type into forms and basic technical data
          such as your IP address, browser type and the pages you request, which we use to run and secure the
          site. We use only the cookies needed to keep you signed in and to protect forms against forgery. We
          do not use advertising cookies and we do not sell your personal information or share it for
          cross-context behavioral advertising.
        </p>
        <h3>California residents</h3>
        <p>
          We do not share your information with nonaffiliates except as permitted by law, for example to
          service your loan, and we do not share it with affiliates. For personal information that is not
          covered by federal financial privacy law, such as information from a website visit that did not lead
          to an application, you may ask to know, correct or delete the information we hold about you by
          contacting us as shown above. We will not discriminate against you for making a request.
        </p>
        <h3>Keeping your information</h3>
        <p>
          We keep loan files for as long as the law requires us to, and contact messages for as long as needed
          to answer them and keep a record of our reply.
        </p>
        <p>
          See also our <AppLink to={pages.termsOfService.path}>Terms of service</AppLink> and{' '}
          <AppLink to={pages.legal.path}>licensing and disclosures</AppLink>.
        </p>
      </div>
    </MarketingPage>
  );
}
