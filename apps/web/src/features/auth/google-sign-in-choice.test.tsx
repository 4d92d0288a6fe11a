import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GoogleSignInChoice } from './google-sign-in-choice.tsx';

afterEach(cleanup);

const google = (offered: boolean) => async () => ({ google_sign_in: offered, phone_verification: true });

function renderChoice(features: () => Promise<{ google_sign_in: boolean; phone_verification: boolean }>) {
  return render(
    <GoogleSignInChoice features={features}>
      <button type="button">Sign in with Google</button>
    </GoogleSignInChoice>,
  );
}

describe('Google sign-in on the login page', () => {
  it('is hidden once the server says the lender has not set it up', async () => {
    renderChoice(google(false));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull());
  });

  it('stays when the server offers it, or cannot be asked', async () => {
    renderChoice(google(true));
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
    cleanup();
    renderChoice(async () => {
      throw new Error('offline');
    });
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
  });
});
