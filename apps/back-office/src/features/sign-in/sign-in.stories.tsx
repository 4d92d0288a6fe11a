import { ApiError } from '@northgate/api-client';
import { Card } from '@northgate/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RecoveryCodesStep } from './recovery-codes-step.tsx';
import { SecondFactorStep } from './second-factor-step.tsx';
import { TotpEnrolmentStep } from './totp-enrolment-step.tsx';
import { PasskeyPromptError } from '../../session/webauthn.ts';

/**
 * The second step of a staff sign-in (ADR 0052): a code from the authenticator app or a recovery
 * code; at the first sign-in, setting up the app and saving the recovery codes. Each step's heading
 * takes focus when it appears, and a refusal takes focus when it arrives. Axe checks every story.
 */
const meta = {
  title: 'Back office/Sign-in second factor',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const framed = (children: ReactNode) => <div style={{ maxWidth: '28rem' }}>{<Card>{children}</Card>}</div>;

const refused = (message: string) => new ApiError({ status: 401, body: { error: message } });
const WRONG = 'That code is not right. Enter the 6-digit code your authenticator app shows now.';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = [
  'ABCDE-FGHJK',
  'MNPQR-STUVW',
  'XYZ23-45678',
  '9ABCD-EFGHJ',
  'KMNPQ-RSTUV',
  'WXYZ2-34567',
  '89ABC-DEFGH',
  'JKMNP-QRSTU',
  'VWXYZ-23456',
  '789AB-CDEFG',
];

export const Code: Story = {
  render: () =>
    framed(
      <SecondFactorStep
        onRestart={() => undefined}
        onSubmit={async (_method, code) => {
          if (code !== '123456') throw refused(WRONG);
        }}
      />,
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', {
      name: 'Enter the 6-digit code from your authenticator app',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    const input = canvas.getByRole('textbox', { name: /Authentication code/ });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(WRONG);
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

const submitted = fn();

export const RecoveryCode: Story = {
  render: () =>
    framed(
      <SecondFactorStep
        onRestart={() => undefined}
        onSubmit={async (method, code) => {
          submitted(method, code);
        }}
      />,
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code instead' }));
    const heading = canvas.getByRole('heading', { name: 'Enter a recovery code' });
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.type(canvas.getByRole('textbox', { name: /Recovery code/ }), 'ABCDE-FGHJK');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledWith('recovery_code', 'ABCDE-FGHJK'));
    await expect(
      canvas.getByRole('button', { name: 'Use a code from your authenticator app instead' }),
    ).toBeVisible();
  },
};

const PASSKEY_REFUSED =
  'That passkey was not accepted. Try again, or use a code from your authenticator app.';
const PASSKEY_NOT_USED = 'The passkey was not used. Try again, or enter a code from your authenticator app.';

/** A staff member who added a passkey, in a browser that can use it (ADR 0056): the codes stay. */
export const WithPasskey: Story = {
  render: () =>
    framed(
      <SecondFactorStep
        onRestart={() => undefined}
        onSubmit={async () => undefined}
        onPasskey={fn()
          .mockRejectedValueOnce(new PasskeyPromptError(PASSKEY_NOT_USED))
          .mockRejectedValue(refused(PASSKEY_REFUSED))}
      />,
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Authentication code/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Use a recovery code instead' })).toBeVisible();
    // The browser's prompt closed without a passkey: its own words, not a network error.
    await userEvent.click(canvas.getByRole('button', { name: 'Use a passkey' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(PASSKEY_NOT_USED);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(PASSKEY_REFUSED));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
  },
};

export const Enrolment: Story = {
  render: () =>
    framed(
      <TotpEnrolmentStep
        onRestart={() => undefined}
        start={async () => ({
          secret: SECRET,
          otpauth_uri: `otpauth://totp/Northgate:staff%40northgate.test?secret=${SECRET}&issuer=Northgate`,
        })}
        confirm={async (code) => {
          if (code !== '123456') throw refused(WRONG);
        }}
      />,
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Set up your authenticator app' })).toHaveFocus(),
    );
    await expect(
      await canvas.findByRole('img', {
        name: 'QR code to add the Northgate back office to an authenticator app',
      }),
    ).toBeVisible();
    await expect(canvas.getByText(SECRET)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    // The form's own check first: the summary takes focus.
    await expect(
      await canvas.findByRole('link', { name: 'Enter the 6-digit code your authenticator app shows' }),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Authentication code/ }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

export const RecoveryCodes: Story = {
  render: () => framed(<RecoveryCodesStep codes={CODES} onDone={() => undefined} />),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Save your recovery codes' })).toHaveFocus(),
    );
    await expect(
      within(canvas.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem'),
    ).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'I have saved these codes' })).toBeVisible();
  },
};
