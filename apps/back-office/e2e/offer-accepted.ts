import type { APIRequestContext } from '@playwright/test';
import { call, DEMO_BORROWER, submitInvestmentApplication } from './borrower.ts';
import { demoStaffTokens } from './staff-sign-in.ts';

/** A day `days` from today as YYYY-MM-DD. */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The demo borrower's new investment application brought to `offer_accepted` through the API, as
 * the loop does it: in review, an offer issued by staff, accepted by the borrower. The one place
 * the back office's end-to-end tests reach an accepted offer (issue #31: signing the term sheet
 * belongs here too once it exists). Returns the reference and the application id.
 */
export async function applicationAtOfferAccepted(
  request: APIRequestContext,
): Promise<{ reference: string; applicationId: string }> {
  const reference = await submitInvestmentApplication(request);
  const { access_token: borrower } = (await call(
    request,
    null,
    'POST',
    '/auth/api/v1/auth/login',
    DEMO_BORROWER,
  )) as {
    access_token: string;
  };
  const { applications } = (await call(request, borrower, 'GET', '/api/v1/applications')) as {
    applications: { application_id: string; reference: string }[];
  };
  const applicationId = applications.find((a) => a.reference === reference)?.application_id;
  if (!applicationId) throw new Error(`${reference} is not in the borrower's list`);
  const { access_token: staff } = await demoStaffTokens(request);
  const app = `/staff/api/v1/applications/${applicationId}`;
  await call(request, staff, 'POST', `${app}/status`, { status: 'in_review' });
  const offer = (await call(request, staff, 'POST', `${app}/offers`, {
    amount: 280000,
    rate_percent: 9.75,
    term_months: 24,
    points: 1,
    fees: 1995,
    expires_on: dayFromNow(14),
  })) as { id: string };
  await call(request, borrower, 'POST', `/api/v1/loan_offers/${offer.id}/accept`);
  return { reference, applicationId };
}
