import * as v from 'valibot';
import { fiveDigitZip } from '@northgate/validators';
import { defineEndpoint } from './endpoint.ts';
import { API_PATHS } from './paths.ts';

/**
 * ZIP code look-ups for the property value estimator: the city, state and county of a US ZIP code,
 * answered by the API so the browser never downloads the ZIP data set
 * (docs/decisions/0016-zip-lookups.md).
 */

/** How long a browser or CDN may keep an answer: the data only changes with a deploy. */
export const ZIP_LOOKUP_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export const ZipCodeQuerySchema = v.object({
  zip: v.pipe(fiveDigitZip(), v.description('A five-digit US ZIP code')),
});
export type ZipCodeQuery = v.InferInput<typeof ZipCodeQuerySchema>;

export const ZipCodePlaceSchema = v.object({
  zip: v.pipe(v.string(), v.regex(/^\d{5}$/)),
  city: v.string(),
  state: v.pipe(v.string(), v.description("The state's name, e.g. Texas")),
  state_code: v.pipe(v.string(), v.length(2), v.description('Two letters, e.g. TX')),
  county: v.pipe(v.string(), v.description('The county\'s name without the word "County"')),
});
export type ZipCodePlace = v.InferOutput<typeof ZipCodePlaceSchema>;

export const zipCodeEndpoints = {
  zipCode: defineEndpoint({
    method: 'GET',
    path: API_PATHS.zipCode,
    tag: 'zip-codes',
    summary: 'The city, state and county of a US ZIP code',
    description:
      'Public data (GeoNames postal codes): answers, a 404 included, carry ' +
      '`Cache-Control: public, max-age=604800`, so browsers and CDNs keep them for a week.',
    access: 'none',
    query: ZipCodeQuerySchema,
    success: { status: 200, description: 'The place', schema: ZipCodePlaceSchema },
    errors: { 404: 'Not a ZIP code in the US list', 422: 'Not five digits' },
  }),
} as const;
