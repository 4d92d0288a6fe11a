import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';

/** A router in memory around the confirmation, so its links render as on the site (tests and stories). */
export function ConfirmationRouter({ children }: { children: ReactNode }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: () => children }),
      history: createMemoryHistory({ initialEntries: ['/longForm/checkboxQs'] }),
    }),
  );
  return <RouterProvider router={router} />;
}
