import { endpoints, DraftResponseSchema, type DraftResponse } from '@northgate/contracts';
import {
  findStep,
  getFlow,
  isFlowId,
  keepStepFields,
  type Flow,
  type FlowDraft,
  type ValidationIssue,
} from '@northgate/form-engine';
import { pages } from '@northgate/site-config';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { notAuthenticated } from '../../http/authenticate.ts';
import { HttpError, ValidationError, type ValidationDetail } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import { mailTexts } from '../../messages.ts';
import type { AccessClaims } from '../../services/access-tokens.ts';
import type { DraftOwner } from '../../services/drafts.ts';
import { newApplicationNotice } from '../../services/lead-summary.ts';
import type { RouteContext } from '../route-context.ts';
import { draftSaveRules } from './draft-limits.ts';
import { draftMessages } from './draft-messages.ts';

// The response contract doubles as a guard: a draft that does not fit it never leaves the API.
const toResponse = (draft: FlowDraft): DraftResponse => v.parse(DraftResponseSchema, draft);

/** Dot paths from the step schema -> the spec's `loc` list under body.values (indices as numbers). */
export function issuesToDetails(issues: readonly ValidationIssue[]): ValidationDetail[] {
  return issues.map((issue) => ({
    loc: [
      'body',
      'values',
      ...(issue.path === ''
        ? []
        : issue.path.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key))),
    ],
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

  /**
   * Emails the lender's staff about a new application. The short quiz is left out: its lead
   * notice goes when the account is created. A mail failure never fails the submit: the
   * application is stored, and staff also see it in the database.
   */
  async function notifyStaff(
    request: FastifyRequest,
    flow: Flow,
    owner: DraftOwner,
    outcome: {
      application: { application_id: string; submitted_at: string };
      answers: Record<string, unknown>;
    },
  ) {
    if (flow.id === 'shortQuiz') return;
    try {
      const account = owner.kind === 'user' ? await services.users.findById(owner.userId) : undefined;
      const notice = newApplicationNotice(
        {
          flowTitle: isFlowId(flow.id) ? pages[flow.id].title : flow.id,
          applicationId: outcome.application.application_id,
          submittedAt: outcome.application.submitted_at,
          accountEmail: account?.email,
          answers: outcome.answers,
        },
        mailTexts.newApplicationSubject,
      );
      await services.staff.send(notice);
    } catch (error) {
      request.log.error(
        { err: error, flowId: flow.id, applicationId: outcome.application.application_id },
        'staff notification of a new application failed',
      );
    }
  }

  route(endpoints.loadDraft, {
    before: ({ params, claims }) => flowAndOwner(params.flowId, claims),
    handler: async ({ prepared: { flow, owner } }) => toResponse(await services.drafts.load(flow, owner)),
  });

  route(endpoints.saveDraftStep, {
    // Unknown flows and steps are a 404 whatever the body holds; every save counts (draft-limits.ts).
    before: async ({ request, params, claims }) => {
      const found = flowAndOwner(params.flowId, claims);
      if (findStep(found.flow, params.stepId) === undefined)
        throw new HttpError(404, draftMessages.unknownStep);
      const owner = found.owner.kind === 'user' ? found.owner.userId : found.owner.guestSessionId;
      await services.rateLimiter.consume(`draft-save:ip:${request.ip}`, draftSaveRules.perAddress);
      await services.rateLimiter.consume(`draft-save:owner:${owner}`, draftSaveRules.perOwner);
      return found;
    },
    handler: async ({ params, body, prepared: { flow, owner } }) => {
      // Only the step's own fields are kept: the browser sends nothing else, and a draft saved
      // before a field was renamed must not make every later save fail on a field no screen shows.
      const values = keepStepFields(flow, params.stepId, body.values);
      // Stored first, valid or not: a failed Next must never cost the borrower what they typed.
      const { draft, validation } = await services.drafts.saveStep(flow, owner, params.stepId, values);
      if (body.complete && !validation.ok) throw new ValidationError(issuesToDetails(validation.issues));
      return toResponse(draft);
    },
  });

  route(endpoints.submitDraft, {
    before: ({ params, claims }) => flowAndOwner(params.flowId, claims),
    handler: async ({ request, reply, body: { idempotency_key }, prepared: { flow, owner } }) => {
      const outcome = await services.drafts.submit(flow, owner, idempotency_key);
      switch (outcome.kind) {
        case 'created':
          request.log.info(
            { flowId: flow.id, applicationId: outcome.application.application_id },
            'application submitted',
          );
          await notifyStaff(request, flow, owner, outcome);
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
        case 'conflict':
          throw new HttpError(409, draftMessages.keyAlreadyUsed);
      }
    },
  });
}
