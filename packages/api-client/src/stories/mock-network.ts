import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';

/**
 * Loader of the stories whose calls the Mock Service Worker answers (`parameters.msw`). Only these
 * stories start the worker, so the rest of Storybook runs without it. Requests no story handler
 * matches (Vite's modules, assets) go to the network untouched.
 */
export const mockNetwork = mswLoader(async () => {
  const worker = setupWorker();
  await worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
  return worker;
});
