import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import { expect, userEvent, within } from 'storybook/test';
import { SecondFactorCodeField, type SecondFactorCodeFieldProps } from './second-factor-code-field.tsx';

/**
 * The code field of the second-factor checks (ADR 0052, ADR 0055): the sign-in's second step and
 * the dialog before a reveal. Axe checks every story.
 */
const meta = {
  title: 'Back office/Second factor code field',
  component: SecondFactorCodeField,
  parameters: { layout: 'padded' },
  render: (props: SecondFactorCodeFieldProps) => (
    <Formik initialValues={{ code: '' }} onSubmit={() => undefined}>
      <Form noValidate aria-label="Second factor">
        <SecondFactorCodeField {...props} />
      </Form>
    </Formik>
  ),
} satisfies Meta<typeof SecondFactorCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AuthenticatorCode: Story = {
  args: {
    method: 'totp',
    label: 'Authentication code',
    hint: 'The 6-digit code your authenticator app shows now.',
  },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Authentication code' });
    await expect(field).toHaveAccessibleDescription('The 6-digit code your authenticator app shows now.');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
  },
};

export const RecoveryCode: Story = {
  args: {
    method: 'recovery_code',
    label: 'Recovery code',
    hint: 'One of the codes you saved when you set up your authenticator app, like ABCDE-FGHJK. Each works once.',
  },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Recovery code' });
    await expect(field).toHaveAttribute('autocomplete', 'off');
    await userEvent.type(field, 'abcde-fghjk');
    await expect(field).toHaveValue('abcde-fghjk');
  },
};
