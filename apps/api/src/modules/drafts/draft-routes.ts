import { endpoints, DraftResponseSchema, type DraftResponse } from '@northgate/contracts';
import {
  findStep,
  keepStepFields,
  type Flow,
  type FlowDraft,
  type ValidationIssue,
} from '@northgate/form-engine/core';
import { getFlow } from '@northgate/lending-flows';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { notAuthenticated } from '../../http/authenticate.ts';
import { HttpError, ValidationError, type ValidationDetail } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import type { AccessClaims } from '../identity/access-tokens.ts';
import { submitApplication } from '../applications/submit-application.ts';
import type { DraftOwner } from './drafts.ts';
import { quotas } from '../identity/rate-limits.ts';
import type { RouteContext } from '../../http/route-context.ts';
import { draftMessages } from './draft-messages.ts';
import { requireVerifiedEmail } from './verified-email.ts';
import { requireVerifiedPhone } from './verified-phone.ts';

// The response contract doubles as a guard: a draft that does not fit it never leaves the API.
const toResponse = (draft: FlowDraft): DraftResponse => v.parse(DraftResponseSchema, draft);

/** A dot path as `loc` keys (indices as numbers); none for an empty path. */
const pathKeys = (path: string) =>
  path === '' ? [] : path.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));

/** Dot paths from the step schema -> the spec's `loc` list under body.values (indices as numbers). */
export function issuesToDetails(issues: readonly ValidationIssue[]): ValidationDetail[] {
  return issues.map((issue) => ({
    loc: ['body', 'values', ...pathKeys(issue.path)],
    msg: issue.message,
    type: 'value_error',
  }));
}

/**
 * Draft endpoints under /api/v1/drafts (see /api/v1/openapi.json). Owner: the signed-in
 * account, or the guest session for the anonymous flows.
 */
export async function draftRoutes(app: FastifyInstance, { services }: RouteContext) {
  const route = createRouter(app, services);

  /** The flow named in the URL and its owner; guests are refused on login-required flows. */
  function flowAndOwner(flowId: string, claims: AccessClaims): { flow: Flow; owner: DraftOwner } {
    const flow = getFlow(flowId);
    if (flow === undefined) throw new HttpError(404, draftMessages.unknownFlow);
    if (flow.access === 'login-required' && claims.tokenType !== 'lk') throw notAuthenticated();
    const owner: DraftOwner =
      claims.tokenType === 'lk'
        ? { kind: 'user', userId: claims.subject }
        : { kind: 'guest', guestSessionId: claims.sessionId };
    return { flow, owner };
  }

  route(endpoints.loadDraft, {
    before: ({ params, claims }) => flowAndOwner(params.flowId, claims),
    handler: async ({ prepared: { flow, owner } }) =>
      toResponse(await services.drafts.loadMasked(flow, owner)),
  });

  route(endpoints.saveDraftStep, {
    // Unknown flows and steps are a 404 whatever the body holds.
    before: ({ params, claims }) => {
      const found = flowAndOwner(params.flowId, claims);
      if (findStep(found.flow, params.stepId) === undefined)
        throw new HttpError(404, draftMessages.unknownStep);
      return found;
    },
    handler: async ({ request, params, body, prepared: { flow, owner } }) => {
      // Only the step's own fields are kept: the browser sends nothing else, and a draft saved
      // before a field was renamed must not make every later save fail on a field no screen shows.
      const values = keepStepFields(flow, params.stepId, body.values);
      // Stored first, valid or not: a failed Next must never cost the borrower what they typed.
      // Every save stored counts, per owner and per address (modules/identity/rate-limits.ts).
      const ownerId = owner.kind === 'user' ? owner.userId : owner.guestSessionId;
      const { draft, validation } = await services.rateLimiter.spend(
        quotas.draftSave(request.ip, ownerId),
        () => services.drafts.saveStep(flow, owner, params.stepId, values),
      );
      if (body.complete && !validation.ok) throw new ValidationError(issuesToDetails(validation.issues));
      return toResponse(draft);
    },
  });

  route(endpoints.submitDraft, {
    before: ({ params, claims }) => flowAndOwner(params.flowId, claims),
    handler: async ({ request, reply, claims, body: { idempotency_key }, prepared: { flow, owner } }) => {
      await requireVerifiedEmail(services, flow, owner, claims);
      await requireVerifiedPhone(services, flow, owner);
      const outcome = await submitApplication(services, {
        flow,
        owner,
        idempotencyKey: idempotency_key,
        signing: { ip: request.ip, userAgent: request.headers['user-agent'] },
      });
      switch (outcome.kind) {
        case 'created':
          request.log.info(
            { flowId: flow.id, applicationId: outcome.application.application_id },
            'application submitted',
          );
          return outcome.application;
        case 'replayed':
          // The first answer again, with 200 rather than 201: nothing new was created.
          reply.code(200);
          return outcome.application;
        case 'incomplete':
          throw new ValidationError([
            {
              loc: ['body', 'values', outcome.stepId],
              msg: draftMessages.incompleteStep(outcome.stepId),
              type: 'incomplete_step',
            },
          ]);
        case 'inconsistent':
          // Each message starts with the title of the step to fix; loc leads to its field.
          throw new ValidationError(
            outcome.issues.map((issue) => ({
              loc: ['body', 'values', issue.stepId, ...pathKeys(issue.path)],
              msg: issue.message,
              type: 'cross_step',
            })),
          );
        case 'conflict':
          throw new HttpError(409, draftMessages.keyAlreadyUsed);
      }
    },
  });
}
