import * as v from 'valibot';
import { requiredString } from '@northgate/validators';
import { TokenResponseSchema } from './auth.ts';
import { defineEndpoint } from './endpoint.ts';
import { API_PATHS } from './paths.ts';

/**
 * Borrower passkeys (WebAuthn): a signed-in borrower adds, renames and removes them in the profile;
 * anyone may sign in with one without typing an email (docs/decisions/0058-borrower-passkeys.md).
 * The option and response shapes are WebAuthn's JSON forms (what @simplewebauthn sends and reads).
 */

export const PASSKEY_NAME_MAX_LENGTH = 60;
/** A borrower keeps at most this many passkeys (a phone, a laptop, a security key or two…). */
export const PASSKEYS_PER_BORROWER_MAX = 10;

const base64url = (max: number) =>
  v.pipe(
    v.string(),
    v.nonEmpty(),
    v.maxLength(max),
    v.regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Expected base64url text'),
    v.description('base64url'),
  );
// A credential id is at most 1023 bytes (WebAuthn §5.1): 1364 characters of base64url.
const credentialId = base64url(1364);
const transport = v.pipe(v.string(), v.maxLength(32));
const transports = v.pipe(v.array(transport), v.maxLength(10));
// clientExtensionResults: required by the JSON form, not read by the API (it asks for no extension
// whose result it needs), so what is in it is dropped.
const extensionResults = v.pipe(
  v.optional(v.object({}), {}),
  v.description('clientExtensionResults; not read'),
);

export const PasskeyNameSchema = requiredString({ max: PASSKEY_NAME_MAX_LENGTH });

/** The browser's answer to navigator.credentials.create(), as JSON. */
export const PasskeyRegistrationCredentialSchema = v.object({
  id: credentialId,
  rawId: credentialId,
  type: v.literal('public-key'),
  response: v.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(32_768),
    authenticatorData: v.optional(base64url(32_768)),
    transports: v.optional(transports),
    publicKeyAlgorithm: v.optional(v.pipe(v.number(), v.integer())),
    publicKey: v.optional(base64url(4096)),
  }),
  authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
  clientExtensionResults: extensionResults,
});
export type PasskeyRegistrationCredential = v.InferOutput<typeof PasskeyRegistrationCredentialSchema>;

/** The browser's answer to navigator.credentials.get(), as JSON. */
export const PasskeyAuthenticationCredentialSchema = v.object({
  id: credentialId,
  rawId: credentialId,
  type: v.literal('public-key'),
  response: v.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(32_768),
    signature: base64url(2048),
    userHandle: v.optional(base64url(512)),
  }),
  authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
  clientExtensionResults: extensionResults,
});
export type PasskeyAuthenticationCredential = v.InferOutput<typeof PasskeyAuthenticationCredentialSchema>;

const descriptor = v.object({
  id: credentialId,
  type: v.string(),
  transports: v.optional(transports),
});

// The extensions the API may ask for (it asks for credProps only).
const extensionInputs = v.optional(
  v.object({
    appid: v.optional(v.string()),
    credProps: v.optional(v.boolean()),
    hmacCreateSecret: v.optional(v.boolean()),
    minPinLength: v.optional(v.boolean()),
  }),
);
const hints = v.optional(v.array(v.string()));

/** PublicKeyCredentialCreationOptionsJSON: handed to the browser as it is. */
export const PasskeyRegistrationOptionsSchema = v.object({
  challenge: base64url(128),
  rp: v.object({ name: v.string(), id: v.optional(v.string()) }),
  user: v.object({ id: base64url(128), name: v.string(), displayName: v.string() }),
  pubKeyCredParams: v.array(v.object({ alg: v.number(), type: v.string() })),
  timeout: v.optional(v.number()),
  excludeCredentials: v.optional(v.array(descriptor)),
  authenticatorSelection: v.optional(
    v.object({
      authenticatorAttachment: v.optional(v.string()),
      requireResidentKey: v.optional(v.boolean()),
      residentKey: v.optional(v.string()),
      userVerification: v.optional(v.string()),
    }),
  ),
  hints,
  attestation: v.optional(v.string()),
  attestationFormats: v.optional(v.array(v.string())),
  extensions: extensionInputs,
});
export type PasskeyRegistrationOptions = v.InferOutput<typeof PasskeyRegistrationOptionsSchema>;

/** PublicKeyCredentialRequestOptionsJSON: no allowCredentials, so the browser offers this site's passkeys. */
export const PasskeySignInOptionsSchema = v.object({
  challenge: base64url(128),
  timeout: v.optional(v.number()),
  rpId: v.optional(v.string()),
  allowCredentials: v.optional(v.array(descriptor)),
  userVerification: v.optional(v.string()),
  hints,
  extensions: extensionInputs,
});
export type PasskeySignInOptions = v.InferOutput<typeof PasskeySignInOptionsSchema>;

export const AddPasskeyRequestSchema = v.object({
  name: PasskeyNameSchema,
  credential: PasskeyRegistrationCredentialSchema,
});
export type AddPasskeyRequest = v.InferInput<typeof AddPasskeyRequestSchema>;

export const PasskeySignInRequestSchema = v.object({ credential: PasskeyAuthenticationCredentialSchema });
export type PasskeySignInRequest = v.InferInput<typeof PasskeySignInRequestSchema>;

export const RenamePasskeyRequestSchema = v.object({ name: PasskeyNameSchema });
export type RenamePasskeyRequest = v.InferInput<typeof RenamePasskeyRequestSchema>;

export const PasskeyParamsSchema = v.object({ passkeyId: v.pipe(v.string(), v.uuid('Unknown passkey')) });

const isoTimestamp = v.pipe(v.string(), v.isoTimestamp());

export const PasskeySchema = v.object({
  id: v.string(),
  name: v.string(),
  created_at: isoTimestamp,
  last_used_at: v.nullable(isoTimestamp),
});
export type Passkey = v.InferOutput<typeof PasskeySchema>;

/** The borrower's passkeys, oldest first. */
export const PasskeyListResponseSchema = v.object({ passkeys: v.array(PasskeySchema) });
export type PasskeyListResponse = v.InferOutput<typeof PasskeyListResponseSchema>;

const tag = 'passkeys';
const tooMany = 'Too many attempts from this address or for this account';
const invalidBody = 'The body breaks a field rule';
const notRecent =
  'Adding or removing a passkey needs a sign-in from the last 30 minutes: sign in again first';

export const passkeyEndpoints = {
  passkeySignInOptions: defineEndpoint({
    method: 'POST',
    path: API_PATHS.passkeySignInOptions,
    tag,
    summary: 'Passkey sign-in, step 1: a challenge',
    description:
      'No email is asked for: the browser offers the passkeys it holds for this site, so the answer says nothing about which accounts exist. The challenge works once, for 5 minutes.',
    access: 'none',
    success: {
      status: 200,
      description: 'Options for navigator.credentials.get()',
      schema: PasskeySignInOptionsSchema,
    },
    errors: { 429: tooMany },
  }),
  passkeySignIn: defineEndpoint({
    method: 'POST',
    path: API_PATHS.passkeySignIn,
    tag,
    summary: 'Passkey sign-in, step 2: the signed challenge for tokens',
    description:
      "The same session and tokens as a password sign-in; a guest token, if sent, moves the guest's drafts to the account.",
    access: 'none',
    body: PasskeySignInRequestSchema,
    success: { status: 200, description: 'Signed in', schema: TokenResponseSchema },
    errors: {
      401: 'The passkey was not accepted (unknown passkey, used or expired challenge, wrong site)',
      422: invalidBody,
      429: tooMany,
    },
  }),
  listPasskeys: defineEndpoint({
    method: 'GET',
    path: API_PATHS.passkeys,
    tag,
    summary: "The signed-in borrower's passkeys",
    access: 'signed-in',
    success: { status: 200, description: 'Name, added, last used', schema: PasskeyListResponseSchema },
    errors: { 401: 'No valid signed-in token' },
  }),
  passkeyRegistrationOptions: defineEndpoint({
    method: 'POST',
    path: API_PATHS.passkeyRegistrationOptions,
    tag,
    summary: 'Add a passkey, step 1: a challenge',
    description: 'The challenge works once, for 5 minutes, for this borrower only.',
    access: 'signed-in',
    success: {
      status: 200,
      description: 'Options for navigator.credentials.create()',
      schema: PasskeyRegistrationOptionsSchema,
    },
    errors: {
      401: 'No valid signed-in token',
      403: notRecent,
      409: 'The borrower already has 10 passkeys',
      429: tooMany,
    },
  }),
  addPasskey: defineEndpoint({
    method: 'POST',
    path: API_PATHS.passkeys,
    tag,
    summary: 'Add a passkey, step 2: the new credential and its name',
    access: 'signed-in',
    body: AddPasskeyRequestSchema,
    success: {
      status: 201,
      description: 'Added; every passkey of the borrower',
      schema: PasskeyListResponseSchema,
    },
    errors: {
      400: 'The passkey could not be checked (used or expired challenge, wrong site)',
      401: 'No valid signed-in token',
      403: notRecent,
      409: 'The passkey is already added, or the borrower already has 10',
      422: invalidBody,
      429: tooMany,
    },
  }),
  renamePasskey: defineEndpoint({
    method: 'PATCH',
    path: API_PATHS.passkey,
    tag,
    summary: 'Rename a passkey',
    access: 'signed-in',
    params: PasskeyParamsSchema,
    body: RenamePasskeyRequestSchema,
    success: {
      status: 200,
      description: 'Renamed; every passkey of the borrower',
      schema: PasskeyListResponseSchema,
    },
    errors: { 401: 'No valid signed-in token', 404: 'No such passkey on this account', 422: invalidBody },
  }),
  removePasskey: defineEndpoint({
    method: 'DELETE',
    path: API_PATHS.passkey,
    tag,
    summary: 'Remove a passkey',
    description: 'It no longer signs in. The password, and Google sign-in, are unchanged.',
    access: 'signed-in',
    params: PasskeyParamsSchema,
    success: {
      status: 200,
      description: 'Removed; the passkeys that remain',
      schema: PasskeyListResponseSchema,
    },
    errors: { 401: 'No valid signed-in token', 403: notRecent, 404: 'No such passkey on this account' },
  }),
} as const;
