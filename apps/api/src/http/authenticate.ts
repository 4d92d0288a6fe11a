import {
  STAFF_ERROR_CODES,
  staffMay,
  type Access,
  type StaffPermission,
  type TokenType,
} from '@northgate/contracts';
import type { FastifyRequest } from 'fastify';
import { errorMessages } from '../messages.ts';
import type { AccessClaims } from '../modules/identity/access-tokens.ts';
import type { Services } from '../services.ts';
import { HttpError } from './errors.ts';

export type AuthServices = Pick<Services, 'accessTokens' | 'sessions'>;

/** 401 with a Bearer challenge: the web app refreshes once, then sends the borrower to /login. */
const BEARER = { 'www-authenticate': 'Bearer' };

export const notAuthenticated = () => new HttpError(401, errorMessages.notAuthenticated, BEARER);

/** The bearer token of the request, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/**
 * The claims of a valid access token of one of the `allowed` types whose session is still
 * active; otherwise a 401.
 */
export async function authenticate(
  request: FastifyRequest,
  services: AuthServices,
  allowed: readonly TokenType[],
): Promise<AccessClaims> {
  const token = bearerToken(request);
  if (token === undefined) throw notAuthenticated();
  const claims = await services.accessTokens.verify(token);
  if (claims === undefined || !allowed.includes(claims.tokenType)) throw notAuthenticated();
  if (!(await services.sessions.isActive(claims.sessionId))) throw notAuthenticated();
  return claims;
}

/** 401 for a staff session that ended on its own, saying why (ADR 0055). */
export const staffSessionEnded = (why: 'idle' | 'expired') =>
  why === 'idle'
    ? new HttpError(401, errorMessages.staffSessionIdle, BEARER, STAFF_ERROR_CODES.sessionIdle)
    : new HttpError(401, errorMessages.staffSessionExpired, BEARER, STAFF_ERROR_CODES.sessionExpired);

/** 403: a valid token that may not do this (a borrower on a staff endpoint, a role without the permission). */
export const forbidden = () => new HttpError(403, errorMessages.forbidden);

/**
 * A staff endpoint: 401 without a valid token or with an ended session; 403 for a borrower's or
 * guest's valid token and for a role without `permission` (ADR 0017).
 */
async function authenticateStaff(
  request: FastifyRequest,
  services: AuthServices,
  permission: StaffPermission | undefined,
): Promise<AccessClaims> {
  const token = bearerToken(request);
  if (token === undefined) throw notAuthenticated();
  const claims = await services.accessTokens.verify(token);
  if (claims === undefined) throw notAuthenticated();
  const state = await services.sessions.state(claims.sessionId);
  if (state === 'idle') throw staffSessionEnded('idle');
  if (state === 'expired') throw staffSessionEnded('expired');
  if (state !== 'active') throw notAuthenticated();
  if (claims.tokenType !== 'staff' || claims.role === undefined) throw forbidden();
  // An endpoint without a permission is a mistake in the table: nobody gets in.
  if (permission === undefined || !staffMay(claims.role, permission)) throw forbidden();
  return claims;
}

/** The token types each borrower access rule of the endpoint table lets in (staff tokens: none). */
const ALLOWED: Record<Exclude<Access, 'none' | 'staff'>, readonly TokenType[]> = {
  optional: ['lk', 'guest'],
  guest: ['guest'],
  'guest-or-signed-in': ['lk', 'guest'],
  'signed-in': ['lk'],
};

/** Applies an endpoint's access rule: its claims, undefined where no token is needed (or sent, if optional). */
export async function authorize(
  request: FastifyRequest,
  services: AuthServices,
  access: Access,
  permission?: StaffPermission,
): Promise<AccessClaims | undefined> {
  if (access === 'none') return undefined;
  if (access === 'staff') return authenticateStaff(request, services, permission);
  if (access === 'optional' && bearerToken(request) === undefined) return undefined;
  return authenticate(request, services, ALLOWED[access]);
}
