import '@northgate/ui/global.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createStaffRouter } from './app/router.tsx';
import { StaffClientContext } from './session/staff-context.tsx';
import { browserTokenStore, createStaffClient } from './session/staff-session.ts';

const client = createStaffClient({
  tokenStore: browserTokenStore(),
  // The refresh failed: the session is gone, so sign in again and come back here.
  onSessionExpired: () =>
    void router.navigate({ to: '/sign-in', search: { redirect: router.state.location.href, ended: true } }),
});
const router = createStaffRouter(client);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StaffClientContext value={client}>
        <RouterProvider router={router} />
      </StaffClientContext>
    </StrictMode>,
  );
}
