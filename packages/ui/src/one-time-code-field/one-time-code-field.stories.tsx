import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stateful } from '../story-helpers/stateful.tsx';
import { OneTimeCodeField } from './one-time-code-field.tsx';

/**
 * The 6-digit verification code (email and phone verification). One input with
 * `autocomplete="one-time-code"` so phones can fill it from the message; paste is allowed
 * (WCAG 2.2 SC 3.3.8) and keeps only the digits of what was pasted.
 */
const meta = {
  title: 'Inputs/OneTimeCodeField',
  component: OneTimeCodeField,
  args: {
    label: 'Verification code',
    hint: 'We sent a 6-digit code to your phone.',
    value: '',
    onValueChange: () => {},
    onComplete: fn(),
  },
  render: (args) => (
    <Stateful initial={args.value}>
      {(value, setValue) => <OneTimeCodeField {...args} value={value} onValueChange={setValue} />}
    </Stateful>
  ),
} satisfies Meta<typeof OneTimeCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
  },
};

export const PasteAllowed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await userEvent.paste('Your code is 482 913');
    await expect(input).toHaveValue('482913');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};

export const TypedDigitsOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.type(input, '12a34-5678');
    await expect(input).toHaveValue('123456');
  },
};

export const WithError: Story = { args: { value: '123', error: 'Value is required' } };
export const Disabled: Story = { args: { disabled: true } };
