import type { TokenResponse } from '@northgate/contracts';
import type { FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { guestSessionOf } from '../drafts/guest-session.ts';

/**
 * What every borrower sign-in that the browser completes here ends with, whatever proved who they
 * are (a password or a passkey): one log line, the guest's drafts moved to the account (ADR 0004)
 * and a new session with its token pair.
 */
export async function signInBorrower(
  request: FastifyRequest,
  services: Services,
  userId: string,
  method: 'password' | 'passkey',
): Promise<TokenResponse> {
  request.log.info({ userId, method }, 'login succeeded');
  const guestSessionId = await guestSessionOf(request, services);
  if (guestSessionId !== undefined) await services.drafts.adoptGuestDrafts(guestSessionId, userId);
  return services.sessions.startUserSession(userId);
}
