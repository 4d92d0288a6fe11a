import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { createContext, useContext, useState, type ReactNode } from 'react';

// Through context, so the story's content re-renders with its state; the router is made once.
const StoryContent = createContext<ReactNode>(null);

function Content() {
  return useContext(StoryContent);
}

/** A router in memory around a story, so its links render as in the back office (stories only). */
export function StoryRouter({ children }: { children: ReactNode }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: Content }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    }),
  );
  return (
    <StoryContent.Provider value={children}>
      <RouterProvider router={router} />
    </StoryContent.Provider>
  );
}
