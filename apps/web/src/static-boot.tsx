import { hydratePrerendered } from './hydration/after-hydration.tsx';
import { prerenderedHtmlFitsThisVisit } from './hydration/prerendered-html-fits.ts';
import { isStaticPage, loadStaticPage, StaticPage } from './static-pages/static-page.tsx';
import { appStore } from './state/store.ts';

/**
 * Starts a page prerendered without the router (src/static-pages, marked `data-static-page` on
 * #root): React attaches to its HTML with the same tree, and the router never loads. Any other case
 * (an address the build did not render as such, HTML that does not fit the visit) starts the app.
 */
const container = document.getElementById('root');
const path = window.location.pathname;

if (container?.firstElementChild && isStaticPage(path) && prerenderedHtmlFitsThisVisit()) {
  // The page's code first, so React attaches to all of the page at once (a tap made before on
  // content whose code was still loading would be dropped).
  const page = await loadStaticPage(path);
  hydratePrerendered(container, <StaticPage path={path} page={page} store={appStore} />);
} else {
  await import('./boot.tsx');
}
