/**
 * The route table of product spec §2 (docs/product/product-spec.md), trailing slashes exactly as written.
 * The web app builds its router from the same paths, and the API uses
 * `isKnownSpaPath` to answer unknown paths with HTTP 404.
 */
export type Access = 'anonymous' | 'login-required' | 'guest-only';

export interface SitemapEntry {
  changefreq: 'weekly' | 'monthly' | 'yearly';
  priority: number;
}

export interface PageRoute {
  path: string;
  title: string;
  access: Access;
  fullScreen?: boolean;
  /**
   * Rendered to HTML at build time (apps/web/scripts/prerender.mjs) and served as that file, so the
   * page paints before its JavaScript arrives. Only for pages whose first render depends on nothing
   * but the path, or on what the two fields below let the browser check before it hydrates: the
   * HTML shows a signed-out visit without search parameters (docs/decisions/0034-prerendered-app-pages.md).
   * A guest-only page's HTML is rendered in the browser instead for a signed-in visitor (the route
   * guard sends them on), and so is a `readsSearch` page's for an address with search parameters.
   */
  prerender?: true;
  /** The page's first render reads search parameters (see `prerender`). */
  readsSearch?: true;
  /**
   * A prerendered page that hydrates without the router: its links load the next page
   * (apps/web/src/static-pages, docs/decisions/0064-router-free-home-page.md).
   */
  withoutRouter?: true;
  /** Listed in sitemap.xml. */
  sitemap?: SitemapEntry;
}

export const pages = {
  home: {
    path: '/',
    title: 'Home',
    access: 'anonymous',
    fullScreen: true,
    prerender: true,
    withoutRouter: true,
    sitemap: { changefreq: 'weekly', priority: 1.0 },
  },
  contactUs: {
    path: '/contactUs',
    title: 'Contact us',
    access: 'anonymous',
    sitemap: { changefreq: 'yearly', priority: 0.5 },
  },
  login: { path: '/login/', title: 'Log in', access: 'guest-only', prerender: true, readsSearch: true },
  mortgageCalculator: {
    path: '/mortgage-calculator/',
    title: 'Mortgage calculator',
    access: 'anonymous',
    prerender: true,
    readsSearch: true,
    sitemap: { changefreq: 'monthly', priority: 0.8 },
  },
  shortQuiz: { path: '/shortQuiz/', title: 'Get pre-qualified', access: 'anonymous' },
  longForm: { path: '/longForm/', title: 'Full application', access: 'login-required' },
  profile: { path: '/profile', title: 'Your account', access: 'login-required' },
  primaryResidenceLoan: {
    path: '/primary-residence-loan/',
    title: 'Permanent loans for your primary residence',
    access: 'anonymous',
    fullScreen: true,
    prerender: true,
    withoutRouter: true,
    sitemap: { changefreq: 'monthly', priority: 0.9 },
  },
  permanentLoanApplication: {
    path: '/permanent-loan-application/',
    title: 'Permanent loan application',
    access: 'anonymous',
  },
  investmentPropertyLoan: {
    path: '/investment-property-loan/',
    title: 'Investment property loans',
    access: 'anonymous',
    fullScreen: true,
    prerender: true,
    withoutRouter: true,
    sitemap: { changefreq: 'monthly', priority: 0.9 },
  },
  investmentLoanApplication: {
    path: '/investment-loan-application/',
    title: 'Investment loan application',
    access: 'anonymous',
  },
  businessFinancing: {
    path: '/business-financing/',
    title: 'Business financing',
    access: 'anonymous',
    fullScreen: true,
    prerender: true,
    withoutRouter: true,
    sitemap: { changefreq: 'monthly', priority: 0.9 },
  },
  businessLoanApplication: {
    path: '/business-loan-application/',
    title: 'Business loan application',
    access: 'login-required',
  },
  testimonials: {
    path: '/testimonials/',
    title: 'Testimonials',
    access: 'anonymous',
    prerender: true,
    withoutRouter: true,
    sitemap: { changefreq: 'monthly', priority: 0.6 },
  },
  moreReviews: {
    path: '/more-reviews/',
    title: 'More reviews',
    access: 'anonymous',
    prerender: true,
    withoutRouter: true,
    sitemap: { changefreq: 'monthly', priority: 0.5 },
  },
  privacyPolicy: {
    path: '/privacy-policy/',
    title: 'Privacy policy',
    access: 'anonymous',
    prerender: true,
    withoutRouter: true,
    sitemap: { changefreq: 'yearly', priority: 0.3 },
  },
  legal: {
    path: '/legal/',
    title: 'Legal',
    access: 'anonymous',
    prerender: true,
    withoutRouter: true,
    sitemap: { changefreq: 'yearly', priority: 0.3 },
  },
  termsOfService: {
    path: '/terms-of-service/',
    title: 'Terms of service',
    access: 'anonymous',
    prerender: true,
    withoutRouter: true,
    sitemap: { changefreq: 'yearly', priority: 0.3 },
  },
  affiliateProgram: {
    path: '/affiliate-program/',
    title: 'Affiliate program',
    access: 'anonymous',
    prerender: true,
    sitemap: { changefreq: 'monthly', priority: 0.5 },
  },
} as const satisfies Record<string, PageRoute>;
// `as const` keeps literal paths for the router; this view gives every entry the optional fields.
export const allPages: readonly PageRoute[] = Object.values(pages);

export type PageId = keyof typeof pages;

/** Child steps of each flow, in the spec's order. URL segment = step id. */
export const flowSteps = {
  shortQuiz: [
    'personalDetails',
    'verifyEmail',
    'creditScore',
    'assetsSelect',
    'assetsForm',
    'requestLoan',
    'checkboxQs',
    'password',
  ],
  longForm: [
    'phone',
    'verifyPhone',
    'primaryResidence',
    'documentsIDs',
    'contactInfo',
    'entityInfo',
    'incomeInfo',
    'investmentProperty',
    'business',
    'securities',
    'lifeInsurance',
    'notesPayable',
    'bankAccount',
    'subjectProperty',
    'typeOfLoan',
    'checkboxQs',
  ],
  permanentLoanApplication: [
    'typeOfMortgage',
    'propertyInformation',
    'borrowerInformation',
    'employmentInformation',
    'monthlyIncomeAndCombinedExpenseInfo',
    'assetsAndLiabilities',
    'declarations',
  ],
  investmentLoanApplication: [
    'personalAndBorrowingEntity',
    'loanRequestInformation',
    'subjectPropertyInformation',
    'incomeInformation',
    'declarations',
  ],
  businessLoanApplication: [
    'personal-data',
    'haveBankAccount',
    'businessInformation',
    'ownerInformation',
    'partnerInformation',
    'propertyInfo',
    'processingInformation',
  ],
} as const;

export type FlowId = keyof typeof flowSteps;

/**
 * The applications that end on a review page, at `<flow path>review` after their last step:
 * every answer by step with a Change link, and the submit (docs/decisions/0022-review-and-rules-across-steps.md;
 * the long form's, docs/decisions/0027-long-form-review-and-rules.md).
 */
export const REVIEW_STEP = 'review';
export const reviewedFlows = [
  'longForm',
  'permanentLoanApplication',
  'investmentLoanApplication',
  'businessLoanApplication',
] as const satisfies readonly FlowId[];

export function hasReviewPage(flowId: FlowId): boolean {
  return (reviewedFlows as readonly FlowId[]).includes(flowId);
}

/**
 * The query a review page's Change link adds to a step (`?from=review`): from that step, Next
 * saves and returns to the review at once, unless a step still needs an answer.
 */
export const FROM_REVIEW_QUERY = `from=${REVIEW_STEP}`;
export const FROM_REVIEW_SEARCH = { from: REVIEW_STEP };

/** Whether a step's query (`location.search`, with or without its `?`) says it was opened from the review. */
export function isFromReview(query: string): boolean {
  // Split by hand: this package also builds for Node code without the DOM's URLSearchParams types.
  return query.replace(/^\?/, '').split('&').includes(FROM_REVIEW_QUERY);
}

/** Profile area children (product spec §2). The edit screens hide the sidebar. */
export const profileChildren = [
  { path: '/profile/edit', hideSidebar: true },
  { path: '/profile/edit/email', hideSidebar: true },
  { path: '/profile/edit/phone', hideSidebar: true },
  { path: '/profile/edit/verifyEmail', hideSidebar: true },
  { path: '/profile/edit/verifyPhone', hideSidebar: true },
  { path: '/profile/shortFormUnfinished', hideSidebar: false },
  { path: '/profile/longFormUnfinished', hideSidebar: false },
  { path: '/profile/longFormComplete', hideSidebar: false },
  { path: '/profile/loanOffers', hideSidebar: false },
] as const;

/** Extra routes the product adds around the spec's table. */
export const extraPaths = ['/login/google/callback', '/login/forgot-password'] as const;

/** Path prefixes the API owns; everything else is the single-page app. */
export const apiPrefixes = [
  '/auth/api/',
  '/personal_account/',
  '/api/',
  '/staff/api/',
  '/dev/',
  '/healthz',
  '/readyz',
] as const;

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Every path the SPA renders, normalised without trailing slash. */
export function knownSpaPaths(): Set<string> {
  const set = new Set<string>();
  for (const page of Object.values(pages)) set.add(stripTrailingSlash(page.path));
  for (const [flow, steps] of Object.entries(flowSteps)) {
    const base = stripTrailingSlash(pages[flow as FlowId].path);
    for (const step of steps) set.add(`${base}/${step}`);
    if (hasReviewPage(flow as FlowId)) set.add(`${base}/${REVIEW_STEP}`);
  }
  for (const child of profileChildren) set.add(child.path);
  for (const extra of extraPaths) set.add(extra);
  return set;
}

const known = knownSpaPaths();

/** True when the SPA has a page for this path (with or without a trailing slash). */
export function isKnownSpaPath(pathname: string): boolean {
  return known.has(stripTrailingSlash(pathname));
}

/**
 * The own address and first step of every flow a visitor must be signed in for (`/longForm/`): a
 * signed-out visitor is sent to the sign-in page, so the build writes that page's HTML there, which
 * the browser paints before the app and then replaces with its own render of the same page. A device
 * with a stored session never shows it (`STORED_SESSION_MARK`, docs/decisions/0070-sign-in-first-pages.md).
 */
export const signInFirstPaths: readonly string[] = (Object.keys(flowSteps) as FlowId[])
  .filter((flow) => pages[flow].access === 'login-required')
  .flatMap((flow) => [pages[flow].path, `${pages[flow].path}${flowSteps[flow][0]}`]);

/** Wraps the sign-in page's HTML on `signInFirstPaths`: hidden on a device with a stored session. */
export const SIGN_IN_FIRST = 'data-sign-in-first';

/** The prerendered pages that hydrate without the router (`withoutRouter`). */
export const routerFreePaths: readonly string[] = allPages.filter((p) => p.withoutRouter).map((p) => p.path);
