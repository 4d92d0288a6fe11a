import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import { expect, fn } from 'storybook/test';
import { VerifyCodePanel, type VerifyCodePanelProps } from './verify-code-panel.tsx';

/**
 * The screen of a code sent by text message or email (the long form's verifyPhone, the profile's
 * verify screens): where the code went, the code box, the server's notices and messages, and a
 * resend button that waits for its countdown. Axe checks every story.
 */
function PanelInForm(props: VerifyCodePanelProps & { typed?: string; error?: string }) {
  const { typed = '', error, ...panel } = props;
  return (
    <Formik
      initialValues={{ code: typed }}
      initialErrors={error ? { code: error } : {}}
      initialTouched={error ? { code: true } : {}}
      onSubmit={() => undefined}
    >
      <Form noValidate>
        <VerifyCodePanel {...panel} />
      </Form>
    </Formik>
  );
}

const meta = {
  title: 'Components/Verify code',
  component: PanelInForm,
  parameters: { layout: 'padded' },
  args: {
    sentTo: '(212) 555-0199',
    channel: 'sms',
    state: { kind: 'sent', resent: false, delivered: true },
    codeName: 'code',
    secondsUntilResend: 27,
    onResend: fn(),
  },
} satisfies Meta<typeof PanelInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextedWithCountdown: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('(212) 555-0199')).toBeVisible();
    await expect(canvas.getByText('You can ask for a new code in 0:27')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeDisabled();
  },
};

export const ResendAllowed: Story = {
  args: { secondsUntilResend: 0 },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const Emailed: Story = {
  args: {
    channel: 'email',
    sentTo: 'dana.new@example.com',
    state: { kind: 'sent', resent: true, delivered: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/We emailed a 6-digit code to/)).toBeVisible();
    await expect(canvas.getByText('We sent a new code. Codes sent before it no longer work.')).toBeVisible();
  },
};

export const Sending: Story = { args: { state: { kind: 'sending' }, secondsUntilResend: 0 } };

/** The message has not gone out yet: never "We texted"; a new code may be asked for at once. */
export const NotSentYet: Story = {
  args: { state: { kind: 'sent', resent: false, delivered: false }, secondsUntilResend: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/We could not send the code to/)).toBeVisible();
    await expect(canvas.queryByText(/We texted/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  },
};

/** The send itself failed: the server's words, and never "We texted". */
export const SendFailed: Story = {
  args: {
    state: { kind: 'failed', message: 'Too many codes for this number. Try again in 10 minutes.' },
    secondsUntilResend: 0,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/We could not send a code to/)).toBeVisible();
    await expect(canvas.queryByText(/We texted/)).toBeNull();
  },
};

export const WrongCodeKeepsWhatWasTyped: Story = {
  args: {
    typed: '123456',
    error: 'That code is not right. Check the text message we sent and try again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Verification code/ })).toHaveValue('123456');
    await expect(
      canvas.getByText('That code is not right. Check the text message we sent and try again.'),
    ).toBeVisible();
  },
};

export const TooSoon: Story = {
  args: {
    state: { kind: 'failed', message: 'Please wait 25 seconds before asking for a new code.' },
    secondsUntilResend: 25,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Please wait 25 seconds before asking for a new code.',
    );
  },
};
