import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stateful } from '../story-helpers/stateful.tsx';
import { DateField } from './date-field.tsx';

/** A date in the browser's date input (native picker on phones, typed segments with a keyboard). Stored as YYYY-MM-DD. */
const meta = {
  title: 'Inputs/DateField',
  component: DateField,
  args: {
    label: 'Date of birth',
    autoComplete: 'bday',
    value: '',
    onValueChange: () => {},
    max: '2010-12-31',
  },
  render: (args) => (
    <Stateful initial={args.value}>
      {(value, setValue) => <DateField {...args} value={value} onValueChange={setValue} />}
    </Stateful>
  ),
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Date of birth');
    await userEvent.type(input, '1985-04-12');
    await expect(canvas.getByTestId('stored')).toHaveTextContent('"1985-04-12"');
  },
};
export const Filled: Story = { args: { value: '1985-04-12' } };
export const WithError: Story = { args: { error: 'The value is required' } };
export const Disabled: Story = { args: { value: '1985-04-12', disabled: true } };
export const ReadOnly: Story = { args: { value: '1985-04-12', readOnly: true } };
