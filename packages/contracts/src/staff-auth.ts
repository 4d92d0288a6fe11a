import * as v from 'valibot';
import { requiredString } from '@northgate/validators';
import { LoginRequestSchema, LogoutRequestSchema, RefreshRequestSchema } from './auth.ts';
import { SuccessResponseSchema } from './common/responses.ts';
import { defineEndpoint } from './endpoint.ts';
import { API_PATHS } from './paths.ts';
import { STAFF_TOKEN_TYPE, StaffRoleSchema } from './staff-roles.ts';

/** Staff sign-in for the back office; a staff session is never a borrower session (ADR 0017). */

export const StaffTokenResponseSchema = v.object({
  access_token: v.pipe(v.string(), v.nonEmpty()),
  refresh_token: v.pipe(v.string(), v.nonEmpty()),
  token_type: v.literal(STAFF_TOKEN_TYPE),
  expires_in: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(0),
    v.description('Seconds until the access token expires'),
  ),
});
export type StaffTokenResponse = v.InferOutput<typeof StaffTokenResponseSchema>;

/** The session an enrolment ends with, and the ten recovery codes, shown this once. */
export const StaffEnrolledResponseSchema = v.object({
  ...StaffTokenResponseSchema.entries,
  recovery_codes: v.pipe(
    v.array(v.string()),
    v.description('Ten one-time codes; only their hashes are kept'),
  ),
});
export type StaffEnrolledResponse = v.InferOutput<typeof StaffEnrolledResponseSchema>;

export const StaffMemberSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  role: StaffRoleSchema,
});
export type StaffMember = v.InferOutput<typeof StaffMemberSchema>;

/** Same rules as the borrower's sign-in. */
export const StaffLoginRequestSchema = LoginRequestSchema;
export type StaffLoginRequest = v.InferInput<typeof StaffLoginRequestSchema>;

/**
 * The second step of a staff sign-in (docs/decisions/0052-staff-second-factor.md): a right password
 * earns a challenge token, never a session. `enrol` when the staff member has no factor yet (all
 * they can do is add one), `verify` otherwise.
 */
export const STAFF_SECOND_FACTOR_KINDS = ['enrol', 'verify'] as const;
export type StaffSecondFactorKind = (typeof STAFF_SECOND_FACTOR_KINDS)[number];
/** The codes a staff member may type at the second step (POST auth/second_factor). */
export const STAFF_SECOND_FACTOR_METHODS = ['totp', 'recovery_code'] as const;
export type StaffSecondFactorMethod = (typeof STAFF_SECOND_FACTOR_METHODS)[number];
/**
 * Every way to pass a verify challenge: the codes, and a passkey (its own endpoints, ADR 0056) for
 * a staff member who added one.
 */
export const STAFF_SIGN_IN_METHODS = [...STAFF_SECOND_FACTOR_METHODS, 'passkey'] as const;
export type StaffSignInMethod = (typeof STAFF_SIGN_IN_METHODS)[number];

export const StaffLoginChallengeSchema = v.object({
  second_factor: v.pipe(v.picklist(STAFF_SECOND_FACTOR_KINDS), v.description('enrol or verify')),
  challenge_token: v.pipe(
    v.string(),
    v.nonEmpty(),
    v.description('Opens only the second-factor endpoints, never a staff route'),
  ),
  expires_in: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(0),
    v.description('Seconds until the challenge expires'),
  ),
  methods: v.pipe(
    v.array(v.picklist(STAFF_SIGN_IN_METHODS)),
    v.description(
      'The ways to pass a verify challenge (passkey only for a member who added one); empty for enrol',
    ),
  ),
});
export type StaffLoginChallenge = v.InferOutput<typeof StaffLoginChallengeSchema>;

const challengeToken = requiredString({ max: 1024 });
/** Six digits; a recovery code is checked by the server, not by form. */
const secondFactorCode = requiredString({ max: 64 });

export const StaffTotpEnrolRequestSchema = v.object({ challenge_token: challengeToken });
export type StaffTotpEnrolRequest = v.InferInput<typeof StaffTotpEnrolRequestSchema>;

export const StaffTotpEnrolResponseSchema = v.object({
  secret: v.pipe(v.string(), v.description('Base32, for typing into an authenticator app')),
  otpauth_uri: v.pipe(v.string(), v.description('The otpauth:// address the QR code holds')),
});
export type StaffTotpEnrolResponse = v.InferOutput<typeof StaffTotpEnrolResponseSchema>;

export const StaffTotpConfirmRequestSchema = v.object({
  challenge_token: challengeToken,
  code: secondFactorCode,
});
export type StaffTotpConfirmRequest = v.InferInput<typeof StaffTotpConfirmRequestSchema>;

export const StaffSecondFactorRequestSchema = v.object({
  challenge_token: challengeToken,
  method: v.picklist(STAFF_SECOND_FACTOR_METHODS, 'Choose totp or recovery_code'),
  code: secondFactorCode,
});
export type StaffSecondFactorRequest = v.InferInput<typeof StaffSecondFactorRequestSchema>;

const tag = 'staff-auth';
const tooMany = 'Too many attempts from this address or for this account';
const invalidBody = 'The body breaks a field rule';

export const staffAuthEndpoints = {
  staffLogin: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffLogin,
    tag,
    summary: 'Staff sign-in, first step: email and password',
    description:
      'A right password answers a challenge for the second factor, never a session. A disabled staff member cannot sign in. Borrower accounts are not staff.',
    access: 'none',
    body: StaffLoginRequestSchema,
    success: {
      status: 200,
      description: 'Enrol or verify a second factor next',
      schema: StaffLoginChallengeSchema,
    },
    errors: { 401: 'Incorrect email or password', 422: invalidBody, 429: tooMany },
  }),
  staffTotpEnrol: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffTotpEnrol,
    tag,
    summary: 'Start adding an authenticator app: a new TOTP secret and its otpauth address',
    description: 'Only with an enrol challenge. Asking again replaces a secret not yet confirmed.',
    access: 'none',
    body: StaffTotpEnrolRequestSchema,
    success: {
      status: 200,
      description: 'The secret to add to the app',
      schema: StaffTotpEnrolResponseSchema,
    },
    errors: {
      401: 'The challenge is unknown, expired or not an enrol challenge',
      409: 'The staff member already has a second factor',
      422: invalidBody,
      429: tooMany,
    },
  }),
  staffTotpConfirm: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffTotpConfirm,
    tag,
    summary: 'Finish adding an authenticator app with its first code; starts the staff session',
    access: 'none',
    body: StaffTotpConfirmRequestSchema,
    success: {
      status: 200,
      description: 'Signed in (token type staff), with ten recovery codes shown once',
      schema: StaffEnrolledResponseSchema,
    },
    errors: {
      401: 'A wrong or used code, or an unknown or expired challenge',
      422: invalidBody,
      429: tooMany,
    },
  }),
  staffSecondFactor: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffSecondFactor,
    tag,
    summary: 'Staff sign-in, second step: a code from the authenticator app or a recovery code',
    description: 'A code already used in its time window is refused; each recovery code works once.',
    access: 'none',
    body: StaffSecondFactorRequestSchema,
    success: { status: 200, description: 'Signed in (token type staff)', schema: StaffTokenResponseSchema },
    errors: {
      401: 'A wrong or used code, or an unknown or expired challenge',
      422: invalidBody,
      429: tooMany,
    },
  }),
  staffRefresh: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffRefresh,
    tag,
    summary: 'Trade a staff refresh token for a new token set (the old one is spent)',
    access: 'none',
    body: RefreshRequestSchema,
    success: { status: 200, description: 'The rotated token set', schema: StaffTokenResponseSchema },
    errors: {
      401: 'Unknown, spent or expired refresh token, or a disabled staff member',
      422: invalidBody,
      429: tooMany,
    },
  }),
  staffLogout: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffLogout,
    tag,
    summary: 'End the staff session of the refresh token and of the bearer token',
    description: 'Idempotent: an unknown or expired token still ends signed out.',
    access: 'none',
    body: LogoutRequestSchema,
    success: { status: 200, description: 'Signed out', schema: SuccessResponseSchema },
    errors: { 422: invalidBody },
  }),
} as const;
