import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stateful } from '../story-helpers/stateful.tsx';
import { TaxIdField } from './tax-id-field.tsx';

/**
 * SSN, ITIN or EIN. Masked by default with a Show/Hide toggle; dashes are inserted while typing
 * (123-45-6789 or 12-3456789) and the stored value is the nine digits. Paste is blocked.
 */
const meta = {
  title: 'Inputs/TaxIdField',
  component: TaxIdField,
  args: { kind: 'ssn', label: 'Social Security number', value: '', onValueChange: () => {} },
  render: (args) => (
    <Stateful initial={args.value}>
      {(value, setValue) => <TaxIdField {...args} value={value} onValueChange={setValue} />}
    </Stateful>
  ),
} satisfies Meta<typeof TaxIdField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SsnMaskedWithReveal: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Social Security number');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, '123456789');
    await expect(input).toHaveValue('123-45-6789');
    await expect(canvas.getByTestId('stored')).toHaveTextContent('"123456789"');
    await userEvent.click(canvas.getByRole('button', { name: 'Show Social Security number' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide Social Security number' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};
export const Itin: Story = { args: { kind: 'itin', label: 'ITIN', value: '912781234' } };
export const Ein: Story = {
  args: { kind: 'ein', label: 'Employer Identification Number' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Employer Identification Number');
    await userEvent.type(input, '123456789');
    await expect(input).toHaveValue('12-3456789');
  },
};
export const WithError: Story = { args: { value: '12345', error: 'Value is required' } };
export const Disabled: Story = { args: { value: '123456789', disabled: true } };
export const ReadOnly: Story = { args: { value: '123456789', readOnly: true } };
export const PasteBlocked: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Social Security number');
    await userEvent.click(input);
    await userEvent.paste('123-45-6789');
    await expect(input).toHaveValue('');
  },
};
