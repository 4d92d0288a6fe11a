import type { FeaturesResponse } from '@northgate/contracts';
import { loadApi } from '../../session/load-api.ts';

let asked: Promise<FeaturesResponse> | undefined;

/**
 * Which optional features the API offers (GET /api/v1/features, ADR 0049), asked once per page
 * load: a lender without Google credentials has no Google sign-in to show.
 */
export function serverFeatures(): Promise<FeaturesResponse> {
  asked ??= loadApi().then((api) => api.features());
  // A failed answer is not kept: the next page asks again.
  asked.catch(() => (asked = undefined));
  return asked;
}
