import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stateful } from '../story-helpers/stateful.tsx';
import { PasswordField } from './password-field.tsx';
import type { PasswordFieldProps } from './password-field.tsx';

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
      {(value, setValue) => (
        <PasswordField {...(args as PasswordFieldProps)} value={value} onValueChange={setValue} />
      )}
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
