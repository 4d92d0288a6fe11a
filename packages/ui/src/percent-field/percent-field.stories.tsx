import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stateful } from '../story-helpers/stateful.tsx';
import { PercentField } from './percent-field.tsx';

/** A percentage between 1 and 100 (docs/product/product-spec.md §9): values are clamped while typing, blank becomes 1 on blur. */
const meta = {
  title: 'Inputs/PercentField',
  component: PercentField,
  args: { label: 'Ownership share', value: '', onValueChange: () => {} },
  render: (args) => (
    <Stateful initial={args.value}>
      {(value, setValue) => <PercentField {...args} value={value} onValueChange={setValue} />}
    </Stateful>
  ),
} satisfies Meta<typeof PercentField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: /^Ownership share,? ?percent$/ });
    await userEvent.type(input, '250');
    await expect(input).toHaveValue('100');
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue('1');
  },
};
export const Filled: Story = { args: { value: '25' } };
export const WithError: Story = { args: { error: 'Value is required' } };
export const Disabled: Story = { args: { value: '50', disabled: true } };
export const ReadOnly: Story = { args: { value: '50', readOnly: true } };
