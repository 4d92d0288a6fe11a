import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stateful } from '../story-helpers/stateful.tsx';
import { Checkbox, CheckboxGroup } from './checkbox.tsx';
import type { CheckboxGroupProps } from './checkbox.tsx';

/** A single checkbox for a statement, and `CheckboxGroup` for "select all that apply" questions. */
const meta = {
  title: 'Inputs/Checkbox',
  component: Checkbox,
  args: {
    label: 'I agree to the Terms of Service and Privacy Policy',
    value: false,
    onValueChange: () => {},
  },
  render: (args) => (
    <Stateful initial={args.value}>
      {(value, setValue) => <Checkbox {...args} value={value} onValueChange={setValue} />}
    </Stateful>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(canvas.getByTestId('stored')).toHaveTextContent('true');
  },
};
export const Checked: Story = { args: { value: true } };
export const WithHint: Story = { args: { hint: 'You can read them before continuing.' } };
export const WithError: Story = { args: { error: 'The value is required' } };
export const Disabled: Story = { args: { disabled: true } };
export const ReadOnly: Story = { args: { value: true, readOnly: true } };

const assets = [
  { value: 'bank', label: 'Bank accounts' },
  { value: 'securities', label: 'Stocks and bonds' },
  { value: 'life-insurance', label: 'Life insurance', hint: 'Cash value only' },
  { value: 'real-estate', label: 'Real estate' },
];

export const Group: Story = {
  render: () => (
    <Stateful initial={[] as string[]}>
      {(value, setValue) => (
        <CheckboxGroup
          label="Which assets do you have?"
          hint="Select all that apply."
          options={assets}
          value={value}
          onValueChange={setValue}
        />
      )}
    </Stateful>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Real estate' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Bank accounts' }));
    await expect(canvas.getByTestId('stored')).toHaveTextContent('["bank","real-estate"]');
  },
};

export const GroupWithError: Story = {
  render: () => (
    <CheckboxGroup
      {...({} as CheckboxGroupProps)}
      label="Which assets do you have?"
      options={assets}
      value={[]}
      onValueChange={() => {}}
      error="The value is required"
    />
  ),
};
