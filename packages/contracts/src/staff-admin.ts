import * as v from 'valibot';
import { NAME_MAX_LENGTH, newPassword, requiredEmail, requiredString } from '@northgate/validators';
import { defineEndpoint } from './endpoint.ts';
import { API_PATHS } from './paths.ts';
import { StaffLoginChallengeSchema, StaffMemberSchema } from './staff-auth.ts';
import { StaffRoleSchema } from './staff-roles.ts';

/**
 * Staff administration (admins only) and the invite link's page
 * (docs/decisions/0054-staff-administration.md): list, invite, change role, disable and enable,
 * and a lost second factor's reset with a second admin's approval.
 */

const uuidParam = (what: string) =>
  v.pipe(v.string(), v.uuid(`Unknown ${what}`), v.description(`A ${what} id`));
export const StaffMemberParamsSchema = v.object({ staffId: uuidParam('staff member') });
export const FactorResetParamsSchema = v.object({ resetId: uuidParam('factor reset') });

/** How long an invite link works. */
export const STAFF_INVITE_TTL_HOURS = 72;

export const STAFF_FACTOR_STATUSES = ['enrolled', 'not_enrolled'] as const;
export type StaffFactorStatus = (typeof STAFF_FACTOR_STATUSES)[number];

export const PendingFactorResetSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  requested_by: v.object({ id: v.pipe(v.string(), v.uuid()), name: v.string() }),
  requested_at: v.pipe(v.string(), v.isoTimestamp()),
});
export type PendingFactorReset = v.InferOutput<typeof PendingFactorResetSchema>;

export const StaffAdminMemberSchema = v.object({
  ...StaffMemberSchema.entries,
  disabled: v.boolean(),
  factor: v.pipe(
    v.picklist(STAFF_FACTOR_STATUSES),
    v.description('enrolled or not_enrolled: whether their authenticator app is set up'),
  ),
  passkeys: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(0),
    v.description('How many passkeys they have added beside the app (ADR 0056)'),
  ),
  invite: v.pipe(
    v.picklist(['none', 'pending', 'expired']),
    v.description('pending or expired while an invited member has not set a password; none otherwise'),
  ),
  last_signed_in_at: v.pipe(
    v.nullable(v.pipe(v.string(), v.isoTimestamp())),
    v.description('The last passed second factor; null if never'),
  ),
  pending_reset: v.pipe(
    v.nullable(PendingFactorResetSchema),
    v.description("A factor reset waiting for a second admin's approval"),
  ),
});
export type StaffAdminMember = v.InferOutput<typeof StaffAdminMemberSchema>;

export const StaffAdminListSchema = v.object({
  staff: v.pipe(v.array(StaffAdminMemberSchema), v.description('By last name')),
});
export type StaffAdminList = v.InferOutput<typeof StaffAdminListSchema>;

export const STAFF_ADMIN_ACTIONS = [
  'invited',
  'invite_accepted',
  'role_changed',
  'disabled',
  'enabled',
  'factor_reset_requested',
  'factor_reset_approved',
] as const;
export type StaffAdminAction = (typeof STAFF_ADMIN_ACTIONS)[number];

export const StaffAdminEventSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  action: v.picklist(STAFF_ADMIN_ACTIONS),
  actor: v.object({ id: v.pipe(v.string(), v.uuid()), name: v.string() }),
  member: v.object({ id: v.pipe(v.string(), v.uuid()), name: v.string() }),
  what: v.pipe(v.string(), v.description('The action in plain words')),
  ip: v.nullable(v.string()),
  at: v.pipe(v.string(), v.isoTimestamp()),
});
export type StaffAdminEvent = v.InferOutput<typeof StaffAdminEventSchema>;

export const STAFF_ADMIN_EVENTS_SHOWN = 50;
export const StaffAdminEventsSchema = v.object({
  items: v.pipe(v.array(StaffAdminEventSchema), v.description('The latest 50, newest first')),
});
export type StaffAdminEvents = v.InferOutput<typeof StaffAdminEventsSchema>;

export const StaffInviteRequestSchema = v.object({
  email: requiredEmail(),
  first_name: requiredString({ max: NAME_MAX_LENGTH }),
  last_name: requiredString({ max: NAME_MAX_LENGTH }),
  role: StaffRoleSchema,
});
export type StaffInviteRequest = v.InferInput<typeof StaffInviteRequestSchema>;

export const StaffRoleChangeSchema = v.object({ role: StaffRoleSchema });
export type StaffRoleChange = v.InferInput<typeof StaffRoleChangeSchema>;

const inviteToken = requiredString({ max: 256 });

export const StaffInviteCheckSchema = v.object({ token: inviteToken });
export type StaffInviteCheck = v.InferInput<typeof StaffInviteCheckSchema>;

export const StaffInviteSchema = v.object({
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
});
export type StaffInvite = v.InferOutput<typeof StaffInviteSchema>;

export const StaffInviteAcceptSchema = v.object({ token: inviteToken, password: newPassword() });
export type StaffInviteAccept = v.InferInput<typeof StaffInviteAcceptSchema>;

const tag = 'staff-admin';
const adminsOnly = {
  401: 'No valid staff token',
  403: 'A borrower or guest token, or a role other than admin',
};
const unknownMember = 'No staff member has this id';

export const staffAdminEndpoints = {
  staffAdminMembers: defineEndpoint({
    method: 'GET',
    path: API_PATHS.staffAdminMembers,
    tag,
    summary: 'Every staff member with role, last sign-in, second factor, invite and any pending factor reset',
    access: 'staff',
    permission: 'manageStaff',
    success: { status: 200, description: 'Every staff member', schema: StaffAdminListSchema },
    errors: adminsOnly,
  }),
  staffAdminEvents: defineEndpoint({
    method: 'GET',
    path: API_PATHS.staffAdminEvents,
    tag,
    summary: 'The latest staff administration actions, newest first',
    access: 'staff',
    permission: 'manageStaff',
    success: { status: 200, description: 'The latest actions', schema: StaffAdminEventsSchema },
    errors: adminsOnly,
  }),
  staffAdminInvite: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffAdminInvite,
    tag,
    summary: 'Invite a staff member: an email with a one-time link to set a password',
    description:
      'Creates the member without a password or second factor. Inviting again someone who has not accepted replaces their link.',
    access: 'staff',
    permission: 'manageStaff',
    body: StaffInviteRequestSchema,
    success: { status: 201, description: 'Invited; the email is queued', schema: StaffAdminMemberSchema },
    errors: {
      ...adminsOnly,
      409: 'A staff member who already accepted uses this email',
      422: 'A field rule',
    },
  }),
  staffAdminRole: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffAdminRole,
    tag,
    summary: "Change a staff member's role",
    access: 'staff',
    permission: 'manageStaff',
    params: StaffMemberParamsSchema,
    body: StaffRoleChangeSchema,
    success: { status: 200, description: 'The new role', schema: StaffAdminMemberSchema },
    errors: {
      ...adminsOnly,
      404: unknownMember,
      409: 'Your own admin role, or the last active admin',
      422: 'Not a role',
    },
  }),
  staffAdminDisable: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffAdminDisable,
    tag,
    summary: 'Disable a staff member and end every session they hold',
    access: 'staff',
    permission: 'manageStaff',
    params: StaffMemberParamsSchema,
    success: { status: 200, description: 'Disabled', schema: StaffAdminMemberSchema },
    errors: { ...adminsOnly, 404: unknownMember, 409: 'Yourself, or the last active admin' },
  }),
  staffAdminEnable: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffAdminEnable,
    tag,
    summary: 'Let a disabled staff member sign in again',
    access: 'staff',
    permission: 'manageStaff',
    params: StaffMemberParamsSchema,
    success: { status: 200, description: 'Enabled', schema: StaffAdminMemberSchema },
    errors: { ...adminsOnly, 404: unknownMember },
  }),
  staffAdminRequestReset: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffAdminRequestReset,
    tag,
    summary: "Ask to reset a staff member's lost second factor; a second admin approves",
    access: 'staff',
    permission: 'manageStaff',
    params: StaffMemberParamsSchema,
    success: { status: 201, description: 'The pending reset', schema: StaffAdminMemberSchema },
    errors: {
      ...adminsOnly,
      404: unknownMember,
      409: 'They have no second factor, or a reset is already waiting',
    },
  }),
  staffAdminApproveReset: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffAdminApproveReset,
    tag,
    summary: 'Approve another admin’s factor reset: removes the factor and recovery codes, ends sessions',
    access: 'staff',
    permission: 'manageStaff',
    params: FactorResetParamsSchema,
    success: { status: 200, description: 'Reset', schema: StaffAdminMemberSchema },
    errors: {
      ...adminsOnly,
      404: 'No pending reset has this id',
      409: 'The admin who asked cannot approve their own request',
    },
  }),
  staffInviteCheck: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffInviteCheck,
    tag,
    summary: 'Who an invite link is for, while it works',
    access: 'none',
    body: StaffInviteCheckSchema,
    success: { status: 200, description: 'The invited member', schema: StaffInviteSchema },
    errors: { 404: 'The link is unknown, used, replaced or expired', 422: 'No token' },
  }),
  staffInviteAccept: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffInviteAccept,
    tag,
    summary: 'Set the password of an invite; answers an enrol challenge for the second factor',
    description: 'The link works once. The member then adds an authenticator app as at a first sign-in.',
    access: 'none',
    body: StaffInviteAcceptSchema,
    success: { status: 200, description: 'Enrol a second factor next', schema: StaffLoginChallengeSchema },
    errors: {
      404: 'The link is unknown, used, replaced or expired',
      422: 'A password the rules or the strength check refuse',
    },
  }),
} as const;
