// Request/response contracts of the API: the schemas both sides validate with, the paths, the
// CSRF names, the error shapes and the endpoint table the OpenAPI document is generated from.
// Free of browser, Node and React globals: it runs on both sides.
export * from './affiliate.ts';
export * from './answers.ts';
export * from './api-docs.ts';
export * from './application-status.ts';
export * from './applications.ts';
export * from './auth.ts';
export * from './closing-records.ts';
export * from './borrower-pipeline.ts';
export * from './common/errors.ts';
export * from './common/responses.ts';
export * from './contact.ts';
export * from './csrf.ts';
export * from './dev-outbox.ts';
export * from './draft-list.ts';
export * from './documents.ts';
export * from './drafts.ts';
export * from './endpoint.ts';
export * from './endpoints.ts';
export * from './health.ts';
export { buildOpenApiDocument, openApiPath, type OpenApiOptions } from './openapi.ts';
export * from './passkeys.ts';
export * from './paths.ts';
export * from './personal-account.ts';
export * from './pipeline-records.ts';
export * from './rehab-draws.ts';
export * from './rehab-endpoints.ts';
export * from './short-quiz.ts';
export * from './waiting-code.ts';
export * from './staff-admin.ts';
export * from './staff-applications.ts';
export * from './staff-auth.ts';
export * from './staff-messages.ts';
export * from './staff-roles.ts';
export * from './staff-session.ts';
export * from './staff-passkeys.ts';
export * from './staff-work.ts';
export * from './condition-requests.ts';
export * from './offer-requests.ts';
export * from './zip-codes.ts';
// Its own module, so a page that only asks "signed in?" does not pull in the schemas.
export * from './tokens.ts';
