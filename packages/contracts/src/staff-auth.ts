import * as v from 'valibot';
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

const tag = 'staff-auth';
const tooMany = 'Too many attempts from this address or for this account';
const invalidBody = 'The body breaks a field rule';

export const staffAuthEndpoints = {
  staffLogin: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffLogin,
    tag,
    summary: 'Staff sign-in with email and password',
    description: 'A disabled staff member cannot sign in. Borrower accounts are not staff.',
    access: 'none',
    body: StaffLoginRequestSchema,
    success: { status: 200, description: 'Signed in (token type staff)', schema: StaffTokenResponseSchema },
    errors: { 401: 'Incorrect email or password', 422: invalidBody, 429: tooMany },
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
  staffMe: defineEndpoint({
    method: 'GET',
    path: API_PATHS.staffMe,
    tag,
    summary: 'The signed-in staff member, with their role',
    access: 'staff',
    permission: 'read',
    success: { status: 200, description: 'Who is signed in', schema: StaffMemberSchema },
    errors: { 401: 'No valid staff token', 403: 'A borrower or guest token' },
  }),
} as const;
