import {
  STAFF_ROLE_LABELS,
  STAFF_SESSION_LIMITS,
  staffMay,
  type StaffMeResponse,
} from '@northgate/contracts';
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { useActivity } from '../session/activity.ts';
import { useIdleCountdown } from '../session/idle-sign-out.ts';
import { IdleWarningDialog } from '../session/idle-warning-dialog.tsx';
import { StaffMemberContext, useStaffClient } from '../session/staff-context.tsx';
import * as styles from './layout.css.ts';

/** A click or key press in the back office sends a keep-alive at most this often (ADR 0055). */
const KEEP_ALIVE_MS = STAFF_SESSION_LIMITS.activityWriteSeconds * 1000;

/**
 * The header every signed-in page shares: who is signed in, their role, and Sign out; and the
 * session's idle countdown, with its warning (ADR 0055).
 */
export function SignedInLayout({ me }: { me: StaffMeResponse }) {
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

  const activity = useActivity();
  const signOut = useCallback(
    async (reason?: 'idle') => {
      try {
        await client.staffLogout();
      } catch {
        // staffLogout clears the session whatever the server said.
      }
      await navigate({ to: '/sign-in', search: reason === undefined ? {} : { reason } });
    },
    [client, navigate],
  );
  const secondsLeft = useIdleCountdown(
    activity,
    { idleMs: me.session.idle_seconds * 1000, warningMs: me.session.warning_seconds * 1000 },
    () => void signOut('idle'),
  );
  const warning = secondsLeft !== undefined;

  // Working in a page (typing a long note, reading) without a request is activity too: a click or
  // a key sends a keep-alive when the last request is a minute old. Not while the warning shows:
  // there only "Stay signed in" keeps the session.
  useEffect(() => {
    if (warning) return;
    const onInput = () => {
      if (Date.now() - activity.lastAt() < KEEP_ALIVE_MS) return;
      client.staffMe().catch(() => {
        // A session that ended sends the client to sign in (onSessionExpired).
      });
    };
    document.addEventListener('pointerdown', onInput, true);
    document.addEventListener('keydown', onInput, true);
    return () => {
      document.removeEventListener('pointerdown', onInput, true);
      document.removeEventListener('keydown', onInput, true);
    };
  }, [warning, activity, client]);

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
          <Link to="/passkeys" className={styles.navLink}>
            Passkeys
          </Link>
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
      <IdleWarningDialog
        secondsLeft={secondsLeft}
        onStay={async () => {
          await client.staffMe();
        }}
        onSignOut={() => void signOut()}
      />
    </StaffMemberContext>
  );
}
