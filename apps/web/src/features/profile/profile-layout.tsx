import { Container } from '@northgate/ui';
import { profileChildren } from '@northgate/site-config';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import * as styles from './profile.css.ts';

const sidebarLinks = [
  { to: '/profile', label: 'Overview' },
  { to: '/profile/shortFormUnfinished', label: 'Unfinished pre-qualification' },
  { to: '/profile/longFormUnfinished', label: 'Unfinished full application' },
  { to: '/profile/longFormComplete', label: 'Submitted applications' },
  { to: '/profile/loanOffers', label: 'Loan offers' },
] as const;

function hidesSidebar(pathname: string): boolean {
  const path = pathname.replace(/\/$/, '');
  return profileChildren.some((child) => child.hideSidebar && child.path === path);
}

/** The profile area: a sidebar of sections, hidden on the edit screens as the spec says. */
export function ProfileLayout() {
  const { pathname } = useLocation();
  const showSidebar = !hidesSidebar(pathname);
  return (
    <Container
      padding="none"
      width={showSidebar ? 'page' : 'narrow'}
      className={showSidebar ? styles.layoutWithSidebar : styles.layout}
    >
      {showSidebar && (
        <nav aria-label="Account sections" className={styles.sidebar}>
          <ul className={styles.sidebarList}>
            {sidebarLinks.map((l) => (
              <li key={l.to}>
                <Link
                  to={l.to}
                  className={styles.sidebarLink}
                  activeOptions={{ exact: true, includeSearch: false }}
                  activeProps={{ 'aria-current': 'page' }}
                >
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={styles.content}>
        <Outlet />
      </div>
    </Container>
  );
}
