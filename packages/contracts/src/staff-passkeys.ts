import * as v from 'valibot';
import { requiredString } from '@northgate/validators';
import { SuccessResponseSchema } from './common/responses.ts';
import { defineEndpoint } from './endpoint.ts';
import { API_PATHS } from './paths.ts';
import {
  PASSKEY_NAME_MAX_LENGTH,
  PasskeyAuthenticationCredentialSchema,
  PasskeyRegistrationCredentialSchema,
} from './passkeys.ts';
import { StaffTokenResponseSchema } from './staff-auth.ts';
import { StaffSecondFactorRecheckResponseSchema } from './staff-session.ts';

/**
 * Passkeys as a staff second factor (docs/decisions/0056-staff-passkeys.md): a signed-in staff
 * member adds one (WebAuthn registration), and at the next sign-in a verify challenge may be
 * passed with it (WebAuthn authentication) instead of a code. The options and answers are the
 * WebAuthn JSON forms the browser's `PublicKeyCredential.toJSON()` and `parse…OptionsFromJSON` use;
 * the credentials' shapes are the borrowers' (passkeys.ts). Within a session, a passkey also
 * confirms the second factor again before a reveal (ADR 0055), as a code does.
 */

const credentialDescriptor = v.object({
  id: v.string(),
  type: v.string(),
  transports: v.optional(v.array(v.string())),
});

/** What `navigator.credentials.get()` is given (PublicKeyCredentialRequestOptionsJSON). */
export const PasskeyRequestOptionsSchema = v.looseObject({
  challenge: v.pipe(v.string(), v.description('base64url; single use, five minutes')),
  rpId: v.optional(v.string()),
  timeout: v.optional(v.number()),
  allowCredentials: v.optional(v.array(credentialDescriptor)),
  userVerification: v.optional(v.string()),
});
export type PasskeyRequestOptions = v.InferOutput<typeof PasskeyRequestOptionsSchema>;

/** What `navigator.credentials.create()` is given (PublicKeyCredentialCreationOptionsJSON). */
export const PasskeyCreationOptionsSchema = v.looseObject({
  challenge: v.pipe(v.string(), v.description('base64url; single use, five minutes')),
  rp: v.object({ name: v.string(), id: v.optional(v.string()) }),
  user: v.object({ id: v.string(), name: v.string(), displayName: v.string() }),
  pubKeyCredParams: v.array(v.object({ alg: v.number(), type: v.string() })),
  timeout: v.optional(v.number()),
  excludeCredentials: v.optional(v.array(credentialDescriptor)),
  attestation: v.optional(v.string()),
});
export type PasskeyCreationOptions = v.InferOutput<typeof PasskeyCreationOptionsSchema>;

const challengeToken = requiredString({ max: 1024 });

export const StaffPasskeySignInOptionsRequestSchema = v.object({ challenge_token: challengeToken });
export type StaffPasskeySignInOptionsRequest = v.InferInput<typeof StaffPasskeySignInOptionsRequestSchema>;

export const StaffPasskeySignInRequestSchema = v.object({
  challenge_token: challengeToken,
  credential: PasskeyAuthenticationCredentialSchema,
});
export type StaffPasskeySignInRequest = v.InferInput<typeof StaffPasskeySignInRequestSchema>;

export const StaffPasskeyRecheckRequestSchema = v.object({
  credential: PasskeyAuthenticationCredentialSchema,
});
export type StaffPasskeyRecheckRequest = v.InferInput<typeof StaffPasskeyRecheckRequestSchema>;

export const StaffPasskeySchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  name: v.string(),
  created_at: v.pipe(v.string(), v.description('When it was added (ISO 8601)')),
  last_used_at: v.pipe(
    v.nullable(v.string()),
    v.description('Its last sign-in (ISO 8601); null before the first'),
  ),
});
export type StaffPasskey = v.InferOutput<typeof StaffPasskeySchema>;

export const StaffPasskeyListResponseSchema = v.object({ passkeys: v.array(StaffPasskeySchema) });
export type StaffPasskeyListResponse = v.InferOutput<typeof StaffPasskeyListResponseSchema>;

export const StaffPasskeyRegisterRequestSchema = v.object({
  name: v.pipe(
    requiredString({ max: PASSKEY_NAME_MAX_LENGTH }),
    v.description('What the staff member calls it, like "Work laptop"'),
  ),
  credential: PasskeyRegistrationCredentialSchema,
});
export type StaffPasskeyRegisterRequest = v.InferInput<typeof StaffPasskeyRegisterRequestSchema>;

export const StaffPasskeyParamsSchema = v.object({
  passkeyId: v.pipe(v.string(), v.uuid('Unknown passkey'), v.description('A passkey id')),
});

const tag = 'staff-auth';
const tooMany = 'Too many attempts from this address or for this account';
const invalidBody = 'The body breaks a field rule';
const staffOnly = { 401: 'No valid staff token, or a session that ended', 403: 'A borrower or guest token' };

export const staffPasskeyEndpoints = {
  staffPasskeySignInOptions: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffPasskeySignInOptions,
    tag,
    summary: 'Staff sign-in, second step with a passkey: the WebAuthn request options',
    description:
      'Only with a verify challenge of a staff member who added a passkey. The options name their passkeys; their challenge works once, for five minutes, with this challenge token only.',
    access: 'none',
    body: StaffPasskeySignInOptionsRequestSchema,
    success: {
      status: 200,
      description: 'For navigator.credentials.get()',
      schema: PasskeyRequestOptionsSchema,
    },
    errors: {
      401: 'The challenge is unknown, expired or not a verify challenge, or the staff member has no passkey',
      422: invalidBody,
      429: tooMany,
    },
  }),
  staffPasskeySignIn: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffPasskeySignIn,
    tag,
    summary: "Staff sign-in, second step: a passkey's signature; starts the staff session",
    description:
      "Refused: a used or expired WebAuthn challenge, another site's origin, a passkey that is not the staff member's, a signature that does not check, a signature counter that went backwards. Spends the staff-2fa quotas.",
    access: 'none',
    body: StaffPasskeySignInRequestSchema,
    success: { status: 200, description: 'Signed in (token type staff)', schema: StaffTokenResponseSchema },
    errors: {
      401: 'The passkey was not accepted, or the challenge is unknown or expired',
      422: invalidBody,
      429: tooMany,
    },
  }),
  staffPasskeyRecheckOptions: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffPasskeyRecheckOptions,
    tag,
    summary: 'Confirm the second factor again with a passkey: the WebAuthn request options',
    description:
      "Within a session, before revealing personal data (ADR 0055). The options name the staff member's passkeys; their challenge works once, for five minutes, in this session only. Spends the staff-2fa quota of the address.",
    access: 'staff',
    permission: 'read',
    success: {
      status: 200,
      description: 'For navigator.credentials.get()',
      schema: PasskeyRequestOptionsSchema,
    },
    errors: { ...staffOnly, 409: 'The staff member has no passkey', 429: tooMany },
  }),
  staffPasskeyRecheck: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffPasskeyRecheck,
    tag,
    summary: "Confirm the second factor again with a passkey's signature",
    description:
      "Checked as at sign-in; refused: a used or expired WebAuthn challenge, one made for another session, another site's origin, a passkey that is not the staff member's, a signature that does not check, a counter that went backwards. A pass is recorded on the session as a code's is, and reveals need no code for the next fifteen minutes. Spends the staff-2fa quotas.",
    access: 'staff',
    permission: 'read',
    body: StaffPasskeyRecheckRequestSchema,
    success: {
      status: 200,
      description: 'The second factor passed',
      schema: StaffSecondFactorRecheckResponseSchema,
    },
    errors: {
      401: 'No valid staff token',
      403: 'A borrower or guest token, or the passkey was not accepted (the session stays as it was)',
      422: invalidBody,
      429: tooMany,
    },
  }),
  staffPasskeys: defineEndpoint({
    method: 'GET',
    path: API_PATHS.staffPasskeys,
    tag,
    summary: "The signed-in staff member's passkeys: name, when added, last used",
    access: 'staff',
    permission: 'read',
    success: {
      status: 200,
      description: 'Their passkeys, oldest first',
      schema: StaffPasskeyListResponseSchema,
    },
    errors: staffOnly,
  }),
  staffPasskeyRegisterOptions: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffPasskeyRegisterOptions,
    tag,
    summary: 'Start adding a passkey: the WebAuthn creation options',
    description:
      'Needs a second factor checked in the last fifteen minutes (else 403 second_factor_required, as a reveal). The challenge works once, for five minutes, in this session only.',
    access: 'staff',
    permission: 'read',
    success: {
      status: 200,
      description: 'For navigator.credentials.create()',
      schema: PasskeyCreationOptionsSchema,
    },
    errors: {
      ...staffOnly,
      403: 'A borrower or guest token, or the second factor is due again',
      429: tooMany,
    },
  }),
  staffPasskeyRegister: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffPasskeys,
    tag,
    summary: "Finish adding a passkey with the authenticator's answer and a name",
    access: 'staff',
    permission: 'read',
    body: StaffPasskeyRegisterRequestSchema,
    success: { status: 201, description: 'The passkey, added', schema: StaffPasskeySchema },
    errors: {
      ...staffOnly,
      400: 'The answer does not check: a used or expired challenge, another origin, or a broken attestation',
      403: 'A borrower or guest token, or the second factor is due again',
      409: 'That passkey is already added',
      422: invalidBody,
    },
  }),
  staffPasskeyRemove: defineEndpoint({
    method: 'DELETE',
    path: API_PATHS.staffPasskey,
    tag,
    summary: "Remove one of the signed-in staff member's passkeys",
    description: "The authenticator app stays: it is every staff member's fallback factor.",
    access: 'staff',
    permission: 'read',
    params: StaffPasskeyParamsSchema,
    success: { status: 200, description: 'Removed', schema: SuccessResponseSchema },
    errors: { ...staffOnly, 404: 'No passkey of the staff member has that id' },
  }),
} as const;
