import type { Passkey } from '@northgate/contracts';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useCallback, useEffect, useState } from 'react';
import { loadApi } from '../../../session/load-api.ts';
import { PasskeyManager, PasskeysUnavailable } from './passkey-manager.tsx';

/** Said when the browser's passkey prompt was closed or timed out (WebAuthn's NotAllowedError). */
const CANCELLED =
  'The passkey was not added: the request was cancelled or timed out. Try again when you are ready.';
const ALREADY_ON_DEVICE = 'This device already holds a passkey for your account. Use that one to log in.';

/** True where the browser offers WebAuthn; checked without loading the WebAuthn library. */
export function browserCanMakePasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** The browser's error names mean something to a borrower only once worded. */
function worded(error: unknown): Error {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return new Error(CANCELLED);
  if (name === 'InvalidStateError') return new Error(ALREADY_ON_DEVICE);
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * The Passkeys section of the profile with its calls: the list on arrival, and adding through the
 * browser's passkey prompt. The WebAuthn code loads only when Add is pressed.
 */
export function PasskeysSection() {
  const [passkeys, setPasskeys] = useState<readonly Passkey[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [canAdd, setCanAdd] = useState(true);

  useEffect(() => {
    let current = true;
    setCanAdd(browserCanMakePasskeys());
    setLoadFailed(false);
    void loadApi()
      .then((api) => api.listPasskeys())
      .then(
        (answer) => current && setPasskeys(answer.passkeys),
        // Not "no passkeys": the borrower may have some, and is told the list did not come.
        () => current && setLoadFailed(true),
      );
    return () => {
      current = false;
    };
  }, [attempt]);

  const add = useCallback(async (name: string) => {
    const [api, { startRegistration }] = await Promise.all([loadApi(), import('@simplewebauthn/browser')]);
    // The API's options are WebAuthn's JSON form, which the contract types more loosely.
    const optionsJSON = (await api.passkeyRegistrationOptions()) as PublicKeyCredentialCreationOptionsJSON;
    const credential = await startRegistration({ optionsJSON }).catch((error: unknown) => {
      throw worded(error);
    });
    const answer = await api.addPasskey({ name, credential });
    setPasskeys(answer.passkeys);
  }, []);

  const rename = useCallback(async (passkey: Passkey, name: string) => {
    const api = await loadApi();
    const answer = await api.renamePasskey(passkey.id, name);
    setPasskeys(answer.passkeys);
  }, []);

  const remove = useCallback(async (passkey: Passkey) => {
    const api = await loadApi();
    const answer = await api.removePasskey(passkey.id);
    setPasskeys(answer.passkeys);
  }, []);

  if (loadFailed) return <PasskeysUnavailable onRetry={() => setAttempt((n) => n + 1)} />;
  if (passkeys === null) return null;
  return (
    <PasskeyManager passkeys={passkeys} canAdd={canAdd} onAdd={add} onRename={rename} onRemove={remove} />
  );
}
