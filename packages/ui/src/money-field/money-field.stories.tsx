import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stateful } from '../story-helpers/stateful.tsx';
import { MoneyField } from './money-field.tsx';

/** A dollar amount: '$' before the input, thousands commas shown, the stored value is plain digits. */
const meta = {
  title: 'Inputs/MoneyField',
  component: MoneyField,
  args: { label: 'Loan amount', value: '', onValueChange: () => {} },
  render: (args) => (
    <Stateful initial={args.value}>
      {(value, setValue) => <MoneyField {...args} value={value} onValueChange={setValue} />}
    </Stateful>
  ),
} satisfies Meta<typeof MoneyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: /^Loan amount,? ?in US dollars$/ });
    await userEvent.type(input, '$250000');
    await expect(input).toHaveValue('250,000');
    await expect(canvas.getByTestId('stored')).toHaveTextContent('"250000"');
  },
};
export const Filled: Story = { args: { value: '1500000' } };
export const WithError: Story = { args: { value: '', error: 'Value is required' } };
export const Disabled: Story = { args: { value: '75000', disabled: true } };
export const ReadOnly: Story = { args: { value: '75000', readOnly: true } };
