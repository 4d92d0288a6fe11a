import { Provider } from 'jotai';
import { StrictMode, type ComponentType } from 'react';
import { SiteShell } from '../app/shell/site-shell.tsx';
import { HomePage } from '../features/marketing/home/home-page.tsx';
import { DocumentNavigation } from '../navigation/document-navigation.tsx';

type Store = NonNullable<Parameters<typeof Provider>[0]['store']>;

/**
 * Prerendered pages that hydrate without the router (docs/decisions/0064-router-free-home-page.md):
 * their links load the next page, so a first visit does not download the router and the route
 * tree. A page qualifies when nothing on it navigates within the app in a way a page load cannot
 * do as well, and its HTML fits every visit (it reads no search parameters and is not guest-only).
 */
const staticPages: Readonly<Record<string, ComponentType>> = {
  '/': HomePage,
};

export function isStaticPage(path: string): boolean {
  return Object.hasOwn(staticPages, path);
}

/** A static page in the site's frame: the same tree in the build-time prerender and in the browser. */
export function StaticPage({ path, store }: { path: string; store: Store }) {
  const Page = staticPages[path];
  if (!Page) throw new Error(`${path} is not a static page.`);
  return (
    <StrictMode>
      <Provider store={store}>
        <DocumentNavigation pathname={path}>
          <SiteShell>
            <Page />
          </SiteShell>
        </DocumentNavigation>
      </Provider>
    </StrictMode>
  );
}
