import { RouterProvider } from '@tanstack/react-router';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import type { AppRouter } from './create-router.ts';

type Store = NonNullable<Parameters<typeof Provider>[0]['store']>;

/** The whole app: the same tree in the browser and in the build-time prerender, so one can hydrate the other. */
export function App({ router, store }: { router: AppRouter; store: Store }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
}
