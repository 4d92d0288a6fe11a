import { errorMessage } from '@northgate/api-client';
import type { PasskeyCreationOptions, PasskeyRequestOptions } from '@northgate/contracts';
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/**
 * The browser's side of staff passkeys (ADR 0056), with @simplewebauthn/browser: the API's options
 * go to `navigator.credentials`, the authenticator's answer goes back as JSON.
 */

/** False in a browser without WebAuthn: then no passkey choice is shown at all. */
export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/** Thrown when the browser or the staff member stopped the passkey prompt; its message is for them. */
export class PasskeyPromptError extends Error {}

/** What to show for a failed passkey step: the prompt's own words, or the API's. */
export const passkeyErrorMessage = (error: unknown): string =>
  error instanceof PasskeyPromptError ? error.message : errorMessage(error);

function plainly(error: unknown, cancelled: string): never {
  // Cancelled, timed out or refused by the browser (NotAllowedError), or a passkey already there.
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    throw new PasskeyPromptError('This device already holds one of your passkeys.');
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
    throw new PasskeyPromptError(cancelled);
  if (error instanceof WebAuthnError || (error instanceof Error && error.name.endsWith('Error')))
    throw new PasskeyPromptError(cancelled);
  throw error;
}

/** Asks the browser to sign the sign-in challenge with one of the staff member's passkeys. */
export async function answerWithPasskey(options: PasskeyRequestOptions) {
  try {
    // The API's options are @simplewebauthn/server's, which this library reads.
    const answer = await startAuthentication({
      optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
    });
    return { ...answer, clientExtensionResults: { ...answer.clientExtensionResults } };
  } catch (error) {
    plainly(error, 'The passkey was not used. Try again, or enter a code from your authenticator app.');
  }
}

/** Asks the browser to make a passkey for the options the API gave. */
export async function makePasskey(options: PasskeyCreationOptions) {
  try {
    const answer = await startRegistration({
      optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
    });
    return { ...answer, clientExtensionResults: { ...answer.clientExtensionResults } };
  } catch (error) {
    plainly(error, 'No passkey was added. Try again when you are ready.');
  }
}
