import * as v from 'valibot';
import { emailField, NAME_MAX_LENGTH, phoneField, requiredString } from './fields.ts';
import { maxLengthMessage } from './messages.ts';

export const AFFILIATE_COMPANY_MAX_LENGTH = 120;
export const AFFILIATE_WEBSITE_MAX_LENGTH = 200;
export const AFFILIATE_PLAN_MAX_LENGTH = 1000;

const optionalText = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, maxLengthMessage(max))), '');

/** An application to the affiliate program (/affiliate-program/). */
export const AffiliateApplicationRequestSchema = v.object({
  name: requiredString(NAME_MAX_LENGTH),
  email: emailField(),
  phone: phoneField,
  company: optionalText(AFFILIATE_COMPANY_MAX_LENGTH),
  website: optionalText(AFFILIATE_WEBSITE_MAX_LENGTH),
  /** "How would you refer borrowers to us?" */
  referral_plan: requiredString(AFFILIATE_PLAN_MAX_LENGTH),
  /** Honeypot: hidden from people, filled by bots. */
  fax_number: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type AffiliateApplicationRequest = v.InferInput<typeof AffiliateApplicationRequestSchema>;
