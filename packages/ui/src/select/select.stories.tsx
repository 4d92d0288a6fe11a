import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stateful } from '../story-helpers/stateful.tsx';
import { Select } from './select.tsx';

/** A native select: the phone's own picker, full keyboard support, an empty first option by default. */
const meta = {
  title: 'Inputs/Select',
  component: Select,
  args: {
    label: 'Property type',
    value: '',
    onValueChange: () => {},
    options: [
      { value: 'single-family', label: 'Single-family home' },
      { value: 'multi-family', label: 'Multi-family (2-4 units)' },
      { value: 'condo', label: 'Condominium' },
      { value: 'mixed-use', label: 'Mixed use' },
    ],
  },
  render: (args) => (
    <Stateful initial={args.value}>
      {(value, setValue) => <Select {...args} value={value} onValueChange={setValue} />}
    </Stateful>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Property type' }), 'condo');
    await expect(canvas.getByTestId('stored')).toHaveTextContent('"condo"');
  },
};
/** An answer that can be changed looks like one: a solid border, never the read-only dashes. */
export const Filled: Story = {
  args: { value: 'multi-family' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Property type' });
    await expect(getComputedStyle(select).borderTopStyle).toBe('solid');
  },
};
export const WithError: Story = { args: { error: 'The value is required' } };
export const Disabled: Story = { args: { value: 'condo', disabled: true } };
export const ReadOnly: Story = {
  args: { value: 'condo', readOnly: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Property type' });
    await expect(getComputedStyle(select).borderTopStyle).toBe('dashed');
  },
};
