import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { API_PATHS } from './paths.ts';

export const HealthResponseSchema = v.object({ status: v.literal('ok') });
export type HealthResponse = v.InferOutput<typeof HealthResponseSchema>;

export const healthEndpoints = {
  healthz: defineEndpoint({
    method: 'GET',
    path: API_PATHS.healthz,
    tag: 'health',
    summary: 'Liveness: the process answers',
    access: 'none',
    success: { status: 200, description: 'Alive', schema: HealthResponseSchema },
    errors: {},
  }),
  readyz: defineEndpoint({
    method: 'GET',
    path: API_PATHS.readyz,
    tag: 'health',
    summary: 'Readiness: the process and its database answer',
    access: 'none',
    success: { status: 200, description: 'Ready', schema: HealthResponseSchema },
    errors: { 503: 'The database does not answer' },
  }),
} as const;
