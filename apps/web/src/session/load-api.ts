/**
 * The API client, loaded on first use so the home page does not pay for it. Its own module, so
 * the session store (on every page) and the client (which reads the store) never import each other.
 */
export function loadApi() {
  return import('./api.ts').then((module) => module.api);
}
