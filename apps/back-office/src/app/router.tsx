import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { AdminPage } from '../features/admin/admin-page.tsx';
import { StaffAdminPage } from '../features/admin/staff/staff-admin-page.tsx';
import { PasskeysPage } from '../features/passkeys/passkeys-page.tsx';
import { InvitePage } from '../features/sign-in/invite-page.tsx';
import { ApplicationPage } from '../features/application/application-page.tsx';
import { QueuePage } from '../features/queue/queue-page.tsx';
import { parseQueueSearch } from '../features/queue/queue-search.ts';
import { SignInPage, type SignedOutReason } from '../features/sign-in/sign-in-page.tsx';
import type { StaffClient } from '../session/staff-session.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { SignedInLayout } from './signed-in-layout.tsx';

export interface RouterContext {
  client: StaffClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-in',
  validateSearch: (search: Record<string, unknown>): { redirect?: string; reason?: SignedOutReason } => ({
    ...(typeof search.redirect === 'string' && search.redirect.startsWith('/')
      ? { redirect: search.redirect }
      : {}),
    // Why the session ended: idle (ADR 0055), or under the page (signed out elsewhere, disabled).
    ...(search.reason === 'idle' || search.reason === 'ended' ? { reason: search.reason } : {}),
  }),
  beforeLoad: ({ context }) => {
    if (context.client.isSignedIn()) throw redirect({ to: '/' });
  },
  component: function SignInRoute() {
    const { redirect: redirectTo, reason } = signInRoute.useSearch();
    return <SignInPage redirectTo={redirectTo} signedOut={reason} />;
  },
});

/**
 * Every other page needs a staff session. An expired access token is refreshed first (the client
 * does that on the 401); without a session the visitor signs in and comes back.
 */
const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: async ({ context, location }) => {
    const { client } = context;
    const toSignIn = (ended?: true) =>
      redirect({ to: '/sign-in', search: { redirect: location.href, ...(ended ? { ended } : {}) } });
    if (!client.isSignedIn() && !(await client.refreshSession())) throw toSignIn();
    try {
      return { me: await client.staffMe() };
    } catch (error) {
      // The stored session was refused: it ended (signed out elsewhere, disabled, a factor reset).
      if (!client.isSignedIn()) throw toSignIn(true);
      throw error;
    }
  },
  component: function SignedInRoute() {
    const { me } = signedInRoute.useRouteContext();
    return <SignedInLayout me={me} />;
  },
});

const queueRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/',
  validateSearch: parseQueueSearch,
  component: function QueueRoute() {
    return <QueuePage search={queueRoute.useSearch()} />;
  },
});

const applicationRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/applications/$applicationId',
  component: function ApplicationRoute() {
    const { applicationId } = applicationRoute.useParams();
    return <ApplicationPage applicationId={applicationId} />;
  },
});

const adminRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/admin',
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = Number(search.page);
    return Number.isInteger(page) && page > 1 && page <= 100_000 ? { page } : {};
  },
  component: function AdminRoute() {
    return <AdminPage auditPage={adminRoute.useSearch().page ?? 1} />;
  },
});

const staffAdminRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/admin/staff',
  component: StaffAdminPage,
});

/** Every staff member's own passkeys (ADR 0056). */
const passkeysRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/passkeys',
  component: PasskeysPage,
});

/** An invite link (ADR 0054): set a password, then add an authenticator app; no session needed. */
const inviteRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/invite/$token',
  component: function InviteRoute() {
    return <InvitePage token={inviteRoute.useParams().token} />;
  },
});

const routeTree = rootRoute.addChildren([
  signInRoute,
  inviteRoute,
  signedInRoute.addChildren([queueRoute, applicationRoute, adminRoute, staffAdminRoute, passkeysRoute]),
]);

export function createStaffRouter(client: StaffClient) {
  return createRouter({
    routeTree,
    basepath: '/staff',
    context: { client },
    defaultPreload: false,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createStaffRouter>;
  }
}
