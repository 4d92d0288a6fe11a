import { Container, Stack } from '@northgate/ui';
import { pages, site } from '@northgate/site-config';
import type { ReactNode } from 'react';
import { AppLink } from '../../navigation/navigation.tsx';
import { SocialIcon } from './social-icon.tsx';
import * as styles from './shell.css.ts';

const aboutLinks = [
  { to: pages.privacyPolicy.path, label: 'Privacy Policy' },
  { to: pages.legal.path, label: 'Legal' },
  { to: pages.termsOfService.path, label: 'Terms of Service' },
  { to: pages.contactUs.path, label: 'Contact Us' },
  { to: pages.affiliateProgram.path, label: 'Become an Affiliate' },
] as const;

/** The footer of product spec §1 (docs/product/product-spec.md). `contactForm` is the 'Connect with our team' form. */
export function SiteFooter({ contactForm }: { contactForm?: ReactNode }) {
  return (
    <footer className={styles.footer}>
      <Container padding="none" className={styles.footerInner}>
        <Stack as="section" gap="sm" align="start" aria-labelledby="footer-connect">
          <h2 id="footer-connect" className={styles.footerHeading}>
            Connect with our team
          </h2>
          <p>
            Call <a href={site.phoneHref}>{site.phone}</a> ({site.hours}) or email{' '}
            <a href={`mailto:${site.email}`}>{site.email}</a>.
          </p>
          {contactForm}
        </Stack>

        <Stack as="nav" gap="sm" align="start" aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.footerHeading}>
            About Us
          </h2>
          <ul className={styles.footerList}>
            {aboutLinks.map((l) => (
              <li key={l.to}>
                <AppLink to={l.to} className={styles.footerLink}>
                  {l.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </Stack>

        <Stack as="section" gap="sm" align="start" aria-labelledby="footer-social">
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
        </Stack>
      </Container>
      <div className={styles.footerBottom}>
        <p>
          © {site.copyrightYear} {site.legalName}. NMLS #{site.nmlsId}. Equal Housing Opportunity.
        </p>
      </div>
    </footer>
  );
}
