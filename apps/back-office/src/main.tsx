import '@northgate/ui/global.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createStaffRouter } from './app/router.tsx';
import { STAFF_SESSION_LIMITS } from '@northgate/contracts';
import { ActivityContext, activityRecordingFetch, createActivityTracker } from './session/activity.ts';
import { StaffClientContext } from './session/staff-context.tsx';
import { browserTokenStore, createStaffClient } from './session/staff-session.ts';

// Every staff request but refresh and logout is activity (ADR 0055); the idle warning counts from it.
const activity = createActivityTracker();
const client = createStaffClient({
  tokenStore: browserTokenStore(),
  fetch: activityRecordingFetch(activity),
  // The refresh failed: the session is gone, so sign in again and come back here. After the idle
  // limit (a computer that slept through the warning) the sign-in page says why.
  onSessionExpired: () => {
    const idle = Date.now() - activity.lastAt() >= STAFF_SESSION_LIMITS.idleSeconds * 1000;
    void router.navigate({
      to: '/sign-in',
      search: { redirect: router.state.location.href, reason: idle ? 'idle' : 'ended' },
    });
  },
});
const router = createStaffRouter(client);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StaffClientContext value={client}>
        <ActivityContext value={activity}>
          <RouterProvider router={router} />
        </ActivityContext>
      </StaffClientContext>
    </StrictMode>,
  );
}
