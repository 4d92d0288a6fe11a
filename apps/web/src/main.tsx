// The page's first script, kept tiny. On a prerendered page the browser paints the HTML before the
// app's JavaScript is fetched and run, so a slow phone shows the content at once and React attaches
// to it afterwards. The work is split into tasks (React DOM, then the app) so none of them holds up
// the page's response to a tap or a key for long. Taps and submits made before the app runs are
// noted and held by the page's inline script (ADR 0051), which runs from the first paint.
import '@northgate/ui/global.css';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// A page marked `data-static-page` hydrates without the router (src/static-boot.tsx).
const root = document.getElementById('root');
const staticPage = root?.hasAttribute('data-static-page') === true;

async function load() {
  await import('react-dom/client');
  await nextTask();
  await (staticPage ? import('./static-boot.tsx') : import('./boot.tsx'));
}

// A chunk that fails to load (a lost connection, a deploy in between) leaves the prerendered page
// as it is; say why in the console instead of leaving an unhandled rejection.
function boot() {
  load().catch((error: unknown) => console.error('The app could not start', error));
}

if (root?.firstElementChild) {
  // requestAnimationFrame runs just before the next paint; the timeout lands just after it.
  requestAnimationFrame(() => setTimeout(boot, 0));
} else {
  boot();
}
