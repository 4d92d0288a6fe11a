import { API_PATHS } from '@northgate/api-client/contracts';
import { flows } from '@northgate/form-engine';
import type { FastifyInstance } from 'fastify';

const errorBody = { type: 'object', required: ['error'], properties: { error: { type: 'string' } } };
const validationBody = {
  type: 'object',
  required: ['detail'],
  properties: {
    detail: {
      type: 'array',
      items: {
        type: 'object',
        required: ['loc', 'msg', 'type'],
        properties: {
          loc: { type: 'array', items: { oneOf: [{ type: 'string' }, { type: 'integer' }] } },
          msg: { type: 'string' },
          type: { type: 'string' },
        },
      },
    },
  },
};
const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const draftRef = json({ $ref: '#/components/schemas/FlowDraft' });
const flowIdParam = {
  name: 'flowId',
  in: 'path',
  required: true,
  schema: { type: 'string', enum: Object.keys(flows) },
  description:
    'shortQuiz, permanentLoanApplication and investmentLoanApplication accept guests; longForm and businessLoanApplication need a signed-in borrower.',
};
const common = {
  '401': { description: 'No or invalid token, or a guest on a login-required flow', ...json(errorBody) },
  '404': { description: 'Unknown flow (or step)', ...json(errorBody) },
};

/** Hand-written OpenAPI 3.1 description of our own endpoints (the spec's calls are in the spec). */
export const openApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Northgate borrower API: flow drafts',
    version: '1.0.0',
    description:
      'Server-side drafts of the five application flows and their idempotent submit. Values are validated with the same step schemas as the browser (@northgate/form-engine) and stored encrypted.',
  },
  components: {
    securitySchemes: {
      bearer: {
        type: 'http',
        scheme: 'bearer',
        description:
          "Access token of a signed-in borrower (token type 'lk') or a guest from POST /auth/api/v1/auth/fake_auth",
      },
    },
    schemas: {
      FlowDraft: {
        type: 'object',
        required: ['flowId', 'values', 'completedSteps', 'furthestStep', 'updatedAt'],
        properties: {
          flowId: { type: 'string' },
          values: {
            type: 'object',
            description: "Each step's values, keyed by step id, stored as typed (valid or not)",
            additionalProperties: { type: 'object' },
          },
          completedSteps: {
            type: 'array',
            items: { type: 'string' },
            description: 'Steps whose last save was valid, in flow order',
          },
          furthestStep: { type: 'string', description: 'Where a reload or another device resumes' },
          updatedAt: { type: 'string', format: 'date-time' },
        },
      },
      SubmittedApplication: {
        type: 'object',
        required: ['application_id', 'submitted_at'],
        properties: {
          application_id: { type: 'string', format: 'uuid' },
          submitted_at: { type: 'string', format: 'date-time' },
        },
      },
    },
  },
  security: [{ bearer: [] }],
  paths: {
    '/api/v1/drafts/{flowId}': {
      get: {
        summary: "The session's draft of a flow (an empty draft before the first save)",
        parameters: [flowIdParam],
        responses: { '200': { description: 'The draft', ...draftRef }, ...common },
      },
    },
    '/api/v1/drafts/{flowId}/steps/{stepId}': {
      put: {
        summary: 'Save one step',
        description:
          'complete=false (autosave while typing) stores the values without checking them; complete=true (Next) stores them too and answers 422 when the step is invalid. Body at most 256 KB.',
        parameters: [flowIdParam, { name: 'stepId', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: {
          required: true,
          ...json({
            type: 'object',
            required: ['values', 'complete'],
            properties: { values: { type: 'object' }, complete: { type: 'boolean' } },
          }),
        },
        responses: {
          '200': { description: 'Saved; the updated draft', ...draftRef },
          '422': {
            description:
              'Bad body, or complete=true with an invalid step (values are still stored); loc starts with body.values',
            ...json(validationBody),
          },
          ...common,
        },
      },
    },
    '/api/v1/applications': {
      get: {
        summary: "The signed-in borrower's submitted applications, newest first (token type lk)",
        responses: {
          '200': {
            description: 'Applications without their answers',
            ...json({
              type: 'object',
              properties: {
                applications: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      application_id: { type: 'string', format: 'uuid' },
                      flow_id: { type: 'string' },
                      submitted_at: { type: 'string', format: 'date-time' },
                    },
                  },
                },
              },
            }),
          },
          ...common,
        },
      },
    },
    '/api/v1/drafts/{flowId}/submit': {
      post: {
        summary: 'Submit the draft once per idempotency key',
        parameters: [flowIdParam],
        requestBody: {
          required: true,
          ...json({
            type: 'object',
            required: ['idempotency_key'],
            properties: { idempotency_key: { type: 'string', format: 'uuid' } },
          }),
        },
        responses: {
          '201': { description: 'Submitted', ...json({ $ref: '#/components/schemas/SubmittedApplication' }) },
          '200': {
            description: 'The same key again: the first answer, unchanged',
            ...json({ $ref: '#/components/schemas/SubmittedApplication' }),
          },
          '409': { description: 'The key belongs to another submission', ...json(errorBody) },
          '422': {
            description: 'A visible step is not complete; loc names the first one',
            ...json(validationBody),
          },
          ...common,
        },
      },
    },
  },
};

/** GET /api/v1/openapi.json: the description above, public like any API documentation. */
export async function openApiRoutes(app: FastifyInstance) {
  app.get(API_PATHS.openApi, async () => openApiDocument);
}
