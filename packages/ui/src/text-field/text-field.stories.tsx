import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Stateful } from '../story-helpers/stateful.tsx';
import { PASTE_BLOCKED_MESSAGE, TextField } from './text-field.tsx';

/**
 * The text input every form uses (docs/product/product-spec.md §5).
 *
 * - **numberOnly**: only digits can be typed.
 * - **commas**: the display gets thousands commas, the stored value has none; the caret stays
 *   after the digit it followed while commas come and go.
 * - **percent**: the value is clamped between 1 and 100; a blank field becomes 1 on blur.
 * - **cannotBeEmpty**: a blank field becomes 0 (1 in percent mode) and a leading zero is removed.
 * - **Paste is blocked** in text fields (a short message says so); password fields and the one-time
 *   code allow paste (WCAG 2.2 SC 3.3.8, see docs/decisions/0039-paste-policy.md).
 * - Label always visible; hint and error are linked with `aria-describedby`, `aria-invalid` marks errors.
 */
const meta = {
  title: 'Inputs/TextField',
  component: TextField,
  args: { label: 'First name', value: '', onValueChange: () => {} },
  render: (args) => (
    <Stateful initial={args.value}>
      {(value, setValue) => <TextField {...args} value={value} onValueChange={setValue} />}
    </Stateful>
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Maria');
    await expect(canvas.getByTestId('stored')).toHaveTextContent('"Maria"');
  },
};

export const Filled: Story = { args: { value: 'Maria Lopez' } };

export const WithHint: Story = {
  args: { label: 'Email', hint: 'We will send a confirmation code to this address.', type: 'email' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('We will send a confirmation code to this address.');
  },
};

export const WithError: Story = {
  args: { label: 'Email', type: 'email', value: 'maria@', error: 'Value is not a valid email address' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Error: Value is not a valid email address');
  },
};

export const Optional: Story = { args: { label: 'Middle name', optional: true } };

export const Disabled: Story = { args: { value: 'Maria', disabled: true } };

export const ReadOnly: Story = {
  args: { value: 'Maria', readOnly: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox'), 'xyz');
    await expect(canvas.getByRole('textbox')).toHaveValue('Maria');
  },
};

export const NumberOnly: Story = {
  args: { label: 'Years at address', numberOnly: true, width: 'short' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Years at address' });
    await userEvent.type(input, '1a2-b');
    await expect(input).toHaveValue('12');
    await expect(canvas.getByTestId('stored')).toHaveTextContent('"12"');
  },
};

export const ThousandsCommas: Story = {
  args: { label: 'Annual income', commas: true, width: 'medium' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Annual income' });
    await userEvent.type(input, '1234567');
    await expect(input).toHaveValue('1,234,567');
    await expect(canvas.getByTestId('stored')).toHaveTextContent('"1234567"');
    // Caret kept next to its digit: put it after '1,2' and type 9 -> '12,934,567', caret after the 9.
    input.setSelectionRange(3, 3);
    await userEvent.keyboard('9');
    await expect(input).toHaveValue('12,934,567');
    await expect(input.selectionStart).toBe(4);
    // Deleting a digit removes a comma without jumping the caret to the end.
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('1,234,567');
    await expect(input.selectionStart).toBe(3);
  },
};

export const Percent: Story = {
  args: { label: 'Ownership', percent: true, suffix: '%', width: 'short' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Ownership' });
    await userEvent.type(input, '150');
    await expect(input).toHaveValue('100');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await expect(input).toHaveValue('1');
    await userEvent.clear(input);
    await expect(input).toHaveValue('');
    await userEvent.tab();
    await expect(input).toHaveValue('1');
    await expect(canvas.getByTestId('stored')).toHaveTextContent('"1"');
  },
};

export const CannotBeEmpty: Story = {
  args: {
    label: 'Number of properties owned',
    numberOnly: true,
    cannotBeEmpty: true,
    value: '3',
    width: 'short',
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Number of properties owned' });
    await userEvent.clear(input);
    await expect(input).toHaveValue('0');
    await userEvent.type(input, '5');
    await expect(input).toHaveValue('5');
    await expect(canvas.getByTestId('stored')).toHaveTextContent('"5"');
  },
};

export const CannotBeEmptyPercent: Story = {
  args: {
    label: 'Down payment',
    percent: true,
    cannotBeEmpty: true,
    suffix: '%',
    value: '20',
    width: 'short',
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Down payment' });
    await userEvent.clear(input);
    await expect(input).toHaveValue('1');
    await userEvent.type(input, '5');
    await expect(input).toHaveValue('15');
  },
};

export const CommasCannotBeEmpty: Story = {
  args: { label: 'Cash reserves', commas: true, cannotBeEmpty: true, value: '0', width: 'medium' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Cash reserves' });
    await userEvent.type(input, '2500');
    await expect(input).toHaveValue('2,500');
    await expect(canvas.getByTestId('stored')).toHaveTextContent('"2500"');
  },
};

export const PasteBlocked: Story = {
  args: { label: 'Confirm email', type: 'email' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Confirm email' });
    await userEvent.click(input);
    await userEvent.paste('maria@example.com');
    await expect(input).toHaveValue('');
    await waitFor(() => expect(canvas.getByText(PASTE_BLOCKED_MESSAGE)).toBeVisible());
    await userEvent.type(input, 'm');
    await expect(input).toHaveValue('m');
  },
};

export const PasswordPasteAllowed: Story = {
  args: { label: 'Password', type: 'password', autoComplete: 'new-password' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.click(input);
    await userEvent.paste('correct-horse-battery');
    await expect(input).toHaveValue('correct-horse-battery');
  },
};
