import * as v from 'valibot';
import { requiredEmail, requiredString } from '@northgate/validators';
import { SuccessResponseSchema } from './common/responses.ts';
import { defineEndpoint } from './endpoint.ts';
import { API_PATHS } from './paths.ts';

export const CONTACT_TEXT_MAX_LENGTH = 500;
export const CONTACT_NAME_MAX_LENGTH = 64;
export const CONTACT_EMAIL_MAX_LENGTH = 64;

/** Honeypot: hidden from people, filled by bots. The API accepts the message and drops it. */
const honeypot = v.optional(v.pipe(v.string(), v.maxLength(200)));

/** contact_us {text, email, name}: the form of a visitor who is not signed in (docs/product/product-spec.md §5). */
export const ContactUsRequestSchema = v.object({
  text: requiredString({ max: CONTACT_TEXT_MAX_LENGTH }),
  email: requiredEmail({ max: CONTACT_EMAIL_MAX_LENGTH }),
  name: requiredString({ max: CONTACT_NAME_MAX_LENGTH }),
  website: honeypot,
});
export type ContactUsRequest = v.InferInput<typeof ContactUsRequestSchema>;

/** A signed-in borrower sends only the message; name and email come from the profile. */
export const SignedInContactUsRequestSchema = v.object({
  text: ContactUsRequestSchema.entries.text,
  website: honeypot,
});

export const contactEndpoints = {
  contactUs: defineEndpoint({
    method: 'POST',
    path: API_PATHS.contactUs,
    tag: 'contact',
    summary: 'Send a message to the lender',
    description:
      "Name and email are required of visitors; a signed-in borrower's come from the profile and any sent are ignored.",
    access: 'optional',
    body: ContactUsRequestSchema,
    signedInBody: SignedInContactUsRequestSchema,
    success: { status: 200, description: 'Received', schema: SuccessResponseSchema },
    errors: {
      401: 'A token was sent but is not valid',
      422: 'The body breaks a field rule',
      429: 'Too many messages from this address',
    },
  }),
} as const;
