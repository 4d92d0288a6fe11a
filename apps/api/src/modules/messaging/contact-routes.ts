import { endpoints } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { notAuthenticated } from '../../http/authenticate.ts';
import { createRouter } from '../../http/route.ts';
import { quotas } from '../identity/rate-limits.ts';
import type { RouteContext } from '../../http/route-context.ts';

/** The contact form and the affiliate program application: stored, staff notified, bots dropped. */
export async function contactRoutes(app: FastifyInstance, { services }: RouteContext) {
  const route = createRouter(app, services);

  // Only a message or application stored counts; a malformed body, a bot's (the honeypot) or a
  // refusal costs nothing (docs/decisions/0012-rate-limits.md).
  route(endpoints.contactUs, {
    handler: async ({ request, claims, body }) => {
      // Honeypot filled: answer as usual so the bot learns nothing, but keep and send nothing.
      if (body.website) return { success: true };
      await services.rateLimiter.spend([quotas.contactMessage(request.ip)], async () => {
        if (claims?.tokenType === 'lk') {
          // Product spec §5 (docs/product/product-spec.md): a signed-in borrower sends only the message; name and email come from the profile.
          const user = await services.users.findById(claims.subject);
          if (user === undefined) throw notAuthenticated();
          const name = `${user.firstName} ${user.lastName}`.trim();
          await services.inbound.saveContactMessage({
            name,
            email: user.email,
            text: body.text,
            userId: user.id,
          });
        } else if ('email' in body) {
          // Everyone else's body was read with the full schema: name and email are there.
          await services.inbound.saveContactMessage(body);
        }
      });
      return { success: true };
    },
  });

  route(endpoints.affiliateApplication, {
    handler: async ({ request, body }) => {
      if (body.fax_number) return { success: true };
      await services.rateLimiter.spend([quotas.affiliateApplication(request.ip)], () =>
        services.inbound.saveAffiliateApplication({
          name: body.name,
          email: body.email,
          phone: body.phone,
          company: body.company,
          website: body.website,
          referralPlan: body.referral_plan,
        }),
      );
      return { success: true };
    },
  });
}
