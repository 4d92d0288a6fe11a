import { pages, prerenderedFlowParents, prerenderedFlowSteps } from '@northgate/site-config';

/**
 * The app pages prerendered as a signed-out first visit sees them (ADR 0034; a flow's parent path
 * shows its first step, ADR 0069); the rest are marketing pages with SEO tags.
 */
export const appPaths = [
  pages.login.path,
  pages.mortgageCalculator.path,
  ...prerenderedFlowSteps,
  ...prerenderedFlowParents,
];
export const isMarketing = (path: string) => !appPaths.includes(path);
