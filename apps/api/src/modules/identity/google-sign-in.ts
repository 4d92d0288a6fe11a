import { eq, lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { GoogleConfig } from '../../config/config.ts';
import type { Db } from '../../db/database.ts';
import { oidcLoginAttempts } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { TokenResponse } from '@northgate/contracts';
import { errorMessages } from '../../messages.ts';
import type { DraftService } from '../drafts/drafts.ts';
import type { SessionService } from './sessions.ts';
import type { UserService } from './users.ts';

const ATTEMPT_TTL_MS = 10 * 60 * 1000;
const PROVIDER_TIMEOUT_SECONDS = 10;
/** The web route the provider sends the browser back to; it calls google/verification_code. */
export const GOOGLE_CALLBACK_PATH = '/login/google/callback';

/** Why a sign-in failed: logged, never shown (docs/product/product-spec.md §8). */
export class GoogleSignInError extends Error {
  override name = 'GoogleSignInError';
}

/** The provider cannot be reached: answered as the product's 503, its cause logged as a warning. */
export class GoogleUnavailableError extends HttpError {
  override name = 'GoogleUnavailableError';
  constructor(cause: unknown) {
    super(503, errorMessages.googleUnavailable);
    this.cause = cause;
  }
}

/**
 * openid-client talks HTTPS only. The local stand-in for Google (oauth2-mock-server) serves plain
 * http on this machine, so http is allowed for a loopback issuer and nowhere else.
 */
export function isLoopbackHttpIssuer(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}

/**
 * OpenID Connect authorization code flow with PKCE (S256), state and nonce, by openid-client
 * (discovery, ID token signature and claims checks). The pending attempt lives in the database,
 * so any API process can finish what another one started.
 */
export class GoogleSignIn {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(
    private readonly db: Db,
    private readonly google: GoogleConfig,
    private readonly publicUrl: string,
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly drafts: DraftService,
  ) {}

  get redirectUri(): string {
    return `${this.publicUrl}${GOOGLE_CALLBACK_PATH}`;
  }

  /**
   * Starts a sign-in: remembers state, verifier, nonce and the guest session whose drafts
   * move to the account at the end; returns the provider's URL. Answers 503 while the
   * provider's discovery document cannot be fetched.
   */
  async authorizationUrl(requestFrom: string, guestSessionId?: string): Promise<string> {
    let config: oidc.Configuration;
    try {
      config = await this.providerConfiguration();
    } catch (error) {
      throw new GoogleUnavailableError(error);
    }
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    await this.db.delete(oidcLoginAttempts).where(lt(oidcLoginAttempts.expiresAt, new Date()));
    await this.db.insert(oidcLoginAttempts).values({
      state,
      nonce,
      codeVerifier,
      requestFrom,
      guestSessionId: guestSessionId ?? null,
      expiresAt: new Date(Date.now() + ATTEMPT_TTL_MS),
    });
    return oidc
      .buildAuthorizationUrl(config, {
        redirect_uri: this.redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        prompt: 'select_account',
      })
      .toString();
  }

  /** Finishes a sign-in: exchanges the code, verifies the ID token, signs the borrower in. */
  async complete(code: string, state: string): Promise<TokenResponse & { request_from: string }> {
    // Deleting the attempt claims it: a state works once.
    const [attempt] = await this.db
      .delete(oidcLoginAttempts)
      .where(eq(oidcLoginAttempts.state, state))
      .returning();
    if (attempt === undefined) throw new GoogleSignInError('unknown or already used state');
    if (attempt.expiresAt.getTime() < Date.now()) throw new GoogleSignInError('sign-in attempt expired');

    const config = await this.providerConfiguration();
    const callbackUrl = new URL(this.redirectUri);
    callbackUrl.search = new URLSearchParams({ code, state }).toString();
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
    });
    const claims = tokens.claims();
    if (claims === undefined) throw new GoogleSignInError('no ID token in the token response');
    // Only a provider-verified email may be linked to an existing account.
    if (typeof claims.email !== 'string' || claims.email_verified !== true) {
      throw new GoogleSignInError('ID token lacks a verified email');
    }

    const user = await this.users.findOrCreateFromGoogle({
      subject: `${claims.iss}|${claims.sub}`,
      email: claims.email,
      firstName: typeof claims.given_name === 'string' ? claims.given_name : '',
      lastName: typeof claims.family_name === 'string' ? claims.family_name : '',
    });
    if (attempt.guestSessionId !== null) await this.drafts.adoptGuestDrafts(attempt.guestSessionId, user.id);
    const tokenPair = await this.sessions.startUserSession(user.id);
    return { ...tokenPair, request_from: attempt.requestFrom };
  }

  /** Discovery once per process; a failure is not kept, so the next attempt tries again. */
  private providerConfiguration(): Promise<oidc.Configuration> {
    const issuer = new URL(this.google.issuer);
    this.configuration ??= oidc
      .discovery(issuer, this.google.clientId, this.google.clientSecret, undefined, {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        execute: isLoopbackHttpIssuer(issuer) ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }
}
