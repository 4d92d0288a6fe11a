import { pages, site } from '@northgate/site-config';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SocialIcon } from './social-icon.tsx';
import * as styles from './shell.css.ts';

const aboutLinks = [
  { to: pages.privacyPolicy.path, label: 'Privacy Policy' },
  { to: pages.legal.path, label: 'Legal' },
  { to: pages.termsOfService.path, label: 'Terms of Service' },
  { to: pages.contactUs.path, label: 'Contact Us' },
  { to: pages.affiliateProgram.path, label: 'Become an Affiliate' },
] as const;

/** Spec section 1's footer. `contactForm` is the 'Connect with our team' form. */
export function SiteFooter({ contactForm }: { contactForm?: ReactNode }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <section aria-labelledby="footer-connect" className={styles.footerConnect}>
          <h2 id="footer-connect" className={styles.footerHeading}>
            Connect with our team
          </h2>
          <p>
            Call <a href={site.phoneHref}>{site.phone}</a> ({site.hours}) or email{' '}
            <a href={`mailto:${site.email}`}>{site.email}</a>.
          </p>
          {contactForm}
        </section>

        <nav aria-labelledby="footer-about" className={styles.footerColumn}>
          <h2 id="footer-about" className={styles.footerHeading}>
            About Us
          </h2>
          <ul className={styles.footerList}>
            {aboutLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={styles.footerLink}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-social" className={styles.footerColumn}>
          <h2 id="footer-social" className={styles.footerHeading}>
            Follow us
          </h2>
          <ul className={styles.socialList}>
            {site.social.map((s) => (
              <li key={s.id}>
                <a
                  href={s.url}
                  className={styles.socialLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${site.shortBrand} on ${s.label} (opens in a new tab)`}
                >
                  <SocialIcon id={s.id} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={styles.footerBottom}>
        <p>
          © {site.copyrightYear} {site.legalName}. NMLS #{site.nmlsId}. Equal Housing Opportunity.
        </p>
      </div>
    </footer>
  );
}
