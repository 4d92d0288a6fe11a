import { allPages, flowSteps, pages, signInFirstPaths, type FlowId } from './routes.ts';

// Which addresses the build writes HTML for and where: read by the build and the API's server, not
// by the browser, so none of it is computed in the pages' code (the module loads only where used).

/**
 * The first step of every flow a visitor may start signed out, as it shows with a blank draft: what a
 * first visit sees. A saved draft replaces it once the app has loaded it
 * (apps/web/src/hydration/prerendered-step.tsx); later steps depend on the draft and are not prerendered.
 */
export const prerenderedFlowSteps: readonly string[] = (Object.keys(flowSteps) as FlowId[])
  .filter((flow) => pages[flow].access === 'anonymous')
  .map((flow) => `${pages[flow].path}${flowSteps[flow][0]}`);

/**
 * The parent path of every flow a visitor may start signed out (`/shortQuiz/`). It resumes at the
 * furthest step the saved answers reach, which only the browser knows; a first visit has none, so its
 * HTML is the first step's. A device with a stored session shows a loading line there instead, until
 * the app has opened the right step (`STORED_SESSION_MARK`, docs/decisions/0069-prerendered-flow-parents.md).
 */
export const prerenderedFlowParents: readonly string[] = (Object.keys(flowSteps) as FlowId[])
  .filter((flow) => pages[flow].access === 'anonymous')
  .map((flow) => pages[flow].path);

/** Paths rendered to HTML at build time, exactly as the route table writes them. */
export const prerenderedPaths: readonly string[] = [
  ...allPages.filter((p) => p.prerender).map((p) => p.path),
  ...prerenderedFlowSteps,
  ...prerenderedFlowParents,
];

/** Every address the build writes an HTML file for (`prerenderedFile`), which the server answers with it. */
export const pagesWithHtml: readonly string[] = [...prerenderedPaths, ...signInFirstPaths];

/**
 * Where a prerendered page sits in the web build, in the layout static hosts serve without
 * configuration: `/` is index.html, `/legal/` is legal/index.html and a path without a trailing
 * slash is a file of its own, `/shortQuiz/personalDetails` shortQuiz/personalDetails.html.
 */
export function prerenderedFile(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return 'index.html';
  return path.endsWith('/') ? `${trimmed}/index.html` : `${trimmed}.html`;
}

/**
 * The unrendered page the build writes for every route without a prerendered file; the browser
 * renders those. Prerendered pages sit where static hosts look for them: `/legal/` is legal/index.html.
 */
export const spaShellFile = 'app-shell.html';
