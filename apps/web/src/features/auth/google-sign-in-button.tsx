import { Button } from '@northgate/ui';
import { useState } from 'react';
import { api } from '../../session/api.ts';
import { googleCallbackUrl } from './google-callback-url.ts';

/**
 * Starts Google sign-in: the API answers with the provider's authorization URL (code flow with
 * PKCE, state and nonce kept server-side) and the browser goes there. Product spec §8 (docs/product/product-spec.md): a failed
 * Google sign-in shows nothing and is only logged.
 */
export function GoogleSignInButton() {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      variant="secondary"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const { url } = await api.socialAuth({ provider: 'google', request_from: googleCallbackUrl() });
          window.location.assign(url);
        } catch (error) {
          console.error('Google sign-in could not start', error);
          setBusy(false);
        }
      }}
    >
      Sign in with Google
    </Button>
  );
}
