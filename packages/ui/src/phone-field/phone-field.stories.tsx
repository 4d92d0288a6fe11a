import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stateful } from '../story-helpers/stateful.tsx';
import { PhoneField } from './phone-field.tsx';

/** A US phone number formatted as (555) 123-4567 while typing; the stored value is ten digits. */
const meta = {
  title: 'Inputs/PhoneField',
  component: PhoneField,
  args: { label: 'Cell phone', value: '', onValueChange: () => {} },
  render: (args) => (
    <Stateful initial={args.value}>
      {(value, setValue) => <PhoneField {...args} value={value} onValueChange={setValue} />}
    </Stateful>
  ),
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Cell phone' });
    await userEvent.type(input, '5551234567');
    await expect(input).toHaveValue('(555) 123-4567');
    await expect(canvas.getByTestId('stored')).toHaveTextContent('"5551234567"');
  },
};
export const Filled: Story = { args: { value: '2125550199' } };
export const WithError: Story = { args: { value: '212', error: 'Value is required' } };
export const Disabled: Story = { args: { value: '2125550199', disabled: true } };
export const ReadOnly: Story = { args: { value: '2125550199', readOnly: true } };
