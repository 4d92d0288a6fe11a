import { endpoints, type StaffAdminMember } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import type { RouteContext } from '../../http/route-context.ts';
import { errorMessages } from '../../messages.ts';
import { requireStrongPassword } from '../identity/password-strength.ts';
import { STAFF_CHALLENGE_TTL_SECONDS } from './staff-challenges.ts';

const refusals = {
  missing: () => new HttpError(404, errorMessages.noSuchStaffMember),
  last_admin: () => new HttpError(409, errorMessages.lastAdmin),
} as const;

/**
 * The staff administration page (admins: `manageStaff`) and the invite link's page
 * (docs/decisions/0054-staff-administration.md). Never logs a token or password.
 */
export async function staffAdminRoutes(app: FastifyInstance, { services }: RouteContext) {
  const { staffAdministration, staffChallenges } = services;
  const route = createRouter(app, services);

  async function member(staffId: string): Promise<StaffAdminMember> {
    const found = await staffAdministration.member(staffId);
    if (found === undefined) throw refusals.missing();
    return found;
  }

  route(endpoints.staffAdminMembers, {
    handler: async () => ({ staff: await staffAdministration.list() }),
  });

  route(endpoints.staffAdminEvents, {
    handler: async () => ({ items: await staffAdministration.events() }),
  });

  route(endpoints.staffAdminInvite, {
    handler: async ({ request, claims, body }) => {
      const invited = await staffAdministration.invite(
        { id: claims.subject, ip: request.ip },
        { email: body.email, firstName: body.first_name, lastName: body.last_name, role: body.role },
      );
      if (invited === 'taken') throw new HttpError(409, errorMessages.staffEmailTaken);
      request.log.info({ staffId: invited.id }, 'staff member invited');
      return member(invited.id);
    },
  });

  route(endpoints.staffAdminRole, {
    handler: async ({ request, claims, params, body }) => {
      const outcome = await staffAdministration.changeRole(
        { id: claims.subject, ip: request.ip },
        params.staffId,
        body.role,
      );
      if (outcome === 'self') throw new HttpError(409, errorMessages.cannotDemoteSelf);
      if (typeof outcome === 'string') throw refusals[outcome]();
      request.log.info({ staffId: outcome.id, role: outcome.role }, 'staff role changed');
      return member(outcome.id);
    },
  });

  route(endpoints.staffAdminDisable, {
    handler: async ({ request, claims, params }) => {
      const outcome = await staffAdministration.disable(
        { id: claims.subject, ip: request.ip },
        params.staffId,
      );
      if (outcome === 'self') throw new HttpError(409, errorMessages.cannotDisableSelf);
      if (typeof outcome === 'string') throw refusals[outcome]();
      request.log.info({ staffId: outcome.id }, 'staff member disabled');
      return member(outcome.id);
    },
  });

  route(endpoints.staffAdminEnable, {
    handler: async ({ request, claims, params }) => {
      const outcome = await staffAdministration.enable(
        { id: claims.subject, ip: request.ip },
        params.staffId,
      );
      if (outcome === 'missing') throw refusals.missing();
      request.log.info({ staffId: outcome.id }, 'staff member enabled');
      return member(outcome.id);
    },
  });

  route(endpoints.staffAdminRequestReset, {
    handler: async ({ request, claims, params }) => {
      const outcome = await staffAdministration.requestReset(
        { id: claims.subject, ip: request.ip },
        params.staffId,
      );
      if (outcome === 'missing') throw refusals.missing();
      if (outcome === 'no_factor') throw new HttpError(409, errorMessages.noFactorToReset);
      if (outcome === 'pending') throw new HttpError(409, errorMessages.resetAlreadyPending);
      request.log.info({ staffId: params.staffId }, 'staff factor reset requested');
      return member(params.staffId);
    },
  });

  route(endpoints.staffAdminApproveReset, {
    handler: async ({ request, claims, params }) => {
      const outcome = await staffAdministration.approveReset(
        { id: claims.subject, ip: request.ip },
        params.resetId,
      );
      if (outcome === 'missing') throw new HttpError(404, errorMessages.noPendingReset);
      if (outcome === 'same_admin') throw new HttpError(409, errorMessages.cannotApproveOwnReset);
      request.log.info({ staffId: outcome.id }, 'staff factor reset approved');
      return member(outcome.id);
    },
  });

  route(endpoints.staffInviteCheck, {
    handler: async ({ body }) => {
      const staff = await staffAdministration.inviteFor(body.token);
      if (staff === undefined) throw new HttpError(404, errorMessages.inviteLinkNotWorking);
      return { email: staff.email, first_name: staff.firstName, last_name: staff.lastName };
    },
  });

  route(endpoints.staffInviteAccept, {
    handler: async ({ request, body }) => {
      const invited = await staffAdministration.inviteFor(body.token);
      if (invited === undefined) throw new HttpError(404, errorMessages.inviteLinkNotWorking);
      requireStrongPassword('password', body.password, {
        email: invited.email,
        firstName: invited.firstName,
        lastName: invited.lastName,
      });
      const staff = await staffAdministration.accept(body.token, body.password, request.ip);
      if (staff === undefined) throw new HttpError(404, errorMessages.inviteLinkNotWorking);
      request.log.info({ staffId: staff.id }, 'staff invite accepted');
      // As a first sign-in without a factor: all they can do next is enrol (ADR 0052).
      return {
        second_factor: 'enrol' as const,
        challenge_token: await staffChallenges.issue({ staffId: staff.id, kind: 'enrol' }),
        expires_in: STAFF_CHALLENGE_TTL_SECONDS,
        methods: [],
      };
    },
  });
}
