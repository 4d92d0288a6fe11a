import { ApiError } from '@northgate/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { PasskeySignIn } from './passkey-sign-in.tsx';

/**
 * "Sign in with a passkey" under the login page's password form. In the app a click loads the
 * WebAuthn code, asks the API for a challenge and opens the browser's passkey prompt; here the
 * sign-in is a stand-in that succeeds or is refused as the API would refuse it.
 */
const meta = {
  title: 'Auth/Passkey sign-in',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const refusal = {
  error: 'That passkey did not sign you in. Try again, or log in with your email and password.',
};

function Demo({ refuse }: { refuse: boolean }) {
  const [signedIn, setSignedIn] = useState(false);
  return (
    <>
      <PasskeySignIn
        supported={() => true}
        signIn={async () => {
          // The API's refusal, as the client throws it.
          if (refuse) throw new ApiError({ status: 401, body: refusal });
        }}
        onSignedIn={async () => setSignedIn(true)}
      />
      <p role="status">{signedIn ? 'Signed in.' : ''}</p>
    </>
  );
}

export const SignsIn: Story = {
  render: () => <Demo refuse={false} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with a passkey' }));
    await expect(await canvas.findByText('Signed in.')).toBeVisible();
  },
};

export const Refused: Story = {
  render: () => <Demo refuse />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with a passkey' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(refusal.error);
    await expect(canvas.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
  },
};
