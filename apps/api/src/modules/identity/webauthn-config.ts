import { site } from '@northgate/site-config';
import type { AppConfig } from '../../config/config.ts';

/** Who a passkey belongs to, as the browser and the server both check it. */
export interface WebAuthnRelyingParty {
  /** The domain passkeys are scoped to: the public URL's host name, without a port. */
  rpID: string;
  /** The name an authenticator may show beside the passkey. */
  rpName: string;
  /** The only origin a signed WebAuthn answer may come from (scheme, host and port). */
  origin: string;
}

// WebAuthn takes a domain, never an address; on the machine itself `localhost` names the same server.
const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '[::1]']);

/**
 * The relying party of the site's passkeys, from its public URL (PUBLIC_URL, or
 * http://localhost:<port> in local mode): its host name is the rpID, its origin the one origin
 * accepted. Browsers allow WebAuthn on http only for localhost, and refuse an IP address as an rpID,
 * so in local mode a loopback address is read as localhost (open the site at http://localhost:<port>
 * to use a passkey). Shared by staff and borrower passkeys.
 */
export function webAuthnRelyingParty(config: Pick<AppConfig, 'publicUrl' | 'appEnv'>): WebAuthnRelyingParty {
  const url = new URL(config.publicUrl);
  if (config.appEnv === 'local' && LOOPBACK_ADDRESSES.has(url.hostname)) url.hostname = 'localhost';
  return { rpID: url.hostname, rpName: site.brand, origin: url.origin };
}
