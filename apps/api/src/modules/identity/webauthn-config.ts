import { site } from '@northgate/site-config';

/** Who the browser's passkeys are for, and the one page origin whose answers are accepted. */
export interface WebAuthnRelyingParty {
  /** The relying party id: the public origin's host name (no port), e.g. "www.example.com". */
  rpID: string;
  /** Shown by some browsers and authenticators beside the passkey. */
  rpName: string;
  /** The origin a WebAuthn answer must come from, e.g. "https://www.example.com". */
  origin: string;
}

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '[::1]']);

/**
 * Derived from the site's configured public origin (PUBLIC_URL; http://localhost:<port> in local
 * mode) and nothing else (docs/decisions/0056-borrower-passkeys.md). WebAuthn needs a domain, not
 * an address: a loopback address is served as `localhost`, which browsers treat as secure.
 */
export function webAuthnRelyingParty(publicUrl: string): WebAuthnRelyingParty {
  const url = new URL(publicUrl);
  if (LOOPBACK_ADDRESSES.has(url.hostname)) url.hostname = 'localhost';
  return { rpID: url.hostname, rpName: site.brand, origin: url.origin };
}
