import '@northgate/ui/global.css.ts';
import { RouterProvider } from '@tanstack/react-router';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Restores the stored session before the first render.
import './features/auth/session-store.ts';
import { router } from './router.ts';
import { appStore } from './state/store.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page is missing its #root element.');

createRoot(container).render(
  <StrictMode>
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
