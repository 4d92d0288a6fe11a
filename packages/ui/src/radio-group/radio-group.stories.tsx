import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stateful } from '../story-helpers/stateful.tsx';
import { RadioCards, RadioGroup } from './radio-group.tsx';

/**
 * Native radios in a fieldset whose legend asks the question. Tab reaches the group, arrow keys
 * change the choice. `RadioCards` draws the same radios as large cards.
 */
const meta = {
  title: 'Inputs/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Is this your primary residence?',
    value: '',
    onValueChange: () => {},
    inline: true,
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
  render: (args) => (
    <Stateful initial={args.value}>
      {(value, setValue) => <RadioGroup {...args} value={value} onValueChange={setValue} />}
    </Stateful>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(canvas.getByTestId('stored')).toHaveTextContent('"no"');
  },
};
export const Filled: Story = { args: { value: 'yes' } };
export const WithError: Story = {
  args: { error: 'The value is required' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: 'Is this your primary residence?' }),
    ).toHaveAccessibleDescription('Error: The value is required');
  },
};
export const Disabled: Story = { args: { value: 'no', disabled: true } };
export const ReadOnly: Story = { args: { value: 'no', readOnly: true } };
export const WithHints: Story = {
  args: {
    label: 'How will you use the property?',
    inline: false,
    options: [
      { value: 'live', label: 'I will live in it', hint: 'Permanent loan' },
      { value: 'rent', label: 'I will rent it out', hint: 'Investment property loan' },
      { value: 'flip', label: 'I will renovate and sell it', hint: 'Fix-and-flip loan' },
    ],
  },
};

export const Cards: Story = {
  args: {
    label: 'What type of loan do you need?',
    options: [
      { value: 'hard-money', label: 'Hard money', hint: 'Fast, asset-based funding' },
      { value: 'bridge', label: 'Bridge', hint: 'Short term, between two properties' },
      { value: 'fix-and-flip', label: 'Fix and flip', hint: 'Purchase and renovation' },
      { value: 'investment', label: 'Investment property', hint: 'Rental income properties' },
      { value: 'business', label: 'Business financing', hint: 'Working capital' },
      { value: 'permanent', label: 'Permanent', hint: 'Long-term mortgage' },
    ],
  },
  render: (args) => (
    <Stateful initial={args.value}>
      {(value, setValue) => <RadioCards {...args} value={value} onValueChange={setValue} />}
    </Stateful>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Bridge'));
    await expect(canvas.getByRole('radio', { name: 'Bridge' })).toBeChecked();
  },
};

export const CardsWithError: Story = {
  ...Cards,
  args: { ...Cards.args, error: 'The value is required' },
  play: undefined,
};
