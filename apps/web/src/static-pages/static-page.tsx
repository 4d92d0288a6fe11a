import { pages, routerFreePaths } from '@northgate/site-config';
import { Provider } from 'jotai';
import { StrictMode, type ComponentType } from 'react';
import { SiteShell } from '../app/shell/site-shell.tsx';
import { HomePage } from '../features/marketing/home/home-page.tsx';
import { DocumentNavigation } from '../navigation/document-navigation.tsx';

type Store = NonNullable<Parameters<typeof Provider>[0]['store']>;
type Load = () => Promise<ComponentType>;

const landing = () => import('./loan-landing-pages.tsx');

/**
 * Prerendered pages that hydrate without the router (docs/decisions/0064-router-free-home-page.md):
 * their links load the next page, so a first visit does not download the router and the route
 * tree. A page qualifies when nothing on it navigates within the app in a way a page load cannot
 * do as well, and its HTML fits every visit (it reads no search parameters and is not guest-only).
 * The route table marks such a page `withoutRouter`; this table says where its code is. The home
 * page's code comes with the shell's (`site` chunk); each other page's in a chunk of its own, loaded
 * before React attaches, as the router loads a route's code.
 */
const staticPages: Readonly<Record<string, Load>> = {
  [pages.home.path]: () => Promise.resolve(HomePage),
  [pages.primaryResidenceLoan.path]: () => landing().then((m) => m.PrimaryResidenceLoanPage),
  [pages.investmentPropertyLoan.path]: () => landing().then((m) => m.InvestmentPropertyLoanPage),
  [pages.businessFinancing.path]: () => landing().then((m) => m.BusinessFinancingPage),
  [pages.testimonials.path]: () =>
    import('../features/marketing/testimonials-page.tsx').then((m) => m.TestimonialsPage),
  [pages.moreReviews.path]: () =>
    import('../features/marketing/more-reviews-page.tsx').then((m) => m.MoreReviewsPage),
  [pages.legal.path]: () => import('../features/marketing/legal/legal-page.tsx').then((m) => m.LegalPage),
  [pages.privacyPolicy.path]: () =>
    import('../features/marketing/legal/privacy-policy-page.tsx').then((m) => m.PrivacyPolicyPage),
  [pages.termsOfService.path]: () =>
    import('../features/marketing/legal/terms-of-service-page.tsx').then((m) => m.TermsOfServicePage),
};

export function isStaticPage(path: string): boolean {
  return routerFreePaths.includes(path);
}

/** The static page's component, once its code is here. */
export function loadStaticPage(path: string): Promise<ComponentType> {
  const load = isStaticPage(path) ? staticPages[path] : undefined;
  if (!load) return Promise.reject(new Error(`${path} is not a static page.`));
  return load();
}

/** A static page in the site's frame: the same tree in the build-time prerender and in the browser. */
export function StaticPage({ path, page: Page, store }: { path: string; page: ComponentType; store: Store }) {
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
