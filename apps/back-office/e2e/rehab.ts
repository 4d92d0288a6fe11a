import { validLongFormAnswers } from '@northgate/lending-flows/fixtures';
import type { APIRequestContext } from '@playwright/test';
import { call, DEMO_BORROWER, submitApplication } from './borrower.ts';

/**
 * The demo borrower's new fix-and-flip long form (the fixture's answers with the demo account's
 * verified phone and name): a short-term loan with a rehab budget (ADR 0061). Its reference and id.
 */
export async function submitFixAndFlipApplication(request: APIRequestContext) {
  const answers = {
    ...validLongFormAnswers,
    phone: { ...validLongFormAnswers.phone, mobilePhone: '2125550199' },
    checkboxQs: {
      ...validLongFormAnswers.checkboxQs,
      signature: { ...validLongFormAnswers.checkboxQs.signature, legalName: 'Dana Demo' },
    },
  };
  const reference = await submitApplication(request, 'longForm', answers);
  const { access_token } = (await call(request, null, 'POST', '/auth/api/v1/auth/login', DEMO_BORROWER)) as {
    access_token: string;
  };
  const { applications } = (await call(request, access_token, 'GET', '/api/v1/applications')) as {
    applications: { application_id: string; reference: string }[];
  };
  const applicationId = applications.find((a) => a.reference === reference)?.application_id;
  if (!applicationId) throw new Error(`${reference} is not in the borrower's list`);
  return { reference, applicationId };
}
