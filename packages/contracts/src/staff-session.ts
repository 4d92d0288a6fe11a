import * as v from 'valibot';
import { requiredString } from '@northgate/validators';
import { defineEndpoint } from './endpoint.ts';
import { API_PATHS } from './paths.ts';
import { STAFF_SECOND_FACTOR_METHODS, StaffMemberSchema } from './staff-auth.ts';

/**
 * How long a staff session lasts (docs/decisions/0055-staff-sessions-that-end.md). Staff reach
 * social security numbers and bank statements, so a session left open on an unattended desk must
 * end on its own. One place for every number, read by the API and the back office alike.
 */
export const STAFF_SESSION_LIMITS = {
  /** Fifteen minutes without a request from the staff member end the session. */
  idleSeconds: 15 * 60,
  /** A staff session ends twelve hours after sign-in, however busy; refresh never extends it. */
  maxAgeSeconds: 12 * 60 * 60,
  /** Revealing personal data asks for the second factor again once the last check is this old. */
  secondFactorFreshSeconds: 15 * 60,
  /** The back office warns this long before its idle end, with "Stay signed in". */
  warningSeconds: 2 * 60,
  /**
   * The API records a session's activity at most this often (one database write a minute per
   * session, not one per request). The recorded time may lag the last request by this much, so
   * the API ends a session this long after `idleSeconds` from the recorded time: never before 15
   * minutes without a request, at most 16.
   */
  activityWriteSeconds: 60,
} as const;
export type StaffSessionLimits = { -readonly [K in keyof typeof STAFF_SESSION_LIMITS]: number };

/** The `code` of a staff error body the back office acts on, beside the plain `error` message. */
export const STAFF_ERROR_CODES = {
  /** 401: the session ended after fifteen minutes without activity. */
  sessionIdle: 'session_idle',
  /** 401: the session reached its twelve hours. */
  sessionExpired: 'session_expired',
  /** 403: confirm the second factor again (POST /staff/api/v1/auth/second_factor/recheck), then retry. */
  secondFactorRequired: 'second_factor_required',
} as const;
export type StaffErrorCode = (typeof STAFF_ERROR_CODES)[keyof typeof STAFF_ERROR_CODES];

/** A failure body that names what happened for the back office: `{error, code}`. */
export const StaffCodedErrorBodySchema = v.object({
  error: v.string(),
  code: v.picklist(Object.values(STAFF_ERROR_CODES)),
});

export const StaffSecondFactorRecheckRequestSchema = v.object({
  method: v.picklist(STAFF_SECOND_FACTOR_METHODS, 'Choose totp or recovery_code'),
  code: requiredString({ max: 64 }),
});
export type StaffSecondFactorRecheckRequest = v.InferInput<typeof StaffSecondFactorRecheckRequestSchema>;

export const StaffSecondFactorRecheckResponseSchema = v.object({
  /** When the check passed (ISO 8601); reveals need no code for the next fifteen minutes. */
  second_factor_at: v.string(),
});
export type StaffSecondFactorRecheckResponse = v.InferOutput<typeof StaffSecondFactorRecheckResponseSchema>;

/** The signed-in staff member, with the limits of their session the back office counts down. */
export const StaffMeResponseSchema = v.object({
  ...StaffMemberSchema.entries,
  session: v.object({
    /** Without a request for this long the session ends (the back office signs out then). */
    idle_seconds: v.number(),
    /** The back office warns this long before the idle end. */
    warning_seconds: v.number(),
  }),
});
export type StaffMeResponse = v.InferOutput<typeof StaffMeResponseSchema>;

export const staffSessionEndpoints = {
  staffMe: defineEndpoint({
    method: 'GET',
    path: API_PATHS.staffMe,
    tag: 'staff-auth',
    summary: 'The signed-in staff member, with their role and the limits of their session',
    description: 'A request like any other: it counts as activity and keeps the session open (ADR 0055).',
    access: 'staff',
    permission: 'read',
    success: { status: 200, description: 'Who is signed in', schema: StaffMeResponseSchema },
    errors: { 401: 'No valid staff token, or a session that ended', 403: 'A borrower or guest token' },
  }),
  staffSecondFactorRecheck: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffSecondFactorRecheck,
    tag: 'staff-auth',
    summary: 'Confirm the second factor again within a session (before revealing personal data)',
    description:
      'A code from the authenticator app or a recovery code; a pass is recorded on the session, and reveals need no code for the next fifteen minutes. Spends the staff-2fa quotas.',
    access: 'staff',
    permission: 'read',
    body: StaffSecondFactorRecheckRequestSchema,
    success: {
      status: 200,
      description: 'The second factor passed',
      schema: StaffSecondFactorRecheckResponseSchema,
    },
    errors: {
      401: 'No valid staff token',
      403: 'A borrower or guest token, or a wrong or used code (the session stays as it was)',
      422: 'The body breaks a field rule',
      429: 'Too many attempts from this address or for this account',
    },
  }),
} as const;
