import * as v from 'valibot';
import {
  contactPhone,
  NAME_MAX_LENGTH,
  requiredEmail,
  requiredString,
  verificationCode,
} from '@northgate/validators';
import { SuccessResponseSchema } from './common/responses.ts';
import { defineEndpoint } from './endpoint.ts';
import { API_PATHS } from './paths.ts';

/** Application status when the server has none yet (spec 3, 9). */
export const DEFAULT_APPLICATION_STATUS = 1;

/** user_info: profile fields plus status; a missing phone reads as null and a missing status as 1. */
export const UserInfoResponseSchema = v.object({
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  /** As a borrower reads it, e.g. "(555) 010-0199"; empty when unknown. */
  cell_phone: v.nullish(v.string(), null),
  status: v.nullish(v.pipe(v.number(), v.integer()), DEFAULT_APPLICATION_STATUS),
});
export type UserInfoResponse = v.InferOutput<typeof UserInfoResponseSchema>;

export const ChangeNameRequestSchema = v.object({
  first_name: requiredString({ max: NAME_MAX_LENGTH }),
  last_name: requiredString({ max: NAME_MAX_LENGTH }),
});
export type ChangeNameRequest = v.InferInput<typeof ChangeNameRequestSchema>;

export const ChangeEmailRequestSchema = v.object({ email: requiredEmail() });
export type ChangeEmailRequest = v.InferInput<typeof ChangeEmailRequestSchema>;

export const ResendSmsRequestSchema = v.object({ phone: contactPhone() });
export type ResendSmsRequest = v.InferInput<typeof ResendSmsRequestSchema>;

export const ConfirmPhoneRequestSchema = v.object({ phone: contactPhone(), code: verificationCode() });
export type ConfirmPhoneRequest = v.InferInput<typeof ConfirmPhoneRequestSchema>;

/** change_phone, both POST and PUT. */
export const ChangePhoneRequestSchema = v.object({ phone: contactPhone() });
export type ChangePhoneRequest = v.InferInput<typeof ChangePhoneRequestSchema>;

const tag = 'personal-account';
const notSignedIn = 'No valid signed-in token (guest tokens too)';
/** Profile edits of spec section 7 that the API does not answer yet (`served: false`). */
const profileEdit = {
  tag,
  access: 'signed-in',
  success: { status: 200, description: 'Saved', schema: SuccessResponseSchema },
  errors: { 401: notSignedIn, 422: 'The body breaks a field rule' },
  served: false,
} as const;

export const personalAccountEndpoints = {
  userInfo: defineEndpoint({
    method: 'GET',
    path: API_PATHS.userInfo,
    tag,
    summary: "The signed-in borrower's profile and application status",
    access: 'signed-in',
    success: { status: 200, description: 'Profile fields plus status', schema: UserInfoResponseSchema },
    errors: { 401: notSignedIn },
  }),
  changeName: defineEndpoint({
    ...profileEdit,
    method: 'PUT',
    path: API_PATHS.changeName,
    summary: 'Change the name',
    body: ChangeNameRequestSchema,
  }),
  changeEmail: defineEndpoint({
    ...profileEdit,
    method: 'PUT',
    path: API_PATHS.changeEmail,
    summary: 'Change the email address',
    body: ChangeEmailRequestSchema,
  }),
  resendSms: defineEndpoint({
    ...profileEdit,
    method: 'POST',
    path: API_PATHS.resendSms,
    summary: 'Text a new phone verification code',
    body: ResendSmsRequestSchema,
  }),
  confirmPhone: defineEndpoint({
    ...profileEdit,
    method: 'POST',
    path: API_PATHS.confirmPhone,
    summary: 'Confirm the phone number with the texted code',
    body: ConfirmPhoneRequestSchema,
  }),
  changePhone: defineEndpoint({
    ...profileEdit,
    method: 'POST',
    path: API_PATHS.changePhone,
    summary: 'Change the phone number',
    body: ChangePhoneRequestSchema,
  }),
  changePhonePut: defineEndpoint({
    ...profileEdit,
    method: 'PUT',
    path: API_PATHS.changePhone,
    summary: 'Change the phone number (PUT, as the spec also lists it)',
    body: ChangePhoneRequestSchema,
  }),
} as const;
