import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../../http/authenticate.ts';
import type { Services } from '../../services.ts';

/**
 * The guest session behind the request's bearer token, if it is a live guest token. Sign-in
 * routes use it to move the guest's drafts to the account; anything else (no token, a
 * signed-in token, an expired one) simply has no guest drafts to move.
 */
export async function guestSessionOf(
  request: FastifyRequest,
  services: Pick<Services, 'accessTokens' | 'sessions'>,
): Promise<string | undefined> {
  const token = bearerToken(request);
  if (token === undefined) return undefined;
  const claims = await services.accessTokens.verify(token);
  if (claims?.tokenType !== 'guest') return undefined;
  return (await services.sessions.isActive(claims.sessionId)) ? claims.sessionId : undefined;
}
