import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../http/route-context.ts';
import { userInfoRoutes } from './account/user-info-routes.ts';
import { profileEditRoutes } from './account/profile-edit-routes.ts';
import { phoneRoutes } from './account/phone-routes.ts';
import { passkeyRoutes } from './account/passkey-routes.ts';
import { applicationRoutes } from './applications/application-routes.ts';
import { pipelineRoutes } from './applications/pipeline-routes.ts';
import { inspectionPhotoRoutes, rehabRoutes } from './applications/rehab-routes.ts';
import { documentRoutes } from './documents/document-routes.ts';
import { resumableUploads } from './documents/resumable-uploads.ts';
import { draftRoutes } from './drafts/draft-routes.ts';
import { shortQuizRoutes } from './drafts/short-quiz-routes.ts';
import { healthRoutes } from './health/health-routes.ts';
import { openApiRoutes } from './health/openapi-routes.ts';
import { googleRoutes } from './identity/google-routes.ts';
import { passkeySignInRoutes } from './identity/passkey-sign-in-routes.ts';
import { passwordResetRoutes } from './identity/password-reset-routes.ts';
import { sessionRoutes } from './identity/session-routes.ts';
import { contactRoutes } from './messaging/contact-routes.ts';
import { outboxRoutes } from './messaging/outbox-routes.ts';
import { staffAdminRoutes } from './staff/staff-admin-routes.ts';
import { staffApplicationRoutes } from './staff/staff-application-routes.ts';
import { staffAuthRoutes } from './staff/staff-auth-routes.ts';
import { staffSecondFactorRoutes } from './staff/staff-second-factor-routes.ts';
import { staffPasskeyRoutes } from './staff/staff-passkey-routes.ts';
import { staffMessageRoutes } from './staff/staff-message-routes.ts';
import { staffWorkRoutes } from './staff/staff-work-routes.ts';
import { zipCodeRoutes } from './zip-codes/zip-code-routes.ts';

type RoutePlugin = (app: FastifyInstance, context: RouteContext) => Promise<void>;

/**
 * The API's domains, each a folder beside this file with its routes, services and tests (the
 * root README's "Where each behaviour lives" table leads into them). The list is written out
 * rather than read from the disk with @fastify/autoload because the server ships as one esbuild
 * bundle (scripts/build.mjs): there is no folder to read at run time (ADR 0045).
 */
export const apiModules: Readonly<Record<string, readonly RoutePlugin[]>> = {
  /** Liveness, readiness and the OpenAPI document. */
  health: [healthRoutes, openApiRoutes],
  /** Sign-in and sessions, Google and passkey sign-in, one-time codes, password reset, rate limits. */
  identity: [sessionRoutes, passwordResetRoutes, googleRoutes, passkeySignInRoutes],
  /** The signed-in borrower's profile: user_info, profile edits, email change, phone, passkeys. */
  account: [userInfoRoutes, profileEditRoutes, phoneRoutes, passkeyRoutes],
  /** Drafts of the five flows (saved step by step), the short quiz, and submitting. */
  drafts: [shortQuizRoutes, draftRoutes],
  /** Submitted applications as the borrower follows them: PDF copy, status, offers. */
  applications: [applicationRoutes, pipelineRoutes, rehabRoutes, inspectionPhotoRoutes],
  /** Uploads: checked, encrypted and stored; downloads. */
  documents: [documentRoutes, resumableUploads],
  /** The back office: staff sign-in, the queue, one application, notes, offers, messages. */
  staff: [
    staffAuthRoutes,
    staffSecondFactorRoutes,
    staffPasskeyRoutes,
    staffApplicationRoutes,
    staffWorkRoutes,
    staffAdminRoutes,
    staffMessageRoutes,
  ],
  /** Contact form and the message outbox (its local viewer in local mode only). */
  messaging: [contactRoutes],
  /** ZIP code lookups for address fields. */
  zipCodes: [zipCodeRoutes],
};

/** Registers every module's routes; the local outbox viewer only in local mode. */
export async function registerModules(app: FastifyInstance, context: RouteContext): Promise<void> {
  for (const routes of Object.values(apiModules)) {
    for (const plugin of routes) await app.register(plugin, context);
  }
  if (context.config.appEnv === 'local') await app.register(outboxRoutes, context);
}
