import * as v from 'valibot';
import {
  contactPhone,
  NAME_MAX_LENGTH,
  optionalString,
  requiredEmail,
  requiredString,
} from '@northgate/validators';

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
