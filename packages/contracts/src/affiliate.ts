import * as v from 'valibot';
import {
  contactPhone,
  NAME_MAX_LENGTH,
  optionalString,
  requiredEmail,
  requiredString,
} from '@northgate/validators';
import { SuccessResponseSchema } from './common/responses.ts';
import { defineEndpoint } from './endpoint.ts';
import { API_PATHS } from './paths.ts';

export const AFFILIATE_COMPANY_MAX_LENGTH = 120;
export const AFFILIATE_WEBSITE_MAX_LENGTH = 200;
export const AFFILIATE_PLAN_MAX_LENGTH = 1000;

/** An application to the affiliate program (/affiliate-program/). */
export const AffiliateApplicationRequestSchema = v.object({
  name: requiredString({ max: NAME_MAX_LENGTH }),
  email: requiredEmail(),
  phone: contactPhone(),
  company: optionalString({ max: AFFILIATE_COMPANY_MAX_LENGTH }),
  website: optionalString({ max: AFFILIATE_WEBSITE_MAX_LENGTH }),
  /** "How would you refer borrowers to us?" */
  referral_plan: requiredString({ max: AFFILIATE_PLAN_MAX_LENGTH }),
  /** Honeypot: hidden from people, filled by bots. */
  fax_number: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type AffiliateApplicationRequest = v.InferInput<typeof AffiliateApplicationRequestSchema>;

export const affiliateEndpoints = {
  affiliateApplication: defineEndpoint({
    method: 'POST',
    path: API_PATHS.affiliateApplication,
    tag: 'affiliate',
    summary: 'Apply to the affiliate program',
    access: 'none',
    body: AffiliateApplicationRequestSchema,
    success: { status: 201, description: 'Received', schema: SuccessResponseSchema },
    errors: { 422: 'The body breaks a field rule', 429: 'Too many applications from this address' },
  }),
} as const;
