import * as v from 'valibot';
import { ApplicationStatusSchema } from './application-status.ts';
import { defineEndpoint } from './endpoint.ts';
import { API_PATHS } from './paths.ts';

/** Derived from the application's id (Crockford's base 32), so every screen and email shows the same one. */
export const ApplicationReferenceSchema = v.pipe(
  v.string(),
  v.regex(/^NG-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/),
  v.description('What the borrower and our staff call the application, e.g. NG-7KQ2-M9XD'),
);

/** A submitted application as its owner's list shows it; the answers stay encrypted on the server. */
export const ApplicationSummarySchema = v.object({
  application_id: v.pipe(v.string(), v.uuid()),
  flow_id: v.string(),
  reference: ApplicationReferenceSchema,
  status: ApplicationStatusSchema,
  submitted_at: v.pipe(v.string(), v.isoTimestamp()),
});
export type ApplicationSummary = v.InferOutput<typeof ApplicationSummarySchema>;

export const ApplicationsResponseSchema = v.object({ applications: v.array(ApplicationSummarySchema) });
export type ApplicationsResponse = v.InferOutput<typeof ApplicationsResponseSchema>;

export const applicationEndpoints = {
  listApplications: defineEndpoint({
    method: 'GET',
    path: API_PATHS.applications,
    tag: 'applications',
    summary: "The signed-in borrower's submitted applications, newest first",
    access: 'signed-in',
    success: {
      status: 200,
      description: 'Applications without their answers',
      schema: ApplicationsResponseSchema,
    },
    errors: { 401: 'No valid signed-in token (guest tokens too)' },
  }),
} as const;
