import { endpoints } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import type { RouteContext } from '../../http/route-context.ts';
import { errorMessages } from '../../messages.ts';
import type { PasskeyRefusal } from '../identity/borrower-passkeys.ts';
import { quotas } from '../identity/rate-limits.ts';

/** The answer to a refused new passkey: its status and text. */
function addRefusal(reason: PasskeyRefusal): HttpError {
  if (reason === 'too-many') return new HttpError(409, errorMessages.tooManyPasskeys);
  if (reason === 'already-added') return new HttpError(409, errorMessages.passkeyAlreadyAdded);
  return new HttpError(400, errorMessages.passkeyNotAdded);
}

/**
 * The profile's passkeys: list, add (options, then the new credential), rename, remove. Adding and
 * removing need a recent sign-in (ADR 0058); renaming changes nothing about who can sign in.
 */
export async function passkeyRoutes(app: FastifyInstance, { services }: RouteContext) {
  const { passkeys, rateLimiter, users } = services;
  const route = createRouter(app, services);

  async function requireRecentSignIn(sessionId: string): Promise<void> {
    if (!(await passkeys.signedInRecently(sessionId))) {
      throw new HttpError(403, errorMessages.passkeyNeedsRecentSignIn);
    }
  }

  route(endpoints.listPasskeys, {
    handler: async ({ claims }) => ({ passkeys: await passkeys.list(claims.subject) }),
  });

  route(endpoints.passkeyRegistrationOptions, {
    handler: async ({ request, claims }) => {
      await requireRecentSignIn(claims.sessionId);
      const user = await users.findById(claims.subject);
      if (user === undefined) throw new HttpError(401, errorMessages.notAuthenticated);
      const outcome = await rateLimiter.spend(quotas.passkeyAdd(request.ip, user.id), () =>
        passkeys.registrationOptions(user),
      );
      if (!outcome.ok) throw addRefusal(outcome.reason);
      return outcome.value;
    },
  });

  route(endpoints.addPasskey, {
    handler: async ({ request, reply, claims, body: { name, credential } }) => {
      await requireRecentSignIn(claims.sessionId);
      const outcome = await rateLimiter.spend(quotas.passkeyAdd(request.ip, claims.subject), () =>
        passkeys.add(claims.subject, name, credential),
      );
      if (!outcome.ok) {
        request.log.info({ reason: outcome.reason }, 'passkey not added');
        throw addRefusal(outcome.reason);
      }
      request.log.info({ userId: claims.subject }, 'passkey added');
      reply.status(201);
      return { passkeys: await passkeys.list(claims.subject) };
    },
  });

  route(endpoints.renamePasskey, {
    handler: async ({ claims, params: { passkeyId }, body: { name } }) => {
      if (!(await passkeys.rename(claims.subject, passkeyId, name))) {
        throw new HttpError(404, errorMessages.passkeyNotFound);
      }
      return { passkeys: await passkeys.list(claims.subject) };
    },
  });

  route(endpoints.removePasskey, {
    handler: async ({ request, claims, params: { passkeyId } }) => {
      await requireRecentSignIn(claims.sessionId);
      if (!(await passkeys.remove(claims.subject, passkeyId))) {
        request.log.info({ userId: claims.subject }, 'passkey removal refused: not on the account');
        throw new HttpError(404, errorMessages.passkeyNotFound);
      }
      request.log.info({ userId: claims.subject }, 'passkey removed');
      return { passkeys: await passkeys.list(claims.subject) };
    },
  });
}
