/**
 * Address normalisation. The free-text address is split into its street part and a ZIP code; the
 * ZIP's city, state and county come from a look-up (the API's, zip-lookup.ts), so the browser
 * never downloads the ZIP data set (docs/decisions/0016-zip-lookups.md).
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

/** What the ZIP look-up said: no ZIP typed, found, not a US ZIP, or not answered (offline). */
export type ZipStatus = 'none' | 'found' | 'unknown' | 'unavailable';

export interface NormalizedAddress extends ParsedAddress {
  place: ZipPlace | null;
  zipStatus: ZipStatus;
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

/** The place of a ZIP, null when it is not a US ZIP; rejects when the look-up cannot be made. */
export type ZipLookup = (zip: string) => Promise<ZipPlace | null>;

/** Shown when the ZIP look-up could not be made; it is asked again once the browser is back online. */
export function zipUnavailableWarning(zip: string): string {
  return (
    `We could not look up ZIP ${zip}: check your connection. ` +
    'The city and county will show once you are back online; the estimate does not depend on them.'
  );
}

export async function normalizeAddress(raw: string, lookup: ZipLookup): Promise<NormalizedAddress> {
  const parsed = parseAddress(raw);
  let place: ZipPlace | null = null;
  let zipStatus: ZipStatus = 'none';
  if (parsed.zip) {
    try {
      place = await lookup(parsed.zip);
      zipStatus = place ? 'found' : 'unknown';
    } catch {
      zipStatus = 'unavailable';
    }
  }
  let display = parsed.raw;
  let warning: string | null = null;
  if (place) {
    display = `${parsed.street}, ${place.city}, ${place.stateCode} ${place.zip}`;
    if (parsed.typedState && parsed.typedState !== place.stateCode) {
      warning = `ZIP ${place.zip} is in ${place.state}, not ${parsed.typedState}. Check the address.`;
    }
  } else if (parsed.zip && zipStatus === 'unknown') {
    warning = `ZIP ${parsed.zip} was not found in the US ZIP code list.`;
  } else if (parsed.zip && zipStatus === 'unavailable') {
    warning = zipUnavailableWarning(parsed.zip);
  }
  return { ...parsed, place, zipStatus, display, warning };
}
