import { pages, prerenderedFlowSteps } from '@northgate/site-config';

/** The app pages prerendered as a signed-out first visit sees them (ADR 0034); the rest are marketing pages with SEO tags. */
export const appPaths = [pages.login.path, pages.mortgageCalculator.path, ...prerenderedFlowSteps];
export const isMarketing = (path: string) => !appPaths.includes(path);

/** The marketing pages without a form of the app's, which hydrate without the router (src/static-pages). */
export const staticPaths: readonly string[] = [
  pages.home.path,
  pages.primaryResidenceLoan.path,
  pages.investmentPropertyLoan.path,
  pages.businessFinancing.path,
  pages.testimonials.path,
  pages.moreReviews.path,
  pages.legal.path,
  pages.privacyPolicy.path,
  pages.termsOfService.path,
];
