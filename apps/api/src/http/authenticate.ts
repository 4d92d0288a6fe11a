import type { FastifyRequest } from 'fastify';
import type { TokenType } from '../schemas/auth.ts';
import { errorMessages } from '../schemas/messages.ts';
import type { AccessClaims } from '../services/access-tokens.ts';
import type { Services } from '../services/services.ts';
import { HttpError } from './errors.ts';

const unauthorized = () =>
  new HttpError(401, errorMessages.notAuthenticated, { 'www-authenticate': 'Bearer' });

/** The bearer token of the request, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/**
 * The claims of a valid access token of one of the `allowed` types whose session is still
 * active; otherwise a 401 (which makes the web app refresh once, then send the borrower to /login).
 */
export async function authenticate(
  request: FastifyRequest,
  services: Pick<Services, 'accessTokens' | 'sessions'>,
  allowed: readonly TokenType[],
): Promise<AccessClaims> {
  const token = bearerToken(request);
  if (token === undefined) throw unauthorized();
  const claims = await services.accessTokens.verify(token);
  if (claims === undefined || !allowed.includes(claims.tokenType)) throw unauthorized();
  if (!(await services.sessions.isActive(claims.sessionId))) throw unauthorized();
  return claims;
}
