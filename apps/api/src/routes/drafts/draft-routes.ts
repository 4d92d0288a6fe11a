import {
  DraftResponseSchema,
  SaveStepRequestSchema,
  SubmitDraftRequestSchema,
  type DraftResponse,
  type SubmitDraftResponse,
} from '@northgate/api-client/contracts';
import { findStep, getFlow, isFlowId, type Flow, type FlowDraft, type ValidationIssue } from '@northgate/form-engine';
import { pages } from '@northgate/site-config';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { authenticate } from '../../http/authenticate.ts';
import { HttpError, ValidationError, type ValidationDetail } from '../../http/errors.ts';
import { parseBody } from '../../http/validation.ts';
import { mailTexts } from '../../schemas/messages.ts';
import type { DraftOwner } from '../../services/drafts.ts';
import { newApplicationNotice } from '../../services/lead-summary.ts';
import type { RouteContext } from '../route-context.ts';
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
 * Draft endpoints under /api/v1/drafts (see the README and /api/v1/openapi.json).
 * Owner: the signed-in account, or the guest session for the anonymous flows.
 */
export async function draftRoutes(app: FastifyInstance, { services }: RouteContext) {
  /** The flow named in the URL and who is asking; guests are refused on login-required flows. */
  async function flowAndOwner(request: FastifyRequest): Promise<{ flow: Flow; owner: DraftOwner }> {
    const { flowId } = request.params as { flowId: string };
    const flow = getFlow(flowId);
    const claims = await authenticate(
      request,
      services,
      flow?.access === 'login-required' ? ['lk'] : ['lk', 'guest'],
    );
    if (flow === undefined) throw new HttpError(404, draftMessages.unknownFlow);
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
    outcome: { application: { application_id: string; submitted_at: string }; answers: Record<string, unknown> },
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

  // The signed-in borrower's submitted applications (no answers in the list; they stay encrypted).
  app.get('/api/v1/applications', async (request) => {
    const claims = await authenticate(request, services, ['lk']);
    return { applications: await services.drafts.listApplications(claims.subject) };
  });

  app.get('/api/v1/drafts/:flowId', async (request): Promise<DraftResponse> => {
    const { flow, owner } = await flowAndOwner(request);
    return toResponse(await services.drafts.load(flow, owner));
  });

  app.put('/api/v1/drafts/:flowId/steps/:stepId', async (request): Promise<DraftResponse> => {
    const { flow, owner } = await flowAndOwner(request);
    const { stepId } = request.params as { stepId: string };
    if (findStep(flow, stepId) === undefined) throw new HttpError(404, draftMessages.unknownStep);
    const { values, complete } = parseBody(SaveStepRequestSchema, request.body);
    // Stored first, valid or not: a failed Next must never cost the borrower what they typed.
    const { draft, validation } = await services.drafts.saveStep(flow, owner, stepId, values);
    if (complete && !validation.ok) throw new ValidationError(issuesToDetails(validation.issues));
    return toResponse(draft);
  });

  app.post('/api/v1/drafts/:flowId/submit', async (request, reply): Promise<SubmitDraftResponse> => {
    const { flow, owner } = await flowAndOwner(request);
    const { idempotency_key } = parseBody(SubmitDraftRequestSchema, request.body);
    const outcome = await services.drafts.submit(flow, owner, idempotency_key);
    switch (outcome.kind) {
      case 'created':
        request.log.info(
          { flowId: flow.id, applicationId: outcome.application.application_id },
          'application submitted',
        );
        await notifyStaff(request, flow, owner, outcome);
        reply.code(201);
        return outcome.application;
      case 'replayed':
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
  });
}
