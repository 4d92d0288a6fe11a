import { passwordStrength } from '@northgate/validators/password-strength';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stateful } from '../story-helpers/stateful.tsx';
import { PasswordField } from './password-field.tsx';

/**
 * A password with Show/Hide. Paste is allowed so password managers and copy-paste work
 * (WCAG 2.2 SC 3.3.8 Accessible Authentication).
 */
const meta = {
  title: 'Inputs/PasswordField',
  component: PasswordField,
  args: { label: 'Create a password', hint: 'At least 8 characters.', value: '', onValueChange: () => {} },
  render: (args) => (
    <Stateful initial={args.value} showStored={false}>
      {(value, setValue) => <PasswordField {...args} value={value} onValueChange={setValue} />}
    </Stateful>
  ),
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const PasteAllowedAndReveal: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Create a password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(input);
    await userEvent.paste('s3cure-Passphrase');
    await expect(input).toHaveValue('s3cure-Passphrase');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeVisible();
  },
};

export const WithError: Story = {
  args: { value: 'short', error: 'This field should be at least 8 characters long' },
};
export const Disabled: Story = { args: { disabled: true } };

/** zxcvbn's verdict as the product words it (the web app debounces and loads the rule lazily). */
function judged(value: string): string {
  if (value === '') return '';
  const { strong, feedback } = passwordStrength(value, { firstName: 'Dana', lastName: 'Quillfeather' });
  return strong ? 'This password is hard to guess.' : feedback;
}

/** The feedback under the field is a polite live region, and describes the input while it speaks. */
export const StrengthFeedback: Story = {
  args: { label: 'New password', hint: 'At least 12 characters.' },
  render: (args) => (
    <Stateful initial={args.value} showStored={false}>
      {(value, setValue) => (
        <PasswordField {...args} value={value} onValueChange={setValue} feedback={judged(value)} />
      )}
    </Stateful>
  ),
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('New password');
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.type(input, 'Quillfeather2025!');
    await expect(status).toHaveTextContent(/^Avoid your name and your email address\./);
    await expect(input).toHaveAttribute('aria-describedby', expect.stringContaining(status.id));
    await userEvent.clear(input);
    await userEvent.type(input, 'Plum-harbor-violin-meadow-42');
    await expect(status).toHaveTextContent('This password is hard to guess.');
  },
};

/** Refused on submit for the same reason: the error says it once, the live region stays quiet. */
export const RefusedAsTooGuessable: Story = {
  args: {
    value: 'password1234',
    feedback: 'This is similar to a commonly used password. Add more words that are less common.',
    error: 'This is similar to a commonly used password. Add more words that are less common.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByText(/similar to a commonly used password/)).toBeVisible();
  },
};
