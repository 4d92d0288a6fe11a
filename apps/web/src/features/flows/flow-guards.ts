import { flowSteps, hasReviewPage, pages, REVIEW_STEP, type FlowId } from '@northgate/site-config';
import { notFound } from '@tanstack/react-router';
import { requireSession } from '../../session/guards.ts';

// Route guards run before a route's code-split component loads, so they read only the
// route table (site-config), not the flow declarations with their schemas.

/** Parent route guard: login-required flows send a visitor without a session to /login. */
export function flowBeforeLoad(flowId: FlowId) {
  return async (ctx: { location: { href: string } }) => {
    if (pages[flowId].access === 'login-required') await requireSession(ctx);
  };
}

/** Unknown step segments are a real 404, not a blank step; the applications also have `review`. */
export function stepBeforeLoad(flowId: FlowId, step: string) {
  if (step === REVIEW_STEP && hasReviewPage(flowId)) return;
  if (!(flowSteps[flowId] as readonly string[]).includes(step)) throw notFound();
}
