import type { CDPSession, Page } from '@playwright/test';

/**
 * Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain) on `page`: a platform
 * passkey holder that keeps discoverable credentials and verifies the user at once, as a phone's
 * fingerprint reader would. Both apps' passkey tests sign in with it.
 */
export async function addVirtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return cdp;
}
