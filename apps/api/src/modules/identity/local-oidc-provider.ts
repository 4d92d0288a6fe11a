import { OAuth2Server } from 'oauth2-mock-server';
import type { GoogleConfig } from '../../config/config.ts';

/** The identity the local provider signs in (a new borrower the first time). */
export const localGoogleIdentity = {
  sub: 'local-google-borrower',
  email: 'google.borrower@example.test',
  given_name: 'Gale',
  family_name: 'Google',
} as const;

export interface GoogleIdentity {
  /** The provider's stable user id. */
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
  /** Google vouches for the address; true unless a test says otherwise. */
  email_verified?: boolean;
}

export interface LocalOidcProvider {
  google: GoogleConfig;
  /** Who the next sign-ins are (tests use it to sign in other people). */
  setIdentity(identity: GoogleIdentity): void;
  stop(): Promise<void>;
}

/**
 * Local mode: an OpenID Connect provider on this machine stands in for Google, so
 * "Sign in with Google" works offline. It approves every request at once (no login screen).
 */
export async function startLocalOidcProvider(
  options: { host?: string; port?: number } = {},
): Promise<LocalOidcProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  let identity: GoogleIdentity = { ...localGoogleIdentity };
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { email_verified: true, ...identity });
  });
  await server.start(options.port ?? 0, options.host ?? 'localhost');
  return {
    google: {
      issuer: server.issuer.url as string,
      clientId: 'northgate-local',
      clientSecret: 'local-oidc-client-secret',
    },
    setIdentity: (next) => {
      identity = { ...next };
    },
    stop: () => server.stop(),
  };
}
