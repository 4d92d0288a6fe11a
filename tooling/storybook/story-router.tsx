import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { createContext, useContext, useState, type ReactNode } from 'react';

// Through context, so the story's content re-renders with its state; the router is made once.
const StoryContent = createContext<ReactNode>(null);

function Content() {
  return useContext(StoryContent);
}

/**
 * A router in memory around a story, so its links render as in the app, on `path` (the page the
 * story shows: a link to it is the current page). Stories only, of the web app and the back office.
 */
export function StoryRouter({ path = '/', children }: { path?: string; children: ReactNode }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: Content }),
      history: createMemoryHistory({ initialEntries: [path] }),
    }),
  );
  return (
    <StoryContent.Provider value={children}>
      <RouterProvider router={router} />
    </StoryContent.Provider>
  );
}
