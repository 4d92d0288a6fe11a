import { AffiliateApplicationRequestSchema, API_PATHS, ContactUsRequestSchema } from '@northgate/api-client/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { authenticate, bearerToken } from '../../http/authenticate.ts';
import { parseBody } from '../../http/validation.ts';
import { rateLimitRules } from '../../services/rate-limiter.ts';
import type { Services } from '../../services/services.ts';
import type { RouteContext } from '../route-context.ts';

// Spec section 5: a signed-in borrower sends only the message; name and email come from the profile.
const signedInContactSchema = v.object({
  text: ContactUsRequestSchema.entries.text,
  website: ContactUsRequestSchema.entries.website,
});

/** The signed-in borrower behind the request, if any. A bad token is a 401 so the client refreshes. */
async function signedInUser(request: FastifyRequest, services: Services) {
  if (bearerToken(request) === undefined) return undefined;
  const claims = await authenticate(request, services, ['lk', 'guest']);
  return claims.tokenType === 'lk' ? services.users.findById(claims.subject) : undefined;
}

/** The contact form and the affiliate program application: stored, staff notified, bots dropped. */
export async function contactRoutes(app: FastifyInstance, { services }: RouteContext) {
  app.post(API_PATHS.contactUs, async (request) => {
    await services.rateLimiter.consume(`contact:ip:${request.ip}`, rateLimitRules.contactMessagePerIp);
    const user = await signedInUser(request, services);
    if (user !== undefined) {
      const body = parseBody(signedInContactSchema, request.body);
      if (!body.website) {
        const name = `${user.firstName} ${user.lastName}`.trim();
        await services.inbound.saveContactMessage({ name, email: user.email, text: body.text, userId: user.id });
      }
      return { success: true };
    }
    const body = parseBody(ContactUsRequestSchema, request.body);
    // Honeypot filled: answer as usual so the bot learns nothing, but keep and send nothing.
    if (!body.website) await services.inbound.saveContactMessage(body);
    return { success: true };
  });

  app.post(API_PATHS.affiliateApplication, async (request, reply) => {
    await services.rateLimiter.consume(`affiliate:ip:${request.ip}`, rateLimitRules.affiliateApplicationPerIp);
    const body = parseBody(AffiliateApplicationRequestSchema, request.body);
    if (!body.fax_number) {
      await services.inbound.saveAffiliateApplication({
        name: body.name,
        email: body.email,
        phone: body.phone,
        company: body.company,
        website: body.website,
        referralPlan: body.referral_plan,
      });
    }
    return reply.code(201).send({ success: true });
  });
}
