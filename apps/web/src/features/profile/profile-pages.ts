/**
 * The profile's application and loan pipeline pages, through one module: the profile routes
 * import it whole, so the build makes one chunk of them instead of one per combination of routes
 * (every chunk's name is listed in the boot script each page loads, which has a size budget).
 */
export {
  LatestApplication,
  SubmittedApplicationsPage,
  UnfinishedApplicationsPage,
} from './applications/applications-pages.tsx';
export { ApplicationPage } from './pipeline/application-page.tsx';
export { useFreshApplicationStatus } from './pipeline/application-status-item.tsx';
export { LoanOffersPage } from './pipeline/loan-offers-page.tsx';
