import { RouterProvider } from '@tanstack/react-router';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import type { AppRouter } from './create-router.ts';
import { RouterNavigation } from './router-navigation.tsx';

type Store = NonNullable<Parameters<typeof Provider>[0]['store']>;

/** The whole app: the same tree in the browser and in the build-time prerender, so one can hydrate the other. */
export function App({ router, store }: { router: AppRouter; store: Store }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RouterNavigation>
          <RouterProvider router={router} />
        </RouterNavigation>
      </Provider>
    </StrictMode>
  );
}
