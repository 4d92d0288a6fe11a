import {
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_TEXT_MAX_LENGTH,
  ContactUsRequestSchema,
} from '@northgate/contracts';
import * as v from 'valibot';

export interface ContactFormValues {
  text: string;
  name: string;
  email: string;
  website: string;
}

export const emptyContactForm: ContactFormValues = { text: '', name: '', email: '', website: '' };

/**
 * Product spec §5 (docs/product/product-spec.md): the message is always required (max 500); name and email are required only
 * when the visitor is not signed in, because a borrower's come from the profile.
 */
export function contactFormSchema(signedIn: boolean) {
  const { text, name, email } = ContactUsRequestSchema.entries;
  return signedIn ? v.object({ text }) : v.object({ text, name, email });
}

export { CONTACT_EMAIL_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH, CONTACT_TEXT_MAX_LENGTH };

export const CONTACT_SUCCESS_MESSAGE = 'Your submission was successful!';
