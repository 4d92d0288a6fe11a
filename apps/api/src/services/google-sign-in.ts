import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { GoogleConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { oidcLoginAttempts } from '../db/schema.ts';
import type { TokenPairResponse } from '../schemas/auth.ts';
import type { DraftService } from './drafts.ts';
import type { SessionService } from './sessions.ts';
import type { UserService } from './users.ts';

const ATTEMPT_TTL_MS = 10 * 60 * 1000;
/** The web route the provider sends the browser back to; it calls google/verification_code. */
export const GOOGLE_CALLBACK_PATH = '/login/google/callback';

interface ProviderMetadata {
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  issuer: string;
}

/** Why a sign-in failed: logged, never shown (spec section 8). */
export class GoogleSignInError extends Error {
  override name = 'GoogleSignInError';
}

const randomToken = () => randomBytes(32).toString('base64url');

/**
 * OpenID Connect authorization code flow with PKCE (S256), state and nonce. The pending
 * attempt lives in the database, so any API process can finish what another one started.
 */
export class GoogleSignIn {
  private metadata: Promise<ProviderMetadata> | undefined;
  private jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

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
   * move to the account at the end; returns the provider's URL.
   */
  async authorizationUrl(requestFrom: string, guestSessionId?: string): Promise<string> {
    const { authorization_endpoint } = await this.providerMetadata();
    const state = randomToken();
    const nonce = randomToken();
    const codeVerifier = randomToken();
    await this.db.delete(oidcLoginAttempts).where(lt(oidcLoginAttempts.expiresAt, new Date()));
    await this.db.insert(oidcLoginAttempts).values({
      state,
      nonce,
      codeVerifier,
      requestFrom,
      guestSessionId: guestSessionId ?? null,
      expiresAt: new Date(Date.now() + ATTEMPT_TTL_MS),
    });
    const url = new URL(authorization_endpoint);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.google.clientId,
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
      code_challenge_method: 'S256',
      prompt: 'select_account',
    }).toString();
    return url.toString();
  }

  /** Finishes a sign-in: exchanges the code, verifies the ID token, signs the borrower in. */
  async complete(code: string, state: string): Promise<TokenPairResponse & { request_from: string }> {
    // Deleting the attempt claims it: a state works once.
    const [attempt] = await this.db
      .delete(oidcLoginAttempts)
      .where(eq(oidcLoginAttempts.state, state))
      .returning();
    if (attempt === undefined) throw new GoogleSignInError('unknown or already used state');
    if (attempt.expiresAt.getTime() < Date.now()) throw new GoogleSignInError('sign-in attempt expired');

    const metadata = await this.providerMetadata();
    const response = await fetch(metadata.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: this.redirectUri,
        client_id: this.google.clientId,
        client_secret: this.google.clientSecret,
        code_verifier: attempt.codeVerifier,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new GoogleSignInError(`token endpoint answered ${response.status}`);
    const { id_token: idToken } = (await response.json()) as { id_token?: unknown };
    if (typeof idToken !== 'string') throw new GoogleSignInError('no ID token in the token response');

    const identity = await this.verifyIdToken(idToken, metadata, attempt.nonce);
    const user = await this.users.findOrCreateFromGoogle(identity);
    if (attempt.guestSessionId !== null) await this.drafts.adoptGuestDrafts(attempt.guestSessionId, user.id);
    const tokens = await this.sessions.startUserSession(user.id);
    return { ...tokens, request_from: attempt.requestFrom };
  }

  private async verifyIdToken(idToken: string, metadata: ProviderMetadata, nonce: string) {
    this.jwks ??= createRemoteJWKSet(new URL(metadata.jwks_uri));
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, this.jwks, {
        issuer: metadata.issuer,
        audience: this.google.clientId,
      }));
    } catch (error) {
      throw new GoogleSignInError(`ID token rejected: ${(error as Error).message}`);
    }
    if (payload.nonce !== nonce) throw new GoogleSignInError('nonce mismatch');
    // Only a provider-verified email may be linked to an existing account.
    if (
      typeof payload.email !== 'string' ||
      payload.email_verified !== true ||
      typeof payload.sub !== 'string'
    ) {
      throw new GoogleSignInError('ID token lacks a verified email');
    }
    return {
      subject: `${metadata.issuer}|${payload.sub}`,
      email: payload.email,
      firstName: typeof payload.given_name === 'string' ? payload.given_name : '',
      lastName: typeof payload.family_name === 'string' ? payload.family_name : '',
    };
  }

  private providerMetadata(): Promise<ProviderMetadata> {
    this.metadata ??= fetch(`${this.google.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(10_000),
    })
      .then(async (response) => {
        if (!response.ok) throw new GoogleSignInError(`discovery answered ${response.status}`);
        return (await response.json()) as ProviderMetadata;
      })
      .catch((error: unknown) => {
        // Try discovery again next time instead of caching the failure.
        this.metadata = undefined;
        throw error;
      });
    return this.metadata;
  }
}
