import { STAFF_ROLE_LABELS, staffMay, type StaffMember } from '@northgate/contracts';
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { StaffMemberContext, useStaffClient } from '../session/staff-context.tsx';
import * as styles from './layout.css.ts';

/** The header every signed-in page shares: who is signed in, their role, and Sign out. */
export function SignedInLayout({ me }: { me: StaffMember }) {
  const client = useStaffClient();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  // After moving to another page, keyboard and screen reader users start at its content, not
  // wherever the link they used was (it is gone). The first page keeps the browser's own focus.
  useEffect(() => {
    if (pathname !== firstPath.current) {
      firstPath.current = '';
      main.current?.focus();
    }
  }, [pathname]);

  const signOut = async () => {
    try {
      await client.staffLogout();
    } catch {
      // staffLogout clears the session whatever the server said.
    }
    await navigate({ to: '/sign-in' });
  };

  return (
    <StaffMemberContext value={me}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <nav aria-label="Back office" className={styles.nav}>
          <Link to="/" className={styles.brand}>
            Northgate back office
          </Link>
          {staffMay(me.role, 'administer') ? (
            <Link to="/admin" className={styles.navLink}>
              Audit log and failed messages
            </Link>
          ) : null}
          {staffMay(me.role, 'manageStaff') ? (
            <Link to="/admin/staff" className={styles.navLink}>
              Staff
            </Link>
          ) : null}
        </nav>
        <p className={styles.who}>
          <span>
            Signed in as <strong>{`${me.first_name} ${me.last_name}`.trim()}</strong>{' '}
            <span className={styles.role}>({STAFF_ROLE_LABELS[me.role]})</span>
          </span>
          <button type="button" className={styles.signOut} onClick={() => void signOut()}>
            Sign out
          </button>
        </p>
      </header>
      <main id="main" ref={main} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </StaffMemberContext>
  );
}
