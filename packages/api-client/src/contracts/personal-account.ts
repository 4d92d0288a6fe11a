import * as v from 'valibot';
import {
  contactPhone,
  NAME_MAX_LENGTH,
  requiredEmail,
  requiredString,
  verificationCode,
} from '@northgate/validators';

/** Application status when the server has none yet (spec 3, 9). */
export const DEFAULT_APPLICATION_STATUS = 1;

export const CONTACT_TEXT_MAX_LENGTH = 500;
export const CONTACT_NAME_MAX_LENGTH = 64;
export const CONTACT_EMAIL_MAX_LENGTH = 64;

/** user_info: profile fields plus status; status falls back to 1. */
export const UserInfoResponseSchema = v.object({
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  cell_phone: v.nullish(v.string(), null),
  status: v.nullish(v.pipe(v.number(), v.integer()), DEFAULT_APPLICATION_STATUS),
});
export type UserInfoResponse = v.InferOutput<typeof UserInfoResponseSchema>;

export const ChangeNameRequestSchema = v.object({
  first_name: requiredString({ max: NAME_MAX_LENGTH }),
  last_name: requiredString({ max: NAME_MAX_LENGTH }),
});
export type ChangeNameRequest = v.InferOutput<typeof ChangeNameRequestSchema>;

export const ChangeEmailRequestSchema = v.object({ email: requiredEmail() });
export type ChangeEmailRequest = v.InferOutput<typeof ChangeEmailRequestSchema>;

export const ConfirmEmailRequestSchema = v.object({ email: requiredEmail(), code: verificationCode() });
export type ConfirmEmailRequest = v.InferOutput<typeof ConfirmEmailRequestSchema>;

export const ResendSmsRequestSchema = v.object({ phone: contactPhone() });
export type ResendSmsRequest = v.InferOutput<typeof ResendSmsRequestSchema>;

export const ConfirmPhoneRequestSchema = v.object({ phone: contactPhone(), code: verificationCode() });
export type ConfirmPhoneRequest = v.InferOutput<typeof ConfirmPhoneRequestSchema>;

/** change_phone, both POST and PUT. */
export const ChangePhoneRequestSchema = v.object({ phone: contactPhone() });
export type ChangePhoneRequest = v.InferOutput<typeof ChangePhoneRequestSchema>;

/**
 * contact_us {text, email, name}. Name and email are required of anonymous senders only
 * (spec 5); the web app prefills them from the profile for signed-in borrowers.
 */
export const ContactUsRequestSchema = v.object({
  text: requiredString({ max: CONTACT_TEXT_MAX_LENGTH }),
  email: requiredEmail({ max: CONTACT_EMAIL_MAX_LENGTH }),
  name: requiredString({ max: CONTACT_NAME_MAX_LENGTH }),
  /** Honeypot: hidden from people, filled by bots. The API accepts the message and drops it. */
  website: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type ContactUsRequest = v.InferOutput<typeof ContactUsRequestSchema>;
