import { visuallyHidden } from '@northgate/ui/focus.css';
import { Container, DropdownMenu } from '@northgate/ui';
import { pages, site } from '@northgate/site-config';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { AppLink } from '../../navigation/navigation.tsx';
import { isAuthenticatedAtom, profileAtom } from '../../session/session-atoms.ts';
import { useLogout } from '../../session/use-logout.ts';
import * as styles from './shell.css.ts';

const loanLinks = [
  { to: pages.primaryResidenceLoan.path, label: 'Permanent Loan' },
  { to: pages.investmentPropertyLoan.path, label: 'Investment Property Loan' },
  { to: pages.businessFinancing.path, label: 'Business Financing' },
] as const;

/** The header menu of product spec §2 (docs/product/product-spec.md), with a hamburger panel under the mobile breakpoint. */
export function SiteHeader() {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const profile = useAtomValue(profileAtom);
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();

  // Close the mobile panel with Escape, as any disclosure should.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const close = () => setMenuOpen(false);
  // The mobile panel's account card has its own Edit link; the desktop bar needs one here.
  const navItems = (desktop: boolean) => (
    <>
      {signedIn && (
        <li>
          <AppLink to={pages.profile.path} className={styles.navLink} onClick={close}>
            Account
          </AppLink>
        </li>
      )}
      {signedIn && desktop && (
        <li>
          <AppLink to="/profile/edit" className={styles.navLink} activeProps={{ 'aria-current': 'page' }}>
            Edit profile
          </AppLink>
        </li>
      )}
      {loanLinks.map((l) => (
        <li key={l.to}>
          <AppLink
            to={l.to}
            className={styles.navLink}
            activeProps={{ 'aria-current': 'page' }}
            onClick={close}
          >
            {l.label}
          </AppLink>
        </li>
      ))}
      {signedIn && (
        <li>
          <AppLink to={pages.contactUs.path} className={styles.navLink} onClick={close}>
            Contact Us
          </AppLink>
        </li>
      )}
    </>
  );

  const sessionControl = signedIn ? (
    <button
      type="button"
      className={styles.navButton}
      onClick={() => {
        close();
        void logout();
      }}
    >
      Log Out
    </button>
  ) : (
    <DropdownMenu
      label="Login"
      items={[
        { label: 'Borrowers', href: pages.login.path },
        { label: 'Brokers', href: site.brokerPortalUrl, external: true },
      ]}
      renderLink={(item, { href, ...props }) =>
        item.external ? <a href={href} {...props} /> : <AppLink to={href} {...props} />
      }
    />
  );

  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <Container padding="none" className={styles.headerInner}>
        <AppLink to="/" className={styles.brand} aria-label={`${site.brand}, home`}>
          <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
            <path d="M4 28V12L16 4l12 8v16h-8v-9h-8v9z" fill="currentColor" />
          </svg>
          <span>{site.brand}</span>
        </AppLink>

        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.navList}>{navItems(true)}</ul>
          {sessionControl}
        </nav>

        <button
          type="button"
          className={styles.hamburger}
          aria-expanded={menuOpen}
          aria-controls={panelId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" fill="currentColor" />
          </svg>
          <span className={visuallyHidden}>Menu</span>
        </button>
      </Container>

      {menuOpen && (
        <nav id={panelId} aria-label="Mobile" className={styles.mobilePanel}>
          {signedIn && profile && (
            <div className={styles.userCard}>
              <p className={styles.userName}>{profile.fullName}</p>
              <p>{profile.email}</p>
              {profile.cellPhone && (
                <p>
                  {profile.cellPhone}
                  {profile.cellPhoneVerified && <span className={styles.userVerified}> (verified)</span>}
                </p>
              )}
              <AppLink to="/profile/edit" className={styles.userEdit} onClick={close}>
                Edit
              </AppLink>
            </div>
          )}
          <ul className={styles.mobileList}>{navItems(false)}</ul>
          {signedIn ? (
            sessionControl
          ) : (
            <ul className={styles.mobileList}>
              <li>
                <AppLink to={pages.login.path} className={styles.navLink} onClick={close}>
                  Login for Borrowers
                </AppLink>
              </li>
              <li>
                <a
                  href={site.brokerPortalUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.navLink}
                >
                  Login for Brokers<span className={visuallyHidden}> (opens in a new tab)</span>
                </a>
              </li>
            </ul>
          )}
        </nav>
      )}
    </header>
  );
}
