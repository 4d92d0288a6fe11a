import { Button, FormAlert } from '@northgate/ui';
import { errorMessage } from '@northgate/api-client';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { loadApi } from '../../session/load-api.ts';

const CANCELLED =
  'Passkey sign-in was cancelled or timed out. Try again, or log in with your email and password.';
const NOT_HERE = 'This browser could not use a passkey here. Log in with your email and password.';

/** The browser's passkey prompt failed; its message is for the borrower. */
class PasskeyPromptError extends Error {
  override name = 'PasskeyPromptError';
}

/**
 * Logs in with a passkey: a challenge from the API, the browser's passkey prompt (which offers the
 * passkeys it holds for this site, so no email is typed), then the signed answer for the same
 * session a password gives. The WebAuthn code loads on the click, never with the page.
 */
export async function signInWithPasskey(): Promise<void> {
  const [api, { startAuthentication }] = await Promise.all([loadApi(), import('@simplewebauthn/browser')]);
  // The API's options are WebAuthn's JSON form, which the contract types more loosely.
  const optionsJSON = (await api.passkeySignInOptions()) as PublicKeyCredentialRequestOptionsJSON;
  const credential = await startAuthentication({ optionsJSON }).catch((error: unknown) => {
    const name = error instanceof Error ? error.name : '';
    throw new PasskeyPromptError(name === 'NotAllowedError' || name === 'AbortError' ? CANCELLED : NOT_HERE);
  });
  await api.passkeySignIn({ credential });
}

export interface PasskeySignInProps {
  /** Where a signed-in borrower goes next. */
  readonly onSignedIn: () => Promise<unknown>;
  /** Told of a failure's message (the page's toast). */
  readonly onError?: (message: string) => void;
  /** Stories and tests stand in for the browser and the API. */
  readonly signIn?: () => Promise<void>;
  /** Whether this browser offers WebAuthn; read after the page starts. */
  readonly supported?: () => boolean;
}

const browserHasWebAuthn = () => typeof window.PublicKeyCredential === 'function';

/**
 * "Sign in with a passkey" under the password form. Drawn with the prerendered page (no shift when
 * the app starts) and taken away after it starts where the browser has no WebAuthn.
 */
export function PasskeySignIn({
  onSignedIn,
  onError,
  signIn = signInWithPasskey,
  supported = browserHasWebAuthn,
}: PasskeySignInProps) {
  const [offered, setOffered] = useState(true);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setOffered(supported()), [supported]);
  if (!offered) return null;

  return (
    <div>
      <Button
        type="button"
        variant="secondary"
        loading={busy}
        onClick={async () => {
          if (busy) return;
          setBusy(true);
          setProblem(null);
          try {
            await signIn();
            await onSignedIn();
          } catch (error) {
            const message = error instanceof PasskeyPromptError ? error.message : errorMessage(error);
            setProblem(message);
            onError?.(message);
            setBusy(false);
          }
        }}
      >
        Sign in with a passkey
      </Button>
      <FormAlert message={problem} />
    </div>
  );
}
