import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { API_PATHS } from './paths.ts';

export const HealthResponseSchema = v.object({ status: v.literal('ok') });
export type HealthResponse = v.InferOutput<typeof HealthResponseSchema>;

/** What the web asks before showing a feature the lender may not have set up (ADR 0049). */
export const FeaturesResponseSchema = v.object({
  google_sign_in: v.pipe(v.boolean(), v.description('"Sign in with Google" is offered')),
  phone_verification: v.pipe(v.boolean(), v.description('Phone numbers can be verified by text message')),
});
export type FeaturesResponse = v.InferOutput<typeof FeaturesResponseSchema>;

export const healthEndpoints = {
  metrics: defineEndpoint({
    method: 'GET',
    path: API_PATHS.metrics,
    tag: 'health',
    summary: 'Prometheus metrics: request latency by route, the outbox, rate-limit refusals',
    description:
      'Production: only with `Authorization: Bearer $METRICS_TOKEN`, and 404 without METRICS_TOKEN. Local mode: requests from this machine only.',
    access: 'none',
    success: {
      status: 200,
      description: 'The Prometheus text format',
      schema: v.string(),
      contentType: 'text/plain',
    },
    errors: { 401: 'No or the wrong bearer token', 404: 'Metrics are off, or asked from another machine' },
  }),
  features: defineEndpoint({
    method: 'GET',
    path: API_PATHS.features,
    tag: 'health',
    summary: 'Which optional features this server offers',
    description:
      'A lender without Google or SMS credentials runs without Google sign-in or phone verification; the sign-in pages and the phone step ask here.',
    access: 'none',
    success: { status: 200, description: 'The features', schema: FeaturesResponseSchema },
    errors: {},
  }),
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
