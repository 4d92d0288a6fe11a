import { affiliateEndpoints } from './affiliate.ts';
import { apiDocsEndpoints } from './api-docs.ts';
import { applicationEndpoints } from './applications.ts';
import { borrowerPipelineEndpoints } from './borrower-pipeline.ts';
import { authEndpoints } from './auth.ts';
import { contactEndpoints } from './contact.ts';
import { devOutboxEndpoints } from './dev-outbox.ts';
import { draftListEndpoints } from './draft-list.ts';
import { documentEndpoints } from './documents.ts';
import { draftEndpoints } from './drafts.ts';
import type { Endpoint } from './endpoint.ts';
import { healthEndpoints } from './health.ts';
import { passkeyEndpoints } from './passkeys.ts';
import { personalAccountEndpoints } from './personal-account.ts';
import { rehabDrawEndpoints } from './rehab-endpoints.ts';
import { shortQuizEndpoints } from './short-quiz.ts';
import { staffAdminEndpoints } from './staff-admin.ts';
import { staffApplicationEndpoints } from './staff-applications.ts';
import { staffAuthEndpoints } from './staff-auth.ts';
import { staffMessageEndpoints } from './staff-messages.ts';
import { staffSessionEndpoints } from './staff-session.ts';
import { staffPasskeyEndpoints } from './staff-passkeys.ts';
import { staffWorkEndpoints } from './staff-work.ts';
import { waitingCodeEndpoints } from './waiting-code.ts';
import { zipCodeEndpoints } from './zip-codes.ts';

/**
 * The endpoint table: every call between the web app and the API, by name. The server registers
 * its routes from it, the client's calls are typed by it, and the OpenAPI document is generated
 * from it. Each resource module declares its own entries next to its schemas.
 */
export const endpoints = {
  ...authEndpoints,
  ...personalAccountEndpoints,
  ...passkeyEndpoints,
  ...contactEndpoints,
  ...shortQuizEndpoints,
  ...waitingCodeEndpoints,
  ...affiliateEndpoints,
  ...draftEndpoints,
  ...draftListEndpoints,
  ...applicationEndpoints,
  ...borrowerPipelineEndpoints,
  ...documentEndpoints,
  ...zipCodeEndpoints,
  ...apiDocsEndpoints,
  ...healthEndpoints,
  ...devOutboxEndpoints,
  ...staffAuthEndpoints,
  ...staffSessionEndpoints,
  ...staffPasskeyEndpoints,
  ...staffApplicationEndpoints,
  ...staffWorkEndpoints,
  ...rehabDrawEndpoints,
  ...staffMessageEndpoints,
  ...staffAdminEndpoints,
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** Endpoints the API answers (in production: without the local-only ones). */
export function servedEndpoints(options: { includeLocalOnly: boolean }): [EndpointName, Endpoint][] {
  return (Object.entries(endpoints) as [EndpointName, Endpoint][]).filter(
    ([, endpoint]) => endpoint.served !== false && (options.includeLocalOnly || endpoint.localOnly !== true),
  );
}
