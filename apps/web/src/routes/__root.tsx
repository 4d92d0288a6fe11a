import { createRootRoute, Outlet } from '@tanstack/react-router';
import { AppShell } from '../app/shell/app-shell.tsx';
import { NotFoundPage } from '../app/shell/not-found-page.tsx';

export const Route = createRootRoute({
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
  notFoundComponent: NotFoundPage,
});
