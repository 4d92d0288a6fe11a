import { ApiError } from '@northgate/api-client';
import { loadApi } from '../../../session/load-api.ts';
import type { ZipLookup, ZipPlace } from './address.ts';

/** Answers already given (found or not a US ZIP) during this visit; failures are asked again. */
const answers = new Map<string, ZipPlace | null>();

/**
 * Looks a ZIP up with the API (GET /api/v1/zip_codes). Answers are public and cached by the
 * browser for a week as well; a 404 means not a US ZIP, anything else (offline) rejects.
 */
export const lookupZip: ZipLookup = async (zip) => {
  const known = answers.get(zip);
  if (known !== undefined) return known;
  const api = await loadApi();
  let place: ZipPlace | null;
  try {
    const found = await api.zipCode(zip);
    place = {
      zip: found.zip,
      city: found.city,
      state: found.state,
      stateCode: found.state_code,
      county: found.county,
    };
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    place = null;
  }
  answers.set(zip, place);
  return place;
};
